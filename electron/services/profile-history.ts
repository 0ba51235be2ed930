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
import { seatWon } from './seat-won';

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
  const store = new SessionStore(db);
  const sessions = store
    .listSessions()
    .map((row) => ({ row, meta: readable(row) }))
    .filter((s): s is { row: SessionRow; meta: SessionMeta } => s.meta !== null)
    .sort((a, b) => b.meta.lastPlayedAt.localeCompare(a.meta.lastPlayedAt));
  for (const { row, meta } of sessions) {
    const seat = meta.players.findIndex((p) => p.profileId === profileId);
    if (seat < 0) continue;
    const gameId = meta.gameId as GameId;
    const record = records.get(gameId) ?? { played: 0, wins: 0, losses: 0, unfinished: 0 };
    if (meta.status !== 'finished' || !meta.result) record.unfinished += 1;
    else {
      // Ruling F5: a cooperative game's result is every seat's; a game with sides says who won (F6).
      const won = seatWon(store, row, meta, seat);
      if (won !== null) {
        record.played += 1;
        if (won) record.wins += 1;
        else record.losses += 1;
      }
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
