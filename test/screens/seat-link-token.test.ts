/**
 * The short link token (issue 23, SC26): 16 random bytes in Crockford base32, 26 characters a person
 * can type on a phone, read without dashes and in any case; anything else is unknown unread; a link
 * made before SC26 (43 characters base64url, stored as its hash) still claims its seat.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeatLinks } from '../../electron/screens/seat-links';
import { linkTokenHash, newLinkToken } from '../../electron/screens/seat-secrets';
import { decodeCrockford, encodeCrockford, groupLinkToken, normaliseLinkToken } from '../../shared/ipc/seat-link-token';
import { useSessionFile } from '../fixtures/session-file';
import { malformedTokens } from './seat-client';

const file = useSessionFile('seat-link-token');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function game(): { links: SeatLinks; sessionId: string } {
  const sessionId = file.service.create('grizzled', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 'seed-1').id;
  const links = new SeatLinks(file.db);
  links.recordHost(sessionId, 40124);
  return { links, sessionId };
}

describe('the short link token', () => {
  it('has 128 bits of entropy: 26 Crockford base32 characters from 16 random bytes', () => {
    const sizes: number[] = [];
    const token = newLinkToken((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xff);
    });
    expect(sizes).toEqual([16]);
    // 25 digits of five ones, then the last three bits padded with two zero bits: 11100 = W.
    expect(token).toBe(`${'Z'.repeat(25)}W`);
    expect(newLinkToken((size) => Buffer.alloc(size, 0))).toBe('0'.repeat(26));
    for (let i = 0; i < 200; i++) {
      const bytes = randomBytes(16);
      const encoded = encodeCrockford(bytes);
      expect(encoded).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(Buffer.from(decodeCrockford(encoded))).toEqual(bytes);
    }
    const many = new Set(Array.from({ length: 1000 }, () => newLinkToken()));
    expect(many.size).toBe(1000);
  });

  it('is shown in groups of four and read back without dashes, in any case', () => {
    const token = '7K3M9QXAB4CDEFGHJKMNPQRSTV';
    expect(groupLinkToken(token)).toBe('7K3M-9QXA-B4CD-EFGH-JKMN-PQRS-TV');
    for (const typed of [token, groupLinkToken(token), groupLinkToken(token).toLowerCase(), '7k3m9qxa-b4cdEFGHjkmnpqrstv']) {
      expect(normaliseLinkToken(typed)).toBe(token);
      expect(linkTokenHash(typed)).toBe(sha256(token));
    }
    for (const bad of malformedTokens(token)) expect(normaliseLinkToken(bad), bad).toBeNull();
  });

  it('claims the seat typed with dashes and in lower case; a 25- or 27-character token or one with I, L, O, U or other characters is link_unknown', () => {
    const { links, sessionId } = game();
    const { token } = links.issue(sessionId, 0);
    for (const bad of malformedTokens(token)) expect(links.claim(sessionId, bad, null), bad).toEqual({ ok: false, code: 'link_unknown' });
    const claimed = links.claim(sessionId, groupLinkToken(token).toLowerCase(), null);
    expect(claimed).toMatchObject({ ok: true, fresh: true, device: { seat: 0, linkHash: sha256(token) } });
    if (!claimed.ok) return;
    // The same device typing it again without dashes is the same link.
    expect(links.claim(sessionId, token.toLowerCase(), claimed.credential)).toMatchObject({ ok: true, fresh: false });
    expect(links.claim(sessionId, token, null)).toEqual({ ok: false, code: 'link_claimed' });
  });

  it('still claims a link made before SC26 (43 characters base64url, stored as its hash), exactly as written', () => {
    const { links, sessionId } = game();
    const old = randomBytes(32).toString('base64url');
    file.db.prepare('INSERT INTO seat_links (token_hash, session_id, seat, created_at) VALUES (?, ?, ?, ?)').run(sha256(old), sessionId, 1, new Date().toISOString());
    const flipped = old.replace(/[a-z]/, (c) => c.toUpperCase());
    if (flipped !== old) expect(links.claim(sessionId, flipped, null)).toEqual({ ok: false, code: 'link_unknown' });
    expect(links.claim(sessionId, old, null)).toMatchObject({ ok: true, fresh: true, device: { seat: 1, linkHash: sha256(old) } });
  });
});
