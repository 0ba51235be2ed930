/**
 * Issue 24: the levels in order of strength, cheaply (seconds, for `npm test`): the same seeded Last
 * Bus Out games at 2 heroes, every hero seat at one level. Fácil's rate must lie below Normal's
 * Wilson 95 % interval; Difícil must win at least as many as Normal. And Difícil above Normal where
 * the big sims show it with the intervals apart (3 heroes; D425): Curfew Radio at 3 heroes, where its
 * gap is widest, by a margin. The big tables are in docs/bots.md.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../../../engine/bot-level';
import { playGame, levelChooser } from '../../../../engine/play';
import { darkness } from '..';
import type { DarknessState } from '../types';
import { botGameOptions } from './sim-options';
import { wilson95 } from './win-rate';

const GAMES = 14;
const CURFEW_GAMES = 600;

function wins(level: BotLevel, scenario = 'last_bus', heroes = 2, games = GAMES, prefix = 'order'): number {
  let won = 0;
  for (let i = 0; i < games; i++) {
    const game = playGame(darkness, botGameOptions(scenario, heroes, i), `${prefix}:${i}`, levelChooser(level));
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

  it('Difícil > Normal at 3 heroes, by a margin (Curfew Radio, 600 seeded games each; D425)', () => {
    const [normal, hard] = [wins('normal', 'curfew_radio', 3, CURFEW_GAMES, 'order3'), wins('hard', 'curfew_radio', 3, CURFEW_GAMES, 'order3')];
    console.log(`curfew_radio 3 heroes, ${CURFEW_GAMES} games: normal ${normal}, hard ${hard}`);
    // The big sims' gap here is about 8 points (≈ 50 games of 600); the SD of the difference is about 16 games,
    // so a gap of 30 fails if the ordering broke and is not reached by a lucky seed.
    expect(hard - normal).toBeGreaterThanOrEqual(30);
  }, 60_000);
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
