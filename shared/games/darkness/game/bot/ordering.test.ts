/**
 * Issue 24: the levels in order of strength, cheaply (seconds, for `npm test`): the same seeded Last
 * Bus Out games at 2 heroes, every hero seat at one level. Fácil's rate must lie below Normal's
 * Wilson 95 % interval; Difícil must win at least as many as Normal. The big tables (100 games a row,
 * every scenario) are in docs/bots.md.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../../engine/bot-level';
import { playGame, levelChooser } from '../../../../engine/play';
import { darkness } from '..';
import type { DarknessState } from '../types';
import { botGameOptions } from './sim-options';
import { wilson95 } from './win-rate';

const GAMES = 14;

function wins(level: BotLevel): number {
  let won = 0;
  for (let i = 0; i < GAMES; i++) {
    const game = playGame(darkness, botGameOptions('last_bus', 2, i), `order:${i}`, levelChooser(level));
    expect(game.error).toBeNull();
    if ((game.state as DarknessState).result?.outcome === 'victory') won++;
  }
  return won;
}

describe('hero bot levels in order of strength', () => {
  it('Difícil ≥ Normal > Fácil over the same seeded games', () => {
    const easy = wilson95(wins('easy'), GAMES);
    const normal = wilson95(wins('normal'), GAMES);
    const hard = wilson95(wins('hard'), GAMES);
    console.log(`last_bus 2 heroes, ${GAMES} games: easy ${easy.wins}, normal ${normal.wins}, hard ${hard.wins}`);
    expect(easy.rate).toBeLessThan(normal.low);
    expect(hard.wins).toBeGreaterThanOrEqual(normal.wins);
  });
});

describe('wilson95', () => {
  it('matches the textbook interval and stays inside 0–1', () => {
    const w = wilson95(80, 100);
    expect(w.low).toBeCloseTo(0.7112, 3);
    expect(w.high).toBeCloseTo(0.8667, 3);
    expect(wilson95(0, 10).low).toBe(0);
    expect(wilson95(10, 10).high).toBeCloseTo(1, 9);
  });
});
