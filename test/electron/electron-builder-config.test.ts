/**
 * The installers cannot be built here (no Electron binary, no network for the toolchains),
 * so the packaging config is checked with electron-builder's own loader and schema, plus
 * the facts main.ts relies on at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<Record<string, any>>;
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util/out/DebugLogger.js') as { DebugLogger: new (enabled: boolean) => unknown };

const root = process.cwd();

describe('electron-builder.yml', () => {
  it('passes electron-builder schema validation', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('packages what main.ts loads, unpacks the native SQLite module, and targets every desktop', async () => {
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
    expect(config.appId).toBe('es.velada.app');
    expect(config.productName).toBe('Velada');
    const files = (config.files as { filter: string[] }[]).flatMap((f) => f.filter);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/renderer/**/*', 'dist-electron/**/*', 'migrations/**/*']));
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('points package.json "main" at the compiled main process', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string };
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.electron.json'), 'utf8')) as { compilerOptions: { outDir: string; rootDir: string } };
    expect(tsconfig.compilerOptions.rootDir).toBe('.');
    expect(pkg.main).toBe(`${tsconfig.compilerOptions.outDir}/electron/main.js`);
  });
});
