/**
 * The seat-link service on a real data file (issue 23): tokens and device credentials are kept
 * only as SHA-256, a link is claimed once (the same device may come back, no other), revoking and
 * moving a seat end its device, and turning phones off ends every link of the game.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeatLinks } from '../../electron/screens/seat-links';
import { seatCookie, seatCookieName, cookieValue } from '../../electron/screens/seat-secrets';
import { useSessionFile } from '../fixtures/session-file';
import { readRows } from '../fixtures/temp-data';

const file = useSessionFile('seat-links');

function game(): { links: SeatLinks; sessionId: string } {
  const sessionId = file.service.create('grizzled', undefined, [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }], {}, 'seed-1').id;
  const links = new SeatLinks(file.db);
  links.recordHost(sessionId, 40123);
  return { links, sessionId };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('seat links', () => {
  it('makes a 128-bit Crockford base32 token and stores only its hash; a claim stores only the (256-bit) credential’s hash', () => {
    const { links, sessionId } = game();
    const { token } = links.issue(sessionId, 1);
    expect(token).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const claimed = links.claim(sessionId, token, null);
    if (!claimed.ok) throw new Error(claimed.code);
    expect(claimed.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(claimed.credential, 'base64url')).toHaveLength(32);
    const rows = readRows(file.dataFile(), 'SELECT token_hash, device_hash, seat FROM seat_links') as { token_hash: string; device_hash: string; seat: number }[];
    expect(rows).toEqual([{ token_hash: sha256(token), device_hash: sha256(claimed.credential), seat: 1 }]);
    file.db.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = readFileSync(file.dataFile()).toString('latin1');
    expect(bytes).not.toContain(token);
    expect(bytes).not.toContain(claimed.credential);
  });

  it('is claimed by one device: the same device may open it again, another is refused (link_claimed)', () => {
    const { links, sessionId } = game();
    const { token } = links.issue(sessionId, 0);
    const first = links.claim(sessionId, token, null);
    expect(first).toMatchObject({ ok: true, fresh: true, device: { seat: 0, sessionId } });
    if (!first.ok) return;
    expect(links.claim(sessionId, token, null)).toEqual({ ok: false, code: 'link_claimed' });
    expect(links.claim(sessionId, token, 'A'.repeat(43))).toEqual({ ok: false, code: 'link_claimed' });
    expect(links.claim(sessionId, token, first.credential)).toMatchObject({ ok: true, fresh: false, credential: first.credential });
    expect(links.device(sessionId, first.credential)).toMatchObject({ ok: true, device: { seat: 0 } });
  });

  it('refuses a guessed or malformed token and a link of another game as link_unknown', () => {
    const { links, sessionId } = game();
    const other = game();
    const { token } = other.links.issue(other.sessionId, 0);
    expect(links.claim(sessionId, token, null)).toEqual({ ok: false, code: 'link_unknown' });
    expect(links.claim(sessionId, 'B'.repeat(43), null)).toEqual({ ok: false, code: 'link_unknown' });
    expect(links.claim(sessionId, "x' OR 1=1 --", null)).toEqual({ ok: false, code: 'link_unknown' });
    const claimed = other.links.claim(other.sessionId, token, null);
    if (!claimed.ok) throw new Error(claimed.code);
    expect(links.device(sessionId, claimed.credential)).toEqual({ ok: false, code: 'device_unknown' });
  });

  it('revoking a seat ends its link and its device (link_revoked, device_revoked)', () => {
    const { links, sessionId } = game();
    const { token } = links.issue(sessionId, 2);
    const claimed = links.claim(sessionId, token, null);
    if (!claimed.ok) throw new Error(claimed.code);
    expect(links.revoke(sessionId, 2)).toBe(claimed.device.linkHash);
    expect(links.revoke(sessionId, 2)).toBeNull();
    expect(links.claim(sessionId, token, claimed.credential)).toEqual({ ok: false, code: 'link_revoked' });
    expect(links.device(sessionId, claimed.credential)).toEqual({ ok: false, code: 'device_revoked' });
    expect(links.liveLinks(sessionId)).toEqual([]);
  });

  it('moving a seat (a new link) revokes the old link and device in the same step', () => {
    const { links, sessionId } = game();
    const old = links.issue(sessionId, 1);
    const oldDevice = links.claim(sessionId, old.token, null);
    if (!oldDevice.ok) throw new Error(oldDevice.code);
    const moved = links.issue(sessionId, 1);
    expect(moved.revoked).toEqual([oldDevice.device.linkHash]);
    expect(links.device(sessionId, oldDevice.credential)).toEqual({ ok: false, code: 'device_revoked' });
    expect(links.claim(sessionId, moved.token, null)).toMatchObject({ ok: true, device: { seat: 1 } });
    expect(links.liveLinks(sessionId)).toEqual([{ seat: 1, linkHash: sha256(moved.token), claimed: true }]);
  });

  it('turning phones off ends every link of the game and forgets its port; other games keep theirs', () => {
    const { links, sessionId } = game();
    const other = game();
    const kept = other.links.issue(other.sessionId, 0);
    const waiting = links.issue(sessionId, 0);
    const claimed = links.claim(sessionId, links.issue(sessionId, 1).token, null);
    if (!claimed.ok) throw new Error(claimed.code);
    links.stop(sessionId);
    expect(links.hostPort(sessionId)).toBeNull();
    expect(links.claim(sessionId, waiting.token, null)).toEqual({ ok: false, code: 'link_unknown' });
    expect(links.device(sessionId, claimed.credential)).toEqual({ ok: false, code: 'device_unknown' });
    expect(readRows(file.dataFile(), 'SELECT count(*) AS n FROM seat_links WHERE session_id = ?', sessionId)).toEqual([{ n: 0 }]);
    expect(other.links.claim(other.sessionId, kept.token, null)).toMatchObject({ ok: true });
  });

  it('deleting the game deletes its links (ON DELETE CASCADE)', () => {
    const { links, sessionId } = game();
    links.issue(sessionId, 0);
    file.service.delete(sessionId);
    expect(readRows(file.dataFile(), 'SELECT count(*) AS n FROM seat_links')).toEqual([{ n: 0 }]);
    expect(links.hostPort(sessionId)).toBeNull();
  });

  it('keeps the port a game listened on, for the next start', () => {
    const { links, sessionId } = game();
    expect(links.hostPort(sessionId)).toBe(40123);
    links.recordHost(sessionId, 40200);
    expect(links.hostPort(sessionId)).toBe(40200);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the whole listener, under a name of its own game', () => {
    const cookie = seatCookie('session-1', 'C'.repeat(43));
    expect(cookie).toBe(`${seatCookieName('session-1')}=${'C'.repeat(43)}; HttpOnly; SameSite=Strict; Path=/`);
    expect(seatCookieName('session-1')).toMatch(/^velada_seat_[0-9a-f]{16}$/);
    expect(seatCookieName('session-1')).not.toBe(seatCookieName('session-2'));
    expect(cookieValue(`a=1; ${seatCookieName('session-1')}=xyz; b=2`, seatCookieName('session-1'))).toBe('xyz');
    expect(cookieValue('a=1', seatCookieName('session-1'))).toBeNull();
  });
});
