/**
 * Issue 7.2: in the web build an export is a download the host serves; the command only
 * answers with its link, so the file never reaches the page's JavaScript. Only the browser's
 * own download or navigation gets it (S25), and only for a finished game (S26): an unfinished
 * game's file rebuilds every hand.
 */
import { describe, expect, it } from 'vitest';
import { replayExport } from '../../electron/services/session-export';
import { playOut } from '../fixtures/play-out';
import { downloadHeaders, postJson, rawRequest } from './http-helpers';
import { useStubHost } from './stub-host';

let sessionId: string;
let unfinishedId: string;
const SEED = 'export-download-seed-1234';
const UNFINISHED_SEED = 'export-download-unfinished-5678';
const PLAYERS = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Robi', bot: true }];

const host = useStubHost('export', async () => {
  const created = await postJson(host.url, 'sessions.create', { gameId: 'grizzled', title: 'Ñoquis y Añoranza', players: PLAYERS, seed: SEED });
  sessionId = created.json.data.id;
  await playOut(async (command, request) => (await postJson(host.url, command, request)).json as never, sessionId, 'export-download-moves');
  const unfinished = await postJson(host.url, 'sessions.create', { gameId: 'grizzled', title: 'A medias', players: PLAYERS, seed: UNFINISHED_SEED });
  unfinishedId = unfinished.json.data.id;
});

const own = () => ({ Host: new URL(host.url).host });
const download = () => downloadHeaders(host.url);

describe('export in the web build', () => {
  it('answers sessions.export with a same-origin link and nothing of the game', async () => {
    const res = await postJson(host.url, 'sessions.export', { sessionId });
    expect(res.json).toEqual({ ok: true, data: { kind: 'download', url: `/export/${sessionId}` } });
    expect(res.body).not.toContain(SEED);
  });

  it('serves the file as an attachment with a safe name, and it replays', async () => {
    const res = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: download() });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="velada-grizzled-noquis-y-anoranza.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(res.body);
    expect(file).toMatchObject({ format: 'velada-session', session: { seed: SEED, bots: [2] } });
    expect(replayExport(file)).toMatchObject({ reproduces: true });
  });

  it('refuses a download started by another site, another Host, or another method', async () => {
    const crossSite = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: { ...download(), 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).not.toContain(SEED);
    const rebinding = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: { Host: 'evil.example:80' } });
    expect(rebinding.status).toBe(403);
    const post = await rawRequest(host.url, { method: 'POST', path: `/export/${sessionId}`, headers: own() });
    expect(post.status).toBe(405);
  });

  it('answers 404 with a typed error for an unknown session', async () => {
    const res = await rawRequest(host.url, { path: '/export/no-such-session', headers: download() });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'session_not_found' } });
  });

  it('S25 serves the file to the browser\'s own download or navigation, and to nothing a page script can read', async () => {
    const get = (headers: Record<string, string>) => rawRequest(host.url, { path: `/export/${sessionId}`, headers: { ...own(), ...headers } });
    const navigation = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };
    for (const allowed of [download(), { ...navigation, 'Sec-Fetch-Dest': 'document' }, { ...navigation, 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' }]) {
      const res = await get(allowed);
      expect(res.status, JSON.stringify(allowed)).toBe(200);
      expect(res.body).toContain(SEED);
    }
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' }, // the page's fetch() or XHR
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'empty' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' },
      { ...navigation, 'Sec-Fetch-Dest': 'iframe' }, // a frame its parent page could read
      { 'Sec-Fetch-Site': 'same-origin' }, // no mode or destination said
      {}, // no Fetch Metadata at all
    ];
    for (const headers of refused) {
      const res = await get(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).not.toContain(SEED);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(download_only|forbidden_origin)$/) } });
    }
  });

  it('S26 refuses an unfinished game with export_unfinished, as the link and as the download', async () => {
    const answer = await postJson(host.url, 'sessions.export', { sessionId: unfinishedId });
    expect(answer.json).toMatchObject({ ok: false, error: { code: 'export_unfinished', params: { sessionId: unfinishedId } } });
    const res = await rawRequest(host.url, { path: `/export/${unfinishedId}`, headers: download() });
    expect(res.status).toBe(409);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'export_unfinished' } });
    expect(res.body).not.toContain(UNFINISHED_SEED);
  });
});
