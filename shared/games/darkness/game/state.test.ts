import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../content';
import { darkness } from './index';
import { discOf, draftOf, isInOrder } from './state';
import { edit, options } from './test-helpers';
import type { DarknessState } from './types';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

describe('draftOf', () => {
  it('shares what rules only ever replace, and copies what they change in place', () => {
    const s = darkness.setup(options({ heroes: [{}, {}] }), 'draft');
    const d = draftOf(s);
    const id = Object.keys(s.discs)[0];
    const before = s.discs[id];
    // Copy on write: shared until discOf hands the disc out to change, then the draft's own.
    expect(d.discs).toBe(s.discs);
    expect(d.discs[id]).toBe(before);
    const mine = discOf(d, id);
    expect(mine).not.toBe(before);
    expect(discOf(d, id)).toBe(mine);
    mine.damage = 1;
    expect(s.discs[id]).toBe(before);
    expect(before.damage).toBe(0);
    expect(d.discs).not.toBe(s.discs);
    expect(d.tiles).toBe(s.tiles);
    expect(d.heroes[0].attributes).toBe(s.heroes[0].attributes);
    expect(d.heroes[0].effects).not.toBe(s.heroes[0].effects);
    expect(d.log).not.toBe(s.log);
  });

  // The fast copy writes every key out in setup's order; a draft must still be its input, key for key.
  it('a draft is its input key for key, by the fast copy of a state in setup\'s order and by the spread of any other', () => {
    // Rich heroes, so D403's optional keys (points bought, then skills learnt) are added and drafted too.
    let s: DarknessState = edit(darkness.setup(options({ heroes: [{}, {}] }), 'draft-order'), (d) => { for (const h of d.heroes) h.vp = 60; });
    expect(isInOrder(s)).toBe(true);
    for (let steps = 0; s.result === null && steps < 300; steps++) {
      expect(isInOrder(s)).toBe(true);
      expect(JSON.stringify(draftOf(s))).toBe(JSON.stringify(s));
      const seat = darkness.status(s).deciding[0];
      const legal = darkness.legalActions(s, seat);
      const r = darkness.apply(s, seat, legal.find((a) => a.type === 'buySkillPoint' || a.type === 'learnSkill') ?? darkness.bot(darkness.view(s, { kind: 'seat', seat }), seat, legal, steps));
      if (r.ok) s = r.state;
    }
    expect(s.heroes.some((h) => h.boughtInPlay !== undefined)).toBe(true);
    const { v, ...rest } = JSON.parse(JSON.stringify(s)) as DarknessState;
    const reordered = { ...rest, v } as DarknessState;
    expect(isInOrder(reordered)).toBe(false);
    expect(JSON.stringify(draftOf(reordered))).toBe(JSON.stringify(reordered));
  });

  // Every state a game passes through is frozen before the next move: any rule that changed a
  // shared part of its input in place (instead of its draft's own copy) throws here.
  it('apply never changes its input: whole bot games over frozen states, every scenario, with and without a Master', () => {
    for (const scenario of SCENARIOS) {
      for (const master of [false, true]) {
        const heroes = Array.from({ length: Math.min(3, scenario.players.max) }, () => ({}));
        let s: DarknessState = darkness.setup({ ...options({ heroes, scenarioId: scenario.id, master }), players: [] }, `frozen-${scenario.id}-${master}`);
        let steps = 0;
        while (s.result === null && steps < 2500) {
          deepFreeze(s);
          const seat = darkness.status(s).deciding[0];
          const legal = darkness.legalActions(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          const action = darkness.bot(darkness.view(s, { kind: 'seat', seat }), seat, legal, steps * 7919 + 13);
          const r = darkness.apply(s, seat, action);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.state;
          steps += 1;
        }
        expect(steps).toBeGreaterThan(10);
      }
    }
  });
});
