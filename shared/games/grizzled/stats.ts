/**
 * The Grizzled's end of game: per player the missions they led, the Hard Knocks they took,
 * the support tiles they received and the speeches they made; the missions and moves, the
 * decisive moment and every hand and tile left. Pure: built from the game's history.
 */
import { allEntries, endStatsOf, lastEntry, type EndStats, type RevealedHand } from '../../engine/end-stats';
import type { GameHistory, HistoryEntry } from '../../engine/history';
import type { GrizzledState } from './types';

export function grizzledHands(state: unknown): RevealedHand[] {
  const s = state as GrizzledState;
  return s.players.map((p, seat) => ({ seat, name: p.name, cards: p.hand.slice(), tiles: p.tiles.slice() }));
}

function countFor(entries: readonly HistoryEntry[], key: string, param: string, seat: number): number {
  return entries.filter((e) => e.key === key && e.params[param] === seat).length;
}

/** Ruling G-E3: what decided the game, by how it ended. */
function decisiveMoment(history: GameHistory, reason: string): EndStats['decisive'] {
  if (reason === 'victory') return lastEntry(history, (e) => e.key === 'missionSuccess');
  if (reason === 'defeatMorale') return lastEntry(history, (e) => e.key === 'morale');
  if (reason === 'defeatKnocks') {
    const broken = lastEntry(history, (e) => e.key === 'defeatKnocks')?.entry.params.seat;
    return lastEntry(history, (e) => e.key === 'knock' && e.params.seat === broken);
  }
  return lastEntry(history, () => true);
}

export const grizzledEndStats = endStatsOf<GrizzledState>({
  players: (final, history) => {
    const entries = allEntries(history);
    return final.players.map((p, seat) => ({
      seat,
      name: p.name,
      figures: {
        missionsLed: countFor(entries, 'missionStart', 'leader', seat),
        knocks: countFor(entries, 'knock', 'seat', seat),
        support: countFor(entries, 'supportGiven', 'to', seat),
        speeches: countFor(entries, 'speech', 'seat', seat),
      },
    }));
  },
  rounds: (final) => final.mission,
  decisive: (history, result) => decisiveMoment(history, result.reason),
  hands: grizzledHands,
});

export const grizzledStats = grizzledEndStats.stats;
