/**
 * When Darkness Comes' end of game for the shared end screen: per hero the VP they finished with,
 * the discs they won (items, allies, security passed, adversaries defeated: `discsWon`), the rolls they made
 * and the Health left; the rounds played; the decisive moment (the line that ended the game); and
 * what each hero held at the end, which the whole table may see once the game is over.
 */
import { allEntries, endStatsOf, lastEntry, type RevealedHand } from '../../../engine/end-stats';
import type { HistoryEntry } from '../../../engine/history';
import { heldBy } from './state';
import type { DarknessAction, DarknessState, Seat } from './types';

/** The lines that hand a held disc from one hero to another, and the param naming who received it. */
const HANDED_OVER: Readonly<Record<string, 'seat' | 'to'>> = { 'disc.given': 'to', 'take.won': 'seat', 'fate.gave': 'to', 'fate.took': 'seat' };

const scenarioPiece = (entry: HistoryEntry) => String(entry.params.disc).startsWith('numbered:');

/**
 * The discs a hero won over the game: every disc gained (searched, recruited, security passed,
 * adversary defeated, picked up from the ground) whether still held, used up or lost since — but not
 * the items they came with, nor a disc another hero handed over (each hand-over also logs a gain),
 * nor the scenario's numbered pieces.
 */
export function discsWon(entries: readonly HistoryEntry[], seat: Seat): number {
  let won = 0;
  for (const entry of entries) {
    if (scenarioPiece(entry)) continue;
    if (entry.key === 'discGained' && entry.params.seat === seat) won++;
    const receiver = HANDED_OVER[entry.key];
    if (receiver && entry.params[receiver] === seat) won--;
  }
  return won;
}

export function darknessHands(state: unknown): RevealedHand[] {
  const s = state as DarknessState;
  return s.heroes.map((h) => ({ seat: h.seat, name: h.name, cards: heldBy(s, h.seat).map((d) => d.def), tiles: [] }));
}

export const darknessEndStats = endStatsOf<DarknessState>({
  players: (final, history) => {
    const entries = allEntries(history);
    const rolls = (seat: number) => history.steps.filter((st) => st.seat === seat && (st.action as DarknessAction).type === 'roll').length;
    return final.heroes.map((h) => ({
      seat: h.seat,
      name: h.name,
      figures: {
        vp: h.vp,
        discs: discsWon(entries, h.seat),
        rolls: rolls(h.seat),
        health: h.health,
      },
    }));
  },
  rounds: (final) => final.round,
  decisive: (history) => lastEntry(history, (e) => e.key === 'gameWon' || e.key === 'gameLost'),
  hands: darknessHands,
});

export const darknessStats = darknessEndStats.stats;
