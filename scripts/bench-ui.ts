/**
 * `npm run bench:ui [-- --moves N --static-dir DIR]`
 * Click → updated table, measured in the page the way a family waits for it: the web host in
 * its own process (scripts/bench-ui-host.ts) with a fresh data folder, the built renderer in
 * Debian's Chromium (animations off through prefers-reduced-motion), and N moves of each game played through the UI (Silentes with open
 * hands, so no cover is in the way; The Grizzled with one person and three instant bots).
 *
 * A move's time runs from the click (a capture listener in the page) to the first DOM
 * mutation after which the table shows another seq or another screen and is no longer busy
 * (ready for the next click: a second request, e.g. the next seat's view, counts too). Each move is split
 * into what the page spent waiting for the host (fetch until the body is read), parsing the
 * answers (JSON.parse) and everything else (the store, Vue's render and patch).
 * A move the app asks to confirm is confirmed at once, and the confirming click is the one timed.
 * Timing only: nothing here asserts, so it is not part of the test suite.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chromium, type Page } from 'playwright-core';
import { createSilentesGame, decide, settled, type AfterClick } from '../test/e2e/driver';
import { createGrizzledGame, decideGrizzled, setBotSpeed, waitForGrizzled } from '../test/e2e/grizzled-driver';
import { fail, intFlag, UsageError } from './lib/cli';
import { median, percentile } from './lib/stats';

const CHROMIUM = '/usr/bin/chromium';
/** The in-page probe (plain JS: it runs in the page, before the app's own scripts). */
const PAGE_SCRIPT = path.resolve('scripts/bench-ui-page.js');
const TARGET_P95_MS = 32;

interface MoveSample {
  total: number;
  request: number;
  /** Of `request`: from sending to the first byte of the answer (the host working, mostly). */
  host: number;
  json: number;
  requests: number;
  bytes: number;
}


async function takeSamples(page: Page): Promise<MoveSample[]> {
  // A string, as the page's globals are not Node's (scripts are typechecked without the DOM).
  return page.evaluate('(() => { const out = window.__bench.samples; window.__bench.samples = []; return out; })()') as Promise<MoveSample[]>;
}

/** Waits for the probe to record the move just clicked (samples are taken, so it is the first). */
const moveRecorded: AfterClick = async (page) => {
  await page.evaluate('window.__bench.waitSamples(1)');
};

async function benchSilentes(page: Page, baseUrl: string, moves: number): Promise<MoveSample[]> {
  const samples: MoveSample[] = [];
  let game = 0;
  while (samples.length < moves) {
    await page.goto(`${baseUrl}/`);
    await createSilentesGame(page, { names: ['Ana', 'Luis'], seed: `bench-ui-${game++}`, openHands: true });
    await takeSamples(page);
    for (let turn = 0; samples.length < moves; turn++) {
      const screen = await settled(page);
      if (screen === 'end') break;
      await decide(page, turn % 3 === 0 ? 'search' : 'hide', moveRecorded);
      await settled(page);
      samples.push(...(await takeSamples(page)));
    }
  }
  return samples.slice(0, moves);
}

async function benchGrizzled(page: Page, baseUrl: string, moves: number): Promise<MoveSample[]> {
  const samples: MoveSample[] = [];
  let game = 0;
  while (samples.length < moves) {
    await page.goto(`${baseUrl}/`);
    await createGrizzledGame(page, { seats: [{ name: 'Ana' }, { bot: true }, { bot: true }, { bot: true }], seed: `bench-ui-${game++}` });
    await setBotSpeed(page, 0);
    await takeSamples(page);
    for (;;) {
      const screen = await waitForGrizzled(page);
      samples.push(...(await takeSamples(page)));
      if (screen === 'end' || samples.length >= moves) break;
      if (screen === 'handoff') {
        await page.getByTestId('handoff-reveal').click();
        await moveRecorded(page);
      } else await decideGrizzled(page, moveRecorded);
    }
  }
  return samples.slice(0, moves);
}

function summarize(game: string, samples: MoveSample[]): Record<string, number | string> {
  const pick = (f: (s: MoveSample) => number) => samples.map(f);
  const round = (n: number) => Math.round(n * 10) / 10;
  const other = pick((s) => s.total - s.request - s.json);
  const row = {
    game,
    moves: samples.length,
    p50: round(percentile(pick((s) => s.total), 50)),
    p95: round(percentile(pick((s) => s.total), 95)),
    requestP50: round(median(pick((s) => s.request))),
    hostP50: round(median(pick((s) => s.host))),
    jsonP50: round(median(pick((s) => s.json))),
    renderP50: round(median(other)),
    renderP95: round(percentile(other, 95)),
    requestsPerMove: round(samples.reduce((a, s) => a + s.requests, 0) / Math.max(1, samples.length)),
    kbPerMove: round(samples.reduce((a, s) => a + s.bytes, 0) / Math.max(1, samples.length) / 1024),
  };
  return row;
}

/** Starts scripts/bench-ui-host.ts in its own Node process and waits for the URL it prints. */
async function startHostProcess(staticDir: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench-ui-host.ts'), staticDir, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const line = out.split('\n')[0]!;
    if (out.includes('\n')) return { url: line.trim(), child };
  }
  throw new Error('the bench host exited before printing its URL');
}

async function main(): Promise<void> {
  let values: { moves?: string; 'static-dir'?: string };
  try {
    ({ values } = parseArgs({ options: { moves: { type: 'string' }, 'static-dir': { type: 'string' } }, strict: true }));
  } catch (err) {
    throw new UsageError(`bench:ui [--moves N] [--static-dir DIR]: ${(err as Error).message}`);
  }
  const moves = intFlag('moves', values.moves, 200, 1, 10_000);
  const staticDir = path.resolve(values['static-dir'] ?? 'dist/renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new UsageError(`No built renderer in ${staticDir}: run "npm run build:renderer" (npm run bench:ui does it)`);
  if (!existsSync(CHROMIUM)) throw new UsageError(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velada-bench-ui-'));
  const host = await startHostProcess(staticDir, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES', reducedMotion: 'reduce' });
    await context.addInitScript({ path: PAGE_SCRIPT });
    const page = await context.newPage();
    // A control that never settles is a failure to report, not a reason to wait for ever.
    page.setDefaultTimeout(15_000);
    const rows = [summarize('silentes', await benchSilentes(page, host.url, moves)), summarize('grizzled', await benchGrizzled(page, host.url, moves))];
    for (const r of rows) {
      process.stdout.write(
        `${String(r.game).padEnd(9)} ${r.moves} moves  click→table p50 ${r.p50} ms  p95 ${r.p95} ms (target ≤ ${TARGET_P95_MS})  ` +
          `| per move p50: request ${r.requestP50} ms (host ${r.hostP50} ms), JSON ${r.jsonP50} ms, store+render ${r.renderP50} ms (p95 ${r.renderP95}); ` +
          `${r.requestsPerMove} requests, ${r.kbPerMove} KB\n`,
      );
    }
    process.stdout.write(`${JSON.stringify({ targetP95Ms: TARGET_P95_MS, games: rows })}\n`);
  } finally {
    await browser.close();
    host.child.kill('SIGTERM');
    await once(host.child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) fail(err.message);
  fail(`bench:ui failed: ${(err as Error)?.stack ?? String(err)}`, 1);
});
