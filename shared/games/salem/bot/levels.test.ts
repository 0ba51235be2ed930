/**
 * Issue 24: every level of Salem's bot plays legal moves over whole seeded games (4–12 players,
 * with and without more witches), decides the same for the same view, seed and level, and is blind
 * to what its seat cannot know: at every decision of whole games the other seats' face-down
 * Tryals, hands and the deck are shuffled into another hidden state with the same view for the
 * deciding seat, and the decision stays the same (non-interference).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/contract';
import { BOT_LEVELS, type BotLevel } from '../../../engine/bot-level';
import { canonicalJson } from '../../../engine/hash';
import { nextSeed } from '../../../engine/play';
import { seedRng, shuffle, type RngState } from '../../../engine/rng';
import { salem } from '../index';
import type { SalemAction, SalemOptions, SalemState, SalemVariants } from '../types';
import { levelsBySide } from './side-levels';

function options(players: number, variants: Partial<SalemVariants> = {}): SalemOptions {
  const parsed = salem.parseOptions({ players: Array.from({ length: players }, (_, i) => `P${i}`), variants });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Another hidden state the seat cannot tell apart: other seats' face-down Tryals, hands and the deck shuffled among themselves. */
function otherWorld(s: SalemState, seat: Seat, rng: RngState): SalemState {
  const t = structuredClone(s);
  const slots: { p: number; i: number }[] = [];
  t.players.forEach((p, ps) => p.tryals.forEach((tr, i) => {
    if (ps !== seat && !tr.up) slots.push({ p: ps, i });
  }));
  const [ids, r1] = shuffle(slots.map((x) => t.players[x.p]!.tryals[x.i]!.id), rng);
  slots.forEach((x, k) => {
    t.players[x.p]!.tryals[x.i] = { id: ids[k]!, up: false };
  });
  const hands: { p: number; n: number }[] = [];
  const pool: string[] = [];
  t.players.forEach((p, ps) => {
    if (ps === seat) return;
    hands.push({ p: ps, n: p.hand.length });
    pool.push(...p.hand);
  });
  const [cards, r2] = shuffle([...pool, ...t.deck], r1);
  let at = 0;
  for (const h of hands) {
    t.players[h.p]!.hand = cards.slice(at, at + h.n);
    at += h.n;
  }
  t.deck = cards.slice(at);
  void r2;
  return t;
}

interface Run {
  decisions: number;
  checked: number;
}

function play(players: number, variants: Partial<SalemVariants>, seed: string, levelOf: (s: SalemState) => BotLevel[], blind: boolean): Run {
  let s = salem.setup(options(players, variants), seed);
  const levels = levelOf(s);
  let rng = seedRng(`${seed}/choices`);
  const run: Run = { decisions: 0, checked: 0 };
  while (!s.result && run.decisions < 20_000) {
    const seat = salem.status(s).deciding[0]!;
    const legal = salem.legalActions(s, seat);
    let d: number;
    [d, rng] = nextSeed(rng);
    const view = salem.view(s, { kind: 'seat', seat });
    const level = levels[seat]!;
    const a = salem.bot(view, seat, legal, d, level);
    expect(legal.map((x) => canonicalJson(x))).toContain(canonicalJson(a));
    expect(salem.bot(structuredClone(view), seat, legal, d, level)).toEqual(a);
    if (blind && run.decisions % 3 === 0) {
      const other = otherWorld(s, seat, seedRng(`${seed}/other/${run.decisions}`));
      const otherView = salem.view(other, { kind: 'seat', seat });
      // Only a world the seat cannot tell apart counts (a witch who knows its companions would see a moved Witch).
      if (canonicalJson(otherView) === canonicalJson(view)) {
        run.checked++;
        expect(salem.bot(otherView, seat, salem.legalActions(other, seat), d, level)).toEqual(a);
      }
    }
    const r = salem.apply(s, seat, a as SalemAction);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(a)}: ${r.error.code}`);
    s = r.state;
    run.decisions++;
  }
  expect(s.result).not.toBeNull();
  return run;
}

describe('salem bot levels (issue 24)', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: legal and deterministic over whole seeded games, 4–12 players`, () => {
      for (const players of [4, 8, 12]) play(players, {}, `lv:${level}:${players}`, (s) => s.players.map(() => level), false);
      for (const players of [6, 10]) play(players, { moreWitches: true }, `lv:${level}:${players}:mw`, (s) => s.players.map(() => level), false);
    }, 60_000);

    it(`${level}: blind to other seats' hidden Tryals, hands and the deck over whole games`, () => {
      let checked = 0;
      for (const players of [5, 9]) checked += play(players, {}, `blind:${level}:${players}`, (s) => s.players.map(() => level), true).checked;
      expect(checked).toBeGreaterThan(100);
    }, 60_000);
  }

  it('mixed tables (hard witches against easy town, and the reverse) end with legal moves', () => {
    play(8, {}, 'mix:1', (s) => levelsBySide(s, { town: 'easy', witch: 'hard' }), true);
    play(8, {}, 'mix:2', (s) => levelsBySide(s, { town: 'hard', witch: 'easy' }), true);
  }, 60_000);
});
