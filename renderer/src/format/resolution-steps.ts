/**
 * What the resolution player shows, game-neutral. Each game turns the public log lines that
 * a move added into steps (renderer/src/games/<game>/resolution.ts); the player only knows
 * these four kinds of motion.
 */
import type { Translator } from '../i18n/translator';
import type { LogTone } from './log-tone';

export type StepMotion =
  /** a card (or tile, or coin) turns face up: `label` is what it shows */
  | 'flip'
  /** a counter moves from `from` to `to` (out of `max` when the counter has one) */
  | 'counter'
  /** a place lights up: `label` names it */
  | 'zone'
  /** nothing moves: the line alone says it */
  | 'line';

export interface ResolutionStep {
  motion: StepMotion;
  /** The log key the step comes from (kept for the table's data attributes and tests). */
  key: string;
  /** The log line as players read it. */
  caption: string;
  label?: string;
  from?: number;
  to?: number;
  max?: number;
  tone: LogTone | null;
}

/** A log line as both games write it; `to` marks a line only one seat may read. */
export interface PublicLogLine {
  key: string;
  params: Record<string, string | number>;
  to?: number;
}

export interface StepContext {
  tr: Translator;
  names: readonly string[];
  /** Seats played by bots: their moves are watched like automatic resolution. */
  bots: readonly number[];
  /** The snapshot's view (public while a cover shows), for a game whose seats are named in it (Darkness' heroes); others ignore it. */
  view?: unknown;
}

export type StepBuilder = (lines: readonly PublicLogLine[], ctx: StepContext) => ResolutionStep[];

/** The lines anyone at the table may read: a seat's private lines never reach a shared screen. */
export function publicLines<E extends PublicLogLine>(log: readonly E[]): E[] {
  return log.filter((entry) => entry.to === undefined);
}

/** The same line: most often the same object (the table store keeps unchanged lines), else equal key and params. */
function sameLine(a: PublicLogLine, b: PublicLogLine): boolean {
  if (a === b) return true;
  if (a.key !== b.key) return false;
  const keys = Object.keys(a.params);
  return keys.length === Object.keys(b.params).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b.params, k) && sameValue(a.params[k], b.params[k]));
}

/** A param is a string or a number, or (a game's dice, say) a small JSON value. */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * The public lines `next` adds to `previous`. The log only grows while a game moves on; when
 * it does not start with the previous one (an undo, another game) nothing is new.
 */
export function addedPublicLines<E extends PublicLogLine>(previous: readonly E[], next: readonly E[]): E[] {
  const before = publicLines(previous);
  const after = publicLines(next);
  if (after.length < before.length) return [];
  for (let i = 0; i < before.length; i++) if (!sameLine(before[i]!, after[i]!)) return [];
  return after.slice(before.length);
}

/**
 * A move is worth watching when something automatic happened or a bot moved; then every line
 * it added plays, the move that set it off first. A person's own plain move plays nothing.
 */
export function watchedLines<E extends PublicLogLine>(
  lines: readonly E[],
  automatic: ReadonlySet<string>,
  moves: ReadonlySet<string>,
  bots: readonly number[],
): E[] {
  const botMoved = (line: E) => moves.has(line.key) && typeof line.params.seat === 'number' && bots.includes(line.params.seat);
  return lines.some((line) => automatic.has(line.key) || botMoved(line)) ? [...lines] : [];
}

/** Milliseconds a step stays on screen at normal pace (slow doubles it). */
export function stepDuration(step: Pick<ResolutionStep, 'motion'>): number {
  return step.motion === 'line' ? 900 : 1300;
}
