/**
 * Where the mastermind has been putting Intrigue, read from the public log (revealed cards, the
 * counters its [MM ability] step placed, and what reached 2 on the board the log rebuilt). The mastermind sees the whole script and places
 * Intrigue where a loss needs it, and it tends to do the same again next loop; the protagonist
 * bot cannot remember a past loop except through the log, so this is its memory of where the
 * attack came from. Each earlier day weighs as much as today: the first day's Intrigue +2 is
 * the one that decides a guarded place.
 */
import type { LogEntry, Target } from '../types';
import type { MastermindPlacement } from './public-history';

const INTRIGUE_CARDS: Record<string, number> = { intriguePlus1: 1, intriguePlus2: 2 };

export interface IntrigueMemory {
  /** Intrigue the mastermind's revealed cards aimed at each target, over the log still kept. */
  byCards: Map<Target, number>;
  /** Intrigue its [MM ability] step placed on each target. */
  byAbilities: Map<Target, number>;
  /** In how many kept loops each target's Intrigue reached 2, the mark at which guarded places and people are lost. */
  loopsAtTwo: Map<Target, number>;
}

export function intrigueMemory(log: LogEntry[], placements: MastermindPlacement[], loopsAtTwo: Map<Target, number> = new Map()): IntrigueMemory {
  const byCards = new Map<Target, number>();
  for (const l of log) {
    if (l.to !== undefined || l.key !== 'cardRevealed' || l.params.owner !== 'mastermind') continue;
    const n = INTRIGUE_CARDS[String(l.params.card).split('#')[0]!];
    if (!n) continue;
    const t = String(l.params.target) as Target;
    byCards.set(t, (byCards.get(t) ?? 0) + n);
  }
  const byAbilities = new Map<Target, number>();
  for (const p of placements) if (p.counter === 'intrigue' && p.sign > 0) byAbilities.set(p.target, (byAbilities.get(p.target) ?? 0) + 1);
  return { byCards, byAbilities, loopsAtTwo };
}

/**
 * How strongly the memory says the mastermind wants Intrigue on this target (0 when never
 * seen). Reaching 2 weighs most: a mastermind may aim Intrigue +1 at a place again and again
 * only to draw the Forbid Intrigue away from the target it means to reach.
 */
export function remembered(m: IntrigueMemory, t: Target): number {
  return 0.4 * (m.byCards.get(t) ?? 0) + 0.5 * (m.byAbilities.get(t) ?? 0) + 2 * (m.loopsAtTwo.get(t) ?? 0);
}
