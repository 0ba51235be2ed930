/**
 * The Tragedy Looper rows of `npm run bench` (called from scripts/bench.ts):
 *  - engine: looper.apply actions per second under random legal play (target ≥ 50,000);
 *  - bots: AI mastermind decision p50/p95 and protagonist-bot decision p95 (targets p95 ≤ 250 ms),
 *    timed over whole games of the AI mastermind against the protagonist bot;
 *  - hypotheses: consistentHypotheses on the public history of a finished 4-loop game (≤ 500 ms);
 *  - resume: replaying that game's whole action log from its seed (≤ 50 ms);
 *  - levels: each bot level's decision p50/p95 per side on the same positions (looper-bench-levels.ts).
 */
import { performance } from 'node:perf_hooks';
import type { Seat } from '../shared/engine/contract';
import { nextSeed } from '../shared/engine/play';
import { seedRng } from '../shared/engine/rng';
import { looper } from '../shared/games/looper';
import { looperBot } from '../shared/games/looper/bot';
import { hypothesisSpace } from '../shared/games/looper/bot/hypotheses';
import { historyFromViews } from '../shared/games/looper/bot/public-history';
import { randomLegal } from '../shared/games/looper/random-bot';
import { shippedScript } from '../shared/games/looper/scripts';
import { MASTERMIND, type LooperAction, type LooperOptions, type LooperState, type LooperView } from '../shared/games/looper/types';
import { percentile } from './lib/stats';
import { levelLines, levelTimings } from './looper-bench-levels';

export const LOOPER_TARGETS = { engineActionsPerSecond: 50_000, botP95Ms: 250, hypothesesMs: 500, resumeMs: 50 };
const PLAYERS = ['Mente', 'Ana', 'Luis', 'Eva'];
/** Bot games alternate a Basic Tragedy and a First Steps script, both of four loops the AI mastermind usually plays out. */
const BOT_SCRIPTS = ['velada-bt-1', 'velada-fs-2'];

function optionsFor(scriptId: string): LooperOptions {
  const script = shippedScript(scriptId);
  if (!script) throw new Error(`looper bench: no shipped script ${scriptId}`);
  const parsed = looper.parseOptions({ players: PLAYERS, script });
  if (!parsed.ok) throw new Error(`looper bench: ${parsed.error.message}`);
  return parsed.value;
}

type Pick = (s: LooperState, seat: Seat, legal: LooperAction[], seed: number) => LooperAction;

interface Played {
  seed: string;
  end: LooperState;
  actions: { seat: Seat; action: LooperAction }[];
  views: LooperView[];
  applyMs: number;
  /** Time spent listing the legal actions the random player chose from. */
  legalMs: number;
}

function play(options: LooperOptions, seed: string, pick: Pick, keepViews: boolean): Played {
  let s = looper.setup(options, seed);
  let rng = seedRng(`${seed}/choices`);
  const actions: Played['actions'] = [];
  const views: LooperView[] = keepViews ? [looper.view(s, { kind: 'public' })] : [];
  let applyMs = 0;
  let legalMs = 0;
  for (let n = 0; n < 20_000 && !s.result; n++) {
    const seat = looper.status(s).deciding[0]!;
    const l0 = performance.now();
    const legal = looper.legalActions(s, seat);
    legalMs += performance.now() - l0;
    let decision: number;
    [decision, rng] = nextSeed(rng);
    const action = pick(s, seat, legal, decision);
    const t0 = performance.now();
    const r = looper.apply(s, seat, action);
    applyMs += performance.now() - t0;
    if (!r.ok) throw new Error(`looper bench: rejected ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    actions.push({ seat, action });
    if (keepViews) views.push(looper.view(s, { kind: 'public' }));
  }
  return { seed, end: s, actions, views, applyMs, legalMs };
}

const random: Pick = (_s, _seat, legal, seed) => randomLegal(legal, seed);

function engine(seconds: number) {
  const scripts = ['velada-fs-1', 'velada-bt-1', 'velada-bt-4'].map(optionsFor);
  let actions = 0;
  let applyMs = 0;
  let legalMs = 0;
  let games = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const game = play(scripts[games % scripts.length]!, `looper-bench:${games}`, random, false);
    actions += game.actions.length;
    applyMs += game.applyMs;
    legalMs += game.legalMs;
    games++;
  }
  // Headline = apply only, as for the other games (scripts/bench.ts); legal moves and apply together beside it.
  return {
    actionsPerSecond: (actions * 1000) / applyMs,
    withLegalPerSecond: (actions * 1000) / (applyMs + legalMs),
    actions,
    games,
  };
}

function botGames(maxGames: number, seconds: number) {
  const mastermind: number[] = [];
  const protagonist: number[] = [];
  const timedBot: Pick = (s, seat, legal, seed) => {
    const view = looper.view(s, { kind: 'seat', seat });
    const t0 = performance.now();
    const a = looperBot(view, seat, legal, seed);
    if (legal.length > 1) (seat === MASTERMIND ? mastermind : protagonist).push(performance.now() - t0);
    return a;
  };
  let long: (Played & { scriptId: string }) | null = null;
  const started = performance.now();
  for (let g = 0; g < maxGames && (g < 2 || performance.now() - started < seconds * 1000 || !long); g++) {
    const scriptId = BOT_SCRIPTS[g % BOT_SCRIPTS.length]!;
    const game = play(optionsFor(scriptId), `looper-bench-bots:${g}`, timedBot, true);
    if (!long && game.end.loop >= 4) long = { ...game, scriptId };
  }
  return { mastermind, protagonist, long };
}

function replayMs(options: LooperOptions, seed: string, actions: Played['actions'], runs = 5): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    let s = looper.setup(options, seed);
    for (const { seat, action } of actions) {
      const next = looper.apply(s, seat, action);
      if (!next.ok) throw new Error('looper bench: replay diverged');
      s = next.state;
    }
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

export interface LooperBench {
  lines: string[];
  json: Record<string, unknown>;
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function looperBench(seconds: number): LooperBench {
  const T = LOOPER_TARGETS;
  const e = engine(seconds);
  const bots = botGames(12, seconds);
  const lines = [
    `looper engine  ${fmt(e.actionsPerSecond, 0)} actions/s (random legal play: ${e.actions} actions, ${e.games} games; with legalActions ${fmt(e.withLegalPerSecond, 0)}/s)   target ≥ ${fmt(T.engineActionsPerSecond, 0)}  ${verdict(e.actionsPerSecond >= T.engineActionsPerSecond)}`,
  ];
  const mm50 = percentile(bots.mastermind, 50);
  const mm95 = percentile(bots.mastermind, 95);
  const pr95 = percentile(bots.protagonist, 95);
  lines.push(`looper bots  AI mastermind decision p50 ${fmt(mm50)} ms, p95 ${fmt(mm95)} ms (${bots.mastermind.length} decisions)   target p95 ≤ ${T.botP95Ms} ms  ${verdict(mm95 <= T.botP95Ms)}`);
  lines.push(`looper bots  protagonist-bot decision p95 ${fmt(pr95)} ms (${bots.protagonist.length} decisions)   target p95 ≤ ${T.botP95Ms} ms  ${verdict(pr95 <= T.botP95Ms)}`);
  let hypothesesMs: number | null = null;
  let resume: number | null = null;
  let longActions = 0;
  if (bots.long) {
    const history = historyFromViews(bots.long.views);
    const t0 = performance.now();
    const space = hypothesisSpace(history);
    hypothesesMs = performance.now() - t0;
    longActions = bots.long.actions.length;
    resume = replayMs(optionsFor(bots.long.scriptId), bots.long.seed, bots.long.actions);
    lines.push(
      `looper hypotheses  ${fmt(hypothesesMs)} ms for consistentHypotheses on a ${bots.long.end.loop}-loop history of ${bots.long.scriptId} (${history.frames.length} frames, ${space.hypotheses.length} hypotheses${space.capped ? ', capped' : ''})   target ≤ ${T.hypothesesMs} ms  ${verdict(hypothesesMs <= T.hypothesesMs)}`,
    );
    lines.push(`looper resume  ${fmt(resume, 2)} ms to replay a finished ${bots.long.end.loop}-loop game of ${bots.long.scriptId} from its log (${longActions} actions)   target ≤ ${T.resumeMs} ms  ${verdict(resume <= T.resumeMs)}`);
  } else {
    lines.push('looper hypotheses  no 4-loop game in this run (the bots ended every game sooner)');
  }
  const levels = levelTimings(seconds < 5 ? 24 : 80);
  lines.push(...levelLines(levels));
  return {
    lines,
    json: {
      levels: levels.map((t) => ({ ...t, p50: round(t.p50), p95: round(t.p95) })),
      engineActionsPerSecond: Math.round(e.actionsPerSecond),
      engineWithLegalPerSecond: Math.round(e.withLegalPerSecond),
      mastermindP50Ms: round(mm50),
      mastermindP95Ms: round(mm95),
      protagonistP95Ms: round(pr95),
      hypothesesMs: hypothesesMs === null ? null : round(hypothesesMs),
      resumeMs: resume === null ? null : round(resume),
      resumeActions: longActions,
      targets: T,
    },
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
