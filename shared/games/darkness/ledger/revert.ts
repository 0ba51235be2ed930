/**
 * Reverting an entry appends a `revert` entry; nothing is deleted. It is refused, with a reason, for
 * the creation, for a revert, for an entry already reverted, and when a later entry depends on the
 * target: the ledger is replayed without it and the first later entry that no longer applies is
 * named (a skill bought then upgraded or lost, skill points spent that a conversion gave, a Health
 * loss the reverted die made room for…).
 */
import { revertTargetProblem, revertedIds, tryReplay } from './replay';
import { fail } from './problems';
import type { LedgerChange, LedgerEntry, LedgerProblem } from './types';

export function revertProblem(entries: readonly LedgerEntry[], entryId: string): LedgerProblem | null {
  const current = tryReplay(entries);
  if (!current.ok) return current.problem;
  const reverted = revertedIds(entries);
  if (!reverted.ok) return reverted.problem;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const target = revertTargetProblem(byId, reverted.ids, entryId, null);
  if (target) return target;
  const last = entries[entries.length - 1]!;
  const probe: LedgerEntry = { ...last, id: `${last.id}~revert-probe`, seq: last.seq + 1, change: { kind: 'revert', target: entryId } };
  const after = tryReplay([...entries, probe]);
  if (after.ok) return null;
  const later = entries.find((entry) => entry.id === after.problem.entryId);
  return fail('ledger_revert_depends', entryId, { seq: byId.get(entryId)!.seq, later: later?.seq ?? '?' }, after.problem);
}

/** The change to append to revert `entryId`, or why it is refused. */
export function revertChange(entries: readonly LedgerEntry[], entryId: string): { ok: true; change: LedgerChange } | { ok: false; problem: LedgerProblem } {
  const problem = revertProblem(entries, entryId);
  return problem ? { ok: false, problem } : { ok: true, change: { kind: 'revert', target: entryId } };
}
