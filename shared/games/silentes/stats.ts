/**
 * Silentes' end of game: the noise each survivor caused, the hunt cards they played and the
 * provisions they used, the rounds and moves, the decisive moment and both final hands.
 * Pure: built from the game's history (see shared/engine/history.ts), never from a view.
 */
import { allEntries, causeOf, endStatsOf, lastEntry, type EndStats, type RevealedHand } from '../../engine/end-stats';
import type { GameHistory, HistoryEntry } from '../../engine/history';
import type { SilentesAction, SilentesState } from './types';

/** Phase-1 plays that put a hunt card down; entrenching is done "en lugar de jugar una carta" (ruling E2). */
const CARD_PLAYS: ReadonlySet<SilentesAction['type']> = new Set(['hide', 'distract']);

export function silentesHands(state: unknown): RevealedHand[] {
  const s = state as SilentesState;
  return s.seats.map((p, seat) => ({ seat, name: p.name, cards: p.hand.slice(), tiles: [] }));
}

/** Ruling E3: what decided the game, by how it ended. */
function decisiveMoment(history: GameHistory, reason: string): EndStats['decisive'] {
  const is = (...keys: string[]) => (entry: HistoryEntry) => keys.includes(entry.key);
  // The lost silence card is logged between the comparison and the noise it makes.
  if (reason === 'noise') return causeOf(history, is('noiseUp', 'defeatNoise', 'cardLost'));
  if (reason === 'world') return lastEntry(history, is('omen'));
  if (reason === 'huntDeckExhausted') return lastEntry(history, is('huntReveal'));
  return lastEntry(history, () => true);
}

export const silentesEndStats = endStatsOf<SilentesState>({
  players: (final, history) => {
    const entries = allEntries(history);
    return final.seats.map((p, seat) => ({
      seat,
      name: p.name,
      figures: {
        noise: p.noiseCaused,
        cards: history.steps.filter((step) => step.seat === seat && CARD_PLAYS.has((step.action as SilentesAction).type)).length,
        // Every provision leaves the hand with a 'provision' line, including those used with a hide (E4).
        provisions: entries.filter((e) => e.key === 'provision' && e.params.seat === seat).length,
      },
    }));
  },
  rounds: (final) => final.round,
  decisive: (history, result) => decisiveMoment(history, result.reason),
  hands: silentesHands,
});

export const silentesStats = silentesEndStats.stats;
