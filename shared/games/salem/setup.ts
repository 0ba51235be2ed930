// TEMPORARY stub holding the agreed signatures; its owner replaces it (issue 13).
import type { Seat } from '../../engine/contract';
import type { RuleError } from '../../engine/errors';
import type { CharacterId, Decision, SalemAction, SalemOptions, SalemState } from './types';

/** Deals Tryals, characters (or the deal-2-keep-1 decisions) and the deck, then starts dawn (night.ts). */
export function setup(_options: SalemOptions, _seed: string): SalemState {
  throw new Error('salem setup: not implemented yet');
}
export function characterLegal(d: Extract<Decision, { t: 'character' }>): SalemAction[] {
  return d.offer.map((character: CharacterId) => ({ type: 'character', character }));
}
export function applyCharacter(_s: SalemState, _seat: Seat, _a: Extract<SalemAction, { type: 'character' }>): RuleError | null {
  throw new Error('not implemented yet');
}
