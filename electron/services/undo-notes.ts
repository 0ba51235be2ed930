/**
 * "Ana deshizo su jugada" in the log. An undo restores the state before the move, log
 * included, so the engine's log never shows it; the session keeps it instead. Each recent
 * undo is remembered by the last few public log lines it left (its "tail"), and placed in a
 * later log right after where that tail still stands. Placing by content, not by index,
 * survives the games' log cap (the oldest lines drop off); an undo whose tail has dropped
 * off, or was itself undone, is no longer placed. Only public lines are used: who undid,
 * never what.
 */
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import type { UndoNote } from '../../shared/ipc/contract';

/** How many undos the log shows at most (the newest ones). */
export const RECENT_UNDOS = 5;
/** Public lines that identify the place of an undo. */
const TAIL_LINES = 4;

export interface UndoMark {
  seat: Seat;
  /** The last public log lines when the undo happened, as JSON, oldest first. */
  tail: string[];
}

/** The public lines of a view's log (the games mark a private line with `to`). */
export function publicLines(view: unknown): string[] {
  const log = (view as { log?: unknown } | null)?.log;
  if (!Array.isArray(log)) return [];
  return log.filter((entry) => (entry as { to?: unknown } | null)?.to === undefined).map((entry) => JSON.stringify(entry));
}

export function undoMark(module: AnyGameModule, restored: unknown, seat: Seat): UndoMark {
  return { seat, tail: publicLines(module.view(restored, { kind: 'public' })).slice(-TAIL_LINES) };
}

function endOfTail(lines: readonly string[], tail: readonly string[]): number | null {
  if (tail.length === 0) return 0;
  for (let end = lines.length; end >= tail.length; end--) {
    if (tail.every((line, i) => lines[end - tail.length + i] === line)) return end;
  }
  return null;
}

/** Where each remembered undo goes in `lines` (the public lines shown now), oldest first. */
export function placeUndos(marks: readonly UndoMark[], lines: readonly string[]): UndoNote[] {
  const notes: UndoNote[] = [];
  for (const mark of marks) {
    const at = endOfTail(lines, mark.tail);
    if (at !== null) notes.push({ seat: mark.seat, at });
  }
  return notes;
}
