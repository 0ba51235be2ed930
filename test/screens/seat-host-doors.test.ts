/**
 * A game's phone listener against real requests (issue 23), its doors: off until phones are turned
 * on and closed again after; a link is claimed once into an HttpOnly, SameSite=Strict cookie and the
 * address loses its token; a second device, a guess, a foreign Host or Origin are each refused by
 * name; guessing is braked; the seat page is served with the local host's CSP and nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ScreensStatus, SeatLinkIssued } from '../../shared/ipc/contract';
import { SEAT_COOKIE_PREFIX } from '../../shared/ipc/seat-protocol';
import { CONTENT_SECURITY_POLICY } from '../../electron/web/security-headers';
import { WRONG_SECRETS_PER_WINDOW } from '../../electron/screens/seat-listener';
import { rawRequest } from '../web/http-helpers';
import { command, connect, fileContents, malformedTokens, openLink, opened, SEAT_PAGE, useScreensHost } from './seat-client';

const screens = useScreensHost('seat-doors');

async function newGame(): Promise<string> {
  const players = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva', bot: true }];
  return (await command<{ id: string }>(screens.host, 'sessions.create', { gameId: 'grizzled', players, seed: 'doors' })).id;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the phone listener: on, off, and what it serves', () => {
  it('is off until phones are turned on, opens on a port of its own, and refuses connections once turned off', async () => {
    const sessionId = await newGame();
    expect(await command<ScreensStatus>(screens.host, 'screens.status', { sessionId })).toMatchObject({ on: false, baseUrl: null });
    const on = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    expect(on).toMatchObject({ on: true, baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    expect(on.seats).toEqual([0, 1, 2].map((seat) => ({ seat, link: 'none', connected: false })));
    const port = Number(new URL(on.baseUrl!).port);
    expect(port).not.toBe(screens.host.port);
    expect(await portAnswers(port)).toBe(true);
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    const { cookie } = await openLink(url);
    const device = opened(await connect(on.baseUrl!, cookie));
    expect(await command<ScreensStatus>(screens.host, 'screens.stop', { sessionId })).toMatchObject({ on: false, baseUrl: null });
    expect(await device.closed).toMatchObject({ code: 4002 });
    expect(device.received.at(-1)).toEqual({ push: 'seat.closed', reason: 'screens_off' });
    expect(await portAnswers(port)).toBe(false);
    // Turned on again: every old link and device is dead (new links are needed).
    const again = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    expect(again.seats.every((s) => s.link === 'none')).toBe(true);
    expect((await openLink(url.replace(/^http:\/\/[^/]+/, again.baseUrl!))).res.status).toBe(404);
    expect(await connect(again.baseUrl!, cookie)).toMatchObject({ refused: 401 });
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('closes when the game is deleted: its devices are told screens_off and its port refuses connections', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 1 });
    const device = opened(await connect(baseUrl!, (await openLink(url)).cookie));
    await command(screens.host, 'sessions.delete', { sessionId });
    expect(await device.closed).toMatchObject({ code: 4002 });
    expect(await portAnswers(Number(new URL(baseUrl!).port))).toBe(false);
  });

  it('claims a link into an HttpOnly, SameSite=Strict cookie and redirects (303) to an address without the token', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url, seat } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 1 });
    expect(seat).toBe(1);
    // SC26: 26 Crockford base32 characters in groups of four, to be typed.
    expect(url).toMatch(new RegExp(`^${baseUrl}/s/([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{2}$`));
    const token = url.slice(url.lastIndexOf('/') + 1).replaceAll('-', '');
    expect((await command<ScreensStatus>(screens.host, 'screens.status', { sessionId })).seats[1]).toEqual({ seat: 1, link: 'waiting', connected: false });

    const { res, cookie } = await openLink(url);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const set = res.headers['set-cookie']!;
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(new RegExp(`^${SEAT_COOKIE_PREFIX}[0-9a-f]{16}=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=/$`));
    expect(JSON.stringify(res.headers)).not.toContain(token);
    expect(cookie).not.toContain(token);
    expect((await command<ScreensStatus>(screens.host, 'screens.status', { sessionId })).seats[1]).toEqual({ seat: 1, link: 'claimed', connected: false });

    // The same device (its cookie) may open the link again; another device may not.
    expect((await openLink(url, cookie!)).res.status).toBe(303);
    const second = await openLink(url);
    expect(second.res.status).toBe(409);
    expect(second.cookie).toBeNull();
    expect(JSON.parse(second.res.body)).toMatchObject({ ok: false, error: { code: 'link_claimed' } });
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('SC26: claims a link typed with its dashes in lower case, or without them; a link made before SC26 still claims its seat', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    const typed = await openLink(`${baseUrl}/s/${url.slice(url.lastIndexOf('/') + 1).toLowerCase()}`);
    expect(typed.res.status).toBe(303);
    expect(typed.cookie).not.toBeNull();
    const bare = url.slice(url.lastIndexOf('/') + 1).replaceAll('-', '').toLowerCase();
    expect((await openLink(`${baseUrl}/s/${bare}`, typed.cookie!)).res.status).toBe(303);
    opened(await connect(baseUrl!, typed.cookie)).ws.close();
    // A phone left on across the upgrade holds a 43-character link, stored as the hash of exactly that text.
    const old = randomBytes(32).toString('base64url');
    const db = new Database(screens.host.dataFile);
    db.prepare('INSERT INTO seat_links (token_hash, session_id, seat, created_at) VALUES (?, ?, ?, ?)').run(createHash('sha256').update(old).digest('hex'), sessionId, 1, new Date().toISOString());
    db.close();
    const legacy = await openLink(`${baseUrl}/s/${old}`);
    expect(legacy.res.status).toBe(303);
    expect((await command<ScreensStatus>(screens.host, 'screens.status', { sessionId })).seats[1]).toEqual({ seat: 1, link: 'claimed', connected: false });
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('serves the seat page with the local host’s CSP, and no directory, traversal or other file', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const host = new URL(baseUrl!).host;
    const page = await rawRequest(baseUrl!, { path: '/', headers: { Host: host } });
    expect(page.status).toBe(200);
    expect(page.body).toBe(SEAT_PAGE);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const path of ['/../data/velada.db', '/%2e%2e/data/velada.db', '/..%2fdata%2fvelada.db', '/%00', '/..\\data']) {
      const res = await rawRequest(baseUrl!, { path, headers: { Host: host } });
      expect([403, 404], path).toContain(res.status);
      expect(res.body).not.toContain('SQLite');
    }
    // No command of the local host is reachable here.
    const api = await rawRequest(baseUrl!, { method: 'POST', path: '/api/sessions.list', headers: { Host: host, 'Content-Type': 'application/json' }, body: '{}' });
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    const get = await rawRequest(baseUrl!, { path: '/api/sessions.list', headers: { Host: host } });
    expect(get.body).not.toContain(sessionId);
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('refuses a foreign Host or Origin on a request and on an upgrade, an upgrade without cookie, and a made-up cookie', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    const at = new URL(url);
    const before = fileContents(screens.host.dataFile);
    const rebinding = await rawRequest(baseUrl!, { path: at.pathname, headers: { Host: 'evil.example' } });
    expect(rebinding.status).toBe(403);
    expect(JSON.parse(rebinding.body)).toMatchObject({ error: { code: 'forbidden_host' } });
    const crossSite = await rawRequest(baseUrl!, { path: at.pathname, headers: { Host: at.host, Origin: 'http://evil.example' } });
    expect(JSON.parse(crossSite.body)).toMatchObject({ error: { code: 'forbidden_origin' } });
    // The local host's own name is another host: its page cannot claim here either.
    const localOrigin = await rawRequest(baseUrl!, { path: at.pathname, headers: { Host: at.host, Origin: screens.host.url } });
    expect(JSON.parse(localOrigin.body)).toMatchObject({ error: { code: 'forbidden_origin' } });
    expect(fileContents(screens.host.dataFile)).toBe(before);

    const { cookie } = await openLink(url);
    const cases: [Parameters<typeof connect>[2], string | null, number, string][] = [
      [{ origin: 'http://evil.example' }, cookie, 403, 'forbidden_origin'],
      [{ origin: '' }, cookie, 403, 'forbidden_origin'],
      [{ origin: screens.host.url }, cookie, 403, 'forbidden_origin'],
      [{ host: 'evil.example' }, cookie, 403, 'forbidden_host'],
      [{ path: '/api/socket' }, cookie, 404, 'not_found'],
      [{}, null, 401, 'not_signed_in'],
      [{}, `${cookie!.split('=')[0]}=${'Z'.repeat(43)}`, 401, 'device_unknown'],
    ];
    for (const [options, sent, status, code] of cases) {
      const upgrade = await connect(baseUrl!, sent, options);
      expect(upgrade, code).toMatchObject({ refused: status });
      expect(JSON.parse((upgrade as { body: string }).body), code).toMatchObject({ ok: false, error: { code } });
    }
    // The loopback host keeps its own checks: the listener's name is not one of its hosts.
    const local = await rawRequest(screens.host.url, { method: 'POST', path: '/api/app.info', headers: { Host: at.host, 'Content-Type': 'application/json' }, body: '{}' });
    expect(JSON.parse(local.body)).toMatchObject({ error: { code: 'forbidden_host' } });
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('refuses a guessed token (link_unknown), then every attempt from that address for a while (too_many_attempts), the right link included', async () => {
    const sessionId = await newGame();
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    const before = fileContents(screens.host.dataFile);
    // SC26: a token of the wrong length or with I, L, O, U or other characters counts as a wrong try, like a good-looking guess.
    const real = url.slice(url.lastIndexOf('/') + 1).replaceAll('-', '');
    const malformed = malformedTokens(real);
    const guesses = Array.from({ length: WRONG_SECRETS_PER_WINDOW }, (_, i) => malformed[i] ?? String(i).padStart(26, '0'));
    expect(malformed.length).toBeLessThan(WRONG_SECRETS_PER_WINDOW);
    for (const guess of guesses.map((g) => `${baseUrl}/s/${g}`)) {
      const res = await openLink(guess);
      expect(res.res.status, guess).toBe(404);
      expect(JSON.parse(res.res.body)).toMatchObject({ error: { code: 'link_unknown' } });
      expect(res.cookie).toBeNull();
    }
    const braked = await openLink(url);
    expect(braked.res.status).toBe(429);
    expect(JSON.parse(braked.res.body)).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect(await connect(baseUrl!, `x=y`)).toMatchObject({ refused: 429 });
    expect(fileContents(screens.host.dataFile)).toBe(before);
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('refuses links for a bot seat or a seat that does not exist, and links or revokes while phones are off', async () => {
    const sessionId = await newGame();
    const refused = async (name: string, request: unknown) => {
      const res = await command(screens.host, name, request).catch((e: Error) => e.message);
      return String(res);
    };
    expect(await refused('screens.link', { sessionId, seat: 0 })).toBe('screens.link: screens_off');
    expect(await refused('screens.revoke', { sessionId, seat: 0 })).toBe('screens.revoke: screens_off');
    await command(screens.host, 'screens.start', { sessionId });
    expect(await refused('screens.link', { sessionId, seat: 2 })).toBe('screens.link: seat_is_bot');
    expect(await refused('screens.link', { sessionId, seat: 7 })).toBe('screens.link: invalid_seat');
    expect(await refused('screens.start', { sessionId: 'no-such-game' })).toBe('screens.start: session_not_found');
    await command(screens.host, 'screens.stop', { sessionId });
  });
});
