/**
 * A When Darkness Comes wizard's pending state (character creation, end of game), kept so a
 * half-done wizard survives closing the window or a restart. A draft is the wizard's own
 * document: here it is only checked for size and kept whole (one statement, so it is saved
 * entirely or not at all). Nothing in a draft reaches a character until the wizard confirms.
 */
import { nowIso } from '../clock';
import type { Db } from '../database';
import { documentJson, readDocument, type DocumentRow } from '../stored-document';

export const DRAFT_KINDS = ['creation', 'endOfGame'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
export const DARKNESS_DRAFT_MAX_CHARS = 64 * 1024;

export interface DarknessDraft {
  kind: DraftKind;
  key: string;
  /** null: no draft saved under this kind and key. */
  draft: Record<string, unknown> | null;
  updatedAt: string | null;
}

export class DarknessDraftService {
  constructor(private readonly db: Db) {}

  get(kind: DraftKind, key: string): DarknessDraft {
    const row = this.db.prepare('SELECT json, updated_at FROM darkness_drafts WHERE kind = ? AND key = ?').get(kind, key) as
      | DocumentRow
      | undefined;
    const { doc, updatedAt } = readDocument(row);
    return { kind, key, draft: doc, updatedAt };
  }

  /** Replaces the draft whole. */
  save(kind: DraftKind, key: string, draft: Record<string, unknown>): DarknessDraft {
    const json = documentJson(draft, DARKNESS_DRAFT_MAX_CHARS, 'darkness_draft_too_large', 'A draft is');
    const updatedAt = nowIso();
    this.db
      .prepare(
        `INSERT INTO darkness_drafts (kind, key, json, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (kind, key) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at`,
      )
      .run(kind, key, json, updatedAt);
    return { kind, key, draft, updatedAt };
  }

  /** Confirming or abandoning the wizard; clearing a draft that is not there is not an error. */
  clear(kind: DraftKind, key: string): { cleared: boolean } {
    const { changes } = this.db.prepare('DELETE FROM darkness_drafts WHERE kind = ? AND key = ?').run(kind, key);
    return { cleared: changes > 0 };
  }
}
