/** The cards as data (B.1–B.3): the 59-card deck, the Tryal table, the characters. */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, CHARACTERS, DECK_SPEC, TRYAL_TABLE, colorOf, specOf, tryalCounts, tryalIds } from './cards';
import { CHARACTER_IDS } from './types';
import { cardKey } from './state';

describe('the playing deck', () => {
  it('holds 59 cards, every id once, with the box counts per kind', () => {
    expect(ALL_CARDS).toHaveLength(59);
    expect(new Set(ALL_CARDS).size).toBe(59);
    const count = (key: string) => ALL_CARDS.filter((c) => cardKey(c) === key).length;
    expect(Object.fromEntries(DECK_SPEC.map((c) => [c.key, count(c.key)]))).toEqual({
      accusation: 35, evidence: 5, witness: 1, alibi: 3, stocks: 3, scapegoat: 2, arson: 1, curse: 1, robbery: 1,
      matchmaker: 2, piety: 1, asylum: 1, black_cat: 1, conspiracy: 1, night: 1,
    });
    expect(ALL_CARDS).toContain('accusation-35');
    expect(ALL_CARDS.filter((c) => !c.includes('-'))).toEqual(['black_cat', 'conspiracy', 'night']);
  });

  it('colours and accusation values per card', () => {
    expect(['accusation-1', 'evidence-5', 'witness-1'].map(colorOf)).toEqual(['red', 'red', 'red']);
    expect(['alibi-1', 'stocks-3', 'scapegoat-2', 'arson-1', 'curse-1', 'robbery-1'].map(colorOf)).toEqual(Array(6).fill('green'));
    expect(['matchmaker-2', 'piety-1', 'asylum-1', 'black_cat'].map(colorOf)).toEqual(Array(4).fill('blue'));
    expect(['conspiracy', 'night'].map(colorOf)).toEqual(['black', 'black']);
    expect(['accusation-1', 'evidence-1', 'witness-1'].map((c) => specOf(c).accusations)).toEqual([1, 3, 7]);
    expect(() => specOf('joker-1')).toThrow();
  });
});

describe('the Tryal table (B.2)', () => {
  it('players × per-player cards at every count, one Constable, the box of 36 never exceeded', () => {
    const totals: Record<number, number> = { 4: 20, 5: 25, 6: 30, 7: 35, 8: 32, 9: 36, 10: 30, 11: 33, 12: 36 };
    for (let players = 4; players <= 12; players++) {
      const row = TRYAL_TABLE[players]!;
      expect(row.not + row.witch + row.constable).toBe(totals[players]);
      expect(players * row.perPlayer).toBe(totals[players]);
      expect(row.witch).toBe(players <= 5 ? 1 : 2);
      const ids = tryalIds(row);
      expect(ids.dealt).toHaveLength(totals[players]!);
      expect(new Set([...ids.dealt, ...ids.boxed]).size).toBe(36);
    }
    expect(() => tryalCounts(3, false)).toThrow();
    expect(() => tryalCounts(13, false)).toThrow();
  });

  it('S11 moreWitches: 2 Witches at 4–5 players, 3 at 6–12, each in place of a Not a Witch (same cards per player)', () => {
    for (let players = 4; players <= 12; players++) {
      const base = tryalCounts(players, false);
      const more = tryalCounts(players, true);
      expect(more.witch).toBe(players <= 5 ? 2 : 3);
      expect(more.not + more.witch + more.constable).toBe(base.not + base.witch + base.constable);
      expect(more.perPlayer).toBe(base.perPlayer);
      const ids = tryalIds(more);
      expect(ids.dealt.filter((id) => id.startsWith('witch'))).toHaveLength(more.witch);
      expect(new Set([...ids.dealt, ...ids.boxed]).size).toBe(36);
    }
  });
});

describe('the Town Hall characters', () => {
  it('15, one per id of the contract', () => {
    expect(CHARACTERS.map((c) => c.id)).toEqual([...CHARACTER_IDS]);
    expect(CHARACTERS.find((c) => c.id === 'giles_corey')?.age).toBe(71);
  });
});
