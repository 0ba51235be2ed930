import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, createAppProtocolHandler, isAppUrl } from '../../electron/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../electron/web/security-headers';

describe('isAppUrl', () => {
  it('accepts only app://velada URLs', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://velada/sesiones/1?x=2#y')).toBe(true);
    for (const url of ['app://evil/index.html', 'https://velada/', 'file:///index.html', 'app://user:pw@velada/', 'velada', '', null, undefined]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });
});

describe('app:// protocol handler', () => {
  let dir: string;
  let handle: (r: Request) => Promise<Response>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'velada-proto-'));
    const renderer = path.join(dir, 'renderer');
    await mkdir(path.join(renderer, 'assets'), { recursive: true });
    await writeFile(path.join(renderer, 'index.html'), '<!doctype html><p>hola</p>');
    await writeFile(path.join(renderer, 'assets', 'main.js'), 'export {}');
    await writeFile(path.join(dir, 'velada.db'), 'private data');
    handle = createAppProtocolHandler(renderer);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the renderer entry with the strict CSP and nosniff', async () => {
    const res = await handle(new Request(APP_ENTRY_URL));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<!doctype html><p>hola</p>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves modules as JavaScript and client routes as index.html', async () => {
    const js = await handle(new Request('app://velada/assets/main.js'));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('export {}');
    const route = await handle(new Request('app://velada/perfiles'));
    expect(await route.text()).toContain('hola');
  });

  it('refuses traversal out of the renderer folder', async () => {
    for (const url of ['app://velada/..%2fvelada.db', 'app://velada/assets/..%2f..%2fvelada.db', 'app://velada/%2e%2e%5cvelada.db']) {
      const res = await handle(new Request(url));
      expect(res.status, url).toBe(403);
      expect(await res.text()).not.toContain('private data');
    }
  });

  it('answers 404 for other hosts and missing files', async () => {
    expect((await handle(new Request('app://other/index.html'))).status).toBe(404);
    expect((await handle(new Request('app://velada/assets/nope.js'))).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await handle(new Request(APP_ENTRY_URL, { method: 'POST', body: 'x' }));
    expect(res.status).toBe(405);
  });
});
