/**
 * "Revancha": a new game of a finished one with the same seats (names, profiles, bots) and
 * the same options, dealt from a new seed. It replaces duplicating a finished save, which
 * would only make a second finished copy.
 */
import type { SessionSummary } from '../../shared/ipc/contract';
import type { Db } from './database';
import { ServiceError } from './errors';
import { SessionStore } from './session-store';
import { metaOf } from './session-meta';
import type { SessionService } from './sessions';
import { damagedColumn, sessionDamaged } from './damaged-session';

export function rematch(db: Db, sessions: SessionService, sessionId: string): SessionSummary {
  const row = new SessionStore(db).getSession(sessionId);
  if (!row) throw new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
  const column = damagedColumn(row);
  if (column) throw sessionDamaged(sessionId, column);
  if (row.status !== 'finished') throw new ServiceError('game_not_finished', 'A rematch follows a finished game', { sessionId });
  const meta = metaOf(row);
  // The seat list travels as players (the request's list is authoritative in create).
  const { players: _names, ...options } = (meta.options ?? {}) as Record<string, unknown>;
  return sessions.create(meta.gameId, undefined, meta.players, options);
}
