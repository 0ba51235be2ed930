/**
 * A profile's page: games played, won and lost per game, and the recent games it sat in.
 * Read from the sessions table (players_json names each seat's profileId); a save whose row
 * no longer reads is left out rather than guessed at.
 */
import { GAME_IDS, type GameId, type Profile } from '../../shared/ipc/contract';
import { RECENT_GAMES, type GameRecord, type ProfileHistory } from '../../shared/ipc/history-types';
import type { Db } from './database';
import { ServiceError } from './errors';
import { SessionStore, type SessionRow } from './session-store';
import { metaOf, type SessionMeta } from './session-meta';
import { damagedColumn } from './damaged-session';

function readable(row: SessionRow): SessionMeta | null {
  if (damagedColumn(row)) return null;
  try {
    return metaOf(row);
  } catch {
    return null;
  }
}

export function profileHistory(db: Db, profiles: Profile[], profileId: string): ProfileHistory {
  const profile = profiles.find((p) => p.id === profileId);
  if (!profile) throw new ServiceError('profile_not_found', `No profile ${profileId}`, { profileId });
  const records = new Map<GameId, GameRecord>();
  const recent: ProfileHistory['recent'] = [];
  const sessions = new SessionStore(db)
    .listSessions()
    .map(readable)
    .filter((meta): meta is SessionMeta => meta !== null)
    .sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt));
  for (const meta of sessions) {
    const seat = meta.players.findIndex((p) => p.profileId === profileId);
    if (seat < 0) continue;
    const gameId = meta.gameId as GameId;
    const record = records.get(gameId) ?? { played: 0, wins: 0, losses: 0, unfinished: 0 };
    // Ruling P-1: every game here is cooperative, so the table's result is each player's.
    if (meta.status !== 'finished' || !meta.result) record.unfinished += 1;
    else {
      record.played += 1;
      if (meta.result.outcome === 'victory') record.wins += 1;
      else record.losses += 1;
    }
    records.set(gameId, record);
    if (recent.length < RECENT_GAMES) {
      const { id, title, lastPlayedAt, status, result } = meta;
      recent.push({ id, gameId, title, lastPlayedAt, status, result, seat });
    }
  }
  return {
    profile: { id: profile.id, name: profile.name, color: profile.color },
    games: GAME_IDS.filter((id) => records.has(id)).map((gameId) => ({ gameId, ...records.get(gameId)! })),
    recent,
  };
}
