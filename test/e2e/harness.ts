/**
 * Starts what an e2e test needs: a web host on a free port with a fresh data folder,
 * serving the built renderer, and a headless Chromium page at 1280×720. Collects page
 * errors and console errors (CSP violations show up there) so tests can assert none.
 *
 * One Chromium serves every file the worker runs (test/e2e/vitest.config.ts shares the worker
 * and its modules): each app gets a browser context of its own, as private as a new browser
 * (cookies, storage, cache), and its own host and data folder, so no file sees another's saves.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { tapAnswers } from './answers';
import { chromiumSwitches } from '../../electron/chromium-features';

export const CHROMIUM = '/usr/bin/chromium';
export const STATIC_DIR = path.resolve('dist/renderer');
export const RESULTS_DIR = path.resolve('test-results');

export interface App {
  host: WebHost;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  problems: string[];
  dataDir: string;
  close(): Promise<void>;
}

export interface AppOptions {
  /**
   * Keep Velada's question before a move that cannot be undone (on for a new user). Off by
   * default here: the drivers play whole games and are not what the question is for; the
   * feedback test turns it on.
   */
  confirmMoves?: boolean;
  /** The address a game's phone listener binds (issue 23): 127.0.0.1 for tests that turn phones on. */
  screensAddress?: string;
  /** Private screens on: a game's phone listener binds 127.0.0.1 (issue 23's seat page tests). */
  screens?: boolean;
}

/** A command sent to the host's API as the page sends it: its data, or an error naming the refusal. */
export async function hostApi<T>(host: WebHost, command: string, body: unknown): Promise<T> {
  const response = await fetch(`${host.url}/api/${command}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const result = (await response.json()) as { ok: boolean; data?: T; error?: unknown };
  if (!result.ok) throw new Error(`${command} ${JSON.stringify(body)}: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

/** Sets a setting through the host's own API, as the page would, before the page loads it. */
export async function setSetting(host: WebHost, change: Record<string, unknown>): Promise<void> {
  await hostApi(host, 'settings.set', change);
}

let browserLaunch: Promise<Browser> | null = null;

/** The worker's one Chromium, launched on first use (again if it went away). */
async function sharedBrowser(): Promise<Browser> {
  if (browserLaunch) {
    const browser = await browserLaunch;
    if (browser.isConnected()) return browser;
  }
  browserLaunch = chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...chromiumSwitches()],
  });
  browserLaunch.catch(() => (browserLaunch = null));
  return browserLaunch;
}

export async function startApp(options: AppOptions = {}): Promise<App> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(`No built renderer in ${STATIC_DIR}: run "npm run build:renderer" (npm run test:e2e does it)`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'velada-e2e-'));
  const screensAddress = options.screensAddress ?? (options.screens ? '127.0.0.1' : undefined);
  const host = await startWebHost({ port: 0, dataDir, staticDir: STATIC_DIR, screensAddress });
  // A data file that cannot be opened or written (the bad-conditions tests) keeps the default.
  if (!options.confirmMoves && (await host.ready).ok) await setSetting(host, { confirmIrreversible: false }).catch(() => undefined);
  const browser = await sharedBrowser();
  // The system asks for reduced motion, so resolution shows at once (setting "auto") unless a test sets it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES', reducedMotion: 'reduce' });
  // Before any page opens its command socket, so every answer can be recorded (answers.ts).
  context.on('page', tapAnswers);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  await page.goto(`${host.url}/`);
  return {
    host,
    browser,
    context,
    page,
    problems,
    dataDir,
    async close() {
      // The shared browser stays for the next file; Playwright closes it when the worker exits.
      await context.close();
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for the whole file, started before its first test and closed after its last; `settings`
 * are set through the host once the page has loaded. The object returned is filled in when the app
 * starts, so a test reads `app.page` as it would from startApp.
 */
export function useApp(options: AppOptions & { settings?: Record<string, unknown> } = {}): App {
  const app = {} as App;
  beforeAll(async () => {
    Object.assign(app, await startApp(options));
    if (options.settings) await setSetting(app.host, options.settings);
  });
  afterAll(async () => {
    await app.close?.();
  });
  return app;
}
