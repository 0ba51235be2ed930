/** Every Silentes card the engine deals has a reference entry in Spanish and English. */
import { describe, expect, it } from 'vitest';
import { huntCards, omenCards, provisionCards } from '../../../../../shared/games/silentes/cards';
import { findEntry } from '../../../components/rules-types';
import { silentesEntryForCard } from './entry-for';
import { silentesRules } from '.';

describe('Silentes reference entries', () => {
  const ids = [...omenCards(), ...provisionCards(), ...huntCards()];

  it('covers every omen, provision and hunt card of the deck, in es and en', () => {
    expect(ids).toHaveLength(78);
    for (const id of ids) {
      const entry = silentesEntryForCard(id);
      expect(entry, id).not.toBeNull();
      for (const locale of ['es', 'en'] as const) expect(findEntry(silentesRules[locale], entry!), `${locale}:${id}`).not.toBeNull();
    }
  });

  it('gives each omen and provision its own entry, hunt cards one per suit', () => {
    expect(silentesEntryForCard('M16')).toBe('M16');
    expect(silentesEntryForCard('C1')).toBe('C1');
    expect(silentesEntryForCard('E14')).toBe('hunt-E');
    expect(findEntry(silentesRules.es, 'M16')!.name).toBe('La Torre · El Colapso');
    expect(findEntry(silentesRules.en, 'C1')!.name).toBe('Drinking Water');
    expect(new Set(omenCards().map(silentesEntryForCard)).size).toBe(22);
    expect(new Set(provisionCards().map(silentesEntryForCard)).size).toBe(12);
    expect(new Set(huntCards().map(silentesEntryForCard))).toEqual(new Set(['hunt-B', 'hunt-C', 'hunt-E', 'hunt-O']));
  });

  it('explains a face-down card and nothing for an id no deck holds', () => {
    expect(silentesEntryForCard(null)).toBe('faceDown');
    expect(silentesEntryForCard('M22')).toBeNull();
    expect(silentesEntryForCard('Z9')).toBeNull();
  });

  it('names provisions and omens as the table does (the same words on the card and in the reference)', async () => {
    const { default: silentesEs } = await import('../i18n/es.json');
    const { PROVISIONS, OMEN } = await import('../../../../../shared/games/silentes/cards');
    for (const [card, key] of Object.entries(PROVISIONS)) expect(findEntry(silentesRules.es, card)!.name).toBe(silentesEs.provision[key].name);
    for (const [key, card] of Object.entries(OMEN)) {
      const omen = silentesEs.omen[key as keyof typeof OMEN];
      expect(findEntry(silentesRules.es, card)!.name).toBe(`${omen.card} · ${omen.title}`);
    }
  });
});
