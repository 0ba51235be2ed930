import { describe, expect, it } from 'vitest';
import { translator } from '../../../looper/test-translator';
import tableEs from './es.json';
import tableEn from './en.json';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the table’s texts', () => {
  it('have the same keys in Spanish and English, none empty', () => {
    expect(leafKeys(tableEn).sort()).toEqual(leafKeys(tableEs).sort());
    for (const tree of [tableEs, tableEn]) for (const key of leafKeys(tree)) expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], tree), key).toMatch(/\S/);
  });

  it('answer every fixed key the table’s components and helpers ask for, in both languages', () => {
    const sources = {
      ...(import.meta.glob('../components/*.vue', { query: '?raw', import: 'default', eager: true }) as Record<string, string>),
      ...(import.meta.glob('../*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>),
    };
    const asked = new Set<string>();
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith('.test.ts')) continue;
      for (const m of text.matchAll(/'(darkness\.(?:table|log|roll|ladder)\.[\w.]+)'/g)) asked.add(m[1]!);
    }
    expect(asked.size).toBeGreaterThan(60);
    for (const locale of ['es', 'en'] as const) {
      const tr = translator(locale);
      for (const key of asked) expect(tr.te(key), `${locale} ${key}`).toBe(true);
    }
  });

  it('sit under darkness.table and darkness.log beside part 1’s texts', () => {
    const tr = translator('es');
    expect(tr.t('darkness.table.masterCover')).toBe('Máster — que los jugadores no miren');
    expect(tr.t('darkness.ladder.3S')).toBe('Escalera de 3');
    expect(tr.te('darkness.roll.title')).toBe(true);
    expect(tr.t('darkness.log.turn.ended', { seat: 'Ana' })).toBe('Ana termina el turno.');
  });
});
