/**
 * A finished game's line of play, rebuilt from its start and its surviving moves: every
 * state along the way and the log lines each move produced. Games cap the log they keep in
 * their state, so end-of-game figures and the replay viewer need this uncapped record.
 * Pure: the caller supplies the states and moves (the session service reads them).
 */
import type { AnyGameModule, Seat } from './contract';

/** A log line as every game writes it: an i18n key, its parameters, and an optional reader. */
export interface HistoryEntry {
  key: string;
  params: Record<string, string | number>;
  to?: Seat;
}

export interface HistoryMove {
  seat: Seat;
  action: unknown;
}

export interface HistoryStep extends HistoryMove {
  /** Log lines this move added, in order (private ones keep their `to`). */
  entries: HistoryEntry[];
}

export interface GameHistory {
  /** Lines the start state already holds (setup's own, e.g. the first mission). */
  opening: HistoryEntry[];
  /** states[0] is the start; states[i] follows steps[i - 1]. */
  states: unknown[];
  steps: HistoryStep[];
}

/** A stored log row, reduced to what the undo stack needs. */
export interface LoggedRow {
  seq: number;
  seat: Seat;
  kind: 'action' | 'undo';
  action: unknown;
  undoes: number | null;
}

/**
 * The moves that still count: an undo takes back the surviving move it names, so what
 * remains is exactly the line of play that led to the final state.
 */
export function survivingMoves(rows: readonly LoggedRow[]): HistoryMove[] {
  const stack: LoggedRow[] = [];
  for (const row of rows) {
    if (row.kind === 'action') stack.push(row);
    else while (stack.length > 0 && stack[stack.length - 1]!.seq >= (row.undoes ?? Infinity)) stack.pop();
  }
  return stack.map((row) => ({ seat: row.seat, action: row.action }));
}

function logOf(state: unknown): readonly HistoryEntry[] {
  const log = (state as { log?: unknown }).log;
  return Array.isArray(log) ? (log as HistoryEntry[]) : [];
}

/**
 * Replays `moves` from `start`. A move the rules refuse means the saved line is not what it
 * claims to be: that is an error, never a silently shorter history.
 */
export function replayHistory(module: AnyGameModule, start: unknown, moves: readonly HistoryMove[]): GameHistory {
  const states: unknown[] = [start];
  const steps: HistoryStep[] = [];
  let state = start;
  moves.forEach((move, index) => {
    const applied = module.apply(state, move.seat, move.action);
    if (!applied.ok) throw new Error(`move ${index + 1} does not replay: ${applied.error.code}`);
    // Rules copy the log array but share its entries, so a new line is one the old log lacks.
    const before = new Set(logOf(state));
    const entries = logOf(applied.state).filter((entry) => !before.has(entry));
    state = applied.state;
    states.push(state);
    steps.push({ seat: move.seat, action: move.action, entries });
  });
  return { opening: logOf(start).slice(), states, steps };
}
