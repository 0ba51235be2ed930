/**
 * The log as the table shows it. The engine writes a confession twice: its `confess` line ("Ana
 * confiesa y revela su carta de Juicio n.º 2: Bruja.") and, right after it, the `reveal` line
 * every reveal writes (same seat, position and face). Saves replay that log as written, so the
 * engine keeps both; the table marks that reveal `confessedReveal` and its log hides the line
 * (ruling S97). The line keeps its place rather than leaving the list: the undo notes, the lines
 * marked new and the recap count the public lines by position.
 */
import type { LogEntry } from '../../../../../shared/games/salem/types';

export const CONFESSED_REVEAL = 'confessedReveal';

/** A log entry as shown: the engine's, or the reveal a confession already told. */
export type ShownEntry = Omit<LogEntry, 'key'> & { key: LogEntry['key'] | typeof CONFESSED_REVEAL };

/** A log line as the table and the resolution player read it. */
type Line = Pick<LogEntry, 'params' | 'to'> & { key: string };

/** The reveal written by the confession just before it: the same seat, position and face. */
export function repeatsConfession(entry: Line, previous: Line | undefined): boolean {
  if (entry.key !== 'reveal' || previous?.key !== 'confess' || entry.to !== undefined || previous.to !== undefined) return false;
  const [a, b] = [entry.params, previous.params];
  return a.target === b.seat && a.index === b.index && a.face === b.face;
}

/** One marked copy per engine entry: the table store keeps unchanged entries, so the log re-renders new lines only. */
const marked = new WeakMap<LogEntry, ShownEntry>();

export function shownLog(log: readonly LogEntry[]): readonly ShownEntry[] {
  if (!log.some((entry, i) => repeatsConfession(entry, log[i - 1]))) return log;
  return log.map((entry, i) => {
    if (!repeatsConfession(entry, log[i - 1])) return entry;
    let copy = marked.get(entry);
    if (!copy) {
      copy = { ...entry, key: CONFESSED_REVEAL };
      marked.set(entry, copy);
    }
    return copy;
  });
}

/**
 * What a shown entry says: the engine line's words, or nothing for the reveal a confession already
 * told — the log keeps its place unseen, and the recap (which skips a line with no words) lists the
 * confession once.
 */
export function shownText(entry: ShownEntry, read: (entry: LogEntry) => string): string {
  return entry.key === CONFESSED_REVEAL ? '' : read(entry as LogEntry);
}
