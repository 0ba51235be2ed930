/**
 * Whether one seat won a finished game (ruling F6). A cooperative game's result is every seat's
 * (F5); a game whose seats are on different sides (Tragedy Looper's mastermind against the
 * protagonists, Salem's hidden teams) says who won through its module's `winners`, read from the
 * game's final snapshot — everything is public once a game is over. A final state that no longer
 * reads gives null: the game is left out of the record rather than guessed at.
 */
import { gameModule } from '../../shared/games/registry';
import type { SessionMeta } from './session-meta';
import type { SessionRow, SessionStore } from './session-store';

export function seatWon(store: SessionStore, row: SessionRow, meta: SessionMeta, seat: number): boolean | null {
  if (!meta.result) return null;
  const module = gameModule(meta.gameId);
  if (!module?.winners) return meta.result.outcome === 'victory';
  const end = store.snapshotAt(row.id, row.head_seq);
  if (!end) return null;
  try {
    const winners = module.winners(JSON.parse(end.state_json));
    return winners === null ? null : winners.includes(seat);
  } catch {
    return null;
  }
}
