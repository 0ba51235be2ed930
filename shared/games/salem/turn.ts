// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';

/** Every action the turn's seat may take now (draw, each card on each target, end, hourglass, Parris, Tituba). */
export function turnLegal(_s: SalemState, _seat: Seat): SalemAction[] {
  throw new Error('not implemented yet');
}
/** draw / play / end / hourglass / parris / tituba on the turn decision; anything else is refused. */
export function applyTurn(_s: SalemState, _seat: Seat, _a: SalemAction): RuleError | null {
  throw new Error('not implemented yet');
}
export function arrangeLegal(_s: SalemState): SalemAction[] {
  throw new Error('not implemented yet');
}
export function applyArrange(_s: SalemState, _seat: Seat, _order: string[]): RuleError | null {
  throw new Error('not implemented yet');
}
/** Starts `seat`'s turn (Stocks skips it): pushes the turn decision. Called after dawn with the Black Cat's holder. */
export function startTurn(_s: SalemState, _seat: Seat): void {
  throw new Error('not implemented yet');
}
/**
 * Nothing is pending and the game goes on: continue the Draw-2 action's draws owed (black cards
 * included), or end the turn and start the next living player's (the turn's seat may have died).
 */
export function resumeTurn(_s: SalemState): void {
  throw new Error('not implemented yet');
}
