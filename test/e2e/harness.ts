/**
 * Starts what an e2e test needs: a web host on a free port with a fresh data folder,
 * serving the built renderer, and a headless Chromium page at 1280×720. Collects page
 * errors and console errors (CSP violations show up there) so tests can assert none.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startWebHost, type WebHost } from '../../electron/web/host';

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

export async function startApp(): Promise<App> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) {
    throw new Error(`No built renderer in ${STATIC_DIR}: run "npm run build:renderer" (npm run test:e2e does it)`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'velada-e2e-'));
  const host = await startWebHost({ port: 0, dataDir, staticDir: STATIC_DIR });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES' });
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
      await browser.close();
      await host.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
