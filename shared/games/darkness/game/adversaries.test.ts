/**
 * The adversaries' own turn without a Master: toward the nearest living hero by walkable paths, up to
 * S squares, under the figure on arrival; locked doors stop them (D292); public information only.
 */
import { describe, expect, it } from 'vitest';
import { decideMove, runAdversaries, wanderers } from './adversaries';
import { addDisc, build, faceDown, faceUp } from './test-helpers-e2';
import type { DarknessState } from './types';

describe('adversaries without a Master', () => {
  it('D297 walk up to S squares (steps, not movement points) toward the nearest hero', () => {
    const s = build({ heroes: [{ at: { x: 0, y: 0 } }, { at: { x: 12, y: 7 } }] });
    const id = addDisc(s, 'shambler_1', 'adversary', faceUp({ x: 5, y: 0 }));
    runAdversaries(s);
    expect(s.discs[id]!.where).toEqual(faceUp({ x: 3, y: 0 }));
    expect(s.log.at(-1)).toEqual({ key: 'adversaryMoves', params: { disc: 'shambler_1', x: 3, y: 0 } });
  });

  it('reaching a hero, it stays face up under that hero\'s figure', () => {
    const s = build({ heroes: [{ at: { x: 0, y: 0 } }] });
    const id = addDisc(s, 'grave_hound_1', 'adversary', faceUp({ x: 5, y: 0 }));
    runAdversaries(s);
    expect(s.discs[id]!.where).toEqual({ zone: 'underFigure', seat: 0 });
  });

  it('D292 a locked door keeps it out; an open one lets it in', () => {
    const s = build({ heroes: [{ at: { x: 3, y: 2 } }] });
    const id = addDisc(s, 'grave_hound_1', 'adversary', faceUp({ x: 7, y: 3 }));
    runAdversaries(s);
    expect(s.discs[id]!.where).toEqual(faceUp({ x: 7, y: 3 }));
    s.doors['6,3'] = 'open';
    runAdversaries(s);
    expect(s.discs[id]!.where).toEqual({ zone: 'underFigure', seat: 0 });
  });

  it('face-down adversaries and those already under a figure do not move; the dead are not chased', () => {
    const s = build({ heroes: [{ at: { x: 0, y: 0 }, alive: false }, { at: { x: 4, y: 0 } }] });
    const down = addDisc(s, 'shambler_1', 'adversary', faceDown({ x: 2, y: 2 }));
    const under = addDisc(s, 'ghoul_1', 'adversary', { zone: 'underFigure', seat: 1 });
    const free = addDisc(s, 'ghoul_2', 'adversary', faceUp({ x: 1, y: 0 }));
    expect(wanderers(s).map((d) => d.id)).toEqual([free]);
    runAdversaries(s);
    expect(s.discs[down]!.where).toEqual(faceDown({ x: 2, y: 2 }));
    expect(s.discs[under]!.where).toEqual({ zone: 'underFigure', seat: 1 });
    expect(s.discs[free]!.where).toEqual({ zone: 'underFigure', seat: 1 });
  });

  it('decide from public information only: swapping every hidden disc and peek changes nothing, rng included', () => {
    const make = (hidden: [string, 'item' | 'adversary' | 'security'][]): DarknessState => {
      const s = build({ heroes: [{ at: { x: 0, y: 0 } }, { at: { x: 0, y: 6 } }], seed: 'tie' });
      addDisc(s, 'shambler_1', 'adversary', faceUp({ x: 0, y: 3 }));
      const squares = [{ x: 2, y: 2 }, { x: 5, y: 2 }, { x: 4, y: 4 }, { x: 10, y: 2 }];
      hidden.forEach(([def, kind], i) => addDisc(s, def, kind, faceDown(squares[i]!)));
      s.peeks = { 0: ['d2'] };
      return s;
    };
    const a = make([['knife', 'item'], ['ghoul_1', 'adversary'], ['guard_night', 'security'], ['food', 'item']]);
    const b = make([['wrapped_horror', 'adversary'], ['food', 'item'], ['knife', 'item'], ['alarm_basic', 'security']]);
    b.peeks = { 1: ['d3', 'd4'] };
    const ma = decideMove(a, a.discs.d1!), mb = decideMove(b, b.discs.d1!);
    expect(ma).toEqual(mb);
    expect(a.rng).toEqual(b.rng);
    // Two heroes 3 squares away either way: the tie is the rng's, and it was used.
    expect(a.rng).not.toEqual(build({ seed: 'tie' }).rng);
    expect([{ x: 0, y: 1 }, { x: 0, y: 5 }]).toContainEqual(ma?.to);
  });
});
