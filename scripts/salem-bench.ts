/**
 * The Salem 1692 rows of `npm run bench` (called from scripts/bench.ts), at 12 players, the
 * largest table:
 *  - engine: salem.apply actions per second, replaying recorded bot games (apply only: the reducer
 *    answering moves; target ≥ 100,000), with what legalActions and a seat's view cost per action
 *    beside it (what a bot step or a screen refresh also asks of main);
 *  - bot: the bot's decision time p50/p95 over those games (target p95 ≤ 50 ms), and one row per
 *    level (issue 24) over games with that level in every seat: Fácil and Normal p95 ≤ 50 ms,
 *    Difícil p95 ≤ 250 ms.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type BotLevel } from '../shared/engine/bot-level';
import { nextSeed } from '../shared/engine/play';
import { seedRng } from '../shared/engine/rng';
import { salem } from '../shared/games/salem';
import type { SalemAction, SalemOptions, SalemState } from '../shared/games/salem/types';
import { botDecisionFigures } from './lib/stats';
import { timeApplies, type Step } from './lib/timed-replay';

export const SALEM_TARGETS = { salemEngineActionsPerSecond: 100_000, salemBotP95Ms: 50 };
/** Issue 24: a decision's p95 per level, on the 2-core machine. */
export const SALEM_LEVEL_P95_MS: Record<BotLevel, number> = { easy: 50, normal: 50, hard: 250 };
export const SALEM_BENCH_PLAYERS = 12;
const MAX_ACTIONS = 50_000;

interface Recorded {
  seed: string;
  steps: Step<SalemAction>[];
}

function options(): SalemOptions {
  const parsed = salem.parseOptions({ players: Array.from({ length: SALEM_BENCH_PLAYERS }, (_, i) => `Bot ${i + 1}`) });
  if (!parsed.ok) throw new Error(`salem bench: ${parsed.error.message}`);
  return parsed.value;
}

/** One bot game, timing the bot's decisions and, apart, the legal list and the view it was given. */
function record(opts: SalemOptions, seed: string, botMs: number[], legalMs: number[], viewMs: number[], level: BotLevel = 'normal'): Recorded {
  let s: SalemState = salem.setup(opts, seed);
  let rng = seedRng(`${seed}/choices`);
  const steps: Recorded['steps'] = [];
  while (!s.result && steps.length < MAX_ACTIONS) {
    const seat = salem.status(s).deciding[0];
    if (seat === undefined) throw new Error(`salem bench: nobody decides in ${seed}`);
    const t0 = performance.now();
    const legal = salem.legalActions(s, seat);
    const t1 = performance.now();
    const view = salem.view(s, { kind: 'seat', seat });
    const t2 = performance.now();
    let decision: number;
    [decision, rng] = nextSeed(rng);
    const action = salem.bot(view, seat, legal, decision, level);
    botMs.push(performance.now() - t2);
    legalMs.push(t1 - t0);
    viewMs.push(t2 - t1);
    const r = salem.apply(s, seat, action);
    if (!r.ok) throw new Error(`salem bench: bot move rejected ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    steps.push({ seat, action });
  }
  if (!s.result) throw new Error(`salem bench: game ${seed} did not end in ${MAX_ACTIONS} actions`);
  return { seed, steps };
}

function replayMs(opts: SalemOptions, game: Recorded): number {
  return timeApplies(salem, salem.setup(opts, game.seed), game.steps);
}

const mean = (xs: readonly number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);

export function salemGameBench(seconds: number) {
  const opts = options();
  const botMs: number[] = [];
  const legalMs: number[] = [];
  const viewMs: number[] = [];
  const games: Recorded[] = [];
  const started = performance.now();
  // Bot games for about half the time (at least two), then the reducer alone over their moves.
  while (games.length < 2 || performance.now() - started < (seconds * 1000) / 2) {
    games.push(record(opts, `bench:salem:${games.length}`, botMs, legalMs, viewMs));
  }
  // One untimed pass first, so the figure is the reducer warm (as in a long evening), not the JIT's first look.
  for (const g of games) replayMs(opts, g);
  let applyMs = 0;
  let applied = 0;
  const replayStart = performance.now();
  for (let round = 0; round === 0 || performance.now() - replayStart < (seconds * 1000) / 2; round++) {
    for (const g of games) {
      applyMs += replayMs(opts, g);
      applied += g.steps.length;
    }
  }
  return {
    players: SALEM_BENCH_PLAYERS,
    actionsPerSecond: (applied * 1000) / applyMs,
    applyMicros: (applyMs * 1000) / applied,
    legalMicros: mean(legalMs) * 1000,
    viewMicros: mean(viewMs) * 1000,
    actions: applied,
    games: games.length,
    ...botDecisionFigures(botMs),
  };
}

/** The bot's decisions at one level in every seat, for about `seconds` (at least two games). */
export function salemLevelBench(seconds: number, level: BotLevel) {
  const opts = options();
  const botMs: number[] = [];
  const started = performance.now();
  let games = 0;
  while (games < 2 || performance.now() - started < seconds * 1000) {
    record(opts, `bench:salem:${level}:${games}`, botMs, [], [], level);
    games++;
  }
  return { level, games, ...botDecisionFigures(botMs) };
}

export interface SalemBench {
  lines: string[];
  json: Record<string, unknown>;
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function salemBench(seconds: number): SalemBench {
  const b = salemGameBench(seconds);
  const T = SALEM_TARGETS;
  const engineOk = b.actionsPerSecond >= T.salemEngineActionsPerSecond;
  const botOk = b.botP95Ms <= T.salemBotP95Ms;
  const levels = BOT_LEVELS.map((level) => salemLevelBench(Math.max(1, seconds / 4), level));
  const levelOk = levels.map((l) => l.botP95Ms <= SALEM_LEVEL_P95_MS[l.level]);
  return {
    lines: [
      `salem engine  ${fmt(b.actionsPerSecond, 0)} actions/s (apply over ${b.games} recorded bot games, ${b.players} players, ${b.actions} actions; ${fmt(b.applyMicros, 1)} µs each; legalActions ${fmt(b.legalMicros, 1)} µs, a seat's view ${fmt(b.viewMicros, 1)} µs)   target ≥ ${fmt(T.salemEngineActionsPerSecond, 0)}  ${verdict(engineOk)}`,
      `salem bot  decision p50 ${fmt(b.botP50Ms, 3)} ms, p95 ${fmt(b.botP95Ms, 3)} ms, max ${fmt(b.botMaxMs)} ms over ${b.decisions} decisions, ${b.players} players   target p95 ≤ ${T.salemBotP95Ms} ms  ${verdict(botOk)}`,
      ...levels.map(
        (l, i) =>
          `salem bot ${l.level.padEnd(6)} decision p50 ${fmt(l.botP50Ms, 3)} ms, p95 ${fmt(l.botP95Ms, 3)} ms, max ${fmt(l.botMaxMs)} ms over ${l.decisions} decisions (${l.games} games, every seat ${l.level}), ${SALEM_BENCH_PLAYERS} players   target p95 ≤ ${SALEM_LEVEL_P95_MS[l.level]} ms  ${verdict(levelOk[i]!)}`,
      ),
    ],
    json: {
      salemPlayers: b.players,
      salemEngineActionsPerSecond: Math.round(b.actionsPerSecond),
      salemEngineApplyMicros: round3(b.applyMicros),
      salemLegalActionsMicros: round3(b.legalMicros),
      salemViewMicros: round3(b.viewMicros),
      salemBotP50Ms: round3(b.botP50Ms),
      salemBotP95Ms: round3(b.botP95Ms),
      salemTargets: T,
      salemLevels: Object.fromEntries(levels.map((l) => [l.level, { p50Ms: round3(l.botP50Ms), p95Ms: round3(l.botP95Ms), maxMs: round3(l.botMaxMs), decisions: l.decisions }])),
      salemLevelTargetsP95Ms: SALEM_LEVEL_P95_MS,
      salemPass: { engine: engineOk, bot: botOk, levels: Object.fromEntries(levels.map((l, i) => [l.level, levelOk[i]])) },
    },
  };
}
