/** The end-of-game, replay, rematch and profile-history commands through the IPC entry point. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import type { SessionSummary } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';

let temp: ReturnType<typeof makeTempDir>;
let services: Services;

beforeEach(async () => {
  temp = makeTempDir('ipc-end');
  services = createServices({ dataFile: temp.file('velada.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: 'test' });
  await services.ready;
});
afterEach(() => {
  services.close();
  temp.cleanup();
});

async function activeGame(): Promise<SessionSummary> {
  const created = await services.handle('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }] });
  return (created as { ok: true; data: SessionSummary }).data;
}

describe('finished-game commands', () => {
  it('refuses replayAt on a game in progress with a typed error, never a view', async () => {
    const game = await activeGame();
    const answer = await services.handle('sessions.replayAt', { sessionId: game.id, step: 0, allHands: true });
    expect(answer).toEqual({ ok: false, error: { code: 'game_not_finished', params: { sessionId: game.id }, message: 'This game is still being played' } });
  });

  it('refuses endOfGame and rematch on a game in progress', async () => {
    const game = await activeGame();
    for (const command of ['sessions.endOfGame', 'sessions.rematch']) {
      const answer = await services.handle(command, { sessionId: game.id });
      expect(answer).toMatchObject({ ok: false, error: { code: 'game_not_finished' } });
    }
  });

  it('validates requests with the contract', async () => {
    const game = await activeGame();
    for (const request of [{ sessionId: game.id, step: -1, allHands: false }, { sessionId: game.id, step: 0 }, { sessionId: game.id, step: 1.5, allHands: true }]) {
      expect(await services.handle('sessions.replayAt', request)).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
    expect(await services.handle('profiles.history', { profileId: '' })).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('answers a profile page for a profile with no games yet', async () => {
    const created = (await services.handle('profiles.create', { name: 'Eva' })) as { ok: true; data: { id: string } };
    const answer = await services.handle('profiles.history', { profileId: created.data.id });
    expect(answer).toMatchObject({ ok: true, data: { profile: { name: 'Eva' }, games: [], recent: [] } });
  });
});
