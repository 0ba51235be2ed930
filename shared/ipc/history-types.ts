/**
 * Response shapes of the end-of-game, replay and family-history commands (issue 8), kept
 * beside the contract so it only has to name them.
 */
import type { EndStats, RevealedHand } from '../engine/end-stats';
import type { Seat } from '../engine/contract';
import type { GameId } from './commands/fields';
import type { SessionSnapshot, SessionSummary } from './commands/sessions';

export interface EndOfGame {
  sessionId: string;
  gameId: GameId;
  stats: EndStats;
}

/** One step of a finished game's replay: the public table then, and every hand if asked. */
export interface ReplayFrame {
  /** A read-only table snapshot: seat null, no legal moves, nobody to hand over to. */
  snapshot: SessionSnapshot;
  /** 0 = the table after setup; `steps` = the final table. */
  step: number;
  steps: number;
  /** Who made the move that led here (null at step 0). */
  mover: Seat | null;
  /** Every seat's hand at this step, only when asked with allHands. */
  hands: RevealedHand[] | null;
}

export interface GameRecord {
  played: number;
  wins: number;
  losses: number;
  /** Games of this kind the profile has not finished yet (not counted as played). */
  unfinished: number;
}

export interface ProfileHistory {
  profile: { id: string; name: string; color: string };
  /** Per game with at least one session, in catalog order. */
  games: ({ gameId: GameId } & GameRecord)[];
  /** Newest first, at most RECENT_GAMES. */
  recent: (Pick<SessionSummary, 'id' | 'gameId' | 'title' | 'lastPlayedAt' | 'status' | 'result'> & { seat: Seat })[];
}

export const RECENT_GAMES = 10;
