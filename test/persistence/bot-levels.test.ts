/**
 * Bot levels stored with the game (issue 24, ruling B1): a level is kept per bot seat, only when it
 * is not Normal; it is listed, survives closing and reopening the file, reaches the game's bot on
 * every bot move, and travels through duplicate, rematch, export and import. Older saves and files
 * without levels read as Normal, today's play.
 */
import { describe, expect, it } from 'vitest';
import { rematch } from '../../electron/services/rematch';
import { SessionImportService } from '../../electron/services/session-import';
import type { PlayerEntry } from '../../electron/services/sessions';
import type { BotLevel } from '../../shared/engine/bot-level';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import type { ExportFile } from '../../shared/ipc/contract';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';
import { gamesWithTally, tally } from '../fixtures/tally-game';

/** The tally game, with a bot that writes down the level it was asked to play at. */
const asked: { seat: Seat; level: BotLevel | undefined }[] = [];
const spyTally: AnyGameModule = {
  ...(tally as unknown as AnyGameModule),
  bot: (view, seat, legal, seed, level) => {
    asked.push({ seat, level });
    return tally.bot(view as never, seat, legal as never, seed, level);
  },
};
const games = (id: string) => (id === 'tally' ? spyTally : gamesWithTally(id));

const store = useSessionFile('bot-levels', { games });
const target = useSessionFile('bot-levels-import', { games });

const human = (name: string): PlayerEntry => ({ name });
const bot = (name: string, botLevel?: BotLevel): PlayerEntry => ({ name, bot: true, ...(botLevel ? { botLevel } : {}) });

function storedPlayers(sessionId: string): unknown {
  const row = store.db.prepare('SELECT players_json FROM sessions WHERE id = ?').get(sessionId) as { players_json: string };
  return JSON.parse(row.players_json);
}

/** Plays bot moves until a person decides or the game ends; answers the last seq. */
function playBots(sessionId: string, seq: number): number {
  let snap = store.service.open(sessionId, null);
  expect(snap.seq).toBe(seq);
  while (snap.botToMove !== null) snap = store.service.botStep(sessionId, snap.seq);
  return snap.seq;
}

describe('bot levels stored with the game', () => {
  it('stores a level only on a bot seat and only when it is not Normal, and lists each bot seat’s level', () => {
    const created = store.service.create('tally', undefined, [human('Ana'), bot('Fácil', 'easy'), bot('Normal', 'normal'), bot('Difícil', 'hard')], {}, 'lv-1');
    expect(created).toMatchObject({ bots: [1, 2, 3], botLevels: ['easy', 'normal', 'hard'] });
    expect(storedPlayers(created.id)).toEqual([
      { name: 'Ana' },
      { name: 'Fácil', bot: true, botLevel: 'easy' },
      { name: 'Normal', bot: true },
      { name: 'Difícil', bot: true, botLevel: 'hard' },
    ]);
    expect(store.service.list()[0]).toMatchObject({ bots: [1, 2, 3], botLevels: ['easy', 'normal', 'hard'] });
    expect(store.service.open(created.id, 0).session.botLevels).toEqual(['easy', 'normal', 'hard']);
  });

  it('never stores a level on a person’s seat, even when the service is handed one', () => {
    const created = store.service.create('tally', undefined, [{ name: 'Ana', botLevel: 'hard' }, bot('Robi')], {}, 'lv-2');
    expect(storedPlayers(created.id)).toEqual([{ name: 'Ana' }, { name: 'Robi', bot: true }]);
    expect(created.botLevels).toEqual(['normal']);
  });

  it('reads a save from before the levels (no botLevel stored) as Normal, and plays it at Normal', () => {
    const created = store.service.create('tally', undefined, [bot('Uno'), human('Ana')], {}, 'lv-3');
    expect(storedPlayers(created.id)).toEqual([{ name: 'Uno', bot: true }, { name: 'Ana' }]);
    expect(created.botLevels).toEqual(['normal']);
    asked.length = 0;
    store.service.botStep(created.id, 0);
    expect(asked).toEqual([{ seat: 0, level: 'normal' }]);
  });

  it('keeps each seat’s level when the file is closed and reopened, and the bot is asked at that level', async () => {
    const created = store.service.create('tally', undefined, [bot('Eva', 'easy'), human('Ana'), bot('Hugo', 'hard')], { target: 30 }, 'lv-4');
    await store.reopen();
    expect(store.service.list()[0]).toMatchObject({ id: created.id, bots: [0, 2], botLevels: ['easy', 'hard'] });
    asked.length = 0;
    let seq = playBots(created.id, 0);
    store.service.act(created.id, 1, seq, { type: 'add', n: 1 });
    seq = playBots(created.id, seq + 1);
    await store.reopen();
    store.service.act(created.id, 1, seq, { type: 'add', n: 1 });
    playBots(created.id, seq + 1);
    expect(asked).toEqual([
      { seat: 0, level: 'easy' },
      { seat: 2, level: 'hard' },
      { seat: 0, level: 'easy' },
      { seat: 2, level: 'hard' },
      { seat: 0, level: 'easy' },
    ]);
  });

  it('keeps the levels in a duplicate and in a rematch', () => {
    const created = store.service.create('tally', undefined, [bot('Eva', 'easy'), bot('Hugo', 'hard'), human('Ana')], { target: 3 }, 'lv-5');
    expect(store.service.duplicate(created.id).botLevels).toEqual(['easy', 'hard']);
    // Two bot moves of 1 and a person's 1 reach the target of 3.
    const seq = playBots(created.id, 0);
    const end = store.service.act(created.id, 2, seq, { type: 'add', n: 1 });
    expect(end.status.result).not.toBeNull();
    const next = rematch(store.db, store.service, created.id);
    expect(next).toMatchObject({ bots: [0, 1], botLevels: ['easy', 'hard'] });
    expect(storedPlayers(next.id)).toEqual([
      { name: 'Eva', bot: true, botLevel: 'easy' },
      { name: 'Hugo', bot: true, botLevel: 'hard' },
      { name: 'Ana' },
    ]);
  });
});

describe('bot levels in export files', () => {
  it('writes botLevels only when a bot plays at another level than Normal', () => {
    const plain = store.service.create('tally', undefined, [bot('Uno'), human('Ana')], {}, 'lv-6');
    expect(store.service.export(plain.id).session).not.toHaveProperty('botLevels');
    const leveled = store.service.create('tally', undefined, [bot('Uno', 'hard'), human('Ana'), bot('Dos')], {}, 'lv-7');
    expect(store.service.export(leveled.id).session).toMatchObject({ bots: [0, 2], botLevels: ['hard', 'normal'] });
  });

  it('imports the levels a file carries, and a file without them as Normal', async () => {
    const created = store.service.create('tally', undefined, [bot('Eva', 'easy'), human('Ana'), bot('Hugo', 'hard')], { target: 30 }, 'lv-8');
    const seq = playBots(created.id, 0);
    store.service.act(created.id, 1, seq, { type: 'add', n: 2 });
    const file = store.service.export(created.id);
    const importer = new SessionImportService(target.db, target.dataFile(), games);
    expect(importer.preview(JSON.stringify(file))).toMatchObject({ bots: [0, 2], botLevels: ['easy', 'hard'] });
    const imported = await importer.confirm(JSON.stringify(file));
    expect(imported.session).toMatchObject({ bots: [0, 2], botLevels: ['easy', 'hard'] });
    // The imported game plays its bots at their levels.
    asked.length = 0;
    const snap = target.service.open(imported.session.id, null);
    expect(snap.botToMove).toBe(2);
    target.service.botStep(imported.session.id, snap.seq);
    expect(asked).toEqual([{ seat: 2, level: 'hard' }]);

    const { botLevels: _dropped, ...olderSession } = file.session;
    const older: ExportFile = { ...file, session: { ...olderSession, id: 'older-file' } };
    const again = await importer.confirm(JSON.stringify(older));
    expect(again.session).toMatchObject({ bots: [0, 2], botLevels: ['normal', 'normal'] });
  });

  it('refuses a file whose levels do not match its bot seats, or name an unknown level', () => {
    const created = store.service.create('tally', undefined, [bot('Eva', 'easy'), human('Ana')], {}, 'lv-9');
    const file = store.service.export(created.id);
    const importer = new SessionImportService(target.db, target.dataFile(), games);
    const tooMany = { ...file, session: { ...file.session, botLevels: ['easy', 'hard'] } };
    expectServiceError(() => importer.preview(JSON.stringify(tooMany)), 'invalid_export');
    const unknown = { ...file, session: { ...file.session, botLevels: ['expert'] } };
    expectServiceError(() => importer.preview(JSON.stringify(unknown)), 'invalid_export');
  });
});
