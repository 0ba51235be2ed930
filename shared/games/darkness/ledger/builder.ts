/**
 * Building ledgers by hand: the entry metadata main would set (ids, seq, time) filled in
 * deterministically, so tests here and in the services can write histories as lists of changes.
 */
import type { CreatedSheet, LedgerChange, LedgerEntry } from './types';

export interface EntryMeta {
  who?: string;
  why?: string;
  campaignId?: string;
  gameRef?: string;
}

/** A created character of the default shape: 20 attribute points, a few skills, 2 points banked. */
export function sampleCreated(id = 'char-ana', overrides: Partial<CreatedSheet> = {}): CreatedSheet {
  return {
    id,
    name: 'Ana',
    background: 'Bibliotecaria del pueblo',
    occupation: 'professor',
    customOccupation: null,
    portrait: { kind: 'initials' },
    pregen: false,
    attributes: { speed: 3, attack: 2, dexterity: 3, intelligence: 4, persuasion: 3, medicine: 2, defense: 3 },
    skills: { perception: 'basic', search: 'basic' },
    bankedSkillPoints: 2,
    items: [],
    allies: [],
    carryingLimit: 5,
    ...overrides,
  };
}

/** The n-th entry of a character's ledger (1-based), with its metadata filled in. */
export function entryOf(characterId: string, seq: number, change: LedgerChange, meta: EntryMeta = {}): LedgerEntry {
  return {
    id: `${characterId}#${seq}`,
    characterId,
    seq,
    at: `2026-01-01T00:00:${String(seq % 60).padStart(2, '0')}.000Z`,
    who: meta.who ?? 'Ana',
    why: meta.why ?? '',
    ...(meta.campaignId !== undefined ? { campaignId: meta.campaignId } : {}),
    ...(meta.gameRef !== undefined ? { gameRef: meta.gameRef } : {}),
    change,
  };
}

/** A whole ledger: `created` first, then the changes in order. */
export function ledgerOf(created: CreatedSheet, changes: readonly (LedgerChange | [LedgerChange, EntryMeta])[] = []): LedgerEntry[] {
  const entries = [entryOf(created.id, 1, { kind: 'created', sheet: created })];
  changes.forEach((item, index) => {
    const [change, meta] = Array.isArray(item) ? item : [item, {}];
    entries.push(entryOf(created.id, index + 2, change, meta));
  });
  return entries;
}

/** The ledger with one more change appended. */
export function appended(entries: readonly LedgerEntry[], change: LedgerChange, meta: EntryMeta = {}): LedgerEntry[] {
  const last = entries[entries.length - 1]!;
  return [...entries, entryOf(last.characterId, last.seq + 1, change, meta)];
}
