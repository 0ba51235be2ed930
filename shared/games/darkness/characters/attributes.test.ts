import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTRIBUTES,
  ATTRIBUTE_CODES,
  afterExperienceDie,
  afterPermanentLoss,
  canGainExperienceDie,
  healthCap,
  permanentLossFloor,
} from './attributes';
import { effectiveRules } from './house-rules';

describe('attributes', () => {
  it('are the seven of the seed with their codes', () => {
    expect(ATTRIBUTES).toEqual(['speed', 'attack', 'dexterity', 'intelligence', 'persuasion', 'medicine', 'defense']);
    expect(ATTRIBUTES.map((a) => ATTRIBUTE_CODES[a])).toEqual(['S', 'A', 'Dex', 'Int', 'Pers', 'Med', 'D']);
  });

  it('A43 experience raises an attribute up to 6 and no further', () => {
    expect(afterExperienceDie(5)).toBe(6);
    expect(canGainExperienceDie(5)).toBe(true);
    expect(canGainExperienceDie(6)).toBe(false);
    expect(afterExperienceDie(6)).toBe(6);
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), (v) => afterExperienceDie(v) <= 6 && afterExperienceDie(v) >= v));
  });

  it('A43 permanent losses go below the creation minimum of 2, down to 1 and never lower', () => {
    expect(afterPermanentLoss(2)).toBe(1);
    expect(afterPermanentLoss(1)).toBe(1);
    expect(afterPermanentLoss(4, 2)).toBe(2);
    expect(permanentLossFloor(effectiveRules())).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 8 }), (v, n) => afterPermanentLoss(v, n) >= 1));
  });

  it('D44 under the house rule cap_6_floor_2 losses stop at 2, and a loss never raises a value already below the floor', () => {
    const rules = effectiveRules({ A43: 'cap_6_floor_2' });
    expect(permanentLossFloor(rules)).toBe(2);
    expect(afterPermanentLoss(3, 1, rules)).toBe(2);
    expect(afterPermanentLoss(2, 1, rules)).toBe(2);
    expect(afterPermanentLoss(1, 1, rules)).toBe(1);
  });

  it('A36 health heals up to the current Defense (after losses), or the creation value under the house rule', () => {
    expect(healthCap(3, 4, effectiveRules())).toBe(3);
    expect(healthCap(3, 4, effectiveRules({ A36: 'cap_creation_defense' }))).toBe(4);
  });
});
