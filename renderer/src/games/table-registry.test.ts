import { describe, expect, it } from 'vitest';
import { hasTable } from './table-registry';

describe('table registry', () => {
  it('lists exactly the games that have a new-game screen in the router', () => {
    // The router needs a browser to load; its route table is read as text.
    const router = Object.values(import.meta.glob('../router.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)[0]!;
    const withRoute = [...router.matchAll(/path: '\/new\/([a-z]+)'/g)].map((m) => m[1]!);
    expect(withRoute.sort()).toEqual(['darkness', 'grizzled', 'looper', 'silentes']);
    for (const id of withRoute) expect(hasTable(id), id).toBe(true);
    for (const id of ['salem']) expect(hasTable(id), id).toBe(false);
  });
});
