/**
 * `npm run sim -- --game salem --players <P | A..B> --games G --seed S [--variant V]... [--max-actions M]`
 * Plays G games of Salem 1692 with the bot in every seat (shared/games/salem/bot, deciding from
 * its own view), characters dealt from the seed. Prints one JSON line per player count:
 * {"game","players","games","wins","losses","winRate","meanRounds","meanTurns","nights",
 * "conspiracies","actionsPerSecond"} — wins are the Town's, losses the witches'; meanTurns,
 * nights and conspiracies are means per finished game (+ "variants" when given, + "unfinished"
 * and "error" when a game did not end). --variant takes a key of the game's variants
 * (shortGame, moreWitches, hardConspiracy, silentDeaths, pointTwo, pietyDoubles) and may repeat.
 * Levels (issue 24): --level easy|normal|hard plays every bot seat at that level; --town-level and
 * --witch-level override it for the seats dealt each side at setup (default normal, today's bot).
 * Each line then carries "townLevel", "witchLevel" and "townWilson" (the Town win rate's Wilson 95% interval).
 * Exit 0, 1 when a game did not end, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../shared/engine/bot-level';
import { playGame } from '../shared/engine/play';
import { salem } from '../shared/games/salem';
import { sideChooser, wilson, type SideLevels } from '../shared/games/salem/bot/side-levels';
import type { SalemOptions, SalemState, SalemVariants } from '../shared/games/salem/types';
import { intFlag, UsageError } from './lib/cli';
import { maxActionsFlag, perEnded, playRow, requireSeedAndGames, runRows, SIM_FLAGS, withUnfinished, type SimRow } from './lib/sim-run';

const USAGE = 'usage: npm run sim -- --game salem --players <P | A..B> --games <G> --seed <S> [--variant <V>]... [--max-actions <M>] [--level L] [--town-level L] [--witch-level L]';
const VARIANTS: readonly (keyof SalemVariants)[] = ['shortGame', 'moreWitches', 'hardConspiracy', 'silentDeaths', 'pointTwo', 'pietyDoubles'];

export interface SalemSimArgs {
  players: number[];
  games: number;
  seed: string;
  variants: (keyof SalemVariants)[];
  maxActions: number;
  levels: SideLevels;
}

function levelFlag(name: string, raw: string | undefined, fallback: BotLevel): BotLevel {
  if (raw === undefined) return fallback;
  const v = raw.trim();
  if (!isBotLevel(v)) throw new UsageError(`--${name} must be one of ${BOT_LEVELS.join(', ')}, got "${raw}"`);
  return v;
}

/** "6" → [6]; "4..12" → [4, 5, …, 12], each within the game's 4–12 seats. */
export function playerCounts(raw: string | undefined): number[] {
  const { min, max } = salem.seats;
  if (raw === undefined) return [min];
  const range = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(raw);
  if (!range) return [intFlag('players', raw, min, min, max)];
  const from = intFlag('players', range[1], min, min, max);
  const to = intFlag('players', range[2], max, min, max);
  if (from > to) throw new UsageError(`--players range must go up, got ${raw}`);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function parseSalemArgs(argv: string[]): SalemSimArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...SIM_FLAGS,
      players: { type: 'string' },
      variant: { type: 'string', multiple: true },
      level: { type: 'string' },
      'town-level': { type: 'string' },
      'witch-level': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const seed = requireSeedAndGames(values, USAGE);
  const all = levelFlag('level', values.level, DEFAULT_BOT_LEVEL);
  const variants = (values.variant ?? []).map((v) => v.trim());
  for (const v of variants) {
    if (!(VARIANTS as readonly string[]).includes(v)) throw new UsageError(`unknown salem variant "${v}"; known: ${VARIANTS.join(', ')}`);
  }
  return {
    players: playerCounts(values.players),
    games: intFlag('games', values.games, 1, 1, 100_000),
    seed,
    variants: variants as (keyof SalemVariants)[],
    maxActions: maxActionsFlag(values['max-actions'], 50_000),
    levels: { town: levelFlag('town-level', values['town-level'], all), witch: levelFlag('witch-level', values['witch-level'], all) },
  };
}

export function salemOptions(players: number, variants: readonly (keyof SalemVariants)[]): SalemOptions {
  const parsed = salem.parseOptions({
    players: Array.from({ length: players }, (_, i) => `Bot ${i + 1}`),
    variants: Object.fromEntries(variants.map((v) => [v, true])),
  });
  if (!parsed.ok) throw new UsageError(`salem refused the options for ${players} players: ${parsed.error.message}`);
  return parsed.value;
}

export function simulatePlayers(players: number, args: SalemSimArgs): SimRow {
  const options = salemOptions(players, args.variants);
  let rounds = 0;
  let turns = 0;
  let nights = 0;
  let conspiracies = 0;
  const t = playRow(
    args.games,
    (i) => {
      const seed = `${args.seed}:${players}:${i}`;
      // The side each seat was dealt picks its level; the bots themselves only see their own views.
      const chooser = sideChooser(salem.setup(options, seed), args.levels);
      return playGame(salem, options, seed, chooser, { maxActions: args.maxActions });
    },
    (game) => {
      const s = game.state as SalemState;
      rounds += game.rounds;
      turns += s.counts.turns;
      nights += s.counts.nights;
      conspiracies += s.counts.conspiracies;
    },
  );
  const line: Record<string, unknown> = {
    game: 'salem',
    players,
    games: args.games,
    wins: t.wins,
    losses: t.losses,
    winRate: perEnded(t.wins, t),
    townWilson: wilson(t.wins, t.ended).map((x) => Math.round(x * 1000) / 1000),
    townLevel: args.levels.town,
    witchLevel: args.levels.witch,
    meanRounds: perEnded(rounds, t),
    meanTurns: perEnded(turns, t),
    nights: perEnded(nights, t),
    conspiracies: perEnded(conspiracies, t),
    actionsPerSecond: t.actionsPerSecond,
  };
  if (args.variants.length > 0) line.variants = args.variants;
  return { line: withUnfinished(line, t.errors), unfinished: t.errors.length };
}

/** Runs the salem sim, one line per player count; returns the exit code. Bad arguments throw UsageError (exit 2). */
export function runSalemSim(argv: string[], write: (line: string) => void): number {
  const args = parseSalemArgs(argv);
  // Options first, so a refused count fails before any game is played.
  for (const players of args.players) salemOptions(players, args.variants);
  return runRows(args.players, (players) => simulatePlayers(players, args), write);
}
