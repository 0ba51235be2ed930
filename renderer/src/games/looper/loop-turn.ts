/**
 * The turn between two loops, as every screen names it. At the Time Spiral the engine has already
 * counted the next loop (loop.ts `endLoop` adds one before asking, and the spiral's log lines carry
 * that number), so the loop that just ended is one less than `view.loop` there.
 */
import type { LooperView } from '../../../../shared/games/looper/types';
import type { Translator } from '../../i18n/translator';

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

/** The turn while the Time Spiral is asked; null at any other moment. */
export function spiralTurn(view: Pick<LooperView, 'loop' | 'loops' | 'decision'>): LoopTurn | null {
  return view.decision?.t === 'timeSpiral' ? turnAfter(view.loop, view.loops) : null;
}

/** The loops the protagonists give up by going to the Final Guess now: the next one and every one after it. */
export function loopsLeft(turn: LoopTurn): number {
  return turn.loops - turn.next + 1;
}

/** "Fin del bucle 2 · empieza el bucle 3 de 4": the same words in the header, the decision and the timeline. */
export function loopTurnText(tr: Translator, turn: LoopTurn): string {
  return tr.t('looper.table.loopTurn', { ended: turn.ended, next: turn.next, loops: turn.loops });
}

/** The header's "when": the turn at the Time Spiral, "Bucle 3/4 · Día 2/4" at any other moment. */
export function tableWhen(tr: Translator, view: Pick<LooperView, 'loop' | 'loops' | 'day' | 'decision' | 'publicCard'>): string {
  const turn = spiralTurn(view);
  if (turn) return loopTurnText(tr, turn);
  return `${tr.t('looper.table.loop', { loop: view.loop, loops: view.loops })} · ${tr.t('looper.table.day', { day: view.day, days: view.publicCard.days })}`;
}

/**
 * The note beside a loop in the timeline: at the Time Spiral the loop just ended gets the turn
 * (it is the timeline's last loop until the next one starts); otherwise the loop being played is
 * "en curso"; any other loop, nothing.
 */
export function timelineLoopNote(tr: Translator, view: Pick<LooperView, 'loop' | 'loops' | 'decision'>, loop: number, current: number | null): string | null {
  const turn = spiralTurn(view);
  if (turn) return loop === turn.ended ? loopTurnText(tr, turn) : null;
  return loop === current ? tr.t('looper.timeline.current') : null;
}
