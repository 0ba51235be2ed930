/**
 * `npm run sim -- --game salem --players <P | A..B> --games G --seed S [--variant V]... [--max-actions M]`
 * Plays G games of Salem 1692 with the bot in every seat (shared/games/salem/bot, deciding from
 * its own view), characters dealt from the seed. Prints one JSON line per player count:
 * {"game","players","games","wins","losses","winRate","meanRounds","meanTurns","nights",
 * "conspiracies","actionsPerSecond"} — wins are the Town's, losses the witches'; meanTurns,
 * nights and conspiracies are means per finished game (+ "variants" when given, + "unfinished"
 * and "error" when a game did not end). --variant takes a key of the game's variants
 * (shortGame, moreWitches, hardConspiracy, silentDeaths, pointTwo, pietyDoubles) and may repeat.
 * Exit 0, 1 when a game did not end, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { botChooser, playGame } from '../shared/engine/play';
import { salem } from '../shared/games/salem';
import type { SalemOptions, SalemState, SalemVariants } from '../shared/games/salem/types';
import { intFlag, UsageError } from './lib/cli';

const USAGE = 'usage: npm run sim -- --game salem --players <P | A..B> --games <G> --seed <S> [--variant <V>]... [--max-actions <M>]';
const VARIANTS: readonly (keyof SalemVariants)[] = ['shortGame', 'moreWitches', 'hardConspiracy', 'silentDeaths', 'pointTwo', 'pietyDoubles'];

export interface SalemSimArgs {
  players: number[];
  games: number;
  seed: string;
  variants: (keyof SalemVariants)[];
  maxActions: number;
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
      game: { type: 'string' },
      players: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      variant: { type: 'string', multiple: true },
      'max-actions': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.seed === undefined || values.seed.trim() === '') throw new UsageError(`--seed is required\n${USAGE}`);
  if (values.games === undefined) throw new UsageError(`--games is required\n${USAGE}`);
  const variants = (values.variant ?? []).map((v) => v.trim());
  for (const v of variants) {
    if (!(VARIANTS as readonly string[]).includes(v)) throw new UsageError(`unknown salem variant "${v}"; known: ${VARIANTS.join(', ')}`);
  }
  return {
    players: playerCounts(values.players),
    games: intFlag('games', values.games, 1, 1, 100_000),
    seed: values.seed,
    variants: variants as (keyof SalemVariants)[],
    maxActions: intFlag('max-actions', values['max-actions'], 50_000, 1, 10_000_000),
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

const round2 = (n: number) => Math.round(n * 100) / 100;

export function simulatePlayers(players: number, args: SalemSimArgs): { line: Record<string, unknown>; unfinished: number } {
  const options = salemOptions(players, args.variants);
  let wins = 0;
  let losses = 0;
  let rounds = 0;
  let turns = 0;
  let nights = 0;
  let conspiracies = 0;
  let actions = 0;
  const errors: string[] = [];
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    let game: ReturnType<typeof playGame>;
    try {
      game = playGame(salem, options, `${args.seed}:${players}:${i}`, botChooser, { maxActions: args.maxActions });
    } catch (err) {
      errors.push(`game ${i}: threw ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    actions += game.actions;
    if (!game.result) {
      errors.push(`game ${i}: ${game.error}`);
      continue;
    }
    const s = game.state as SalemState;
    if (game.result.outcome === 'victory') wins++;
    else losses++;
    rounds += game.rounds;
    turns += s.counts.turns;
    nights += s.counts.nights;
    conspiracies += s.counts.conspiracies;
  }
  const seconds = (performance.now() - started) / 1000;
  const ended = wins + losses;
  const mean = (total: number) => (ended > 0 ? round2(total / ended) : null);
  const line: Record<string, unknown> = {
    game: 'salem',
    players,
    games: args.games,
    wins,
    losses,
    winRate: ended > 0 ? round2(wins / ended) : null,
    meanRounds: mean(rounds),
    meanTurns: mean(turns),
    nights: mean(nights),
    conspiracies: mean(conspiracies),
    actionsPerSecond: seconds > 0 ? Math.round(actions / seconds) : null,
  };
  if (args.variants.length > 0) line.variants = args.variants;
  if (errors.length > 0) {
    line.unfinished = errors.length;
    line.error = errors.slice(0, 3).join('; ') + (errors.length > 3 ? `; and ${errors.length - 3} more` : '');
  }
  return { line, unfinished: errors.length };
}

/** Runs the salem sim, one line per player count; returns the exit code. Bad arguments throw UsageError (exit 2). */
export function runSalemSim(argv: string[], write: (line: string) => void): number {
  const args = parseSalemArgs(argv);
  // Options first, so a refused count fails before any game is played.
  for (const players of args.players) salemOptions(players, args.variants);
  let unfinished = 0;
  for (const players of args.players) {
    const run = simulatePlayers(players, args);
    unfinished += run.unfinished;
    write(JSON.stringify(run.line) + '\n');
  }
  return unfinished > 0 ? 1 : 0;
}
