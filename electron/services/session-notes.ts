/**
 * Notes kept beside a game (the protagonists' notepad in Tragedy Looper): one JSON document per
 * session and notebook, written whenever the notes change. They are the players' own writing,
 * never part of the game's log, so they change no move, hash or replay; they go with the
 * session when it is deleted. The document's shape is the game's business (the renderer
 * validates it); here it is checked for size and kept as it came.
 */
import type { SessionNotes } from '../../shared/ipc/contract';
import { nowIso } from './clock';
import type { Db } from './database';
import { ServiceError } from './errors';
import { documentJson, readDocument, type DocumentRow } from './stored-document';

export const NOTES_MAX_CHARS = 64 * 1024;

export class SessionNotesService {
  constructor(private readonly db: Db) {}

  /** The notebook's document, or null notes when nothing was written yet. */
  get(sessionId: string, notebook: string): SessionNotes {
    this.requireSession(sessionId);
    const row = this.db
      .prepare('SELECT json, updated_at FROM session_notes WHERE session_id = ? AND notebook = ?')
      .get(sessionId, notebook) as DocumentRow | undefined;
    const { doc, updatedAt } = readDocument(row);
    return { notebook, notes: doc, updatedAt };
  }

  /** Replaces the notebook's document (one statement: it is saved whole or not at all). */
  set(sessionId: string, notebook: string, notes: Record<string, unknown>): SessionNotes {
    this.requireSession(sessionId);
    const json = documentJson(notes, NOTES_MAX_CHARS, 'notes_too_large', 'Notes are');
    const updatedAt = nowIso();
    this.db
      .prepare(
        `INSERT INTO session_notes (session_id, notebook, json, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (session_id, notebook) DO UPDATE SET json = excluded.json, updated_at = excluded.updated_at`,
      )
      .run(sessionId, notebook, json, updatedAt);
    return { notebook, notes, updatedAt };
  }

  private requireSession(sessionId: string): void {
    const found = this.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(sessionId);
    if (!found) throw new ServiceError('session_not_found', `No session ${sessionId}`, { sessionId });
  }
}
