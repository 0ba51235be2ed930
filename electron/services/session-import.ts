/**
 * "Importar partida": a session's export file brought into this data file (ruling S32). The host
 * reads the chosen file itself (Electron's open dialog in main, the web host's upload route) and
 * stages it here under a random token, so the renderer never holds an unfinished game's hands:
 * it gets the preview's public facts and names the token to confirm. Preview and confirmation run
 * the same check (session-import-check.ts); the confirmation takes a safety copy only after the
 * file passed, then writes the session in one transaction — under the file's id, or under a new
 * id as "… (copia)" when that id is already here. Nothing here is ever overwritten.
 */
import { randomUUID } from 'node:crypto';
import type { AnyGameModule } from '../../shared/engine/contract';
import type { GameId, SessionImportPreview, SessionImportResult } from '../../shared/ipc/contract';
import { listedSummary, copyTitle } from './catalog';
import { takeSafetyBackup } from './backups';
import { nowIso } from './clock';
import type { Db } from './database';
import { ServiceError } from './errors';
import { checkSessionImport, type CheckedSession } from './session-import-check';
import { metaOf, summaryOf } from './session-meta';
import { SessionStore, type SessionRow } from './session-store';

/** How many chosen files wait for their confirmation at once; an older one must be chosen again. */
export const STAGED_IMPORTS_KEPT = 4;

export interface StagedFile {
  fileName: string;
  text: string;
}

/** Files chosen for import, in main only, each under a token the renderer may name. */
export class ImportStaging {
  private readonly files = new Map<string, StagedFile>();

  stage(file: StagedFile): string {
    const token = randomUUID();
    this.files.set(token, file);
    // A Map keeps insertion order: the first key is the oldest.
    while (this.files.size > STAGED_IMPORTS_KEPT) this.files.delete(this.files.keys().next().value!);
    return token;
  }

  get(token: string): StagedFile {
    const file = this.files.get(token);
    if (!file) throw new ServiceError('import_expired', 'That file is no longer waiting for its import: choose it again', {});
    return file;
  }

  drop(token: string): void {
    this.files.delete(token);
  }
}

export class SessionImportService {
  private readonly store: SessionStore;

  constructor(
    private readonly db: Db,
    private readonly dataFile: string,
    private readonly games: (id: string) => AnyGameModule | undefined,
  ) {
    this.store = new SessionStore(db);
  }

  /** What the import would write, in public facts; nothing is written. */
  preview(text: string): SessionImportPreview {
    const checked = checkSessionImport(text, this.games, nowIso());
    const row = this.plannedRow(checked);
    return {
      gameId: row.game_id as GameId,
      title: row.title,
      players: (JSON.parse(row.players_json) as { name: string }[]).map((p) => p.name),
      bots: checked.bots,
      botLevels: checked.botLevels,
      status: row.status,
      summary: listedSummary(JSON.parse(row.summary_json) as Record<string, number | string>, row.status === 'finished'),
      result: JSON.parse(row.result_json) as SessionImportPreview['result'],
      moves: row.head_seq,
      lastPlayedAt: row.last_played_at,
      rulesVersion: row.rules_version ?? 1,
      olderRules: checked.olderRules,
      asCopy: row.id !== checked.fileId,
    };
  }

  /** The same check, then the safety copy, then the rows in one transaction. */
  async confirm(text: string): Promise<SessionImportResult> {
    const checked = checkSessionImport(text, this.games, nowIso());
    const backup = await takeSafetyBackup(this.db, this.dataFile, 'import', nowIso());
    const row = this.db.transaction(() => {
      // Decided inside the transaction: the id that is free now is the id written.
      const planned = this.plannedRow(checked);
      this.write(planned, checked);
      return planned;
    })();
    return { session: summaryOf(metaOf(row, this.games(row.game_id))), asCopy: row.id !== checked.fileId, backup };
  }

  /** The file's id when it is free here; else a new id and the title a duplicate gets. */
  private plannedRow(checked: CheckedSession): SessionRow {
    if (!this.store.getSession(checked.fileId)) return { id: checked.fileId, ...checked.row };
    return { id: randomUUID(), ...checked.row, title: copyTitle(checked.row.title) };
  }

  private write(row: SessionRow, checked: CheckedSession): void {
    const sessionId = row.id;
    this.store.insertWhole(
      row,
      checked.actions.map((a) => ({ session_id: sessionId, ...a })),
      checked.snapshots.map((s) => ({ session_id: sessionId, ...s })),
    );
  }
}
