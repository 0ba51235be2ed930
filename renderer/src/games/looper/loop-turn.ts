/**
 * The turn between two loops, as every screen names it. At the Time Spiral the engine has already
 * counted the next loop (loop.ts `endLoop` adds one before asking, and the spiral's log lines carry
 * that number), so the loop that just ended is one less than `view.loop` there.
 */
export interface LoopTurn {
  /** The loop the protagonists just lost. */
  ended: number;
  /** The loop that comes if they travel again. */
  next: number;
  loops: number;
}

/** The loop counted at the Time Spiral (the view's, or a spiral log line's `loop`), as the turn it names. */
export function turnAfter(next: number, loops: number): LoopTurn {
  return { ended: next - 1, next, loops };
}

/** The loops the protagonists give up by going to the Final Guess now: the next one and every one after it. */
export function loopsLeft(turn: LoopTurn): number {
  return turn.loops - turn.next + 1;
}
