import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../../engine/history';
import { botChooser, playGame } from '../../../engine/play';
import { darkness } from './index';
import { heldBy } from './state';
import { darknessStats } from './stats';
import { options } from './test-helpers';
import type { DarknessAction, DarknessState } from './types';

function playedHistory(scenarioId: string, seed: string) {
  const moves: { seat: number; action: unknown }[] = [];
  const opts = { ...options({ heroes: [{}, {}], scenarioId }), players: ['Ana', 'Luis'] };
  const start = darkness.setup(opts, seed);
  playGame(darkness, opts, seed, botChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });
  return replayHistory(darkness, start, moves);
}

describe('When Darkness Comes end-of-game stats', () => {
  it('gives each hero the VP, discs won, rolls made and Health left, the rounds, the line that ended the game and what each held', () => {
    for (const [scenario, seed] of [['curfew_radio', 'st-a'], ['last_bus', 'st-b']] as const) {
      const history = playedHistory(scenario, seed);
      const final = history.states.at(-1) as DarknessState;
      expect(final.result).not.toBeNull();
      const stats = darknessStats(history);
      expect(stats.players.map((p) => p.figures.vp)).toEqual(final.heroes.map((h) => h.vp));
      expect(stats.players.map((p) => p.figures.health)).toEqual(final.heroes.map((h) => h.health));
      expect(stats.players.map((p) => p.figures.rolls)).toEqual(
        [0, 1].map((seat) => history.steps.filter((st) => st.seat === seat && (st.action as DarknessAction).type === 'roll').length),
      );
      expect(stats.players.reduce((n, p) => n + p.figures.rolls, 0)).toBeGreaterThan(0);
      expect(stats.length).toEqual({ rounds: final.round, moves: history.steps.length });
      expect(stats.decisive?.entry.key).toBe(final.result!.outcome === 'victory' ? 'gameWon' : 'gameLost');
      expect(stats.hands.map((h) => h.cards)).toEqual([0, 1].map((seat) => heldBy(final, seat).map((d) => d.def)));
    }
  }, 60_000);
});
