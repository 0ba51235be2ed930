/**
 * The browser's VeladaApi (renderer/src/bridge/web.ts) against the real web host, plus
 * what it does when there is no Velada to talk to: every outcome is a typed Result.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { BOT_DELAY_DEFAULT_MS, COMMANDS } from '../../shared/ipc/contract';
import { createWebBridge, WEB_COMMANDS } from '../../renderer/src/bridge/web';

let dir: string;
let host: WebHost;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-bridge-'));
  host = await startWebHost({ port: 0, dataDir: dir, staticDir: path.resolve('dist/renderer') });
});

afterAll(async () => {
  await host?.close();
  await rm(dir, { recursive: true, force: true });
});

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('web bridge', () => {
  it('has one function per contract command', () => {
    expect([...WEB_COMMANDS].sort()).toEqual([...COMMANDS].sort());
    expect(Object.keys(createWebBridge(host.url)).sort()).toEqual([...COMMANDS].sort());
  });

  it('round-trips commands through the host', async () => {
    const api = createWebBridge(host.url);
    const info = await api['app.info']({});
    expect(info).toMatchObject({ ok: true, data: { platform: 'web' } });
    const created = await api['profiles.create']({ name: 'Abuelo Juan', color: '#aa3344' });
    expect(created).toMatchObject({ ok: true, data: { name: 'Abuelo Juan', color: '#aa3344' } });
    const list = await api['profiles.list']({});
    expect(list.ok && list.data.map((p) => p.name)).toEqual(['Abuelo Juan']);
    const locale = await api['settings.set']({ locale: 'en' });
    expect(locale).toEqual({ ok: true, data: { locale: 'en', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true } });
    const pace = await api['settings.set']({ botDelayMs: 0 });
    expect(pace).toEqual({ ok: true, data: { locale: 'en', botDelayMs: 0, motion: 'auto', confirmIrreversible: true } });
  });

  it('passes the services’ typed refusals through unchanged', async () => {
    const api = createWebBridge(host.url);
    const bad = await api['sessions.open']({ sessionId: 'nope', seat: null });
    expect(bad).toMatchObject({ ok: false, error: { code: 'session_not_found', params: { sessionId: 'nope' } } });
    const invalid = await api['profiles.rename']({ profileId: '', name: 'x' });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('turns an unreachable host into network_error', async () => {
    const gone = await listen((_req, res) => res.end());
    await gone.close();
    const result = await createWebBridge(gone.url)['app.info']({});
    expect(result).toMatchObject({ ok: false, error: { code: 'network_error', params: { command: 'app.info' } } });
  });

  it('turns an answer that is not a Velada result into bad_response', async () => {
    const other = await listen((_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    try {
      const html = await createWebBridge(other.url)['games.catalog']({});
      expect(html).toMatchObject({ ok: false, error: { code: 'bad_response', params: { command: 'games.catalog', status: 502 } } });
    } finally {
      await other.close();
    }
    const shapeless = await listen((_req, res) => res.end(JSON.stringify({ hello: 'world' })));
    try {
      const result = await createWebBridge(shapeless.url)['games.catalog']({});
      expect(result).toMatchObject({ ok: false, error: { code: 'bad_response', params: { status: 200 } } });
    } finally {
      await shapeless.close();
    }
  });
});
