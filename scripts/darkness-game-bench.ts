/**
 * The When Darkness Comes board game rows of `npm run bench` (called from darkness-bench.ts):
 *  - engine: darkness.apply actions per second, replaying recorded bot games of every shipped
 *    scenario at 1–4 heroes, 2 first (apply only: the reducer answering moves; target ≥ 50,000);
 *    beside it the same figure in the process's CPU time, which a busy machine does not stretch;
 *  - bot: the hero bot's decision time p50/p95 over those games (target p95 ≤ 50 ms), beside the
 *    time the seat's view and legal actions took to build (what a bot step also costs main).
 */
import { performance } from 'node:perf_hooks';
import { nextSeed } from '../shared/engine/play';
import { seedRng } from '../shared/engine/rng';
import { SCENARIOS } from '../shared/games/darkness/content';
import { darkness } from '../shared/games/darkness/game';
import { heroBot } from '../shared/games/darkness/game/bot';
import { botGameOptions } from '../shared/games/darkness/game/bot/sim-options';
import type { DarknessAction, DarknessOptions, DarknessState } from '../shared/games/darkness/game/types';
import { botDecisionFigures, percentile } from './lib/stats';
import { timeApplies, type Step } from './lib/timed-replay';

export const DARKNESS_GAME_TARGETS = { engineActionsPerSecond: 50_000, botP95Ms: 50 };
const MAX_ACTIONS = 20_000;

interface Recorded {
  options: DarknessOptions;
  seed: string;
  steps: Step<DarknessAction>[];
}

/** One bot game, timing each decision of the bot and the view + legal list it was given. */
function record(options: DarknessOptions, seed: string, botMs: number[], askMs: number[]): Recorded {
  let s: DarknessState = darkness.setup(options, seed);
  let rng = seedRng(`${seed}/choices`);
  const steps: Recorded['steps'] = [];
  while (!s.result && steps.length < MAX_ACTIONS) {
    const seat = darkness.status(s).deciding[0];
    if (seat === undefined) break;
    const t0 = performance.now();
    const legal = darkness.legalActions(s, seat);
    const view = darkness.view(s, { kind: 'seat', seat });
    const t1 = performance.now();
    let decision: number;
    [decision, rng] = nextSeed(rng);
    const action = heroBot(view, seat, legal, decision);
    botMs.push(performance.now() - t1);
    askMs.push(t1 - t0);
    const r = darkness.apply(s, seat, action);
    if (!r.ok) throw new Error(`darkness bench: bot move rejected ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    steps.push({ seat, action });
  }
  return { options, seed, steps };
}

/** One recorded game replayed: the wall time its applies took, and the CPU time of the whole replay but setup. */
function replayMs(game: Recorded): { wallMs: number; cpuMs: number } {
  const start = darkness.setup(game.options, game.seed);
  const cpu0 = process.cpuUsage();
  const wallMs = timeApplies(darkness, start, game.steps);
  const cpu = process.cpuUsage(cpu0);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export function darknessGameBench(seconds: number) {
  const botMs: number[] = [];
  const askMs: number[] = [];
  const games: Recorded[] = [];
  const started = performance.now();
  // Every scenario in turn, at 2 heroes first, then 1, 3 and 4 (what each takes), for about half the
  // time and at least one game of each scenario.
  const configs = [2, 1, 3, 4].flatMap((n) => SCENARIOS.filter((sc) => n >= sc.players.min && n <= sc.players.max).map((sc) => ({ id: sc.id, n })));
  for (let i = 0; games.length < SCENARIOS.length || performance.now() - started < (seconds * 1000) / 2; i++) {
    const c = configs[i % configs.length]!;
    games.push(record(botGameOptions(c.id, c.n, i), `bench:darkness:${i}`, botMs, askMs));
  }
  // One untimed pass first: the first replay of a game runs the reducer's code cold (the JIT has only
  // seen it under the bot's recording), which measured 37,000/s where every later pass gives 55–63,000.
  for (const g of games) replayMs(g);
  let applyMs = 0;
  let cpuMs = 0;
  let applied = 0;
  const replayStart = performance.now();
  for (let round = 0; round === 0 || performance.now() - replayStart < (seconds * 1000) / 2; round++) {
    for (const g of games) {
      const spent = replayMs(g);
      applyMs += spent.wallMs;
      cpuMs += spent.cpuMs;
      applied += g.steps.length;
    }
  }
  return {
    actionsPerSecond: (applied * 1000) / applyMs,
    cpuActionsPerSecond: (applied * 1000) / cpuMs,
    applyMicros: (applyMs * 1000) / applied,
    actions: applied,
    games: games.length,
    ...botDecisionFigures(botMs),
    viewAndLegalP95Ms: percentile(askMs, 95),
  };
}
