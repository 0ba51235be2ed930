/**
 * `npm run sim -- --game <id> --games N --seed S [--players P] [--variant V] [--level L] [--max-actions M]`
 * Plays N games with the module's bot in every seat, at --level easy|normal|hard (default normal,
 * today's bot; issue 24), and prints one JSON line:
 * {"game","games","level","wins","losses","meanRounds","actionsPerSecond"} (+ "players" and "variant"
 * when given, + "unfinished" and "error" when some game did not reach a result). --players is
 * checked against the game's seat range; --variant goes to the game's own options (e.g. The
 * Grizzled: normal, rookie, veteran, twoPlayer), which refuse what the game does not know.
 * Exit code 0 when every game ended, 1 when some did not, 2 on bad arguments.
 * `--game looper` takes its own flags and prints one line per script (scripts/looper-sim.ts);
 * `--game darkness` takes --scenario <id|all> and prints one line per scenario (scripts/darkness-sim.ts);
 * `--game salem` takes --players P or a range A..B and prints one line per player count (scripts/salem-sim.ts).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { gameModule } from '../shared/games/registry';
import { fail, intFlag, UsageError } from './lib/cli';
import { levelFlag, maxActionsFlag, requireSeedAndGames, SIM_FLAGS, withUnfinished } from './lib/sim-run';
import { levelChooser, playGame } from './lib/play';
import { runLooperSim } from './looper-sim';
import { runDarknessSim } from './darkness-sim';
import { runSalemSim } from './salem-sim';

const USAGE = 'usage: npm run sim -- --game <id> --games <N> --seed <S> [--players <P>] [--variant <V>] [--level easy|normal|hard] [--max-actions <M>]';

function parse() {
  const { values } = parseArgs({
    options: { ...SIM_FLAGS, players: { type: 'string' }, variant: { type: 'string' }, level: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.game) throw new UsageError(`--game is required\n${USAGE}`);
  const module = gameModule(values.game);
  if (!module) throw new UsageError(`unknown or unplayable game "${values.game}"`);
  const seed = requireSeedAndGames(values, USAGE);
  if (values.variant !== undefined && values.variant.trim() === '') throw new UsageError(`--variant needs a value\n${USAGE}`);
  return {
    module,
    games: intFlag('games', values.games, 1, 1, 1_000_000),
    seed,
    players: values.players === undefined ? undefined : intFlag('players', values.players, module.seats.min, module.seats.min, module.seats.max),
    variant: values.variant?.trim(),
    level: levelFlag(values.level),
    maxActions: maxActionsFlag(values['max-actions']),
  };
}

/**
 * Tragedy Looper (--script, --mastermind, --protagonists: scripts/looper-sim.ts) and When Darkness
 * Comes (--scenario: scripts/darkness-sim.ts) have their own flags.
 */
function isGameRun(argv: string[], game: string): boolean {
  return argv.some((a, i) => a === `--game=${game}` || (a === '--game' && argv[i + 1] === game));
}

/** Runs a game's own sim (its own flags, one line per script or scenario); bad arguments exit 2. */
function ownSim(run: (argv: string[], write: (line: string) => void) => number, argv: string[]): number {
  try {
    return run(argv, (line) => process.stdout.write(line));
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) fail(err.message);
    throw err;
  }
}

function main(): number {
  const argv = process.argv.slice(2);
  if (isGameRun(argv, 'looper')) return ownSim(runLooperSim, argv);
  if (isGameRun(argv, 'darkness')) return ownSim(runDarknessSim, argv);
  if (isGameRun(argv, 'salem')) return ownSim(runSalemSim, argv);
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  const { module, games, seed, players, variant, level, maxActions } = args;
  const chooser = levelChooser(level);
  const seats = players ?? module.seats.min;
  const names = Array.from({ length: seats }, (_, i) => `Bot ${i + 1}`);
  const options = module.parseOptions(variant === undefined ? { players: names } : { players: names, variant });
  if (!options.ok) {
    fail(`${module.id} refused the options for ${seats} players${variant === undefined ? '' : ` (variant ${variant})`}: ${options.error.message}`);
  }

  let wins = 0;
  let losses = 0;
  let rounds = 0;
  let actions = 0;
  const errors: string[] = [];
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const game = playGame(module, options.value, `${seed}:${i}`, chooser, { maxActions });
    actions += game.actions;
    if (game.result) {
      if (game.result.outcome === 'victory') wins++;
      else losses++;
      rounds += game.rounds;
    } else {
      errors.push(`game ${i}: ${game.error}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const ended = wins + losses;
  const line: Record<string, unknown> = {
    game: module.id,
    games,
    level,
    wins,
    losses,
    meanRounds: ended > 0 ? Math.round((rounds / ended) * 100) / 100 : null,
    actionsPerSecond: seconds > 0 ? Math.round(actions / seconds) : null,
  };
  if (players !== undefined) line.players = players;
  if (variant !== undefined) line.variant = variant;
  process.stdout.write(JSON.stringify(withUnfinished(line, errors, 5)) + '\n');
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = main();
