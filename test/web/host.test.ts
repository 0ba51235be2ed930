import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../shared/ipc/contract';
import { MAX_BODY_BYTES, startWebHost, type WebHost } from '../../electron/web/host';
import { CONTENT_SECURITY_POLICY } from '../../electron/web/security-headers';
import { postJson, rawRequest } from './http-helpers';

const SECRET = 'top-secret-outside-the-static-root';
const INDEX = '<!doctype html><title>Velada</title><div id="app"></div>';

let dir: string;
let host: WebHost;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-web-'));
  const staticDir = path.join(dir, 'renderer');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log("velada")');
  await writeFile(path.join(dir, 'secret.txt'), SECRET);
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir });
});

afterAll(async () => {
  await host?.close();
  await rm(dir, { recursive: true, force: true });
});

async function profileNames(): Promise<string[]> {
  const res = await postJson(host.url, 'profiles.list', {});
  expect(res.json.ok).toBe(true);
  return (res.json.data as { name: string }[]).map((p) => p.name);
}

describe('web host: binding and API', () => {
  it('listens on the loopback address only, on the port it was given (0 = a free one)', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.port).toBeGreaterThan(0);
    expect(host.dataFile).toBe(path.join(dir, 'data', 'velada.db'));
  });

  it('answers a command with the services Result as JSON (HTTP 200)', async () => {
    const res = await postJson(host.url, 'app.info', {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ ok: true, data: { platform: 'web', readOnly: null } });
    expect(res.body).not.toContain(dir);
  });

  it('persists through commands: a created profile is listed afterwards', async () => {
    const created = await postJson(host.url, 'profiles.create', { name: 'Abuela Rosa' });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ ok: true, data: { name: 'Abuela Rosa' } });
    expect(await profileNames()).toContain('Abuela Rosa');
  });

  it('passes validation errors of the services through as typed results (still HTTP 200)', async () => {
    const res = await postJson(host.url, 'profiles.create', { name: '' });
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(false);
    expect(typeof res.json.error?.code).toBe('string');
    expect(typeof res.json.error?.message).toBe('string');
  });

  it('treats an empty body as an empty request object', async () => {
    const res = await rawRequest(host.url, { method: 'POST', path: '/api/app.info' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, data: { platform: 'web' } });
  });

  it('refuses unparseable JSON with 400 and a typed error, changing nothing', async () => {
    const before = await profileNames();
    const res = await postJson(host.url, 'profiles.create', '{"name": "Pepe"');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ ok: false, error: { code: 'bad_json' } });
    expect(await profileNames()).toEqual(before);
  });

  it('refuses an unknown command with 404 and a typed error', async () => {
    const res = await postJson(host.url, 'profiles.hack', {});
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ ok: false, error: { code: 'unknown_command', params: { command: 'profiles.hack' } } });
  });

  it('answers 404 for routes under /api that are not a single command', async () => {
    for (const p of ['/api', '/api/', '/api/app.info/extra']) {
      const res = await rawRequest(host.url, { method: 'POST', path: p, body: '{}' });
      expect(res.status, p).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });

  it('refuses form and text bodies (the cross-site form route) with 415, changing nothing', async () => {
    const before = await profileNames();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await rawRequest(host.url, { method: 'POST', path: '/api/profiles.create', headers: { 'Content-Type': type }, body: '{"name":"Formulario"}' });
      expect(res.status, type).toBe(415);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'unsupported_media_type' } });
    }
    expect(await profileNames()).toEqual(before);
    const withCharset = await postJson(host.url, 'app.info', {}, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(withCharset.status).toBe(200);
  });

  it('accepts only POST for commands', async () => {
    const res = await rawRequest(host.url, { method: 'GET', path: '/api/app.info' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'method_not_allowed' } });
  });

  it('refuses bodies over 256 KiB with 413, changing nothing', async () => {
    const before = await profileNames();
    const huge = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await rawRequest(host.url, { method: 'POST', path: '/api/profiles.create', headers: { 'Content-Type': 'application/json' }, body: huge });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'payload_too_large', params: { limit: 262144 } } });
    expect(await profileNames()).toEqual(before);
  });

  it('accepts requests from its own origin, under either loopback name', async () => {
    for (const origin of [host.url, `http://localhost:${host.port}`]) {
      const res = await postJson(host.url, 'app.info', {}, { Origin: origin });
      expect(res.status, origin).toBe(200);
      expect(res.json.ok).toBe(true);
    }
  });

  it('refuses requests from a foreign origin with 403 and a typed error, changing nothing', async () => {
    const before = await profileNames();
    for (const origin of ['http://evil.example', `http://127.0.0.1:${host.port + 1}`, 'null']) {
      const res = await postJson(host.url, 'profiles.create', { name: 'Intruso' }, { Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(res.json).toMatchObject({ ok: false, error: { code: 'forbidden_origin', params: { origin } } });
    }
    expect(await profileNames()).toEqual(before);
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const res = await rawRequest(host.url, {
      method: 'POST',
      path: '/api/app.info',
      headers: { Host: `evil.example:${host.port}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'forbidden_host' } });
  });

  it('exposes one route per command of the IPC contract', async () => {
    for (const command of COMMANDS) {
      const res = await rawRequest(host.url, { method: 'GET', path: `/api/${command}` });
      expect(res.status, command).toBe(405);
    }
  });
});

describe('web host: static files', () => {
  it('serves index.html at / with the CSP and nosniff headers', async () => {
    const res = await rawRequest(host.url, { path: '/' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the CSP is the strict one the app was designed for', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  it('serves assets with their content type and long-lived caching', async () => {
    const res = await rawRequest(host.url, { path: '/assets/app-1234.js' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log("velada")');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('falls back to index.html for client-side routes, but not for missing assets', async () => {
    const route = await rawRequest(host.url, { path: '/partidas/abc123?seat=1' });
    expect(route.status).toBe(200);
    expect(route.body).toBe(INDEX);
    const missing = await rawRequest(host.url, { path: '/assets/missing.js' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('HEAD answers headers without a body', async () => {
    const res = await rawRequest(host.url, { method: 'HEAD', path: '/' });
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5csecret.txt',
    '/index.html%00.js',
    '/%E0%A4%A',
  ])('refuses path traversal %s without leaking the file', async (p) => {
    const res = await rawRequest(host.url, { path: p });
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body).not.toContain(SECRET);
    if (res.status !== 404) expect(res.status).toBe(403);
  });

  it('refuses other methods on static paths', async () => {
    const res = await rawRequest(host.url, { method: 'DELETE', path: '/index.html' });
    expect(res.status).toBe(405);
  });
});

describe('web host: lifecycle', () => {
  it('stops accepting connections after close(), and close() can be called twice', async () => {
    const other = await startWebHost({ port: 0, dataDir: path.join(dir, 'data2'), staticDir: path.join(dir, 'renderer') });
    expect((await postJson(other.url, 'app.info', {})).status).toBe(200);
    await other.close();
    await other.close();
    await expect(rawRequest(other.url, { path: '/' })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('fails clearly when the port is already taken', async () => {
    await expect(startWebHost({ port: host.port, dataDir: path.join(dir, 'data3'), staticDir: dir })).rejects.toThrow(/EADDRINUSE/);
  });
});
