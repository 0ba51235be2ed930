import { describe, expect, it } from 'vitest';
import { hasTable } from './table-registry';
import { gameRoutes } from './registry';

describe('table registry', () => {
  it('every game with a new-game screen in the router has a table', () => {
    // The router's game routes are the registry's.
    const withRoute = gameRoutes().flatMap((route) => /^\/new\/([a-z]+)$/.exec(route.path)?.[1] ?? []);
    expect(withRoute).toEqual(expect.arrayContaining(['darkness', 'grizzled', 'looper', 'silentes']));
    for (const id of withRoute) expect(hasTable(id), id).toBe(true);
  });

  it('Salem 1692 has its table (issue 13); an unknown game has none', () => {
    expect(hasTable('salem')).toBe(true);
    expect(hasTable('chess')).toBe(false);
  });
});
