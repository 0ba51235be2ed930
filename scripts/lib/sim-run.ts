/**
 * What every game's sim shares: the flags all of them take, and the loop that plays a row's bot
 * games, counts the ended ones and reports the rest beside them instead of stopping the run.
 */
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from '../../shared/engine/bot-level';
import type { PlayedGame } from '../../shared/engine/play';
import { intFlag, UsageError } from './cli';

/** The flags of every sim, for node:util parseArgs; a game adds its own beside them. */
export const SIM_FLAGS = {
  game: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-actions': { type: 'string' },
} as const;

/** --seed and --games have no default: a run names what it plays. */
export function requireSeedAndGames(values: { seed?: string; games?: string }, usage: string): string {
  if (values.seed === undefined || values.seed.trim() === '') throw new UsageError(`--seed is required\n${usage}`);
  if (values.games === undefined) throw new UsageError(`--games is required\n${usage}`);
  return values.seed;
}

/** --level easy|normal|hard (issue 24): the bots' level, `normal` (today's bot) when left out. A sim adds `level: { type: 'string' }` to its flags to take it. */
export function levelFlag(raw: string | undefined): BotLevel {
  if (raw === undefined) return DEFAULT_BOT_LEVEL;
  if (!isBotLevel(raw)) throw new UsageError(`--level must be one of ${BOT_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}

export function maxActionsFlag(raw: string | undefined, fallback = 20_000): number {
  return intFlag('max-actions', raw, fallback, 1, 10_000_000);
}

export interface Tally {
  wins: number;
  losses: number;
  /** Games that ended with a result. */
  ended: number;
  actions: number;
  errors: string[];
  /** Actions per second over the whole row, null when it took no measurable time. */
  actionsPerSecond: number | null;
}

/**
 * Plays `games` games; `ended` sees each one that reached a result. An engine or bot exception
 * ends that game only: the row reports it beside the others.
 */
export function playRow(games: number, play: (i: number) => PlayedGame, ended: (game: PlayedGame) => void): Tally {
  const t: Tally = { wins: 0, losses: 0, ended: 0, actions: 0, errors: [], actionsPerSecond: null };
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    let game: PlayedGame;
    try {
      game = play(i);
    } catch (err) {
      t.errors.push(`game ${i}: threw ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    t.actions += game.actions;
    if (!game.result) {
      t.errors.push(`game ${i}: ${game.error}`);
      continue;
    }
    if (game.result.outcome === 'victory') t.wins++;
    else t.losses++;
    ended(game);
  }
  t.ended = t.wins + t.losses;
  const seconds = (performance.now() - started) / 1000;
  t.actionsPerSecond = seconds > 0 ? Math.round(t.actions / seconds) : null;
  return t;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A figure per ended game (a mean or a rate), to two decimals; null when none ended. */
export function perEnded(total: number, t: Tally): number | null {
  return t.ended > 0 ? round2(total / t.ended) : null;
}

/** Adds the unfinished games to a row's line, naming the first `shown` of them. */
export function withUnfinished(line: Record<string, unknown>, errors: readonly string[], shown = 3): Record<string, unknown> {
  if (errors.length > 0) {
    line.unfinished = errors.length;
    line.error = errors.slice(0, shown).join('; ') + (errors.length > shown ? `; and ${errors.length - shown} more` : '');
  }
  return line;
}

export interface SimRow {
  line: Record<string, unknown>;
  unfinished: number;
}

/** Prints one JSON line a row; the exit code is 1 when a game of any row did not end. */
export function runRows<R>(rows: readonly R[], simulate: (row: R) => SimRow, write: (line: string) => void): number {
  let unfinished = 0;
  for (const row of rows) {
    const run = simulate(row);
    unfinished += run.unfinished;
    write(JSON.stringify(run.line) + '\n');
  }
  return unfinished > 0 ? 1 : 0;
}
