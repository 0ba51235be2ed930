/**
 * How a game's folder assembles its module. Most games keep everything secret at every table,
 * so that is the default, and the games whose state counts barriers share one undo rule.
 */
import type { GameModule, GameResult } from './contract';

export type GameModuleParts<S, A, O, V> = Omit<GameModule<S, A, O, V>, 'openInformation'> &
  Partial<Pick<GameModule<S, A, O, V>, 'openInformation'>>;

/** A draw, peek, reveal or coin raises `barrier`: a move back across it would show or redo chance. */
export function undoUntilBarrier(
  before: { barrier: number },
  after: { barrier: number; result: GameResult | null },
): boolean {
  return before.barrier === after.barrier && after.result === null;
}

export function defineGameModule<S, A, O, V>(parts: GameModuleParts<S, A, O, V>): GameModule<S, A, O, V> {
  return { openInformation: () => false, ...parts };
}
