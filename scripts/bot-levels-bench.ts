/**
 * The Grizzled and Silentes bot-level rows of `npm run bench` (issue 24, called from scripts/bench.ts):
 * each level's decision time p50/p95 over whole bot games played at that level (The Grizzled at 4
 * players, its normal game; Silentes), beside the targets: Difícil p95 ≤ 250 ms, Normal ≤ 50 ms.
 * Decisions with a single legal action are answered at once and are not counted.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type BotLevel } from '../shared/engine/bot-level';
import type { AnyGameModule } from '../shared/engine/contract';
import { grizzled } from '../shared/games/grizzled';
import { silentes } from '../shared/games/silentes';
import { playGame } from './lib/play';
import { percentile } from './lib/stats';

export const BOT_LEVEL_TARGETS: Record<BotLevel, number | null> = { easy: null, normal: 50, hard: 250 };

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function decisionTimes(module: AnyGameModule, options: unknown, level: BotLevel, seconds: number): { ms: number[]; games: number } {
  const ms: number[] = [];
  const until = performance.now() + seconds * 1000;
  let games = 0;
  while (games < 2 || (performance.now() < until && games < 200)) {
    playGame(module, options, `bench-levels/${games}`, (m, c) => {
      const v = m.view(c.state, { kind: 'seat', seat: c.seat });
      const t0 = performance.now();
      const a = m.bot(v, c.seat, c.legal, c.seed, level);
      if (c.legal.length > 1) ms.push(performance.now() - t0);
      return a;
    });
    games++;
  }
  return { ms, games };
}

export function grizzledSilentesBotBench(seconds: number): { lines: string[]; json: Record<string, unknown> } {
  const lines: string[] = [];
  const json: Record<string, unknown> = {};
  const tables: [string, AnyGameModule, unknown][] = [
    ['grizzled', grizzled, { players: ['Ana', 'Luis', 'Eva', 'Leo'], variant: 'normal' }],
    ['silentes', silentes, { players: ['Ana', 'Luis'], openHands: false }],
  ];
  for (const [id, module, options] of tables) {
    for (const level of BOT_LEVELS) {
      const { ms, games } = decisionTimes(module, options, level, seconds);
      const p50 = percentile(ms, 50);
      const p95 = percentile(ms, 95);
      const target = BOT_LEVEL_TARGETS[level];
      const tail = target === null ? '' : `   target p95 ≤ ${target} ms  ${verdict(p95 <= target)}`;
      lines.push(`${id} bot ${level}  decision p50 ${fmt(p50, 3)} ms, p95 ${fmt(p95, 3)} ms, max ${fmt(Math.max(...ms))} ms over ${ms.length} decisions in ${games} games${tail}`);
      json[`${id}Bot_${level}_p50Ms`] = Math.round(p50 * 1000) / 1000;
      json[`${id}Bot_${level}_p95Ms`] = Math.round(p95 * 1000) / 1000;
    }
  }
  return { lines, json };
}
