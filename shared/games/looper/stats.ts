/**
 * Tragedy Looper's end of game for the shared end screen: per player the cards they placed,
 * the abilities they used (goodwill as leader, the mastermind's own) and the Final Guess names
 * they gave; the loops played and the moves; the decisive moment by how the game ended; and the
 * action cards left in each seat's hands. Pure: built from the game's history.
 */
import { finalState, lastEntry, type EndStats, type RevealedHand, type StatsBuilder } from '../../engine/end-stats';
import type { GameHistory } from '../../engine/history';
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

export function looperStats(history: GameHistory): EndStats {
  const final = finalState<LooperState>(history);
  const count = (seat: number, types: LooperAction['type'][]) =>
    history.steps.filter((st) => st.seat === seat && types.includes((st.action as LooperAction).type)).length;
  const players = final.players.map((name, seat) => ({
    seat,
    name,
    figures: {
      cardsPlaced: count(seat, ['placeCard']),
      abilities: count(seat, ['useGoodwill', 'mastermindAbility']),
      guesses: count(seat, ['guess']),
    },
  }));
  const key = final.result ? DECISIVE_LINE[final.result.reason] : undefined;
  return {
    players,
    length: { rounds: final.loop, moves: history.steps.length },
    decisive: key ? lastEntry(history, (e) => e.key === key) : null,
    hands: looperHands(final),
  };
}

export const looperEndStats: StatsBuilder = { stats: looperStats, hands: looperHands };
