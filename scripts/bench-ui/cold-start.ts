/**
 * Cold start as a family meets it: the web host started in its own process with a fresh data
 * folder and a built renderer, until the home screen is interactive (the game catalog's buttons
 * are on it), in a new browser context with an empty cache. Also what the first screen's
 * JavaScript weighs: every script the page loaded until then, as served and gzipped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { startHostProcess, stopHostProcess } from './host';
import { median } from '../lib/stats';

/** The home screen is interactive once a game of the catalog can be started. */
const HOME_READY = '[data-testid="new-silentes"]';

export interface ColdStart {
  /** Spawn → the host answers (its URL printed). */
  hostMs: number;
  /** Navigation start → the home screen interactive, in the page's own clock. */
  pageMs: number;
  /** Spawn → the home screen interactive, in the bench's clock. */
  totalMs: number;
}

export interface FirstScreenJs {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

async function once(browser: Browser, staticDir: string): Promise<{ start: ColdStart; scripts: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velada-bench-cold-'));
  const t0 = performance.now();
  const host = await startHostProcess(staticDir, dataDir);
  const hostMs = performance.now() - t0;
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES', reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${host.url}/`, { waitUntil: 'commit' });
    // Resolved in the page the moment the control appears (no polling from here).
    const pageMs = (await page.evaluate(`new Promise((resolve) => {
      const ready = () => document.querySelector(${JSON.stringify(HOME_READY)});
      if (ready()) return resolve(performance.now());
      new MutationObserver((_, observer) => { if (ready()) { observer.disconnect(); resolve(performance.now()); } })
        .observe(document, { subtree: true, childList: true });
    })`)) as number;
    const totalMs = performance.now() - t0;
    const scripts = (await page.evaluate(
      `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => new URL(n).pathname.endsWith('.js'))`,
    )) as string[];
    return { start: { hostMs, pageMs, totalMs }, scripts: scripts.map((url) => new URL(url).pathname) };
  } finally {
    await context.close();
    await stopHostProcess(host);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function weigh(staticDir: string, files: string[]): FirstScreenJs {
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const body = readFileSync(path.join(staticDir, file));
    bytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { files, bytes, gzipBytes };
}

/** `runs` cold starts; each figure is the median of the runs. */
export async function measureColdStart(browser: Browser, staticDir: string, runs: number): Promise<{ median: ColdStart; runs: ColdStart[]; js: FirstScreenJs }> {
  const all: { start: ColdStart; scripts: string[] }[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(browser, staticDir));
  const starts = all.map((r) => r.start);
  const pick = (f: (c: ColdStart) => number) => median(starts.map(f));
  return {
    median: { hostMs: pick((c) => c.hostMs), pageMs: pick((c) => c.pageMs), totalMs: pick((c) => c.totalMs) },
    runs: starts,
    js: weigh(staticDir, [...new Set(all[0]!.scripts)].sort()),
  };
}
