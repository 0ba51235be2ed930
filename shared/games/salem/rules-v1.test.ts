/**
 * Rules version 1 after S65: seeded games (rules-v1-games.ts) played with `setup(options, seed, 1)`
 * give every state hash the engine before S65 gave (recorded at commit 042038f in
 * rules-v1-hashes.json), turns where one player lost two Tryals included.
 */
import { describe, expect, it } from 'vitest';
import recorded from './rules-v1-hashes.json';
import { playAllSalemV1, type SalemV1Game } from './rules-v1-games';

describe('S65 rules version 1 against the engine before it', () => {
  it('S65 v1 seeded games give every state hash the engine before S65 gave', () => {
    const before = recorded as SalemV1Game[];
    const now = playAllSalemV1();
    expect(now.map((g) => g.seed)).toEqual(before.map((g) => g.seed));
    for (let i = 0; i < now.length; i++) expect(now[i], now[i]!.seed).toEqual(before[i]);
    // The games are worth comparing: they reach the turns S65 changes under version 2.
    expect(before.reduce((n, g) => n + g.doubleLossTurns, 0)).toBeGreaterThanOrEqual(5);
  });
});
