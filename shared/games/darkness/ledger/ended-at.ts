/**
 * When a character stopped playing: the time of the ledger entry that made it dead (or retired),
 * not the day it joined a campaign. A death that was reverted does not count; if the character
 * died again later, that later entry is the date.
 */
import { revertedIds } from './replay';
import type { CharacterSheet, LedgerEntry } from './types';

export function endedAt(entries: readonly LedgerEntry[], status: CharacterSheet['status']): string | null {
  if (status === 'alive') return null;
  const kind = status === 'dead' ? 'died' : 'retired';
  const reverted = revertedIds(entries);
  const undone = reverted.ok ? reverted.ids : new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.change.kind === kind && !undone.has(entry.id)) return entry.at;
  }
  return null;
}
