/**
 * A web host for one test file over a fresh data folder, serving a one-line page in place of the
 * built renderer (these tests speak HTTP, not to a browser). `seed` fills it before the first test;
 * the object returned is filled in when the host starts, so a test reads `host.url` as usual.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startWebHost, type WebHost, type WebHostOptions } from '../../electron/web/host';

/** `options` adds host options (a lower upload limit, say). */
export function useStubHost(prefix: string, seed: () => Promise<void> = async () => {}, options: Partial<WebHostOptions> = {}): WebHost {
  const host = {} as WebHost;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `velada-${prefix}-`));
    const staticDir = path.join(dir, 'renderer');
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Velada</title>');
    Object.assign(host, await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir, ...options }));
    await seed();
  });
  afterAll(async () => {
    await host.close?.();
    await rm(dir, { recursive: true, force: true });
  });
  return host;
}
