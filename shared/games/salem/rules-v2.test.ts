/**
 * Rules version 2 after version 3 (S66, dawn and night answered by everyone at once): seeded games
 * (rules-v1-games.ts) played with `setup(options, seed, 2)` give every state hash the engine before
 * version 3 gave (recorded at commit 9a8a62d in rules-v2-hashes.json), nights and dawns included.
 */
import { describe, expect, it } from 'vitest';
import recorded from './rules-v2-hashes.json';
import { playAllSalemV1, type SalemV1Game } from './rules-v1-games';

describe('S66 rules version 2 against the engine before version 3', () => {
  it('S66 v2 seeded games give every state hash the engine before version 3 gave', () => {
    const before = recorded as SalemV1Game[];
    const now = playAllSalemV1(4, 2);
    expect(now.map((g) => g.seed)).toEqual(before.map((g) => g.seed));
    for (let i = 0; i < now.length; i++) expect(now[i], now[i]!.seed).toEqual(before[i]);
    // Every game went through a dawn's ten-odd screens at least: the passes are in the hashes.
    expect(before.every((g) => g.steps >= 8)).toBe(true);
  });
});
