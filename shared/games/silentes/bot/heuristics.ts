/**
 * The *Normal* bot (issue 24: today's bot, unchanged with the default tune) and the scores every
 * level shares. A modest survivor: it decides from its own seat's view only (no peeking at the decks or
 * the partner's hand). Hide with the strongest safe card, entrench when that keeps a strong
 * card, search when the hand is weak, and spend provisions when they clearly help.
 */
import type { Seat } from '../../../engine/contract';
import { nextInt, seedRng } from '../../../engine/rng';
import type { SilentesAction, SilentesView } from '../types';
import { isHuntCard, provisionKey, rankOf, suitOf } from '../cards';

type Scored = { action: SilentesAction; score: number };

/** The knobs of the scores; NORMAL_TUNE is today's bot exactly. */
export interface SilentesTune {
  /** Search when the best hunt card in hand is below this rank. */
  searchBelow: number;
  /** Play Agua (water) from this much noise on. */
  waterNoise: number;
  /** What entrenching adds to half the rank of the card kept. */
  entrenchBonus: number;
  /** What a barricaded shelter adds to a hide. */
  barricadeBonus: number;
}

export const NORMAL_TUNE: SilentesTune = { searchBelow: 8, waterNoise: 8, entrenchBonus: 3, barricadeBonus: 3 };

export function best(options: Scored[], seed: number): SilentesAction {
  let top = -Infinity;
  for (const o of options) top = Math.max(top, o.score);
  const ties = options.filter((o) => o.score === top);
  const [i] = nextInt(seedRng(String(seed)), ties.length);
  return ties[i]!.action;
}

export function scoreAction(v: SilentesView, seat: Seat, a: SilentesAction, tune: SilentesTune = NORMAL_TUNE): number {
  const me = v.seats[seat];
  const hunted = v.huntZones;
  switch (a.type) {
    case 'hide': {
      let score = rankOf(a.card);
      if (a.multitool) score -= 3;
      if (a.grapple) score -= 3;
      if (v.barricades.includes(a.shelter)) score += tune.barricadeBonus;
      return score;
    }
    case 'entrench':
      return me.lastHideCard ? Math.floor(rankOf(me.lastHideCard) / 2) + tune.entrenchBonus : -1;
    case 'search': {
      const best = Math.max(0, ...(me.hand ?? []).filter(isHuntCard).map(rankOf));
      return v.provisionDeckCount > 0 && best < tune.searchBelow ? 8 : 1;
    }
    case 'distract':
      return 2 - rankOf(a.card) / 10;
    case 'provision': {
      const key = provisionKey(a.card);
      if (key === 'dagger' || key === 'amulet' || key === 'scrap') return 20;
      if (key === 'water') return v.noise >= tune.waterNoise ? 20 : -5;
      if (key === 'cannedFood') return a.pick && isHuntCard(a.pick) && rankOf(a.pick) >= 11 ? 15 : -5;
      if (key === 'barricade') return me.position === a.shelter ? 6 : -5;
      return -5;
    }
    case 'pass':
      return 0;
    case 'sacrifice':
      return v.decision?.t === 'lovers' && v.decision.amount > 2 ? 5 : -1;
    case 'moveTo': {
      const zone = v.zones[a.shelter];
      const huntSuit = v.huntCard ? suitOf(v.huntCard) : null;
      return zone && (hunted.includes(zone) || zone === huntSuit) ? -2 : 2;
    }
    case 'recover':
      return isHuntCard(a.card) ? rankOf(a.card) : 6;
    case 'discard':
      return -(isHuntCard(a.card) ? rankOf(a.card) : 5);
    case 'deflect': {
      const survivors = v.seats.filter((p) => p.position !== null && v.zones[p.position] === a.suit).length;
      return -survivors;
    }
    case 'accept':
      return 3;
    default:
      return 0;
  }
}

export function normalBot(v: SilentesView, seat: Seat, legal: SilentesAction[], seed: number, tune: SilentesTune = NORMAL_TUNE): SilentesAction {
  if (legal.length === 0) throw new Error('bot asked to move with no legal action');
  return best(legal.map((action) => ({ action, score: scoreAction(v, seat, action, tune) })), seed);
}
