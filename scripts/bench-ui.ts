/**
 * `npm run bench:ui [-- --moves N --static-dir DIR --games a,b --profile DIR]`
 * Click → updated table, measured in the page the way a family waits for it: the web host in
 * its own process (scripts/bench-ui-host.ts) with a fresh data folder, the built renderer in
 * Debian's Chromium (animations off through prefers-reduced-motion), and N moves of each game
 * played through the UI (scripts/bench-ui/games.ts: every game, Salem at 5 and 12 seats).
 *
 * A move's time runs from the click (a capture listener in the page) to the first DOM
 * mutation after which the table shows another seq or another screen and is no longer busy
 * (ready for the next click: a second request, e.g. the next seat's view, counts too). Each move is split
 * into what the page spent waiting for the host (fetch until the body is read), parsing the
 * answers (JSON.parse) and everything else (the store, Vue's render and patch).
 * A move the app asks to confirm is confirmed at once, and the confirming click is the one timed.
 * Then cold start (host started → home screen interactive) and the first screen's JavaScript.
 * Timing only: nothing here asserts, so it is not part of the test suite.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { fail, intFlag, UsageError } from './lib/cli';
import { median, percentile } from './lib/stats';
import type { BenchGame } from './bench-ui/games';
import { GAME_IDS } from './bench-ui/game-ids';
import { measureColdStart } from './bench-ui/cold-start';
import { startHostProcess, stopHostProcess } from './bench-ui/host';
import { startProfile } from './bench-ui/profile';
import { clickLikeAMouse } from './bench-ui/mouse-click';
import type { MoveSample } from './bench-ui/probe';
import { chromiumSwitches } from '../electron/chromium-features';

const CHROMIUM = '/usr/bin/chromium';
/** The in-page probe (plain JS: it runs in the page, before the app's own scripts). */
const PAGE_SCRIPT = path.resolve('scripts/bench-ui-page.js');
/** One frame at 60 Hz. */
const TARGET_P95_MS = 16;
const TARGET_COLD_START_MS = 1000;
const USAGE = 'bench:ui [--moves N] [--static-dir DIR] [--games id,id] [--profile DIR] [--locator-click] [--requests] [--chromium-defaults] [--cold-runs N]';


function summarize(game: BenchGame, samples: MoveSample[]): Record<string, number | string> {
  const pick = (f: (s: MoveSample) => number) => samples.map(f);
  const round = (n: number) => Math.round(n * 10) / 10;
  const other = pick((s) => s.total - s.request - s.json);
  return {
    game: game.id,
    setup: game.setup,
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
    // Where the p95 comes from: a lifted cover draws the whole table for the next person.
    coverLifts: samples.filter((s) => s.fromCover).length,
    coverP95: round(percentile(samples.filter((s) => s.fromCover).map((s) => s.total), 95)),
    tableP95: round(percentile(samples.filter((s) => !s.fromCover).map((s) => s.total), 95)),
  };
}

interface Options {
  moves: number;
  staticDir: string;
  gameIds: string[];
  profileDir: string | null;
  /** Playwright's own click (its checks inside the timed window), as the bench clicked before. */
  locatorClick: boolean;
  /** Every command as a request, as before the web host's command socket (the page gets no WebSocket). */
  requests: boolean;
  /** Chromium as it comes, without the switches Velada's window runs with (electron/chromium-features.ts). */
  chromiumDefaults: boolean;
  /** Cold starts to take the median of (0: none). */
  coldRuns: number;
}

function parse(): Options {
  let values: { moves?: string; 'static-dir'?: string; games?: string; profile?: string; 'locator-click'?: boolean; requests?: boolean; 'chromium-defaults'?: boolean; 'cold-runs'?: string };
  try {
    ({ values } = parseArgs({
      options: { moves: { type: 'string' }, 'static-dir': { type: 'string' }, games: { type: 'string' }, profile: { type: 'string' }, 'locator-click': { type: 'boolean' }, requests: { type: 'boolean' }, 'chromium-defaults': { type: 'boolean' }, 'cold-runs': { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError(`${USAGE}: ${(err as Error).message}`);
  }
  const moves = intFlag('moves', values.moves, 200, 1, 10_000);
  const ids = values.games?.split(',').map((s) => s.trim()) ?? [...GAME_IDS];
  const unknown = ids.filter((id) => !GAME_IDS.includes(id));
  if (unknown.length > 0) throw new UsageError(`${USAGE}: unknown game ${unknown.join(', ')} (one of ${GAME_IDS.join(', ')})`);
  const staticDir = path.resolve(values['static-dir'] ?? 'dist/renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new UsageError(`No built renderer in ${staticDir}: run "npm run build:renderer" (npm run bench:ui does it)`);
  if (!existsSync(CHROMIUM)) throw new UsageError(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const profileDir = values.profile ? path.resolve(values.profile) : null;
  return { moves, staticDir, gameIds: GAME_IDS.filter((id) => ids.includes(id)), profileDir, locatorClick: values['locator-click'] ?? false,
    requests: values.requests ?? false,
    chromiumDefaults: values['chromium-defaults'] ?? false,
    coldRuns: intFlag('cold-runs', values['cold-runs'], 5, 0, 100),
  };
}

async function benchMoves(browser: Browser, options: Options): Promise<Record<string, number | string>[]> {
  const { BENCH_GAMES, playGames } = await import('./bench-ui/games');
  const games = options.gameIds.map((id) => {
    const game = BENCH_GAMES.find((g) => g.id === id);
    if (!game) throw new Error(`bench-ui/games.ts has no game ${id}`);
    return game;
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velada-bench-ui-'));
  const host = await startHostProcess(options.staticDir, dataDir);
  const rows: Record<string, number | string>[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'es-ES', reducedMotion: 'reduce' });
    if (options.requests) await context.addInitScript({ content: 'delete window.WebSocket;' });
    await context.addInitScript({ path: PAGE_SCRIPT });
    const page = await context.newPage();
    if (!options.locatorClick) clickLikeAMouse(page);
    // A control that never settles is a failure to report, not a reason to wait for ever.
    page.setDefaultTimeout(15_000);
    if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
    for (const game of games) {
      const profiling = options.profileDir ? await startProfile(page, options.profileDir, game.id) : null;
      const row = summarize(game, await playGames(game, page, host.url, options.moves));
      rows.push(row);
      process.stdout.write(
        `${String(row.game).padEnd(9)} ${row.moves} moves  click→table p50 ${row.p50} ms  p95 ${row.p95} ms (target ≤ ${TARGET_P95_MS})  ` +
          `| per move p50: request ${row.requestP50} ms (host ${row.hostP50} ms), JSON ${row.jsonP50} ms, store+render ${row.renderP50} ms (p95 ${row.renderP95}); ` +
          `${row.requestsPerMove} requests, ${row.kbPerMove} KB; p95 of moves on the table ${row.tableP95} ms, of ${row.coverLifts} lifted covers ${row.coverP95} ms  [${row.setup}]\n`,
      );
      if (profiling) process.stdout.write(`  self time (${game.id}.cpuprofile):\n${(await profiling.stop()).map((l) => `  ${l}`).join('\n')}\n`);
    }
    await context.close();
  } finally {
    await stopHostProcess(host);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main(): Promise<void> {
  const options = parse();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', ...(options.chromiumDefaults ? [] : chromiumSwitches())] });
  try {
    const rows = await benchMoves(browser, options);
    const cold = options.coldRuns > 0 ? await measureColdStart(browser, options.staticDir, options.coldRuns) : null;
    const kb = (n: number) => Math.round(n / 102.4) / 10;
    if (cold) {
      process.stdout.write(
        `cold start (median of ${options.coldRuns}): host ${Math.round(cold.median.hostMs)} ms + page ${Math.round(cold.median.pageMs)} ms → home interactive ` +
          `${Math.round(cold.median.totalMs)} ms (target ≤ ${TARGET_COLD_START_MS})\n` +
          `first screen JavaScript: ${cold.js.files.length} files, ${kb(cold.js.bytes)} kB (${kb(cold.js.gzipBytes)} kB gzipped)\n`,
      );
    }
    if (options.profileDir) process.stdout.write('(profiled: the sampler slows the page, so these figures do not compare with unprofiled runs)\n');
    process.stdout.write(
      `${JSON.stringify({ targetP95Ms: TARGET_P95_MS, games: rows, coldStart: cold && { targetMs: TARGET_COLD_START_MS, ...cold.median, runs: cold.runs }, firstScreenJs: cold?.js ?? null })}\n`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) fail(err.message);
  fail(`bench:ui failed: ${(err as Error)?.stack ?? String(err)}`, 1);
});
