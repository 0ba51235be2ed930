/**
 * The rows of a shown log (its entries and the "Ana deshizo su jugada" lines), each with a key
 * made from what the line says. The engine keeps the last lines only and each seat sees its own
 * private ones, so a line's index changes when the log slides or the device changes hands; a key
 * by content keeps the same line on the same element, and the list re-renders only what is new.
 * Identical lines are told apart by how many of them came before.
 */
import type { UndoNote } from '../../../shared/ipc/contract';
import { undoSlots } from './log-with-undos';

export interface LogRow<E> {
  key: string;
  /** The entry, or null for an undo line. */
  entry: E | null;
  /** The seat that undid (undo lines only). */
  undoSeat: number | null;
  /** Written since the viewer last looked (see the resolution store's `freshFrom`). */
  fresh: boolean;
}

/** One serialisation per entry object: snapshots share unchanged entries (reuse-unchanged.ts). */
const contentKeys = new WeakMap<object, string>();

function contentKey(entry: object): string {
  let key = contentKeys.get(entry);
  if (key === undefined) {
    key = JSON.stringify(entry);
    contentKeys.set(entry, key);
  }
  return key;
}

export function logRows<E extends { to?: number }>(
  log: readonly E[],
  undos: readonly UndoNote[] | undefined,
  freshFrom: number | null,
): LogRow<E>[] {
  const slots = undoSlots(log, undos);
  const seen = new Map<string, number>();
  const rows: LogRow<E>[] = [];
  const pushUndos = (slot: number, after: string) =>
    slots[slot]!.forEach((seat, u) => rows.push({ key: `undo:${after}:${u}`, entry: null, undoSeat: seat, fresh: false }));
  pushUndos(0, 'start');
  let publicBefore = 0;
  log.forEach((entry, i) => {
    const content = contentKey(entry);
    const n = seen.get(content) ?? 0;
    seen.set(content, n + 1);
    const key = `${content}#${n}`;
    rows.push({ key, entry, undoSeat: null, fresh: freshFrom !== null && publicBefore >= freshFrom });
    if (entry.to === undefined) publicBefore++;
    pushUndos(i + 1, key);
  });
  return rows;
}
