/**
 * Launches the real desktop app. Needs the Electron binary, which cannot be downloaded in
 * this environment, so it skips itself there; everything it drives is also covered through
 * the web host.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../shared/ipc/contract';
import { electronExecutable, hasElectronBinary } from './electron-binary';

describe('Electron smoke test', () => {
  let app: ElectronApplication | null = null;
  let userData: string | null = null;

  afterAll(async () => {
    await app?.close();
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  it.skipIf(!hasElectronBinary)(
    'opens one sandboxed window on app://velada whose preload exposes every command',
    async () => {
      execSync('npm run build:renderer && npm run build:electron', { stdio: 'inherit' });
      userData = await mkdtemp(path.join(tmpdir(), 'velada-electron-'));
      app = await _electron.launch({
        executablePath: electronExecutable()!,
        args: ['.'],
        env: { ...process.env, VELADA_USER_DATA_DIR: userData, ELECTRON_ENABLE_LOGGING: '1' },
      });
      const page = await app.firstWindow();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toMatch(/^app:\/\/velada\//);

      const keys = await page.evaluate(() => Object.keys((globalThis as unknown as { velada: object }).velada));
      expect(keys.sort()).toEqual([...COMMANDS].sort());
      const info = await page.evaluate(() => (globalThis as unknown as { velada: { 'app.info': (r: object) => Promise<unknown> } }).velada['app.info']({}));
      expect(info).toMatchObject({ ok: true, data: { platform: 'electron' } });
      // No Node in the page, and no way out to the network.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
      const fetched = await page.evaluate(() => fetch('https://example.com/').then(() => 'loaded', () => 'blocked'));
      expect(fetched).toBe('blocked');
    },
    180_000,
  );
});
