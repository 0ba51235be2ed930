import { describe, expect, it } from 'vitest';
import { contentFingerprint } from './fingerprint';
import { CONTENT_VERSION } from './version';

/**
 * Every released content version with the hash of its data. Changing a tile, disc, scenario or
 * frame changes the hash: bump CONTENT_VERSION and add its line here (the old lines stay, so a
 * version is never reused for other data).
 */
const RELEASED: Record<string, string> = {
  '2026.11-1': '3fc72a597e8a3452',
  '2026.11-2': 'ed4cd2f87d6888da', // D311–D316: the five scenarios rebalanced from the bot games (docs/balance-darkness.md)
  '2026.11-3': '35c9633a3bed2238', // D318–D319: party-size scaling (a clock by party size for Quiet Stacks, adversaries for bigger parties in Last Bus Out and The Longest Night)
};

describe('content version', () => {
  it('D227 D229 the content hash is the one pinned to CONTENT_VERSION (data changed without a version bump fails)', () => {
    expect(RELEASED[CONTENT_VERSION]).toBeDefined();
    expect(contentFingerprint()).toBe(RELEASED[CONTENT_VERSION]);
  });

  it('D227 no two released versions share one hash', () => {
    const hashes = Object.values(RELEASED);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
