/**
 * The darkness_ledger table read and appended. A character's entries are numbered 1, 2, 3…
 * (seq) per character and never updated or deleted (triggers refuse it), so replaying them in
 * seq order always gives the same sheet. `at` is set here, by main, never taken from a request.
 * Callers run these inside their own transaction, so a write of several entries lands whole.
 */
import { randomUUID } from 'node:crypto';
import type { LedgerChange, LedgerEntry } from '../../../shared/games/darkness/ledger/types';
import { nowIso } from '../clock';
import type { Db } from '../database';

export interface NewLedgerEntry {
  who: string;
  why: string;
  campaignId?: string | null;
  gameRef?: string | null;
  change: LedgerChange;
}

interface LedgerRow {
  character_id: string;
  seq: number;
  id: string;
  at: string;
  who: string;
  why: string;
  campaign_id: string | null;
  game_ref: string | null;
  change_json: string;
}

export function readLedger(db: Db, characterId: string): LedgerEntry[] {
  const rows = db
    .prepare('SELECT character_id, seq, id, at, who, why, campaign_id, game_ref, change_json FROM darkness_ledger WHERE character_id = ? ORDER BY seq')
    .all(characterId) as LedgerRow[];
  return rows.map(entryOf);
}

/** Appends after the character's last entry; returns the entries as stored. */
export function appendLedger(db: Db, characterId: string, entries: readonly NewLedgerEntry[]): LedgerEntry[] {
  const last = db.prepare('SELECT max(seq) AS seq FROM darkness_ledger WHERE character_id = ?').get(characterId) as { seq: number | null };
  const insert = db.prepare(
    'INSERT INTO darkness_ledger (character_id, seq, id, at, who, why, campaign_id, game_ref, change_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let seq = last.seq ?? 0;
  return entries.map((entry) => {
    seq += 1;
    const row: LedgerRow = {
      character_id: characterId,
      seq,
      id: randomUUID(),
      at: nowIso(),
      who: entry.who,
      why: entry.why,
      campaign_id: entry.campaignId ?? null,
      game_ref: entry.gameRef ?? null,
      change_json: JSON.stringify(entry.change),
    };
    insert.run(row.character_id, row.seq, row.id, row.at, row.who, row.why, row.campaign_id, row.game_ref, row.change_json);
    return entryOf(row);
  });
}

function entryOf(row: LedgerRow): LedgerEntry {
  const entry = {
    id: row.id,
    characterId: row.character_id,
    seq: row.seq,
    at: row.at,
    who: row.who,
    why: row.why,
    ...(row.campaign_id === null ? {} : { campaignId: row.campaign_id }),
    ...(row.game_ref === null ? {} : { gameRef: row.game_ref }),
    change: JSON.parse(row.change_json) as LedgerChange,
  };
  return entry as LedgerEntry;
}
