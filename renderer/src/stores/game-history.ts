/** Finished games looked back on (summary, replay, rematch) and the profiles' family history. */
import { defineStore } from 'pinia';
import type { EndOfGame, ProfileHistory, ReplayFrame } from '../../../shared/ipc/history-types';
import type { SessionSummary } from '../../../shared/ipc/contract';
import { request } from './request';

export const useGameHistory = defineStore('game-history', () => {
  function endOfGame(sessionId: string): Promise<EndOfGame | null> {
    return request('sessions.endOfGame', { sessionId });
  }

  /** "Revancha": a new game with the same seats and options (the home screen lists it on its next load). */
  function rematch(sessionId: string): Promise<SessionSummary | null> {
    return request('sessions.rematch', { sessionId });
  }

  function replayAt(sessionId: string, step: number, allHands: boolean): Promise<ReplayFrame | null> {
    return request('sessions.replayAt', { sessionId, step, allHands });
  }

  function profileHistory(profileId: string): Promise<ProfileHistory | null> {
    return request('profiles.history', { profileId });
  }

  return { endOfGame, rematch, replayAt, profileHistory };
});
