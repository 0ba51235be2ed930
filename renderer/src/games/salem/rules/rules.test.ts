/**
 * Salem's rules text covers the whole game in both languages: every section the brief lists,
 * every card and character with the same words the table uses, and every variant.
 */
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../../../../shared/games/salem/types';
import { findEntry } from '../../../components/rules-types';
import { searchRules } from '../../../components/rules-search';
import salemEs from '../i18n/es.json';
import salemEn from '../i18n/en.json';
import { salemRules } from '.';

const SECTIONS = ['goal', 'setup', 'dawn', 'turn', 'accusations', 'death', 'conspiracy', 'night', 'oneScreen', 'win', 'lose', 'variants', 'rulings'];

describe('Salem rules text', () => {
  it('has every section of the game, in the same order in Spanish and English', () => {
    expect(salemRules.es.howTo.map((s) => s.id)).toEqual(SECTIONS);
    expect(salemRules.en.howTo.map((s) => [s.id, s.paragraphs.length])).toEqual(salemRules.es.howTo.map((s) => [s.id, s.paragraphs.length]));
    expect(salemRules.en.reference.map((g) => g.entries.map((e) => e.id))).toEqual(salemRules.es.reference.map((g) => g.entries.map((e) => e.id)));
    expect(salemRules.en.rulings.map((r) => r.id)).toEqual(salemRules.es.rulings.map((r) => r.id));
  });

  it('explains every card and every character with the table’s own words', () => {
    for (const [rules, words] of [[salemRules.es, salemEs], [salemRules.en, salemEn]] as const) {
      for (const [key, card] of Object.entries(words.cards)) expect(findEntry(rules, key), key).toEqual({ id: key, name: card.name, text: card.text });
      for (const id of CHARACTER_IDS) {
        const entry = findEntry(rules, id);
        expect(entry?.name, id).toBe(words.characters[id].name);
        expect(entry?.text, id).toContain(words.characters[id].ability);
      }
      for (const id of ['tryal', 'witch', 'not', 'constable', 'gavel', 'kill']) expect(findEntry(rules, id), id).not.toBeNull();
    }
  });

  it('lists every variant with its explanation, in the variants section and the reference', () => {
    const section = salemRules.es.howTo.find((s) => s.id === 'variants')!;
    for (const variant of Object.values(salemEs.variants)) {
      expect(section.paragraphs).toContain(`${variant.name}: ${variant.help}`);
      expect(salemRules.es.reference.find((g) => g.id === 'variants')!.entries.map((e) => e.name)).toContain(variant.name);
    }
  });

  it('answers a search for a character or a card in either language', () => {
    expect(searchRules(salemRules.es, 'Tituba').reference.flatMap((g) => g.entries.map((e) => e.id))).toContain('tituba');
    expect(searchRules(salemRules.en, 'gavel').reference.flatMap((g) => g.entries.map((e) => e.id))).toContain('gavel');
    expect(searchRules(salemRules.es, 'Alguacil').howTo.length).toBeGreaterThan(0);
  });
});
