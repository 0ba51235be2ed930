import { describe, expect, it } from 'vitest';
import { foldText, queryWords, searchRules } from './rules-search';
import { silentesRules } from '../games/silentes/rules';
import { grizzledRules } from '../games/grizzled/rules';

describe('rules search', () => {
  it('finds a card by a word of its name, ignoring case and accents', () => {
    const found = searchRules(silentesRules.es, 'TORRE');
    const ids = found.reference.flatMap((g) => g.entries.map((e) => e.id));
    expect(ids).toContain('M16');
    expect(searchRules(grizzledRules.es, 'frenetico').reference.flatMap((g) => g.entries.map((e) => e.id))).toContain('HK14');
  });

  it('needs every word typed, in any order', () => {
    const ids = searchRules(silentesRules.en, 'noise water').reference.flatMap((g) => g.entries.map((e) => e.id));
    expect(ids).toContain('C1');
    expect(ids).not.toContain('M16');
    expect(searchRules(silentesRules.en, 'water noise').count).toBe(searchRules(silentesRules.en, 'noise water').count);
  });

  it('searches how-to sections and rulings too, rulings by their id as well', () => {
    const found = searchRules(grizzledRules.es, 'G16');
    expect(found.rulings.map((r) => r.id)).toEqual(['G16']);
    expect(searchRules(silentesRules.es, 'objetivo').howTo.map((s) => s.id)).toEqual(['goal']);
  });

  it('returns everything for an empty query and nothing for a word no text holds', () => {
    const all = searchRules(silentesRules.es, '   ');
    expect(all.howTo).toHaveLength(silentesRules.es.howTo.length);
    expect(all.rulings).toHaveLength(silentesRules.es.rulings.length);
    const none = searchRules(silentesRules.es, 'xyzzy');
    expect(none).toEqual({ howTo: [], reference: [], rulings: [], count: 0 });
  });

  it('counts the matches it returns', () => {
    const found = searchRules(grizzledRules.en, 'support');
    const counted = found.howTo.length + found.reference.reduce((n, g) => n + g.entries.length, 0) + found.rulings.length;
    expect(found.count).toBe(counted);
    expect(found.count).toBeGreaterThan(3);
  });

  it('folds text and splits words the same way', () => {
    expect(foldText('Pánico ÑANDÚ')).toBe('panico nandu');
    expect(queryWords('  La   Torre ')).toEqual(['la', 'torre']);
  });
});
