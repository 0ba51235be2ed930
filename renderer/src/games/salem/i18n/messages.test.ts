/**
 * Salem's texts stay complete and true to the engine: Spanish and English have the same keys and
 * placeholders; every card, character, Tryal face and variant has words; every
 * error code the Salem engine raises has a text that adds to the app's, never replacing one.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, type CardKey, type SalemVariants, type TryalFace } from '../../../../../shared/games/salem/types';
import { messages } from '../../../i18n';
import appEs from '../../../i18n/es.json';
import darknessErrors from '../../darkness/i18n/errors.json';
import salemEs from './es.json';
import salemEn from './en.json';
import salemErrors from './errors.json';
import { distinctPlaceholders, expectSameKeysAndPlaceholders, leaves, type Tree } from '../../../i18n/test-trees';
import { en as salemStatsEn, es as salemStatsEs } from './stats.json';

const CARD_KEYS: readonly CardKey[] = [
  'accusation', 'evidence', 'witness', 'alibi', 'stocks', 'scapegoat', 'arson', 'curse', 'robbery', 'matchmaker', 'piety', 'asylum', 'black_cat', 'conspiracy', 'night',
];
const FACES: readonly TryalFace[] = ['witch', 'not', 'constable'];
const VARIANTS: readonly (keyof SalemVariants)[] = ['shortGame', 'moreWitches', 'hardConspiracy', 'silentDeaths', 'pointTwo', 'pietyDoubles'];

describe('Salem message files', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    expectSameKeysAndPlaceholders(
      [
        [salemEs, salemEn],
        [salemStatsEs, salemStatsEn],
        [salemErrors.es, salemErrors.en],
      ],
      distinctPlaceholders,
    );
  });

  it('name and explain all 15 cards and all 15 characters, each Tryal face and variant', () => {
    for (const lang of [salemEs, salemEn]) {
      for (const key of CARD_KEYS) expect(lang.cards[key].name && lang.cards[key].text, key).toBeTruthy();
      for (const id of CHARACTER_IDS) expect(lang.characters[id].name && lang.characters[id].role && lang.characters[id].ability, id).toBeTruthy();
      for (const face of FACES) expect(lang.tryals[face], face).toBeTruthy();
      for (const v of VARIANTS) expect(lang.variants[v].name && lang.variants[v].help, v).toBeTruthy();
    }
    expect(Object.keys(salemEs.cards).sort()).toEqual([...CARD_KEYS].sort());
    expect(Object.keys(salemEs.characters).sort()).toEqual([...CHARACTER_IDS].sort());
    expect(Object.keys(salemEs.variants).sort()).toEqual([...VARIANTS].sort());
  });

  it('S105 uses one Spanish word for each thing: carta de Juicio, Alguacil, Cepo, el mazo', () => {
    expect(salemEs.tryals.constable).toBe('Alguacil');
    expect(salemEs.cards.stocks.name).toBe('Cepo');
    const spanish = [...leaves(salemEs as unknown as Tree).values()].join('\n');
    expect(spanish).not.toMatch(/Constable|Abastos|Tryal|martillo|Escapegoat/);
    expect(spanish).toMatch(/con el mazo/);
  });

  it('S106 spells the characters as the 2nd-edition cards do, in both languages', () => {
    for (const lang of [salemEs, salemEn]) {
      expect(lang.characters.ann_putnam.name).toBe('Ann Putnam');
      expect(lang.characters.william_phips.name).toBe('William Phips');
      expect(lang.characters.will_griggs.name).toBe('Will Griggs');
    }
  });

  it('has a text for every error code the Salem engine raises, in both languages', () => {
    const sources = import.meta.glob(['../../../../../shared/games/salem/**/*.ts', '!**/*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    const codes = new Set<string>();
    for (const text of Object.values(sources)) for (const m of text.matchAll(/ruleError\(\s*'(\w+)'/g)) codes.add(m[1]!);
    expect(codes.size).toBeGreaterThan(5);
    for (const code of codes) {
      expect(messages.es.errors, code).toHaveProperty(code);
      expect(messages.en.errors, code).toHaveProperty(code);
    }
  });

  it('adds error texts without replacing one the app or When Darkness Comes already has', () => {
    const taken = new Set([...Object.keys(appEs.errors), ...Object.keys(darknessErrors.es)]);
    for (const code of Object.keys(salemErrors.es)) expect(taken.has(code), code).toBe(false);
    for (const [code, text] of Object.entries(salemErrors.es)) expect((messages.es.errors as Record<string, string>)[code]).toBe(text);
  });
});
