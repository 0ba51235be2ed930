/**
 * Rules version 1 is the engine of commit 0637e4c^, byte for byte: the seeded games of
 * test/fixtures/saves/legacy/grizzled-v1-games.ts, played there (grizzled-v1-record.ts wrote
 * every state hash of each into grizzled-v1-hashes.json), give exactly the same hashes here with
 * `setup(options, seed, 1)`. The games pass through many speeches and passes, the part G16 changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playAllV1Games, type V1Game } from '../fixtures/saves/legacy/grizzled-v1-games';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/saves/legacy/grizzled-v1-hashes.json');

describe('G16 rules version 1 against the engine that wrote it (0637e4c^)', () => {
  const recorded = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as V1Game[];

  it('G16 v1 seeded games give every state hash the old engine gave', () => {
    const now = playAllV1Games();
    expect(now.map((g) => g.seed)).toEqual(recorded.map((g) => g.seed));
    for (let i = 0; i < now.length; i++) expect(now[i], now[i]!.seed).toEqual(recorded[i]);
    // The games are worth comparing: they reach the speech answers version 2 changed.
    expect(recorded.length).toBeGreaterThanOrEqual(60);
    expect(recorded.reduce((n, g) => n + g.speeches, 0)).toBeGreaterThan(100);
    expect(recorded.reduce((n, g) => n + g.passes, 0)).toBeGreaterThan(40);
  });
});
