/**
 * The sheet is always the ledger applied in order. A `revert` entry takes its target's change out of
 * the history: replaying skips the target (and the revert itself), and every other entry is checked
 * again against what remains — which is exactly why a revert is refused when a later entry depends
 * on it (revert.ts asks this same replay).
 */
import { applyChange } from './apply';
import { LedgerError, fail } from './problems';
import type { CharacterSheet, LedgerEntry, LedgerProblem } from './types';

export type ReplayResult = { ok: true; sheet: CharacterSheet } | { ok: false; problem: LedgerProblem };

/** The ids of the entries taken back by a later `revert`, or the problem with one of the reverts. */
export function revertedIds(entries: readonly LedgerEntry[]): { ok: true; ids: Set<string> } | { ok: false; problem: LedgerProblem } {
  const before = new Map<string, LedgerEntry>();
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.change.kind === 'revert') {
      const problem = revertTargetProblem(before, ids, entry.change.target, entry.id);
      if (problem) return { ok: false, problem };
      ids.add(entry.change.target);
    }
    before.set(entry.id, entry);
  }
  return { ok: true, ids };
}

/** Whether `targetId` may be reverted given the entries before the revert and what they already revert. */
export function revertTargetProblem(
  before: ReadonlyMap<string, LedgerEntry>,
  reverted: ReadonlySet<string>,
  targetId: string,
  revertId: string | null,
): LedgerProblem | null {
  const target = before.get(targetId);
  if (!target) return fail('ledger_revert_missing', revertId, { id: targetId });
  if (target.change.kind === 'created') return fail('ledger_revert_created', revertId, { seq: target.seq });
  if (target.change.kind === 'revert') return fail('ledger_revert_of_revert', revertId, { seq: target.seq });
  if (reverted.has(targetId)) return fail('ledger_revert_twice', revertId, { seq: target.seq });
  return null;
}

function orderProblem(entries: readonly LedgerEntry[]): LedgerProblem | null {
  if (entries.length === 0) return fail('ledger_empty', null);
  const characterId = entries[0]!.characterId;
  const ids = new Set<string>();
  let lastSeq = 0;
  for (const entry of entries) {
    if (entry.characterId !== characterId) return fail('ledger_wrong_character', entry.id, { seq: entry.seq });
    if (!Number.isInteger(entry.seq) || entry.seq <= lastSeq) return fail('ledger_seq_order', entry.id, { seq: entry.seq });
    if (ids.has(entry.id)) return fail('ledger_duplicate_id', entry.id, { id: entry.id });
    ids.add(entry.id);
    lastSeq = entry.seq;
  }
  if (entries[0]!.change.kind !== 'created') return fail('ledger_not_created_first', entries[0]!.id, { seq: entries[0]!.seq });
  return null;
}

export function tryReplay(entries: readonly LedgerEntry[]): ReplayResult {
  const order = orderProblem(entries);
  if (order) return { ok: false, problem: order };
  const reverted = revertedIds(entries);
  if (!reverted.ok) return reverted;
  let sheet: CharacterSheet | null = null;
  for (const entry of entries) {
    if (entry.change.kind === 'revert' || reverted.ids.has(entry.id)) continue;
    const applied = applyChange(sheet, entry);
    if (!applied.ok) return applied;
    sheet = applied.sheet;
  }
  if (sheet && sheet.id !== entries[0]!.characterId) return { ok: false, problem: fail('ledger_wrong_character', entries[0]!.id, { seq: entries[0]!.seq }) };
  return { ok: true, sheet: sheet! };
}

/** The current sheet; throws a `LedgerError` (with the problem) when the ledger is not valid. */
export function replayLedger(entries: readonly LedgerEntry[]): CharacterSheet {
  const result = tryReplay(entries);
  if (!result.ok) throw new LedgerError(result.problem);
  return result.sheet;
}
