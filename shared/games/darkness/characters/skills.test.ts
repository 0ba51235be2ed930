import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attributes';
import { effectiveRules } from './house-rules';
import { SKILLS, skillById, skillDice, skillStepCost, tierOfCost, upgradeCost } from './skills';

describe('skill table', () => {
  it('D30 is Velada\'s own two-tier table: basic 1–3, expert 4–6, three more than basic, unique ids, known attributes', () => {
    expect(SKILLS.length).toBe(28);
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
    for (const s of SKILLS) {
      expect(ATTRIBUTES, s.id).toContain(s.attribute);
      expect(s.basicCost, s.id).toBeGreaterThanOrEqual(1);
      expect(s.basicCost, s.id).toBeLessThanOrEqual(3);
      expect(s.expertCost, s.id).toBe(s.basicCost + 3);
      expect(tierOfCost(s.basicCost)).toBe('basic');
      expect(tierOfCost(s.expertCost)).toBe('expert');
      for (const t of [s.name, s.usedFor]) expect(t.es.length * t.en.length, s.id).toBeGreaterThan(0);
    }
    // Every attribute has at least one skill, so every check can be helped by one.
    for (const a of ATTRIBUTES) expect(SKILLS.some((s) => s.attribute === a), a).toBe(true);
  });

  it('D30 lockpicking costs 3 under Dexterity, as in the seed\'s example (Dex 3 + lockpicking = 4 dice)', () => {
    const lock = skillById('lockpicking')!;
    expect(lock.attribute).toBe('dexterity');
    expect(lock.basicCost).toBe(3);
    expect(3 + skillDice('basic')).toBe(4);
  });

  it('A6 a basic skill adds one die, an expert one two; improving pays the difference', () => {
    expect(skillDice('basic')).toBe(1);
    expect(skillDice('expert')).toBe(2);
    for (const s of SKILLS) expect(upgradeCost(s)).toBe(s.expertCost - s.basicCost);
    expect(upgradeCost(skillById('search')!)).toBe(3);
  });

  it('A6 under the house rule pay_full_expert improving costs the whole expert cost', () => {
    expect(upgradeCost(skillById('search')!, effectiveRules({ A6: 'pay_full_expert' }))).toBe(6);
  });

  it('D30 the Medicine skill is called medical_care so it never shares an id with the Medicine attribute', () => {
    expect(skillById('medicine')).toBeUndefined();
    expect(skillById('medical_care')!.attribute).toBe('medicine');
  });

  it('A6 a step up after creation: a new skill pays its tier\'s cost, basic → expert the difference, anything else is no step', () => {
    const search = skillById('search')!;
    expect(skillStepCost(search, null, 'basic')).toBe(3);
    expect(skillStepCost(search, null, 'expert')).toBe(6);
    expect(skillStepCost(search, 'basic', 'expert')).toBe(3);
    expect(skillStepCost(search, 'basic', 'expert', effectiveRules({ A6: 'pay_full_expert' }))).toBe(6);
    expect(skillStepCost(search, 'basic', 'basic')).toBeNull();
    expect(skillStepCost(search, 'expert', 'basic')).toBeNull();
    expect(skillStepCost(search, 'expert', 'expert')).toBeNull();
  });
});
