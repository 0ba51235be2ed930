/**
 * Documents a screen keeps whole in one row (a game's notes, a wizard's draft): their shape is the
 * screen's business, so here they are only bounded — too deep or too long is a typed refusal taken
 * before anything is written — and read back as they came.
 */
import { refuseDeepJson, ServiceError } from './errors';

export interface DocumentRow {
  json: string;
  updated_at: string;
}

export interface StoredDocument {
  /** null: nothing stored yet. */
  doc: Record<string, unknown> | null;
  updatedAt: string | null;
}

export function readDocument(row: DocumentRow | undefined): StoredDocument {
  if (!row) return { doc: null, updatedAt: null };
  return { doc: JSON.parse(row.json) as Record<string, unknown>, updatedAt: row.updated_at };
}

/** The document's JSON, refused with `code` past `maxChars` ("Notes are limited to …"). */
export function documentJson(doc: Record<string, unknown>, maxChars: number, code: string, subject: string): string {
  refuseDeepJson(doc);
  const json = JSON.stringify(doc);
  if (json.length > maxChars) {
    throw new ServiceError(code, `${subject} limited to ${maxChars} characters (got ${json.length})`, { max: maxChars, size: json.length });
  }
  return json;
}
