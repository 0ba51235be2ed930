/**
 * `npm run sim -- --game darkness --scenario <id|all> --players N --games G --seed S [--level easy|normal|hard] [--max-actions M]`
 * Plays G games of one shipped scenario (or of each, with `all`) with the hero bot in every hero
 * seat (shared/games/darkness/game/bot, deciding from its own view, at `--level`, default normal =
 * the bot every earlier table was made with) and no Master, so the
 * adversaries act by themselves; heroes are Velada's pregens, rotating seats game by game. Prints
 * one JSON line per scenario: {"game","scenario","players","level","games","wins","losses","winRate",
 * "objectiveRate","meanRounds","meanTurns","actionsPerSecond"} (+ "unfinished"/"error" when a game
 * did not end, + "skipped" when the scenario does not take that many players).
 * Exit 0, 1 when a game did not end, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import type { AnyGameModule, Seat } from '../shared/engine/contract';
import { playGame, type Chooser } from '../shared/engine/play';
import { SCENARIOS, scenarioById } from '../shared/games/darkness/content';
import type { ScenarioDef } from '../shared/games/darkness/content/types';
import { darkness } from '../shared/games/darkness/game';
import { heroBot } from '../shared/games/darkness/game/bot';
import { botGameOptions } from '../shared/games/darkness/game/bot/sim-options';
import type { DarknessAction, DarknessState } from '../shared/games/darkness/game/types';
import { DEFAULT_BOT_LEVEL, isBotLevel, BOT_LEVELS, type BotLevel } from '../shared/engine/bot-level';
import { intFlag, UsageError } from './lib/cli';
import { maxActionsFlag, perEnded, playRow, requireSeedAndGames, runRows, SIM_FLAGS, withUnfinished, type SimRow } from './lib/sim-run';

const USAGE = 'usage: npm run sim -- --game darkness --scenario <id|all> --players <N> --games <G> --seed <S> [--level easy|normal|hard] [--max-actions <M>]';

export interface DarknessSimArgs {
  scenarios: readonly ScenarioDef[];
  players: number;
  games: number;
  seed: string;
  level: BotLevel;
  maxActions: number;
}

export function parseDarknessArgs(argv: string[]): DarknessSimArgs {
  const { values } = parseArgs({
    args: argv,
    options: { ...SIM_FLAGS, scenario: { type: 'string' }, players: { type: 'string' }, level: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.scenario) throw new UsageError(`--scenario is required for darkness (an id or "all")\n${USAGE}`);
  const seed = requireSeedAndGames(values, USAGE);
  const one = values.scenario === 'all' ? null : scenarioById(values.scenario);
  if (values.scenario !== 'all' && !one) throw new UsageError(`unknown scenario "${values.scenario}"; shipped: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  const level = values.level ?? DEFAULT_BOT_LEVEL;
  if (!isBotLevel(level)) throw new UsageError(`unknown --level "${level}"; one of ${BOT_LEVELS.join(', ')}\n${USAGE}`);
  return {
    level,
    scenarios: one ? [one] : SCENARIOS,
    players: intFlag('players', values.players, 2, 1, 6),
    games: intFlag('games', values.games, 1, 1, 100_000),
    seed,
    maxActions: maxActionsFlag(values['max-actions']),
  };
}

/** Every hero seat is the hero bot at `level`, from its own view only (a Master seat would take masterBot's choice). */
export function darknessChooser(level: BotLevel = DEFAULT_BOT_LEVEL): Chooser {
  return (module: AnyGameModule, c) =>
    heroBot(module.view(c.state, { kind: 'seat', seat: c.seat as Seat }), c.seat as Seat, c.legal as DarknessAction[], c.seed, level);
}

export function simulateScenario(scenario: ScenarioDef, args: Omit<DarknessSimArgs, 'scenarios'>): SimRow {
  const base = { game: 'darkness', scenario: scenario.id, players: args.players, level: args.level, games: args.games };
  if (args.players < scenario.players.min || args.players > scenario.players.max) {
    return { line: { ...base, skipped: `${scenario.id} takes ${scenario.players.min}-${scenario.players.max} players` }, unfinished: 0 };
  }
  const chooser = darknessChooser(args.level);
  let objectives = 0;
  let rounds = 0;
  let turns = 0;
  const t = playRow(
    args.games,
    (i) => playGame(darkness, botGameOptions(scenario.id, args.players, i), `${args.seed}:${scenario.id}:${i}`, chooser, { maxActions: args.maxActions }),
    (game) => {
      const s = game.state as DarknessState;
      if (s.result!.objectiveAchieved) objectives++;
      rounds += s.round;
      turns += s.turn.number;
    },
  );
  const line: Record<string, unknown> = {
    ...base,
    wins: t.wins,
    losses: t.losses,
    winRate: perEnded(t.wins, t),
    objectiveRate: perEnded(objectives, t),
    meanRounds: perEnded(rounds, t),
    meanTurns: perEnded(turns, t),
    actionsPerSecond: t.actionsPerSecond,
  };
  return { line: withUnfinished(line, t.errors), unfinished: t.errors.length };
}

/** Runs the darkness sim; returns the exit code. Bad arguments throw UsageError (the caller prints it, exit 2). */
export function runDarknessSim(argv: string[], write: (line: string) => void): number {
  const args = parseDarknessArgs(argv);
  return runRows(args.scenarios, (scenario) => simulateScenario(scenario, args), write);
}
