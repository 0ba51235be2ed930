/**
 * The When Darkness Comes rows of `npm run bench` (called from scripts/bench.ts): what the roll
 * helper waits for when a family changes a pool.
 *  - odds: the exact odds table for every pool size 1..20, cold (caches cleared; median of a
 *    few runs) and cached (what every later change of the pool costs);
 *  - odds20: the single largest pool cold, the worst single step of the helper;
 *  - readRoll: rolls read per second on random 6-dice rolls from the seeded PRNG;
 *  - the board game's engine and hero-bot rows (darkness-game-bench.ts);
 *  - the hero bot's decision time at each level, Fácil / Normal / Difícil (darkness-level-bench.ts).
 */
import { performance } from 'node:perf_hooks';
import { seedRng } from '../shared/engine/rng';
import { MAX_ODDS_DICE, oddsAtLeast, readRoll, rollDice } from '../shared/games/darkness/dice';
import { clearOddsCache } from '../shared/games/darkness/dice/odds';
import { median } from './lib/stats';
import { DARKNESS_GAME_TARGETS, darknessGameBench } from './darkness-game-bench';
import { darknessLevelBench } from './darkness-level-bench';

/**
 * The helper recomputes the odds whenever a pool changes, so a cold table must stay well under a
 * frame of patience (250 ms) and a cached one free; a roll is read once per click, so 200,000 a
 * second (5 µs each) leaves room for the next issue's bots to read thousands per decision.
 */
export const DARKNESS_TARGETS = { oddsTableColdMs: 250, oddsTableCachedMs: 1, readRollPerSecond: 200_000 };
const COLD_RUNS = 5;

function allSizes(): void {
  for (let n = 1; n <= MAX_ODDS_DICE; n++) oddsAtLeast(n);
}

function timeMs(work: () => void): number {
  const t0 = performance.now();
  work();
  return performance.now() - t0;
}

function readRollThroughput(seconds: number): { perSecond: number; rolls: number } {
  // Pre-rolled so the figure is the reading alone, not the PRNG.
  let rng = seedRng('darkness-bench');
  const rolls: number[][] = [];
  for (let i = 0; i < 10_000; i++) {
    const r = rollDice(rng, 6);
    rolls.push(r.faces);
    rng = r.rng;
  }
  let read = 0;
  let sink = 0;
  const started = performance.now();
  const budget = Math.min(seconds, 1) * 1000;
  while (performance.now() - started < budget) {
    for (const faces of rolls) sink += readRoll(faces).level;
    read += rolls.length;
  }
  const elapsed = (performance.now() - started) / 1000;
  if (sink < 0) throw new Error('darkness bench: impossible level sum');
  return { perSecond: read / elapsed, rolls: read };
}

export interface DarknessBench {
  lines: string[];
  json: Record<string, unknown>;
}

export function darknessBench(seconds: number): DarknessBench {
  const T = DARKNESS_TARGETS;
  const cold: number[] = [];
  const largest: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    clearOddsCache();
    largest.push(timeMs(() => oddsAtLeast(MAX_ODDS_DICE)));
    clearOddsCache();
    cold.push(timeMs(allSizes));
  }
  const coldMs = median(cold);
  const largestMs = median(largest);
  const cachedMs = median(Array.from({ length: 21 }, () => timeMs(allSizes)));
  const reading = readRollThroughput(seconds);
  const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const game = darknessGameBench(seconds);
  const G = DARKNESS_GAME_TARGETS;
  const engineOk = game.actionsPerSecond >= G.engineActionsPerSecond;
  const botOk = game.botP95Ms <= G.botP95Ms;
  const levels = darknessLevelBench();
  const lines = [
    `darkness odds  ${fmt(coldMs)} ms for the exact table of 1-${MAX_ODDS_DICE} dice cold (median of ${COLD_RUNS}; ${MAX_ODDS_DICE} dice alone ${fmt(largestMs)} ms)   target ≤ ${T.oddsTableColdMs} ms  ${verdict(coldMs <= T.oddsTableColdMs)}`,
    `darkness odds  ${fmt(cachedMs, 4)} ms for the same table cached   target ≤ ${T.oddsTableCachedMs} ms  ${verdict(cachedMs <= T.oddsTableCachedMs)}`,
    `darkness readRoll  ${fmt(reading.perSecond, 0)} rolls/s (6 dice, ${reading.rolls} rolls)   target ≥ ${fmt(T.readRollPerSecond, 0)}  ${verdict(reading.perSecond >= T.readRollPerSecond)}`,
    `darkness engine  ${fmt(game.actionsPerSecond, 0)} actions/s (apply over ${game.games} recorded bot games of every scenario at 1-4 heroes, ${game.actions} actions; ${fmt(game.applyMicros, 1)} µs each; ${fmt(game.cpuActionsPerSecond, 0)}/s of CPU time)   target ≥ ${fmt(G.engineActionsPerSecond, 0)}  ${verdict(engineOk)}`,
    `darkness bot  decision p50 ${fmt(game.botP50Ms, 3)} ms, p95 ${fmt(game.botP95Ms, 3)} ms, max ${fmt(game.botMaxMs)} ms over ${game.decisions} decisions (the seat's view + legal list p95 ${fmt(game.viewAndLegalP95Ms, 3)} ms more)   target p95 ≤ ${G.botP95Ms} ms  ${verdict(botOk)}`,
    ...levels.map(
      (r) =>
        `darkness bot ${r.level}  decision p50 ${fmt(r.botP50Ms, 3)} ms, p95 ${fmt(r.botP95Ms, 3)} ms, max ${fmt(r.botMaxMs)} ms over ${r.decisions} decisions (every scenario at 2 and 4 heroes)   target p95 ≤ ${r.targetP95Ms} ms  ${verdict(r.pass)}`,
    ),
  ];
  return {
    lines,
    json: {
      oddsTableColdMs: round(coldMs),
      odds20ColdMs: round(largestMs),
      oddsTableCachedMs: round(cachedMs),
      readRollPerSecond: Math.round(reading.perSecond),
      engineActionsPerSecond: Math.round(game.actionsPerSecond),
      engineCpuActionsPerSecond: Math.round(game.cpuActionsPerSecond),
      engineApplyMicros: round(game.applyMicros),
      botP50Ms: round(game.botP50Ms),
      botP95Ms: round(game.botP95Ms),
      viewAndLegalP95Ms: round(game.viewAndLegalP95Ms),
      botLevels: levels.map((r) => ({ ...r, botP50Ms: round(r.botP50Ms), botP95Ms: round(r.botP95Ms), botMaxMs: round(r.botMaxMs) })),
      targets: { ...T, ...G },
      pass: {
        oddsCold: coldMs <= T.oddsTableColdMs,
        oddsCached: cachedMs <= T.oddsTableCachedMs,
        readRoll: reading.perSecond >= T.readRollPerSecond,
        engine: engineOk,
        bot: botOk,
        botLevels: levels.every((r) => r.pass),
      },
    },
  };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
