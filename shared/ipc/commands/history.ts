/** A finished game's summary and replay, and a profile's history (their shapes: history-types.ts). */
import { z } from 'zod';
import type { EndOfGame, ProfileHistory, ReplayFrame } from '../history-types';
import { id } from './fields';

export const historyRequests = {
  /** A finished game's summary (figures per player, length, decisive moment, every hand). */
  'sessions.endOfGame': z.object({ sessionId: id }).strict(),
  /** A finished game's table after `step` surviving moves; refused while the game is being played. */
  'sessions.replayAt': z.object({ sessionId: id, step: z.number().int().min(0), allHands: z.boolean() }).strict(),
  /** A profile's games played, wins and losses per game, and recent games. */
  'profiles.history': z.object({ profileId: id }).strict(),
} as const;

export interface HistoryResponses {
  'sessions.endOfGame': EndOfGame;
  'sessions.replayAt': ReplayFrame;
  'profiles.history': ProfileHistory;
}
