/**
 * The When Darkness Comes bot-level rows of `npm run bench` (issue 24, called from darkness-bench.ts):
 * the hero bot's decision time at each level (easy, normal, hard), every hero seat at that level,
 * over whole bot games of every shipped scenario at 2 and 4 heroes (one game each, seeds fixed),
 * timing the bot's call alone (its view and legal list are built before the clock starts).
 * Targets (issue 24 §3): Normal p95 ≤ 50 ms (Fácil the same), Difícil p95 ≤ 250 ms on this machine.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type BotLevel } from '../shared/engine/bot-level';
import { nextSeed } from '../shared/engine/play';
import { seedRng } from '../shared/engine/rng';
import { SCENARIOS } from '../shared/games/darkness/content';
import { darkness } from '../shared/games/darkness/game';
import { heroBot } from '../shared/games/darkness/game/bot';
import { botGameOptions } from '../shared/games/darkness/game/bot/sim-options';
import type { DarknessState } from '../shared/games/darkness/game/types';
import { botDecisionFigures } from './lib/stats';

export const DARKNESS_LEVEL_TARGETS: Record<BotLevel, number> = { easy: 50, normal: 50, hard: 250 };
const MAX_ACTIONS = 20_000;

function timeGame(level: BotLevel, scenarioId: string, heroes: number, game: number, ms: number[]): void {
  const seed = `bench:darkness:level:${scenarioId}:${heroes}`;
  let s: DarknessState = darkness.setup(botGameOptions(scenarioId, heroes, game), seed);
  let rng = seedRng(`${seed}/choices`);
  for (let steps = 0; !s.result && steps < MAX_ACTIONS; steps++) {
    const seat = darkness.status(s).deciding[0];
    if (seat === undefined) break;
    const legal = darkness.legalActions(s, seat);
    const view = darkness.view(s, { kind: 'seat', seat });
    let decision: number;
    [decision, rng] = nextSeed(rng);
    const t0 = performance.now();
    const action = heroBot(view, seat, legal, decision, level);
    ms.push(performance.now() - t0);
    const r = darkness.apply(s, seat, action);
    if (!r.ok) throw new Error(`darkness level bench: ${level} move rejected ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
  }
}

export interface LevelRow {
  level: BotLevel;
  decisions: number;
  botP50Ms: number;
  botP95Ms: number;
  botMaxMs: number;
  targetP95Ms: number;
  pass: boolean;
}

export function darknessLevelBench(): LevelRow[] {
  return BOT_LEVELS.map((level) => {
    const ms: number[] = [];
    let game = 0;
    for (const heroes of [2, 4]) for (const sc of SCENARIOS) if (heroes >= sc.players.min && heroes <= sc.players.max) timeGame(level, sc.id, heroes, game++, ms);
    const f = botDecisionFigures(ms);
    const target = DARKNESS_LEVEL_TARGETS[level];
    return { level, decisions: f.decisions, botP50Ms: f.botP50Ms, botP95Ms: f.botP95Ms, botMaxMs: f.botMaxMs, targetP95Ms: target, pass: f.botP95Ms <= target };
  });
}
