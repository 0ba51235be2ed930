/** The When Darkness Comes texts: Spanish and English carry the same keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { darknessEs } from './messages';
import { darknessEn } from './messages';

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') return out.set(prefix, tree);
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('darkness texts', () => {
  it('have the same keys and placeholders in Spanish and English', () => {
    const es = leaves(darknessEs);
    const en = leaves(darknessEn);
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of es) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
  });

  it('name every ladder level in both languages', () => {
    for (const code of ['6H', '1P', '3S', '3K', '4S', '4K', '5S', '5K']) {
      expect(leaves(darknessEs).get(`ladder.${code}`), code).toBeTruthy();
      expect(leaves(darknessEn).get(`ladder.${code}`), code).toBeTruthy();
    }
  });
});
