/**
 * A session whose own row cannot be read (a JSON column damaged on disk) still has a title,
 * dates and an id, which are plain text columns: enough to list it as damaged, delete it,
 * or export its rows exactly as stored for someone to rescue by hand.
 */
import type { GameId, SessionSummary } from '../../shared/ipc/contract';
import { ServiceError } from './errors';
import type { SessionRow, SessionStore } from './session-store';

/** The JSON columns of a session row, in the order metaOf reads them. */
const JSON_COLUMNS = ['options_json', 'players_json', 'summary_json', 'result_json'] as const;

/** The first JSON column of `row` that does not parse, or null when all do. */
export function damagedColumn(row: SessionRow): string | null {
  for (const column of JSON_COLUMNS) {
    try {
      JSON.parse(row[column]);
    } catch {
      return column;
    }
  }
  return null;
}

export function damagedRowSummary(row: SessionRow, column: string): SessionSummary {
  return {
    id: row.id,
    gameId: row.game_id as GameId,
    title: row.title,
    players: [],
    bots: [],
    botLevels: [],
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
    status: row.status === 'finished' ? 'finished' : 'active',
    summary: {},
    result: null,
    damaged: { reason: 'row', detail: column },
  };
}

export function sessionDamaged(sessionId: string, column: string): ServiceError {
  return new ServiceError('session_damaged', `Session ${sessionId} cannot be read (${column} is damaged)`, {
    sessionId,
    detail: column,
  });
}

export const RAW_EXPORT_FORMAT = 'velada-raw-session';

/** Every stored row of a session, as text, for a session that can no longer be exported as a game. */
export function rawSessionDocument(store: SessionStore, sessionId: string): { fileName: string; json: string } {
  const session = store.getSession(sessionId);
  if (!session) throw new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
  const document = {
    format: RAW_EXPORT_FORMAT,
    version: 1,
    session,
    actions: store.allActions(sessionId),
    snapshots: store.allSnapshots(sessionId),
  };
  return { fileName: `velada-raw-${sessionId}.json`, json: JSON.stringify(document, null, 2) };
}
