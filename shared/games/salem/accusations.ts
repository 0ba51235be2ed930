// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { RuleError } from '../../engine/errors';
import type { Decision, RevealCause, SalemAction, SalemState } from './types';

export function revealLegal(_s: SalemState, _d: Extract<Decision, { t: 'reveal' }>): SalemAction[] {
  throw new Error('not implemented yet');
}
export function applyReveal(_s: SalemState, _seat: Seat, _a: Extract<SalemAction, { type: 'reveal' | 'point' }>): RuleError | null {
  throw new Error('not implemented yet');
}
export function applyOffer(_s: SalemState, _seat: Seat, _use: boolean): RuleError | null {
  throw new Error('not implemented yet');
}
/**
 * Turns `target`'s Tryal at `index` face up and applies it: Witch → death; Constable → no
 * Constable any more; last face-down Not-a-Witch → death; Rebecca Nurse's offer (not for
 * 'confession'/'death'); the win check. `by` is who chose (null: nobody, e.g. a confession).
 */
export function revealTryal(_s: SalemState, _target: Seat, _index: number, _by: Seat | null, _cause: RevealCause | 'confession' | 'death'): void {
  throw new Error('not implemented yet');
}
