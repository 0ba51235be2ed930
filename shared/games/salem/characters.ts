/**
 * Accusation arithmetic and ability lookups. Every ability goes through state.ts `abilityOf`, so
 * Martha Corey has whatever her right neighbour has now (and her once/twice-per-game uses count
 * on her own `used`).
 */
import type { Seat } from '../../engine/contract';
import type { CharacterId, SalemState } from './types';
import { abilityOf, cardKey, livingFrom } from './state';
import { specOf } from './cards';

export const BASE_THRESHOLD = 7;

export function hasAbility(s: SalemState, seat: Seat, ability: CharacterId): boolean {
  return abilityOf(s, seat) === ability;
}

/** Living seats with `ability` now, in play order from `from` (Martha copying counts). */
export function holdersOf(s: SalemState, ability: CharacterId, from: Seat = 0): Seat[] {
  return livingFrom(s, from).filter((seat) => abilityOf(s, seat) === ability);
}

export function hasPiety(s: SalemState, seat: Seat): boolean {
  return s.players[seat]!.front.some((c) => cardKey(c) === 'piety');
}

/** Card-text Piety (S4): no red card may be played on its holder. */
export function pietyBlocksRed(s: SalemState, seat: Seat): boolean {
  return !s.options.variants.pietyDoubles && hasPiety(s, seat);
}

function pietyFactor(s: SalemState, seat: Seat): number {
  return s.options.variants.pietyDoubles && hasPiety(s, seat) ? 2 : 1;
}

function baseThreshold(s: SalemState, seat: Seat): number {
  return hasAbility(s, seat, 'george_burroughs') ? BASE_THRESHOLD + 1 : BASE_THRESHOLD;
}

/** The total that reveals one of `seat`'s Tryals: 7; George Burroughs 8; doubled by Piety under pietyDoubles. */
export function thresholdOf(s: SalemState, seat: Seat): number {
  return baseThreshold(s, seat) * pietyFactor(s, seat);
}

/**
 * Thomas Danforth may reveal once the total reaches one less than the base threshold (the
 * "6th" accusation; 7th on Burroughs); under pietyDoubles the doubling applies after (S16).
 */
export function danforthThreshold(s: SalemState, seat: Seat): number {
  return (baseThreshold(s, seat) - 1) * pietyFactor(s, seat);
}

/** A card lying in front that counts as accusations: red cards and Will Griggs' Alibi played as a Witness. */
export function countsAsAccusation(card: string): boolean {
  return specOf(card).color === 'red' || cardKey(card) === 'alibi';
}

/** What one card in front of `seat` is worth now (Cotton Mather: Evidence = 1; Griggs' Alibi = 7). */
export function valueOn(s: SalemState, seat: Seat, card: string): number {
  const key = cardKey(card);
  if (key === 'alibi') return 7;
  if (key === 'evidence' && hasAbility(s, seat, 'cotton_mather')) return 1;
  return specOf(card).accusations;
}

export function accusationsOn(s: SalemState, seat: Seat): number {
  return s.players[seat]!.front.reduce((sum, card) => sum + (countsAsAccusation(card) ? valueOn(s, seat, card) : 0), 0);
}

export function accusationCardsOn(s: SalemState, seat: Seat): string[] {
  return s.players[seat]!.front.filter(countsAsAccusation);
}
