import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../engine/history';
import { playGame, randomChooser } from '../../engine/play';
import { looper } from './index';
import { SHIPPED_SCRIPTS } from './scripts';
import { looperStats } from './stats';
import type { LooperAction, LooperState } from './types';

function playedHistory(scriptIndex: number, seed: string) {
  const moves: { seat: number; action: unknown }[] = [];
  const options = { players: ['Marta', 'Ana', 'Luis'], script: SHIPPED_SCRIPTS[scriptIndex]! };
  const start = looper.setup(options, seed);
  playGame(looper, options, seed, randomChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });
  return replayHistory(looper, start, moves);
}

describe('Tragedy Looper end-of-game stats', () => {
  it('counts each seat\'s placed cards, abilities and guesses from the moves, and the loops played', () => {
    for (const [i, seed] of [[0, 'st-a'], [4, 'st-b'], [8, 'st-c']] as const) {
      const history = playedHistory(i, seed);
      const final = history.states.at(-1) as LooperState;
      const stats = looperStats(history);
      const actions = history.steps.map((st) => ({ seat: st.seat, type: (st.action as LooperAction).type }));
      expect(stats.players.map((p) => p.figures.cardsPlaced)).toEqual([0, 1, 2].map((seat) => actions.filter((a) => a.seat === seat && a.type === 'placeCard').length));
      // The mastermind places three cards a day, each protagonist hand one: the mastermind placed the most.
      expect(stats.players[0]!.figures.cardsPlaced).toBeGreaterThan(stats.players[1]!.figures.cardsPlaced);
      expect(stats.players.slice(1).every((p) => p.figures.guesses === actions.filter((a) => a.type === 'guess' && a.seat === p.seat).length)).toBe(true);
      expect(stats.length).toEqual({ rounds: final.loop, moves: history.steps.length });
      expect(final.result).not.toBeNull();
      const wanted = { loopSurvived: 'loopEnded', allLoopsLost: 'loopLost', finalGuessRight: 'guessRight', finalGuessWrong: 'guessWrong' }[final.result!.reason];
      expect(stats.decisive?.entry.key).toBe(wanted);
      expect(stats.hands.map((h) => h.name)).toEqual(['Marta', 'Ana', 'Luis']);
    }
  }, 30_000);
});
