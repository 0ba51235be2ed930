/**
 * The Tragedy Looper bot-level rows of `npm run bench` (issue 24): decision time p50/p95 of each
 * level, for the AI mastermind and for the protagonist bot, on the same positions — every
 * decision with a choice of two games of the *Normal* bots (one Basic Tragedy, one First Steps
 * script), each seat deciding from its own view. Levels are timed one after another over all the
 * positions, so the protagonist bot's memo of its last hypothesis space rarely helps (in a real
 * game it does more often: these figures err on the slow side). Targets: *Difícil* p95 ≤ 250 ms,
 * *Normal* and *Fácil* p95 ≤ 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type BotLevel } from '../shared/engine/bot-level';
import type { Seat } from '../shared/engine/contract';
import { playGame } from '../shared/engine/play';
import { looper } from '../shared/games/looper';
import { looperBot } from '../shared/games/looper/bot';
import { shippedScript } from '../shared/games/looper/scripts';
import { MASTERMIND, type LooperAction, type LooperView } from '../shared/games/looper/types';
import { percentile } from './lib/stats';

export const LEVEL_TARGET_P95_MS: Record<BotLevel, number> = { easy: 50, normal: 50, hard: 250 };
const SCRIPTS = ['velada-bt-1', 'velada-fs-1'];
const PLAYERS = ['Mente', 'Ana', 'Luis', 'Eva'];

interface Position {
  view: LooperView;
  seat: Seat;
  legal: LooperAction[];
  seed: number;
}

/** Every decision with a choice in one seeded game of the Normal bots, up to `max` positions a side, spread over the game. */
function positions(maxPerSide: number): { mastermind: Position[]; protagonist: Position[] } {
  const all: { mastermind: Position[]; protagonist: Position[] } = { mastermind: [], protagonist: [] };
  for (const id of SCRIPTS) {
    const parsed = looper.parseOptions({ players: PLAYERS, script: shippedScript(id)! });
    if (!parsed.ok) throw new Error(`looper bench levels: ${parsed.error.message}`);
    playGame(looper, parsed.value, `looper-bench-levels:${id}`, (module, c) => {
      const view = module.view(c.state, { kind: 'seat', seat: c.seat }) as LooperView;
      const legal = c.legal as LooperAction[];
      if (legal.length > 1) all[c.seat === MASTERMIND ? 'mastermind' : 'protagonist'].push({ view, seat: c.seat, legal, seed: c.seed });
      return looperBot(view, c.seat, legal, c.seed);
    });
  }
  const spread = (xs: Position[]) => (xs.length <= maxPerSide ? xs : Array.from({ length: maxPerSide }, (_, i) => xs[Math.floor((i * xs.length) / maxPerSide)]!));
  return { mastermind: spread(all.mastermind), protagonist: spread(all.protagonist) };
}

export interface LevelTiming {
  level: BotLevel;
  side: 'mastermind' | 'protagonist';
  p50: number;
  p95: number;
  decisions: number;
}

function time(ps: Position[], level: BotLevel): number[] {
  return ps.map((p) => {
    const t0 = performance.now();
    looperBot(p.view, p.seat, p.legal, p.seed, level);
    return performance.now() - t0;
  });
}

/** One timing per level and side; `maxPerSide` bounds the positions (and so the run's length). */
export function levelTimings(maxPerSide = 80): LevelTiming[] {
  const ps = positions(maxPerSide);
  const out: LevelTiming[] = [];
  for (const level of BOT_LEVELS) {
    for (const side of ['mastermind', 'protagonist'] as const) {
      const t = time(ps[side], level);
      out.push({ level, side, p50: percentile(t, 50), p95: percentile(t, 95), decisions: t.length });
    }
  }
  return out;
}

export function levelLines(timings: LevelTiming[]): string[] {
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return timings.map((t) => {
    const target = LEVEL_TARGET_P95_MS[t.level];
    const who = t.side === 'mastermind' ? 'AI mastermind' : 'protagonist bot';
    return `looper level ${t.level}  ${who} decision p50 ${fmt(t.p50)} ms, p95 ${fmt(t.p95)} ms (${t.decisions} decisions)   target p95 ≤ ${target} ms  ${t.p95 <= target ? 'PASS' : 'MISS'}`;
  });
}
