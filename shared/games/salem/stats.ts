/**
 * Salem's end of game: per player the accusations placed, the cards played, their own Tryals
 * revealed and the nights survived; the turns and moves, the decisive moment (what set off the
 * win) and every hand with its Tryal faces once the game is over. Pure: built from the history.
 */
import { allEntries, endStatsOf, type EndStats, type RevealedHand } from '../../engine/end-stats';
import type { GameHistory, HistoryEntry } from '../../engine/history';
import type { SalemState } from './types';
import { isRedCard } from './cards';
import { tryalFace } from './state';

/** Tryal faces only once the game is over: before that they are secrets of their holders. */
export function salemHands(state: unknown): RevealedHand[] {
  const s = state as SalemState;
  return s.players.map((p, seat) => ({
    seat,
    name: p.name,
    cards: p.hand.slice(),
    tiles: s.result ? p.tryals.map((t) => tryalFace(t.id)) : [],
  }));
}

/** One line per card played (turn.ts' announcement; Alibi and Curse announce themselves with their effect). */
const PLAYS = new Set(['play', 'playTo', 'alibi', 'curse', 'griggs']);

function isPlay(e: HistoryEntry, seat: number): boolean {
  return PLAYS.has(e.key) && e.params.seat === seat;
}

function accusationPlaced(e: HistoryEntry, seat: number): boolean {
  if (e.params.seat !== seat) return false;
  if (e.key === 'griggs') return true;
  return e.key === 'play' && typeof e.params.card === 'string' && isRedCard(e.params.card);
}

/** Nights that fell while the player lived and after whose morning they still lived. */
function nightsSurvived(entries: readonly HistoryEntry[], start: SalemState): number[] {
  const players = start.players.length;
  const out = new Array<number>(players).fill(0);
  const dead = new Set<number>(start.players.flatMap((p, seat) => (p.alive ? [] : [seat])));
  let atNightfall: number[] | null = null;
  const close = () => {
    if (atNightfall) for (const seat of atNightfall) if (!dead.has(seat)) out[seat]!++;
    atNightfall = null;
  };
  for (const e of entries) {
    if (e.to !== undefined) continue;
    if (e.key === 'night') atNightfall = [...Array(players).keys()].filter((seat) => !dead.has(seat));
    else if (e.key === 'death') dead.add(Number(e.params.seat));
    else if (e.key === 'deckRebuilt' || e.key === 'townWins' || e.key === 'witchesWin') close();
  }
  return out;
}

/** Lines that follow from the decisive one (the win itself, deaths and what a death sets off). */
const CONSEQUENCES = new Set(['townWins', 'witchesWin', 'death', 'wasWitch', 'proctor', 'constableEnds', 'redDiscarded', 'gavel', 'saved']);

/** Ruling S62: the decisive moment is the public line that set off the win (a reveal, the kill, the pass). */
function decisiveMoment(history: GameHistory): EndStats['decisive'] {
  let sawWin = false;
  for (let step = history.steps.length; step >= 1; step--) {
    const entries = history.steps[step - 1]!.entries;
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]!;
      if (entry.to !== undefined) continue;
      if (entry.key === 'townWins' || entry.key === 'witchesWin') sawWin = true;
      else if (sawWin && !CONSEQUENCES.has(entry.key)) return { step, entry };
    }
  }
  return null;
}

export const salemEndStats = endStatsOf<SalemState>({
  players: (final, history) => {
    const entries = allEntries(history);
    const survived = nightsSurvived(entries, history.states[0] as SalemState);
    return final.players.map((p, seat) => ({
      seat,
      name: p.name,
      figures: {
        accusations: entries.filter((e) => accusationPlaced(e, seat)).length,
        cardsPlayed: entries.filter((e) => isPlay(e, seat)).length,
        tryalsRevealed: entries.filter((e) => e.key === 'reveal' && e.params.target === seat).length,
        nightsSurvived: survived[seat]!,
      },
    }));
  },
  rounds: (final) => final.counts.turns,
  decisive: (history) => decisiveMoment(history),
  hands: salemHands,
});

export const salemStats = salemEndStats.stats;
