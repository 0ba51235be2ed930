/**
 * Issue 22 point 8: the end screen's "discs won" counts the discs a hero won in play — not the
 * items they came with, not what another hero handed them — as the engine's states and log say.
 */
import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../../engine/history';
import { botChooser, playGame } from '../../../engine/play';
import { darkness } from './index';
import { heldBy } from './state';
import { darknessStats } from './stats';
import { act, newGame, options } from './test-helpers';
import type { DarknessState, DiscInstance } from './types';

const KEPT = { keptItems: ['knife'] };

describe('When Darkness Comes discs won', () => {
  it('does not count the items a hero came with, held at the end', () => {
    const start = newGame({ heroes: [KEPT, {}] });
    const stats = darknessStats(replayHistory(darkness, start, []));
    expect(heldBy(start, 0).length).toBe(1);
    expect(stats.players.map((p) => p.figures.discs)).toEqual([0, 0]);
  });

  it('does not count a disc another hero gave', () => {
    const start = newGame({ heroes: [KEPT, {}] });
    const knife = heldBy(start, 0)[0]!.id;
    const given = act(start, 0, { type: 'give', disc: knife, to: 1 });
    expect(heldBy(given, 1).map((d) => d.id)).toEqual([knife]);
    const stats = darknessStats(replayHistory(darkness, start, [{ seat: 0, action: { type: 'give', disc: knife, to: 1 } }]));
    expect(stats.players.map((p) => p.figures.discs)).toEqual([0, 0]);
  });

  it('over played games, counts each disc a hero gained that no other hero held the move before', () => {
    let total = 0;
    for (const [scenarioId, seed] of [['curfew_radio', 'dw-a'], ['last_bus', 'dw-b'], ['curfew_radio', 'dw-c']] as const) {
      const opts = { ...options({ heroes: [KEPT, {}], scenarioId }), players: ['Ana', 'Luis'] };
      const moves: { seat: number; action: unknown }[] = [];
      const start = darkness.setup(opts, seed);
      playGame(darkness, opts, seed, botChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });
      const history = replayHistory(darkness, start, moves);
      // The oracle reads the states: a gain is a win unless the disc was in another hero's hands before the move.
      const won = [0, 0];
      history.steps.forEach((step, i) => {
        const before = history.states[i] as DarknessState;
        for (const e of step.entries) {
          if (e.key !== 'discGained' || String(e.params.disc).startsWith('numbered:')) continue;
          const seat = Number(e.params.seat);
          const fromHero = Object.values(before.discs).some((d: DiscInstance) => d.def === e.params.disc && d.where.zone === 'held' && d.where.seat !== seat);
          if (!fromHero) won[seat]!++;
        }
      });
      const stats = darknessStats(history);
      expect(stats.players.map((p) => p.figures.discs), `${scenarioId} ${seed}`).toEqual(won);
      total += won[0]! + won[1]!;
    }
    expect(total).toBeGreaterThan(0);
  }, 90_000);
});
