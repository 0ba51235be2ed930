// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';

/** Dawn: two passes of every player's screen; the witches give the Black Cat; its holder's turn starts (turn.ts startTurn). */
export function startDawn(_s: SalemState): void {
  throw new Error('not implemented yet');
}
/** The Night drawn by `drawer`: two passes, then the morning; the deck is rebuilt and the day resumes. */
export function startNight(_s: SalemState, _drawer: Seat): void {
  throw new Error('not implemented yet');
}
export function nightLegal(_s: SalemState, _seat: Seat): SalemAction[] {
  throw new Error('not implemented yet');
}
export function applyNight(_s: SalemState, _seat: Seat, _a: Extract<SalemAction, { type: 'night' }>): RuleError | null {
  throw new Error('not implemented yet');
}
