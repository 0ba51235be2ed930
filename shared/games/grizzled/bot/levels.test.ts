/**
 * The three levels (issue 24) over whole seeded games: every decision is legal, a decision is the
 * same for the same view, seed and level, and it does not change when what the seat cannot see
 * changes (other hands, the order of the trials pile and the morale reserve, which unseen cards are
 * out of the game, the others' support tiles, the game's own random stream) — non-interference.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import { canonicalJson } from '../../../engine/hash';
import { levelChooser, playGame } from '../../../engine/play';
import { wilson } from '../../../engine/wilson';
import { seedRng, shuffle } from '../../../engine/rng';
import { grizzled } from '../index';
import type { GrizzledAction, GrizzledState, Variant } from '../types';
import { knownOutOfGame } from './determinize';
import { teamBot } from './team';

const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'];

/** The same table with everything `seat` cannot see dealt again from `salt`. */
function reshuffleHidden(s: GrizzledState, seat: Seat, salt: string): GrizzledState {
  const v = grizzled.view(s, { kind: 'seat', seat });
  const out = knownOutOfGame(v.log);
  const t: GrizzledState = structuredClone(s);
  let rng = seedRng(`hidden:${salt}`);
  const others = t.players.filter((_, i) => i !== seat);
  const looseDiscards = t.discarded.filter((c) => !out.has(c));
  let cards = [...others.flatMap((p) => p.hand), ...t.trials, ...t.morale, ...looseDiscards];
  [cards, rng] = shuffle(cards, rng);
  for (const p of others) p.hand = cards.splice(0, p.hand.length);
  t.trials = cards.splice(0, t.trials.length);
  t.morale = cards.splice(0, t.morale.length);
  t.discarded = [...t.discarded.filter((c) => out.has(c)), ...cards];
  const holders = [...others, ...(t.chaplain ? [t.chaplain] : [])];
  let tiles = holders.flatMap((h) => [...h.tiles, ...(h.played ? [h.played] : [])]);
  [tiles, rng] = shuffle(tiles, rng);
  for (const h of holders) {
    h.tiles = tiles.splice(0, h.tiles.length);
    if (h.played) h.played = tiles.splice(0, 1)[0]!;
  }
  t.rng = seedRng(`other-future:${salt}`);
  return t;
}

type Decider = (s: GrizzledState, seat: Seat, seed: number) => GrizzledAction;

const atLevel = (level: BotLevel): Decider => (s, seat, seed) =>
  grizzled.bot(grizzled.view(s, { kind: 'seat', seat }), seat, grizzled.legalActions(s, seat), seed, level);

/** Difícil's team policy (team.ts) on its own, as the search's rollouts use it. */
const teamPolicy: Decider = (s, seat, seed) => teamBot(grizzled.view(s, { kind: 'seat', seat }), seat, grizzled.legalActions(s, seat), seed);

/** Victories of a whole team at `level` over `games` seeded games (`<prefix><g>`). */
function wins(level: BotLevel, games: number, players: number, variant: Variant, prefix: string): number {
  let w = 0;
  for (let g = 0; g < games; g++) {
    const options = { players: NAMES.slice(0, players), variant };
    if (playGame(grizzled, options, `${prefix}${g}`, levelChooser(level)).result?.outcome === 'victory') w++;
  }
  return w;
}

interface Checked { decisions: number; probed: number; changedHidden: number }

/** One whole game at `level` in every seat; every `every`-th decision with a choice is probed. */
function wholeGame(decide: Decider, players: number, seed: string, every: number, variant: Variant = 'normal'): Checked {
  const c: Checked = { decisions: 0, probed: 0, changedHidden: 0 };
  const options = { players: NAMES.slice(0, players), variant };
  const game = playGame(grizzled, options, seed, (_m, choice) => {
    const s = choice.state as GrizzledState;
    const legal = choice.legal as GrizzledAction[];
    const action = decide(s, choice.seat, choice.seed);
    expect(legal).toContainEqual(action);
    c.decisions++;
    if (legal.length > 1 && c.decisions % every === 0) {
      c.probed++;
      expect(decide(s, choice.seat, choice.seed)).toEqual(action);
      const other = reshuffleHidden(s, choice.seat, `${seed}:${c.decisions}`);
      expect(canonicalJson(grizzled.view(other, { kind: 'seat', seat: choice.seat }))).toBe(canonicalJson(grizzled.view(s, { kind: 'seat', seat: choice.seat })));
      if (canonicalJson(other) !== canonicalJson(s)) c.changedHidden++;
      expect(decide(other, choice.seat, choice.seed)).toEqual(action);
    }
    return action;
  });
  expect(game.error).toBeNull();
  expect(game.result).not.toBeNull();
  return c;
}

describe('grizzled bot levels', () => {
  for (const level of ['easy', 'normal'] as const) {
    it(`${level}: legal, deterministic and blind to hidden state over whole games at 2-5 players`, () => {
      for (const players of [2, 3, 4, 5]) {
        const c = wholeGame(atLevel(level), players, `lv-${level}-${players}`, 3);
        expect(c.probed).toBeGreaterThan(5);
        expect(c.changedHidden).toBe(c.probed);
      }
    });
  }

  it('team policy: legal, deterministic and blind to hidden state over whole games at 2-5 players', () => {
    for (const players of [2, 3, 4, 5]) {
      const c = wholeGame(teamPolicy, players, `lv-team-${players}`, 2);
      expect(c.probed).toBeGreaterThan(5);
      expect(c.changedHidden).toBe(c.probed);
    }
  });

  it('hard: legal, deterministic and blind to hidden state over a whole game', () => {
    const c = wholeGame(atLevel('hard'), 3, 'lv-hard-3', 6);
    expect(c.probed).toBeGreaterThan(5);
    expect(c.changedHidden).toBe(c.probed);
  }, 120_000);

  it('every level under the Chaplain rule (G41): legal, deterministic and blind to hidden state (his tiles too) over a whole 2-player game', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const c = wholeGame(atLevel(level), 2, `lv-chaplain-${level}`, level === 'hard' ? 4 : 2, 'twoPlayer');
      expect(c.probed).toBeGreaterThan(5);
      expect(c.changedHidden).toBe(c.probed);
    }
  }, 120_000);

  it('wins in the order Difícil > Normal > Fácil in the official 2-player game, the Chaplain\'s (G41; Wilson 95% apart)', () => {
    const at = (level: BotLevel, games: number) => wins(level, games, 2, 'twoPlayer', 'order-2p-');
    const [easy, normal, hard] = [at('easy', 1000), at('normal', 1000), at('hard', 40)];
    expect(wilson(normal, 1000)[0]).toBeGreaterThan(wilson(easy, 1000)[1]);
    expect(wilson(hard, 40)[0]).toBeGreaterThan(wilson(normal, 1000)[1]);
  }, 240_000);

  it('wins in the order Normal > Fácil at 3 players over 300 seeded games each (Wilson 95% apart)', () => {
    const [easy, normal] = [wins('easy', 300, 3, 'normal', 'order-'), wins('normal', 300, 3, 'normal', 'order-')];
    expect(wilson(normal, 300)[0]).toBeGreaterThan(wilson(easy, 300)[1]);
  }, 60_000);

  it('wins in the order Difícil > Normal at 3 players (30 seeded Difícil games against 1000 Normal, Wilson 95% apart)', () => {
    const [normal, hard] = [wins('normal', 1000, 3, 'normal', 'order-hard-'), wins('hard', 30, 3, 'normal', 'order-hard-')];
    expect(wilson(hard, 30)[0]).toBeGreaterThan(wilson(normal, 1000)[1]);
  }, 240_000);

  it('an absent level is normal', () => {
    const s = grizzled.setup({ players: NAMES.slice(0, 3), variant: 'normal' }, 'absent');
    const v = grizzled.view(s, { kind: 'seat', seat: 0 });
    const legal = grizzled.legalActions(s, 0);
    for (let seed = 0; seed < 20; seed++) expect(grizzled.bot(v, 0, legal, seed)).toEqual(grizzled.bot(v, 0, legal, seed, 'normal'));
  });
});
