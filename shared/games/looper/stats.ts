/**
 * Tragedy Looper's end of game for the shared end screen: per player the cards they placed,
 * the abilities they used (goodwill as leader, the mastermind's own) and the Final Guess names
 * they gave; the loops played and the moves; the decisive moment by how the game ended; and the
 * action cards left in each seat's hands. Pure: built from the game's history.
 */
import { endStatsOf, lastEntry, type RevealedHand } from '../../engine/end-stats';
import { availableCards } from './placement';
import { ownedHands } from './view';
import type { LooperAction, LooperState } from './types';

export function looperHands(state: unknown): RevealedHand[] {
  const s = state as LooperState;
  return s.players.map((name, seat) => ({ seat, name, cards: ownedHands(s, seat).flatMap((owner) => availableCards(s, owner)), tiles: [] }));
}

const DECISIVE_LINE: Record<string, string> = {
  loopSurvived: 'loopEnded',
  allLoopsLost: 'loopLost',
  finalGuessRight: 'guessRight',
  finalGuessWrong: 'guessWrong',
};

export const looperEndStats = endStatsOf<LooperState>({
  players: (final, history) => {
    const count = (seat: number, types: LooperAction['type'][]) =>
      history.steps.filter((st) => st.seat === seat && types.includes((st.action as LooperAction).type)).length;
    return final.players.map((name, seat) => ({
      seat,
      name,
      figures: {
        cardsPlaced: count(seat, ['placeCard']),
        abilities: count(seat, ['useGoodwill', 'mastermindAbility']),
        guesses: count(seat, ['guess']),
      },
    }));
  },
  rounds: (final) => final.loop,
  decisive: (history, result) => {
    const key = DECISIVE_LINE[result.reason];
    return key ? lastEntry(history, (e) => e.key === key) : null;
  },
  hands: looperHands,
});

export const looperStats = looperEndStats.stats;
