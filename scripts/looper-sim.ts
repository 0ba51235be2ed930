/**
 * `npm run sim -- --game looper --script <id|all> --games N --seed S [--mastermind ai|random]
 * [--protagonists bot|random] [--level easy|normal|hard] [--mastermind-level easy|normal|hard] [--players 2..4] [--max-actions M]`
 * Plays N games of one shipped script (or of each, with `all`) and prints one JSON line per
 * script: {"game","script","games","wins","losses","meanLoops","finalGuesses","actionsPerSecond"}
 * (wins are the protagonists'; finalGuesses counts games that reached the Final Guess; + the
 * options used, + "unfinished"/"error" when a game did not end). Each seat decides from its own
 * view: the AI mastermind and the protagonist bot are shared/games/looper/bot, "random" is a
 * seeded uniform choice among the legal actions. `--level` is the protagonist bots' level,
 * `--mastermind-level` the AI mastermind's (issue 24; both default to normal, today's play);
 * each JSON line names both. Exit 0, 1 when a game did not end, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../shared/engine/bot-level';
import type { Seat } from '../shared/engine/contract';
import { playGame, type Chooser } from '../shared/engine/play';
import { looper } from '../shared/games/looper';
import { looperBot } from '../shared/games/looper/bot';
import { randomLegal } from '../shared/games/looper/random-bot';
import { SHIPPED_SCRIPTS, shippedScript } from '../shared/games/looper/scripts';
import type { Script } from '../shared/games/looper/script';
import { MASTERMIND, type LooperAction, type LooperState } from '../shared/games/looper/types';
import { intFlag, UsageError } from './lib/cli';
import { maxActionsFlag, perEnded, playRow, requireSeedAndGames, runRows, SIM_FLAGS, withUnfinished, type SimRow } from './lib/sim-run';

const USAGE =
  'usage: npm run sim -- --game looper --script <id|all> --games <N> --seed <S> [--mastermind ai|random] [--protagonists bot|random] [--level easy|normal|hard] [--mastermind-level easy|normal|hard] [--players 2..4] [--max-actions <M>]';

export interface LooperSimArgs {
  scripts: Script[];
  games: number;
  seed: string;
  mastermind: 'ai' | 'random';
  protagonists: 'bot' | 'random';
  /** The protagonist bots' level and the AI mastermind's. */
  level: BotLevel;
  mastermindLevel: BotLevel;
  players: number;
  maxActions: number;
}

export function parseLooperArgs(argv: string[]): LooperSimArgs {
  const { values } = parseArgs({
    args: argv,
    options: { ...SIM_FLAGS, script: { type: 'string' }, mastermind: { type: 'string' }, protagonists: { type: 'string' }, players: { type: 'string' }, level: { type: 'string' }, 'mastermind-level': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.script) throw new UsageError(`--script is required for looper (an id or "all")\n${USAGE}`);
  const seed = requireSeedAndGames(values, USAGE);
  const one = values.script === 'all' ? null : shippedScript(values.script);
  if (values.script !== 'all' && !one) throw new UsageError(`unknown script "${values.script}"; shipped: ${SHIPPED_SCRIPTS.map((s) => s.id).join(', ')}`);
  const mastermind = values.mastermind ?? 'ai';
  if (mastermind !== 'ai' && mastermind !== 'random') throw new UsageError(`--mastermind must be ai or random, got "${mastermind}"`);
  const protagonists = values.protagonists ?? 'bot';
  if (protagonists !== 'bot' && protagonists !== 'random') throw new UsageError(`--protagonists must be bot or random, got "${protagonists}"`);
  const level = levelFlag('level', values.level);
  const mastermindLevel = levelFlag('mastermind-level', values['mastermind-level']);
  return {
    level,
    mastermindLevel,
    scripts: one ? [one] : SHIPPED_SCRIPTS,
    games: intFlag('games', values.games, 1, 1, 100_000),
    seed,
    mastermind,
    protagonists,
    players: intFlag('players', values.players, 4, 2, 4),
    maxActions: maxActionsFlag(values['max-actions']),
  };
}

function levelFlag(name: string, value: string | undefined): BotLevel {
  if (value === undefined) return DEFAULT_BOT_LEVEL;
  if (!isBotLevel(value)) throw new UsageError(`--${name} must be ${BOT_LEVELS.join(', ')}, got "${value}"\n${USAGE}`);
  return value;
}

function chooser(args: Pick<LooperSimArgs, 'mastermind' | 'protagonists' | 'level' | 'mastermindLevel'>): Chooser {
  return (module, c) => {
    const seat = c.seat as Seat;
    const smart = seat === MASTERMIND ? args.mastermind === 'ai' : args.protagonists === 'bot';
    const legal = c.legal as LooperAction[];
    if (!smart) return randomLegal(legal, c.seed);
    return looperBot(module.view(c.state, { kind: 'seat', seat }), seat, legal, c.seed, seat === MASTERMIND ? args.mastermindLevel : args.level);
  };
}

export function simulateScript(script: Script, args: Omit<LooperSimArgs, 'scripts'>): SimRow {
  const names = Array.from({ length: args.players }, (_, i) => (i === 0 ? 'Mente maestra' : `Protagonista ${i}`));
  const options = looper.parseOptions({ players: names, script });
  if (!options.ok) throw new UsageError(`looper refused the options for ${script.id}: ${options.error.message}`);
  let loops = 0;
  let finalGuesses = 0;
  const choose = chooser(args);
  const t = playRow(
    args.games,
    (i) => playGame(looper, options.value, `${args.seed}:${script.id}:${i}`, choose, { maxActions: args.maxActions }),
    (game) => {
      const s = game.state as LooperState;
      loops += s.loop;
      if (s.finalGuess) finalGuesses++;
    },
  );
  const line: Record<string, unknown> = {
    game: 'looper',
    script: script.id,
    games: args.games,
    wins: t.wins,
    losses: t.losses,
    meanLoops: perEnded(loops, t),
    finalGuesses,
    actionsPerSecond: t.actionsPerSecond,
    mastermind: args.mastermind,
    protagonists: args.protagonists,
    level: args.level,
    mastermindLevel: args.mastermindLevel,
    players: args.players,
  };
  return { line: withUnfinished(line, t.errors), unfinished: t.errors.length };
}

/** Runs the looper sim; returns the exit code. Bad arguments throw UsageError (the caller prints it, exit 2). */
export function runLooperSim(argv: string[], write: (line: string) => void): number {
  const args = parseLooperArgs(argv);
  return runRows(args.scripts, (script) => simulateScript(script, args), write);
}
