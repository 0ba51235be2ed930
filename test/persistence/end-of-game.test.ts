/**
 * Issue 8 points 8 and 9 in the services: "Revancha" (same seats and options, a new seed),
 * the end-of-game summary and the step-by-step replay of a finished game (refused while a
 * game is being played, so it can never reveal one), and a profile's family history.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GameReplayService } from '../../electron/services/game-replay';
import { profileHistory } from '../../electron/services/profile-history';
import { ProfileService } from '../../electron/services/profiles';
import { rematch } from '../../electron/services/rematch';
import type { PlayerEntry } from '../../electron/services/sessions';
import type { SilentesView } from '../../shared/games/silentes/types';
import { gameModule } from '../../shared/games/registry';
import type { SessionSummary } from '../../shared/ipc/contract';
import { rowCounts } from '../fixtures/temp-data';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('end', { games: gameModule });
let replays: GameReplayService;
let profiles: ProfileService;
beforeEach(() => {
  replays = new GameReplayService(store.db, gameModule);
  profiles = new ProfileService(store.db);
});

/** Two bot seats play a Silentes game to its end through the service, like the table would. */
function finishedSilentes(players: PlayerEntry[], seed = 'end-of-game'): SessionSummary {
  const created = store.service.create('silentes', undefined, players, { openHands: false }, seed);
  let snap = store.service.open(created.id, null);
  while (!snap.status.result) snap = store.service.botStep(created.id, snap.seq);
  return snap.session;
}

const BOTS: PlayerEntry[] = [{ name: 'Bot Ana', bot: true }, { name: 'Bot Luis', bot: true }];

describe('sessions.rematch', () => {
  it('starts a new game with the same seats (names, profiles, bots) and options, from a new seed', () => {
    const ana = profiles.create('Ana');
    const players: PlayerEntry[] = [{ name: 'Ana', profileId: ana.id, bot: true }, { name: 'Bot Luis', bot: true }];
    const finished = finishedSilentes(players);
    const next = rematch(store.db, store.service, finished.id);
    expect(next.id).not.toBe(finished.id);
    expect(next.status).toBe('active');
    expect(next.players).toEqual(['Ana', 'Bot Luis']);
    expect(next.bots).toEqual([0, 1]);
    const exported = store.service.export(next.id);
    expect(exported.session.options).toEqual(store.service.export(finished.id).session.options);
    expect(exported.session.seed).not.toBe(store.service.export(finished.id).session.seed);
    expect(exported.actions).toEqual([]);
    expect(profileHistory(store.db, profiles.list(), ana.id).recent.map((r) => r.id)).toContain(next.id);
  });

  it('is refused for a game still being played, and writes nothing', () => {
    const active = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {});
    const before = rowCounts(store.dataFile());
    expectServiceError(() => rematch(store.db, store.service, active.id), 'game_not_finished');
    expect(rowCounts(store.dataFile())).toEqual(before);
  });

  it('answers session_not_found for an unknown id', () => {
    expectServiceError(() => rematch(store.db, store.service, 'nope'), 'session_not_found');
  });
});

describe('sessions.replayAt', () => {
  it('is refused for a game still being played, with or without every hand', () => {
    const active = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {});
    expectServiceError(() => replays.replayAt(active.id, 0, false), 'game_not_finished');
    expectServiceError(() => replays.replayAt(active.id, 0, true), 'game_not_finished');
    expectServiceError(() => replays.endOfGame(active.id), 'game_not_finished');
  });

  it('walks a finished game from its setup to the final table the save shows', () => {
    const finished = finishedSilentes(BOTS);
    const first = replays.replayAt(finished.id, 0, false);
    expect(first.step).toBe(0);
    expect(first.mover).toBeNull();
    expect(first.snapshot.status.result).toBeNull();
    const last = replays.replayAt(finished.id, first.steps, false);
    expect(last.snapshot.status.result).toEqual(finished.result);
    expect(last.snapshot.view).toEqual(store.service.open(finished.id, null).view);
    expect(last.snapshot.legal).toEqual([]);
    expectServiceError(() => replays.replayAt(finished.id, first.steps + 1, false), 'invalid_step');
  });

  it('shows the public table at each step, and every hand only when asked', () => {
    const finished = finishedSilentes(BOTS);
    const middle = Math.floor(replays.replayAt(finished.id, 0, false).steps / 2);
    const closed = replays.replayAt(finished.id, middle, false);
    expect((closed.snapshot.view as SilentesView).seats.map((s) => s.hand)).toEqual([null, null]);
    expect(closed.hands).toBeNull();
    const open = replays.replayAt(finished.id, middle, true);
    expect(open.hands!.map((h) => h.cards.length)).toEqual((open.snapshot.view as SilentesView).seats.map((s) => s.handCount));
  });
});

describe('sessions.endOfGame', () => {
  it('sums up the finished game: one row per seat, its length in moves and rounds, every hand', () => {
    const finished = finishedSilentes(BOTS);
    const end = replays.endOfGame(finished.id);
    const steps = replays.replayAt(finished.id, 0, false).steps;
    expect(end.stats.players.map((p) => p.name)).toEqual(['Bot Ana', 'Bot Luis']);
    expect(end.stats.length).toEqual({ rounds: Number(finished.summary.round), moves: steps });
    expect(end.stats.hands).toEqual(replays.replayAt(finished.id, steps, true).hands);
    expect(end.stats.decisive!.step).toBeGreaterThan(0);
    expect(end.stats.decisive!.step).toBeLessThanOrEqual(steps);
  });
});

describe('profiles.history', () => {
  it('counts finished games per game with wins and losses, unfinished ones apart, newest first', () => {
    const ana = profiles.create('Ana');
    const finished = finishedSilentes([{ name: 'Ana', profileId: ana.id, bot: true }, { name: 'Bot Luis', bot: true }]);
    const other = finishedSilentes(BOTS, 'not-ana');
    const active = store.service.create('grizzled', undefined, [{ name: 'Ana', profileId: ana.id }, { name: 'Luis' }], { variant: 'normal' });
    const history = profileHistory(store.db, profiles.list(), ana.id);
    const won = finished.result!.outcome === 'victory' ? 1 : 0;
    expect(history.profile.name).toBe('Ana');
    expect(history.games).toEqual([
      { gameId: 'silentes', played: 1, wins: won, losses: 1 - won, unfinished: 0 },
      { gameId: 'grizzled', played: 0, wins: 0, losses: 0, unfinished: 1 },
    ]);
    expect(history.recent.map((r) => r.id)).toEqual([active.id, finished.id]);
    expect(history.recent.map((r) => r.id)).not.toContain(other.id);
    expect(history.recent[1]).toMatchObject({ seat: 0, status: 'finished', result: finished.result });
  });

  it('answers profile_not_found for an unknown profile', () => {
    expectServiceError(() => profileHistory(store.db, profiles.list(), 'nobody'), 'profile_not_found');
  });
});
