import { describe, expect, it } from 'vitest';
import { hasTable } from './table-registry';

describe('table registry', () => {
  it('every game with a new-game screen in the router has a table', () => {
    // The router needs a browser to load; its route table is read as text.
    const router = Object.values(import.meta.glob('../router.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)[0]!;
    const withRoute = [...router.matchAll(/path: '\/new\/([a-z]+)'/g)].map((m) => m[1]!);
    expect(withRoute).toEqual(expect.arrayContaining(['darkness', 'grizzled', 'looper', 'silentes']));
    for (const id of withRoute) expect(hasTable(id), id).toBe(true);
  });

  it('Salem 1692 has its table (issue 13); an unknown game has none', () => {
    expect(hasTable('salem')).toBe(true);
    expect(hasTable('chess')).toBe(false);
  });
});
