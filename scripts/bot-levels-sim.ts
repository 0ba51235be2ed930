/**
 * `npx tsx scripts/bot-levels-sim.ts --game grizzled|silentes --level easy|normal|hard[,…] --games N --seed S [--players 2..5 or A..B] [--variant V]`
 * Issue 24: a team of bots at one level in every seat, per player count; prints one JSON line per
 * (level, players): wins/games, the rate with its Wilson 95% interval, and the bot's decision
 * p50/p95 in ms. The Grizzled: the variant named (default normal; the official 2-player game is
 * twoPlayer, the Chaplain's, G41). Deterministic for a seed.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { isBotLevel, type BotLevel } from '../shared/engine/bot-level';
import { gameModule } from '../shared/games/registry';
import { playGame, type Chooser } from './lib/play';
import { percentile } from './lib/stats';
import { wilson } from '../shared/engine/wilson';
import { HARD_BUDGET } from '../shared/games/grizzled/bot/search';

export interface LevelRow {
  game: string;
  level: BotLevel;
  players: number;
  /** The Grizzled's variant; absent for other games. */
  variant?: string;
  games: number;
  wins: number;
  rate: number;
  wilson95: [number, number];
  decisionP50Ms: number;
  decisionP95Ms: number;
  unfinished: number;
}

export function levelRun(gameId: string, level: BotLevel, players: number, games: number, seed: string, variant = 'normal'): LevelRow {
  const module = gameModule(gameId);
  if (!module) throw new Error(`unknown game ${gameId}`);
  const names = Array.from({ length: players }, (_, i) => `Bot ${i + 1}`);
  const parsed = module.parseOptions(gameId === 'grizzled' ? { players: names, variant } : { players: names });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const ms: number[] = [];
  const chooser: Chooser = (m, c) => {
    const v = m.view(c.state, { kind: 'seat', seat: c.seat });
    const t0 = performance.now();
    const a = m.bot(v, c.seat, c.legal, c.seed, level);
    ms.push(performance.now() - t0);
    return a;
  };
  let wins = 0;
  let unfinished = 0;
  for (let g = 0; g < games; g++) {
    const played = playGame(module, parsed.value, `${seed}/${players}/${g}`, chooser);
    if (played.error) unfinished++;
    if (played.result?.outcome === 'victory') wins++;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const [lo, hi] = wilson(wins, games);
  return {
    game: gameId, level, players, ...(gameId === 'grizzled' ? { variant } : {}), games, wins, rate: round(wins / games), wilson95: [round(lo), round(hi)],
    decisionP50Ms: round(percentile(ms, 50)), decisionP95Ms: round(percentile(ms, 95)), unfinished,
  };
}

function main(): void {
  const { values } = parseArgs({
    options: { game: { type: 'string' }, level: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, players: { type: 'string' }, budget: { type: 'string' }, variant: { type: 'string' } },
    strict: true,
  });
  // --budget rollouts=160,missions=0,margin=0.5: tries another Grizzled search budget (experiments only).
  for (const kv of values.budget?.split(',') ?? []) {
    const [k, n] = kv.split('=');
    if (!(k! in HARD_BUDGET)) throw new Error(`unknown budget key ${k}`);
    (HARD_BUDGET as unknown as Record<string, number>)[k!] = Number(n);
  }
  const game = values.game ?? 'grizzled';
  const levels = (values.level ?? 'normal').split(',');
  for (const l of levels) if (!isBotLevel(l)) throw new Error(`bad level ${l}`);
  const games = Number(values.games ?? 100);
  const seed = values.seed ?? 'levels';
  const range = (values.players ?? (game === 'grizzled' ? '2..5' : '2')).split('..').map(Number);
  const [from, to] = [range[0]!, range[1] ?? range[0]!];
  for (let p = from; p <= to; p++) {
    for (const level of levels as BotLevel[]) process.stdout.write(`${JSON.stringify(levelRun(game, level, p, games, seed, values.variant ?? 'normal'))}\n`);
  }
}

if (process.argv[1]?.endsWith('bot-levels-sim.ts')) main();
