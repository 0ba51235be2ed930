/**
 * Issue 7.2: in the web build an export is a download the host serves; the command only
 * answers with its link, so the file (every hand of an unfinished game) never reaches the
 * page's JavaScript.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { replayExport } from '../../electron/services/session-export';
import { postJson, rawRequest } from './http-helpers';

let dir: string;
let host: WebHost;
let sessionId: string;
const SEED = 'export-download-seed-1234';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-export-'));
  const staticDir = path.join(dir, 'renderer');
  await mkdir(staticDir, { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Velada</title>');
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir });
  const created = await postJson(host.url, 'sessions.create', {
    gameId: 'grizzled',
    title: 'Ñoquis y Añoranza',
    players: [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Robi', bot: true }],
    seed: SEED,
  });
  sessionId = created.json.data.id;
});

afterAll(async () => {
  await host?.close();
  await rm(dir, { recursive: true, force: true });
});

const own = () => ({ Host: new URL(host.url).host });

describe('export in the web build', () => {
  it('answers sessions.export with a same-origin link and nothing of the game', async () => {
    const res = await postJson(host.url, 'sessions.export', { sessionId });
    expect(res.json).toEqual({ ok: true, data: { kind: 'download', url: `/export/${sessionId}` } });
    expect(res.body).not.toContain(SEED);
  });

  it('serves the file as an attachment with a safe name, and it replays', async () => {
    const res = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: { ...own(), 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="velada-grizzled-noquis-y-anoranza.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(res.body);
    expect(file).toMatchObject({ format: 'velada-session', session: { seed: SEED, bots: [2] } });
    expect(replayExport(file)).toMatchObject({ reproduces: true });
  });

  it('refuses a download started by another site, another Host, or another method', async () => {
    const crossSite = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: { ...own(), 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).not.toContain(SEED);
    const rebinding = await rawRequest(host.url, { path: `/export/${sessionId}`, headers: { Host: 'evil.example:80' } });
    expect(rebinding.status).toBe(403);
    const post = await rawRequest(host.url, { method: 'POST', path: `/export/${sessionId}`, headers: own() });
    expect(post.status).toBe(405);
  });

  it('answers 404 with a typed error for an unknown session', async () => {
    const res = await rawRequest(host.url, { path: '/export/no-such-session', headers: own() });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'session_not_found' } });
  });
});
