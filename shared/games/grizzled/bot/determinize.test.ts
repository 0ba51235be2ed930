/**
 * The determinizer (issue 24) builds a whole state from one seat's view only: a valid state (every
 * card and tile exactly once), whose view for that seat is the view it was built from, that keeps
 * every card the log shows out of the game out, and that differs with the seed in what is hidden.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/hash';
import { levelChooser, playGame } from '../../../engine/play';
import { grizzled } from '../index';
import { ALL_TILES, ALL_TRIALS } from '../cards';
import type { GrizzledState, Variant } from '../types';
import { determinize, knownOutOfGame } from './determinize';

const NAMES = ['Ana', 'Luis', 'Eva', 'Tomás', 'Nuria'];

/** Every state a normal-bot game passes through, for a few tables. */
function positions(): GrizzledState[] {
  const out: GrizzledState[] = [];
  const tables: [number, Variant][] = [[2, 'normal'], [3, 'normal'], [4, 'normal'], [5, 'normal'], [2, 'twoPlayer'], [3, 'veteran']];
  tables.forEach(([players, variant], i) => {
    const options = { players: NAMES.slice(0, players), variant };
    playGame(grizzled, options, `det-${i}`, levelChooser('normal'), { onStep: (s) => out.push(s as GrizzledState) });
  });
  return out.filter((s) => !s.result);
}

function cardsOf(s: GrizzledState): string[] {
  return [...s.trials, ...s.morale, ...s.nml, ...s.discarded, ...s.players.flatMap((p) => [...p.hand, ...p.knocks])].sort();
}

function tilesOf(s: GrizzledState): string[] {
  const held = s.players.flatMap((p) => [...p.tiles, ...(p.played ? [p.played] : [])]);
  const chaplain = s.chaplain ? [...s.chaplain.tiles, ...(s.chaplain.played ? [s.chaplain.played] : [])] : [];
  return [...held, ...chaplain, ...s.tilesOut].sort();
}

describe('grizzled determinizer', () => {
  const all = positions();

  it('gives, for every position of whole games, a valid state whose view for the seat is the view it came from', () => {
    expect(all.length).toBeGreaterThan(300);
    for (const [i, s] of all.entries()) {
      const seat = s.pending[s.pending.length - 1]!.seat;
      const v = grizzled.view(s, { kind: 'seat', seat });
      const d = determinize(v, seat, i);
      expect(canonicalJson(grizzled.view(d, { kind: 'seat', seat }))).toBe(canonicalJson(v));
      expect(cardsOf(d)).toEqual([...ALL_TRIALS].sort());
      expect(tilesOf(d)).toEqual([...ALL_TILES].sort());
      // The world answers the same legal actions as the real table, for the seat deciding.
      expect(canonicalJson(grizzled.legalActions(d, seat))).toBe(canonicalJson(grizzled.legalActions(s, seat)));
    }
  });

  it('keeps out of the game every card the log shows leaving it', () => {
    let checked = 0;
    for (const [i, s] of all.entries()) {
      const seat = s.pending[s.pending.length - 1]!.seat;
      const v = grizzled.view(s, { kind: 'seat', seat });
      const out = knownOutOfGame(v.log);
      for (const c of out) expect(s.discarded).toContain(c); // the log never lies about the real table
      const d = determinize(v, seat, i);
      for (const c of out) expect(d.discarded).toContain(c);
      checked += out.size;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('deals the hidden cards from its seed: same seed, same world; another seed, another world', () => {
    const s = all.find((x) => x.players.length === 4 && x.stage.s === 'mission' && x.trials.length > 5)!;
    const seat = s.pending[s.pending.length - 1]!.seat;
    const v = grizzled.view(s, { kind: 'seat', seat });
    expect(canonicalJson(determinize(v, seat, 7))).toBe(canonicalJson(determinize(v, seat, 7)));
    expect(canonicalJson(determinize(v, seat, 7).trials)).not.toBe(canonicalJson(determinize(v, seat, 8).trials));
  });

  it('refuses any view but the seat’s own', () => {
    const s = all[0]!;
    expect(() => determinize(grizzled.view(s, { kind: 'public' }), 0, 1)).toThrow();
    expect(() => determinize(grizzled.view(s, { kind: 'seat', seat: 1 }), 0, 1)).toThrow();
  });
});
