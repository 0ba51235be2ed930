/**
 * `npm run sim -- --game darkness --scenario <id|all> --players N --games G --seed S [--max-actions M]`
 * Plays G games of one shipped scenario (or of each, with `all`) with the hero bot in every hero
 * seat (shared/games/darkness/game/bot, deciding from its own view) and no Master, so the
 * adversaries act by themselves; heroes are Velada's pregens, rotating seats game by game. Prints
 * one JSON line per scenario: {"game","scenario","players","games","wins","losses","winRate",
 * "objectiveRate","meanRounds","meanTurns","actionsPerSecond"} (+ "unfinished"/"error" when a game
 * did not end, + "skipped" when the scenario does not take that many players).
 * Exit 0, 1 when a game did not end, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { AnyGameModule, Seat } from '../shared/engine/contract';
import { playGame, type Chooser } from '../shared/engine/play';
import { SCENARIOS, scenarioById } from '../shared/games/darkness/content';
import type { ScenarioDef } from '../shared/games/darkness/content/types';
import { darkness } from '../shared/games/darkness/game';
import { heroBot } from '../shared/games/darkness/game/bot';
import { botGameOptions } from '../shared/games/darkness/game/bot/sim-options';
import type { DarknessAction, DarknessState } from '../shared/games/darkness/game/types';
import { intFlag, UsageError } from './lib/cli';

const USAGE = 'usage: npm run sim -- --game darkness --scenario <id|all> --players <N> --games <G> --seed <S> [--max-actions <M>]';

export interface DarknessSimArgs {
  scenarios: readonly ScenarioDef[];
  players: number;
  games: number;
  seed: string;
  maxActions: number;
}

export function parseDarknessArgs(argv: string[]): DarknessSimArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      scenario: { type: 'string' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      'max-actions': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.scenario) throw new UsageError(`--scenario is required for darkness (an id or "all")\n${USAGE}`);
  if (values.seed === undefined || values.seed.trim() === '') throw new UsageError(`--seed is required\n${USAGE}`);
  if (values.games === undefined) throw new UsageError(`--games is required\n${USAGE}`);
  const one = values.scenario === 'all' ? null : scenarioById(values.scenario);
  if (values.scenario !== 'all' && !one) throw new UsageError(`unknown scenario "${values.scenario}"; shipped: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  return {
    scenarios: one ? [one] : SCENARIOS,
    players: intFlag('players', values.players, 2, 1, 6),
    games: intFlag('games', values.games, 1, 1, 100_000),
    seed: values.seed,
    maxActions: intFlag('max-actions', values['max-actions'], 20_000, 1, 10_000_000),
  };
}

/** Every hero seat is the hero bot, from its own view only (a Master seat would take masterBot's choice). */
export const darknessChooser: Chooser = (module: AnyGameModule, c) =>
  heroBot(module.view(c.state, { kind: 'seat', seat: c.seat as Seat }), c.seat as Seat, c.legal as DarknessAction[], c.seed);

export interface ScenarioRun {
  line: Record<string, unknown>;
  unfinished: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function simulateScenario(scenario: ScenarioDef, args: Omit<DarknessSimArgs, 'scenarios'>): ScenarioRun {
  const base = { game: 'darkness', scenario: scenario.id, players: args.players, games: args.games };
  if (args.players < scenario.players.min || args.players > scenario.players.max) {
    return { line: { ...base, skipped: `${scenario.id} takes ${scenario.players.min}-${scenario.players.max} players` }, unfinished: 0 };
  }
  let wins = 0;
  let losses = 0;
  let objectives = 0;
  let rounds = 0;
  let turns = 0;
  let actions = 0;
  const errors: string[] = [];
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    const options = botGameOptions(scenario.id, args.players, i);
    let game: ReturnType<typeof playGame>;
    try {
      game = playGame(darkness, options, `${args.seed}:${scenario.id}:${i}`, darknessChooser, { maxActions: args.maxActions });
    } catch (err) {
      errors.push(`game ${i}: threw ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    actions += game.actions;
    const s = game.state as DarknessState;
    if (!game.result || !s.result) {
      errors.push(`game ${i}: ${game.error}`);
      continue;
    }
    if (s.result.outcome === 'victory') wins++;
    else losses++;
    if (s.result.objectiveAchieved) objectives++;
    rounds += s.round;
    turns += s.turn.number;
  }
  const seconds = (performance.now() - started) / 1000;
  const ended = wins + losses;
  const line: Record<string, unknown> = {
    ...base,
    wins,
    losses,
    winRate: ended > 0 ? round2(wins / ended) : null,
    objectiveRate: ended > 0 ? round2(objectives / ended) : null,
    meanRounds: ended > 0 ? round2(rounds / ended) : null,
    meanTurns: ended > 0 ? round2(turns / ended) : null,
    actionsPerSecond: seconds > 0 ? Math.round(actions / seconds) : null,
  };
  if (errors.length > 0) {
    line.unfinished = errors.length;
    line.error = errors.slice(0, 3).join('; ') + (errors.length > 3 ? `; and ${errors.length - 3} more` : '');
  }
  return { line, unfinished: errors.length };
}

/** Runs the darkness sim; returns the exit code. Bad arguments throw UsageError (the caller prints it, exit 2). */
export function runDarknessSim(argv: string[], write: (line: string) => void): number {
  const args = parseDarknessArgs(argv);
  let unfinished = 0;
  for (const scenario of args.scenarios) {
    const run = simulateScenario(scenario, args);
    unfinished += run.unfinished;
    write(JSON.stringify(run.line) + '\n');
  }
  return unfinished > 0 ? 1 : 0;
}
