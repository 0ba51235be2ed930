import { describe, expect, it } from 'vitest';
import { buildPool, type PoolInput, type PoolResult } from './pool';

function ok(result: PoolResult) {
  if (!result.ok) throw new Error(`expected a pool, got ${result.error.code}`);
  return result.pool;
}

function code(result: PoolResult): string | null {
  return result.ok ? null : result.error.code;
}

describe('building a pool', () => {
  it('adds attribute, one skill tier, items and VP dice (seed: Dex 3 + lockpicking (cost 3) = 4 dice)', () => {
    expect(ok(buildPool({ attribute: 3, skillTier: 'basic' })).main).toBe(4);
    expect(ok(buildPool({ attribute: 3, skillTier: 'expert', itemDice: 1, vpDice: 2 }))).toEqual({
      main: 8,
      assists: [],
      breakdown: { attribute: 3, skill: 2, items: 1, vp: 2, merged: 0 },
    });
  });

  it('A4 helpers and the ally roll their own separate hands by default', () => {
    const pool = ok(buildPool({ attribute: 3, helpers: [{ name: 'Ana', dice: 4 }, { name: 'Luis', dice: 2 }], ally: { name: 'Perro', dice: 3 } }));
    expect(pool.main).toBe(3);
    expect(pool.assists).toEqual([
      { name: 'Ana', dice: 4, kind: 'helper' },
      { name: 'Luis', dice: 2, kind: 'helper' },
      { name: 'Perro', dice: 3, kind: 'ally' },
    ]);
  });

  it('A4 option: the merged pool folds every assist into the main hand', () => {
    const pool = ok(buildPool({ attribute: 3, helpers: [{ name: 'Ana', dice: 4 }], ally: { name: 'Perro', dice: 3 }, mergeAssists: true }));
    expect(pool.main).toBe(10);
    expect(pool.assists).toEqual([]);
    expect(pool.breakdown.merged).toBe(7);
  });

  it('only one skill and one ally per roll (seed 1.4, 1.5)', () => {
    expect(code(buildPool({ attribute: 3, skillTier: ['basic', 'basic'] } as unknown as PoolInput))).toBe('one_skill_only');
    expect(code(buildPool({ attribute: 3, ally: [{ name: 'a', dice: 1 }, { name: 'b', dice: 1 }] } as unknown as PoolInput))).toBe('one_ally_only');
    expect(code(buildPool({ attribute: 3, skillTier: 'master' } as unknown as PoolInput))).toBe('pool_skill_tier_invalid');
  });

  it('A6 a basic skill adds 1 die and an expert skill 2', () => {
    expect(ok(buildPool({ attribute: 4, skillTier: 'basic' })).breakdown.skill).toBe(1);
    expect(ok(buildPool({ attribute: 4, skillTier: 'expert' })).breakdown.skill).toBe(2);
    expect(ok(buildPool({ attribute: 4 })).breakdown.skill).toBe(0);
  });

  it('A5 an ally brings the dice its disc lists as its own hand, never for movement or perception', () => {
    expect(ok(buildPool({ attribute: 2, ally: { name: 'Perro', dice: 3 } })).assists).toEqual([{ name: 'Perro', dice: 3, kind: 'ally' }]);
    expect(code(buildPool({ attribute: 2, check: 'movement', ally: { name: 'Perro', dice: 3 } }))).toBe('no_help_for_check');
  });

  it('movement and perception take no help, but may take items', () => {
    expect(code(buildPool({ attribute: 3, check: 'movement', helpers: [{ name: 'Ana', dice: 2 }] }))).toBe('no_help_for_check');
    expect(code(buildPool({ attribute: 3, check: 'perception', ally: { name: 'Perro', dice: 2 } }))).toBe('no_help_for_check');
    expect(ok(buildPool({ attribute: 3, check: 'movement', itemDice: 1 })).main).toBe(4);
  });

  it('A10 at most 3 VP dice are bought for a turn', () => {
    expect(ok(buildPool({ attribute: 2, vpDice: 3 })).main).toBe(5);
    expect(code(buildPool({ attribute: 2, vpDice: 4 }))).toBe('vp_extra_die_limit');
  });

  it('refuses negative, fractional or empty pools and assists without dice', () => {
    expect(code(buildPool({ attribute: -1 }))).toBe('pool_dice_invalid');
    expect(code(buildPool({ attribute: 2, itemDice: 0.5 }))).toBe('pool_dice_invalid');
    expect(code(buildPool({ attribute: 0 }))).toBe('pool_empty');
    expect(ok(buildPool({ attribute: 0, itemDice: 1 })).main).toBe(1);
    expect(code(buildPool({ attribute: 2, helpers: [{ name: 'Ana', dice: 0 }] }))).toBe('assist_dice_invalid');
  });

  it('A9 the digital pool is unlimited; physical mode caps a hand at 10 dice', () => {
    expect(ok(buildPool({ attribute: 6, skillTier: 'expert', itemDice: 5, vpDice: 3 })).main).toBe(16);
    expect(code(buildPool({ attribute: 6, skillTier: 'expert', itemDice: 5, physicalCap: 10 }))).toBe('physical_pool_too_large');
    expect(ok(buildPool({ attribute: 6, skillTier: 'expert', itemDice: 2, physicalCap: 10 })).main).toBe(10);
  });

  it('D4 the physical cap applies to each separate hand, and to the merged hand when assists merge', () => {
    const separate = ok(buildPool({ attribute: 6, helpers: [{ name: 'Ana', dice: 8 }], physicalCap: 10 }));
    expect(separate.assists[0]!.dice).toBe(8);
    expect(code(buildPool({ attribute: 6, helpers: [{ name: 'Ana', dice: 8 }], mergeAssists: true, physicalCap: 10 }))).toBe('physical_pool_too_large');
    expect(code(buildPool({ attribute: 6, physicalCap: 11 }))).toBe('pool_dice_invalid');
  });
});
