import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_FRAMES, DISCS, discById, discDefIn, EXTRA_ITEMS, itemDice, partnerPlacement, rotateRows, rotateSide, scenarioById,
  SCENARIOS, tileById, TILES, tileSquares, campaignFrameById,
} from './index';
import type { ItemDisc } from './types';

const item = (id: string): ItemDisc => discById(id) as ItemDisc;

describe('lookups', () => {
  it('find tiles, discs, scenarios and frames by id, and nothing for an unknown id', () => {
    for (const t of TILES) expect(tileById(t.id)).toBe(t);
    for (const d of DISCS) expect(discById(d.id)).toBe(d);
    for (const s of SCENARIOS) expect(scenarioById(s.id)).toBe(s);
    for (const f of CAMPAIGN_FRAMES) expect(campaignFrameById(f.id)).toBe(f);
    expect(tileById('lighthouse')).toBeUndefined();
    expect(discById('flamethrower')).toBeUndefined();
    expect(scenarioById('nope')).toBeUndefined();
  });

  it('discById also resolves the items that are not among the 50 (loot, kept items, the ward)', () => {
    expect(EXTRA_ITEMS.map((e) => e.id)).toEqual(expect.arrayContaining(['crowbar', 'rope', 'holy_water', 'ward', 'chemicals']));
    expect(discById('crowbar')?.kind).toBe('item');
    expect(discById('ward')?.kind).toBe('item');
    expect(DISCS.some((d) => d.id === 'ward')).toBe(false);
  });

  it('discDefIn resolves a scenario\'s bosses and numbered discs, then the content', () => {
    const chem = scenarioById('chemistry_lesson')!;
    expect(discDefIn(chem, 'bandaged_lady')).toMatchObject({ kind: 'adversary', health: 2 });
    expect(discDefIn('chemistry_lesson', 'numbered:1')).toMatchObject({ kind: 'numbered', id: 'numbered:1', role: 'ingredient' });
    expect(discDefIn(chem, 'numbered:9')).toBeUndefined();
    expect(discDefIn(chem, 'knife')).toBe(discById('knife'));
    // A boss belongs to its scenario only.
    expect(discDefIn('curfew_radio', 'bandaged_lady')).toBeUndefined();
    expect(discDefIn('curfew_radio', 'numbered:3')).toMatchObject({ role: 'part', weight: 1 });
  });
});

describe('geometry', () => {
  const grid = ['ab', 'cd'];

  it('D226 rotateRows turns clockwise a quarter per step and comes back after four', () => {
    expect(rotateRows(grid, 0)).toEqual(['ab', 'cd']);
    expect(rotateRows(grid, 1)).toEqual(['ca', 'db']);
    expect(rotateRows(grid, 2)).toEqual(['dc', 'ba']);
    expect(rotateRows(grid, 3)).toEqual(['bd', 'ac']);
    const bar = tileById('bar')!;
    expect(rotateRows(rotateRows(bar.rows, 1), 3)).toEqual([...bar.rows]);
  });

  it('D226 tileSquares gives the rotated 8 × 8 grid: the bar\'s north door faces east after one turn', () => {
    const bar = tileById('bar')!;
    const sq = tileSquares(bar, 1);
    expect(sq).toHaveLength(8);
    expect(sq.every((r) => r.length === 8)).toBe(true);
    // North wall door at row 1, column 3 → row 3, column 6 after a clockwise quarter turn.
    expect(bar.rows[1]![3]).toBe('1');
    expect(sq[3]![6]).toBe('1');
  });

  it('D226 the High School\'s other half goes beside it, turning with it', () => {
    const a = tileById('school_a')!;
    expect(partnerPlacement(a, 0, 0, 0)).toEqual({ tile: 'school_b', tx: 1, ty: 0 });
    expect(partnerPlacement(a, 0, 0, 1)).toEqual({ tile: 'school_b', tx: 0, ty: 1 });
    expect(partnerPlacement(tileById('school_b')!, 5, 5, 2)).toEqual({ tile: 'school_a', tx: 6, ty: 5 });
    expect(partnerPlacement(tileById('bar')!, 0, 0, 0)).toBeNull();
    expect(rotateSide('W', 3)).toBe('S');
  });
});

describe('item dice', () => {
  it('D207 an item adds its best matching bonus once; ranged bonuses reach as far as their range', () => {
    const shotgun = item('shotgun');
    expect(itemDice(shotgun, ['attack', 'attack_ranged'], 0)).toBe(3);
    expect(itemDice(shotgun, ['attack_ranged'], 1)).toBe(2);
    expect(itemDice(shotgun, ['attack_ranged'], 2)).toBe(1);
    expect(itemDice(shotgun, ['attack_ranged'], 3)).toBe(0);
    expect(itemDice(item('pistol'), ['attack_ranged'], 2)).toBe(0);
    expect(itemDice(item('knife'), ['attack'], 1)).toBe(0);
    expect(itemDice(item('knife'), ['search'], 0)).toBe(0);
    expect(itemDice(item('flashlight'), ['search', 'tracking'], 0)).toBe(1);
    expect(itemDice(item('crowbar'), ['doors'], 0)).toBe(1);
  });
});
