/**
 * Issue 24: the hero bot at every level over whole seeded games — always legal, deterministic for a
 * given view + seed + level, and blind to what its seat cannot see (non-interference: the unseen
 * discs' faces, the waiting discs, the tile stack's order and the rng changed under an identical view
 * leave every decision as it was).
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, type BotLevel } from '../../../../engine/bot-level';
import { stateHash } from '../../../../engine/hash';
import { playGame, type Chooser } from '../../../../engine/play';
import { seedRng } from '../../../../engine/rng';
import { SCENARIOS } from '../../content';
import { darkness } from '..';
import type { DarknessAction, DarknessState, Seat } from '../types';
import { heroBot } from './hero';
import { botGameOptions } from './sim-options';

/** The same game with everything the seat cannot see changed: unseen faces rotated, stack reversed, another rng. */
export function perturbHidden(s: DarknessState, seat: Seat): DarknessState {
  const t = structuredClone(s);
  const peeked = new Set(t.peeks[seat] ?? []);
  const hidden = Object.values(t.discs).filter((d) => d.where.zone === 'waiting' || (d.where.zone === 'board' && !d.where.faceUp && !peeked.has(d.id)));
  const faces = hidden.map((d) => ({ def: d.def, kind: d.kind, usesLeft: d.usesLeft }));
  hidden.forEach((d, i) => Object.assign(d, faces[(i + 1) % faces.length]));
  t.stack = t.stack.slice().reverse();
  t.rng = seedRng(`elsewhere:${s.round}:${s.turn.number}`);
  return t;
}

const viewOf = (s: DarknessState, seat: Seat) => darkness.view(s, { kind: 'seat', seat });
const decide = (s: DarknessState, seat: Seat, seed: number, level: BotLevel): DarknessAction =>
  heroBot(viewOf(s, seat), seat, darkness.legalActions(s, seat), seed, level);

function checkedChooser(level: BotLevel, onDecision?: (s: DarknessState, seat: Seat, seed: number, chosen: DarknessAction) => void): Chooser {
  return (_module, c) => {
    const s = c.state as DarknessState;
    const seat = c.seat as Seat;
    const chosen = heroBot(viewOf(s, seat), seat, c.legal as DarknessAction[], c.seed, level);
    const legal = (c.legal as DarknessAction[]).map((a) => JSON.stringify(a));
    if (!legal.includes(JSON.stringify(chosen))) throw new Error(`${level}: illegal ${JSON.stringify(chosen)}`);
    onDecision?.(s, seat, c.seed, chosen);
    return chosen;
  };
}

describe('hero bot levels over whole games', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: every scenario plays to its end with legal choices only`, () => {
      SCENARIOS.forEach((sc, i) => {
        const players = 1 + (i % 4);
        const game = playGame(darkness, botGameOptions(sc.id, players, i), `levels:${level}:${sc.id}`, checkedChooser(level));
        expect(game.error, `${sc.id} at ${players}`).toBeNull();
        expect(game.result).not.toBeNull();
      });
    });
  }

  it('each level is deterministic: the same seed replays the same game, the same view gives the same choice', () => {
    for (const level of BOT_LEVELS) {
      const run = () => playGame(darkness, botGameOptions('curfew_radio', 2, 1), `det:${level}`, checkedChooser(level, (s, seat, seed, chosen) => {
        expect(decide(s, seat, seed, level)).toEqual(chosen);
      }));
      const a = run();
      const b = run();
      expect(a.error).toBeNull();
      expect(stateHash(a.state)).toBe(stateHash(b.state));
      expect(a.actions).toBe(b.actions);
    }
  });

  it('the three levels really differ: the same seed gives different games', () => {
    const hashes = BOT_LEVELS.map((level) => stateHash(playGame(darkness, botGameOptions('chemistry_lesson', 3, 0), 'differ', checkedChooser(level)).state));
    expect(new Set(hashes).size).toBe(3);
  });

  for (const level of BOT_LEVELS) {
    it(`${level}: blind to the hidden state over whole games (non-interference)`, () => {
      let compared = 0;
      let hiddenChanged = 0;
      for (const [id, players] of [['quiet_stacks', 2], ['last_bus', 3]] as const) {
        playGame(darkness, botGameOptions(id, players, 2), `blind:${level}:${id}`, checkedChooser(level, (s, seat, seed, chosen) => {
          const other = perturbHidden(s, seat);
          if (stateHash(other) !== stateHash(s)) hiddenChanged++;
          expect(JSON.stringify(viewOf(other, seat))).toBe(JSON.stringify(viewOf(s, seat)));
          expect(decide(other, seat, seed, level)).toEqual(chosen);
          compared++;
        }));
      }
      expect(compared).toBeGreaterThan(100);
      expect(hiddenChanged).toBeGreaterThan(compared / 2);
    });
  }
});
