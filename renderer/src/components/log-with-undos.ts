/**
 * Where "Ana deshizo su jugada" goes in a shown log. The services place an undo after the
 * first `at` public lines (private lines carry `to`); a seat's own private lines do not move it.
 * The answer has one slot per gap: slot 0 before every entry, slot i + 1 right after entry i,
 * each listing the seats that undid there, in order.
 */
import type { UndoNote } from '../../../shared/ipc/contract';

export function undoSlots(log: readonly { to?: number }[], undos: readonly UndoNote[] = []): number[][] {
  const slots: number[][] = Array.from({ length: log.length + 1 }, () => []);
  const pending = [...undos].sort((a, b) => a.at - b.at);
  let publicSeen = 0;
  let slot = 0;
  const flush = () => {
    while (pending.length > 0 && pending[0]!.at <= publicSeen) slots[slot]!.push(pending.shift()!.seat);
  };
  flush();
  log.forEach((entry, i) => {
    slot = i + 1;
    if (entry.to === undefined) {
      publicSeen++;
      flush();
    }
  });
  // A note past the end (the log was cut meanwhile) still shows, last.
  for (const note of pending) slots[log.length]!.push(note.seat);
  return slots;
}
