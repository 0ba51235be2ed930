/**
 * sessions.botStep with the decision made off main's path (ruling B6): the same move as the
 * synchronous botStep, at the seat's stored level; a game that moved on while the bot was
 * thinking refuses the late answer as stale and writes nothing; and the handlers, given a bot
 * worker, play a real game's bots through it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { createServices, type Services } from '../../electron/ipc/handlers';
import type { BotJob, BotRunner } from '../../electron/services/bot-runner';
import { decideHere } from '../../electron/services/bot-runner';
import { SessionService } from '../../electron/services/sessions';
import type { AnyGameModule } from '../../shared/engine/contract';
import type { SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';
import { gamesWithTally } from '../fixtures/tally-game';
import { MIGRATIONS_DIR, makeTempDir, rowCounts } from '../fixtures/temp-data';

const store = useSessionFile('bot-async', { games: gamesWithTally });

/** A runner whose decisions wait until the test lets them go. */
function heldRunner() {
  const held: { job: BotJob; release: () => void }[] = [];
  const runner: BotRunner = {
    decide: (module: AnyGameModule, job: BotJob) =>
      new Promise((resolve) => {
        held.push({ job, release: () => resolve(decideHere(module, job)) });
      }),
    close: () => {},
  };
  return { runner, held };
}

describe('botStepAsync', () => {
  it('commits the move botStep would, with the seat’s level, and answers the same snapshot', async () => {
    const players = [{ name: 'Ana' }, { name: 'Robi', bot: true, botLevel: 'hard' as const }];
    const a = store.service.create('tally', undefined, players, {}, 'async-1');
    const b = store.service.create('tally', undefined, players, {}, 'async-1');
    const held = heldRunner();
    const service = new SessionService(store.db, { games: gamesWithTally, botRunner: held.runner });
    service.act(a.id, 0, 0, { type: 'add', n: 2 });
    store.service.act(b.id, 0, 0, { type: 'add', n: 2 });
    const answer = service.botStepAsync(a.id, 1);
    expect(held.held.map((h) => h.job)).toMatchObject([{ gameId: 'tally', seat: 1, level: 'hard' }]);
    held.held[0]!.release();
    const [async, sync] = [await answer, store.service.botStep(b.id, 1)];
    const same = (snap: SessionSnapshot) => ({ ...snap, session: { ...snap.session, id: '', title: '', createdAt: '', lastPlayedAt: '' } });
    expect(same(async)).toEqual(same(sync));
  });

  it('refuses a late answer when the game moved on meanwhile, writing nothing more', async () => {
    const { id } = store.service.create('tally', undefined, [{ name: 'Ana' }, { name: 'Robi', bot: true }], {}, 'async-2');
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    const held = heldRunner();
    const service = new SessionService(store.db, { games: gamesWithTally, botRunner: held.runner });
    const first = service.botStepAsync(id, 1);
    const second = service.botStepAsync(id, 1);
    held.held[0]!.release();
    expect((await first).seq).toBe(2);
    const before = rowCounts(store.dataFile());
    held.held[1]!.release();
    const refusal = await second.then(() => null, (error: unknown) => error);
    expectServiceError(() => {
      throw refusal;
    }, 'stale_action');
    expect(rowCounts(store.dataFile())).toEqual(before);
  });
});

describe('sessions.botStep through the handlers with a bot worker', () => {
  let temp: ReturnType<typeof makeTempDir> | undefined;
  let services: Services | undefined;
  afterEach(() => {
    services?.close();
    temp?.cleanup();
  });

  it('with a bot worker configured, plays The Grizzled’s bots at their levels to the person’s turn, as main alone would', async () => {
    temp = makeTempDir('bot-worker-ipc');
    services = createServices({
      dataFile: temp.file('velada.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test',
      botWorker: { file: path.resolve('electron/services/bot-worker.ts') },
    });
    const request = { gameId: 'grizzled', players: [{ name: 'Uno', bot: true, botLevel: 'easy' }, { name: 'Dos', bot: true, botLevel: 'hard' }, { name: 'Ana' }], options: { variant: 'normal' }, seed: 'worker-ipc' };
    const created = await services.handle('sessions.create', request);
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.data as SessionSummary).id;
    // The same game in a second file, its bots played by main alone.
    const twin = store.service.create('grizzled', undefined, request.players as never, request.options, request.seed);
    let snap = (await services.handle('sessions.open', { sessionId: id, seat: null })) as { ok: true; data: SessionSnapshot };
    let steps = 0;
    for (; snap.data.botToMove !== null && steps < 60; steps++) {
      const next = await services.handle('sessions.botStep', { sessionId: id, expectedSeq: snap.data.seq });
      if (!next.ok) throw new Error(next.error.message);
      snap = next as { ok: true; data: SessionSnapshot };
      const inMain = store.service.botStep(twin.id, snap.data.seq - 1);
      expect(snap.data.status).toEqual(inMain.status);
      expect(snap.data.view).toEqual(inMain.view);
    }
    expect(steps).toBeGreaterThan(0);
  }, 90_000);
});
