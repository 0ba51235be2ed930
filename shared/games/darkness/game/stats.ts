/**
 * When Darkness Comes' end of game for the shared end screen: per hero the VP they finished with,
 * the discs they won (items, allies, security passed, adversaries defeated), the rolls they made
 * and the Health left; the rounds played; the decisive moment (the line that ended the game); and
 * what each hero held at the end, which the whole table may see once the game is over.
 */
import { endStatsOf, lastEntry, type RevealedHand } from '../../../engine/end-stats';
import { heldBy } from './state';
import type { DarknessAction, DarknessState } from './types';

export function darknessHands(state: unknown): RevealedHand[] {
  const s = state as DarknessState;
  return s.heroes.map((h) => ({ seat: h.seat, name: h.name, cards: heldBy(s, h.seat).map((d) => d.def), tiles: [] }));
}

export const darknessEndStats = endStatsOf<DarknessState>({
  players: (final, history) => {
    const rolls = (seat: number) => history.steps.filter((st) => st.seat === seat && (st.action as DarknessAction).type === 'roll').length;
    return final.heroes.map((h) => ({
      seat: h.seat,
      name: h.name,
      figures: {
        vp: h.vp,
        discs: heldBy(final, h.seat).filter((d) => d.kind !== 'numbered').length,
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
