/**
 * Which saves a host may hand out as a file. The web host's download goes through the browser
 * (whose page must never read a hand), so there an unfinished game — its seed and log rebuild
 * every hand — is refused; Electron's save dialog writes the file from main and keeps
 * exporting it. A damaged row counts by its status column like any other (ruling S26).
 */
import type { Db } from './database';
import { ServiceError } from './errors';

export function refuseUnfinishedExport(db: Db, sessionId: string): void {
  const row = db.prepare('SELECT status FROM sessions WHERE id = ?').get(sessionId) as { status: string } | undefined;
  // An unknown id is left to the export itself, which answers session_not_found.
  if (row && row.status !== 'finished') {
    throw new ServiceError('export_unfinished', `Session ${sessionId} is not finished: its file holds every hand, so the browser does not get it`, {
      sessionId,
    });
  }
}
