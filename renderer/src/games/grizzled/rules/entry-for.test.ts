/** Every Grizzled Trial card and support tile the engine deals has a reference entry in Spanish and English. */
import { describe, expect, it } from 'vitest';
import { ALL_TILES, ALL_TRIALS, HARD_KNOCKS, MERRY_CHRISTMAS, THREAT_CARD_KINDS } from '../../../../../shared/games/grizzled/cards';
import { findEntry } from '../../../components/rules-types';
import { grizzledEntryForCard, grizzledEntryForTile } from './entry-for';
import { grizzledRules } from '.';

describe('Grizzled reference entries', () => {
  it('covers every Trial card (threats, traps, Hard Knocks, Merry Christmas), in es and en', () => {
    expect(ALL_TRIALS).toHaveLength(59);
    for (const id of ALL_TRIALS) {
      const entry = grizzledEntryForCard(id);
      expect(entry, id).not.toBeNull();
      for (const locale of ['es', 'en'] as const) expect(findEntry(grizzledRules[locale], entry!), `${locale}:${id}`).not.toBeNull();
    }
  });

  it('gives each Hard Knock and Merry Christmas its own entry, threat cards one for plain and one for traps', () => {
    for (const hk of HARD_KNOCKS) expect(grizzledEntryForCard(hk.id)).toBe(hk.id);
    expect(grizzledEntryForCard(MERRY_CHRISTMAS)).toBe('X01');
    for (const k of THREAT_CARD_KINDS) expect(grizzledEntryForCard(`${k.kind}-1`)).toBe(k.trap ? 'trap' : 'threat');
    expect(findEntry(grizzledRules.es, 'HK07')!.text).toBe('Cuenta como dos Golpes Duros.');
  });

  it('covers every support tile, one entry per direction', () => {
    expect(ALL_TILES).toHaveLength(16);
    for (const id of ALL_TILES) {
      const entry = grizzledEntryForTile(id);
      expect(['L', 'R', 'LL', 'RR'], id).toContain(entry);
      for (const locale of ['es', 'en'] as const) expect(findEntry(grizzledRules[locale], entry!), `${locale}:${id}`).not.toBeNull();
    }
  });

  it('explains face-down cards and tiles, and nothing for ids no engine deals', () => {
    expect(grizzledEntryForCard(null)).toBe('faceDown');
    expect(grizzledEntryForTile(null)).toBe('placedTile');
    expect(grizzledEntryForCard('TC99-1')).toBeNull();
    expect(grizzledEntryForTile('Q1')).toBeNull();
  });

  it('names Hard Knocks, Merry Christmas and tiles as the table does', async () => {
    const { default: grizzledEs } = await import('../i18n/es.json');
    const { default: grizzledEn } = await import('../i18n/en.json');
    for (const hk of HARD_KNOCKS) {
      expect(findEntry(grizzledRules.es, hk.id)!.name).toBe(grizzledEs.knock[hk.key].name);
      expect(findEntry(grizzledRules.en, hk.id)!.name).toBe(grizzledEn.knock[hk.key].name);
    }
    expect(findEntry(grizzledRules.es, 'X01')!.name).toBe(grizzledEs.christmas.name);
    for (const kind of ['L', 'R', 'LL', 'RR'] as const) expect(findEntry(grizzledRules.es, kind)!.name).toBe(grizzledEs.tile[kind]);
  });
});
