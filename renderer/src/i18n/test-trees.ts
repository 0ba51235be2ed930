/** What the text catalogs' tests read and compare: every text of a message tree by its dotted key, and a text's placeholders. */
import { expect } from 'vitest';

export type Tree = { [key: string]: string | Tree };

/** Every text of `tree` by its dotted key. */
export function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') return out.set(prefix, tree);
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  return out;
}

/** The names of a text's `{placeholders}`, sorted, as often as they stand. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

/** The names of a text's `{placeholders}`, sorted, once each. */
export function distinctPlaceholders(template: string): string[] {
  return [...new Set(placeholders(template))];
}

/** Each English tree has its Spanish tree's keys, and each text the same placeholders. */
export function expectSameKeysAndPlaceholders(pairs: readonly (readonly [unknown, unknown])[], placeholdersOf = placeholders): void {
  for (const [es, en] of pairs) {
    const left = leaves(es);
    const right = leaves(en);
    expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
    for (const [key, text] of left) expect(placeholdersOf(right.get(key)!), key).toEqual(placeholdersOf(text));
  }
}
