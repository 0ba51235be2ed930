/**
 * The IPC handler layer exactly as Electron and the web host call it: untrusted payloads
 * in, Result objects out, and no database change whenever the answer is an error.
 */
import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createServices } from '../../electron/ipc/handlers';
import { replayExport } from '../../electron/services/session-export';
import type { AnyGameModule } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import {
  BOT_DELAY_DEFAULT_MS,
  BOT_DELAY_MAX_MS,
  type ExportFile,
  type IpcError,
  type Profile,
  type Result,
  type SessionSnapshot,
  type SessionSummary,
  type ExportOutcome,
} from '../../shared/ipc/contract';
import { folderExporter } from '../../electron/services/export-sink';
import { tally } from '../fixtures/tally-game';
import { MIGRATIONS_DIR, rowCounts } from '../fixtures/temp-data';
import { useIpcServices } from '../fixtures/ipc-services';

const ipc = useIpcServices('ipc', (dir) => ({ exporter: folderExporter(path.join(dir, 'exports')) }));
const { ok, dataFile, file } = ipc;

/**
 * sessions.export answers only where the file went; its content is read back from the disk,
 * as a family would open it on the other computer.
 */
async function exported(sessionId: string): Promise<ExportFile> {
  const outcome = await ok<ExportOutcome>('sessions.export', { sessionId });
  if (outcome.kind !== 'saved') throw new Error(`expected a saved export, got ${outcome.kind}`);
  expect(outcome.fileName).toMatch(/^velada-[a-z]+-[a-z0-9-]+\.json$/);
  return JSON.parse(readFileSync(path.join(file('exports'), outcome.fileName), 'utf8')) as ExportFile;
}

/** Sends a request that must fail with `code` and must leave every table as it was. */
async function fails(command: string, request: unknown, code: string): Promise<IpcError> {
  const before = rowCounts(dataFile());
  const error = await ipc.refused(command, request);
  expect(error.code, error.message).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(rowCounts(dataFile())).toEqual(before);
  return error;
}

async function newSilentes(): Promise<SessionSummary> {
  return ok<SessionSummary>('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 'ipc-seed' });
}

describe('app and catalog', () => {
  it('answers app.info and lists the games with their player ranges', async () => {
    expect(await ok('app.info', {})).toEqual({ version: '0.1.0-test', platform: 'web', readOnly: null });
    const catalog = await ok<{ id: string; playable: boolean; minPlayers: number; maxPlayers: number }[]>('games.catalog', {});
    expect(catalog.map((g) => g.id)).toEqual(['silentes', 'grizzled', 'salem', 'looper', 'darkness']);
    expect(catalog[0]).toEqual({ id: 'silentes', playable: true, minPlayers: 2, maxPlayers: 2 });
    expect(catalog[1]).toEqual({ id: 'grizzled', playable: true, minPlayers: 2, maxPlayers: 5 });
    // Playable = the engine is in this build; the renderer offers a game only when it also has
    // its table (renderer/src/games/table-registry.ts).
    expect(catalog.filter((g) => g.playable).map((g) => g.id)).toEqual(['silentes', 'grizzled', 'salem', 'looper', 'darkness']);
    expect(catalog[2]).toEqual({ id: 'salem', playable: true, minPlayers: 4, maxPlayers: 12 });
  });

  it('refuses unknown commands', async () => {
    const error = await fails('sessions.cheat', {}, 'unknown_command');
    expect(error.params).toEqual({ command: 'sessions.cheat' });
    await fails('__proto__', {}, 'unknown_command');
  });
});

describe('malformed requests', () => {
  const cases: [string, unknown, string][] = [
    ['app.info', null, '(request)'],
    ['app.info', 'hello', '(request)'],
    ['app.info', { extra: 1 }, '(request)'],
    ['profiles.create', {}, 'name'],
    ['profiles.create', { name: 'Ana', color: 'red' }, 'color'],
    ['profiles.create', { name: '   ' }, 'name'],
    ['profiles.create', { name: 'Ana', admin: true }, '(request)'],
    ['sessions.create', { players: [{ name: 'Ana' }, { name: 'Luis' }] }, 'gameId'],
    ['sessions.create', { gameId: 'chess', players: [{ name: 'Ana' }] }, 'gameId'],
    ['sessions.create', { gameId: 'silentes', players: 'Ana y Luis' }, 'players'],
    ['sessions.create', { gameId: 'silentes', players: [{ name: 'Ana', age: 9 }, { name: 'Luis' }] }, 'players.0'],
    ['sessions.create', { gameId: 'silentes', players: [], seed: 'x' }, 'players'],
    ['sessions.open', { sessionId: 'x' }, 'seat'],
    ['sessions.open', { sessionId: 'x', seat: 1.5 }, 'seat'],
    ['sessions.act', { sessionId: 'x', seat: 0, expectedSeq: '0', action: {} }, 'expectedSeq'],
    ['sessions.act', { sessionId: 'x', seat: 0, expectedSeq: 0 }, 'action'],
    ['sessions.act', { sessionId: 'x', seat: -1, expectedSeq: 0, action: {} }, 'seat'],
    ['sessions.act', { sessionId: 'x', seat: 0, expectedSeq: 0, action: [] }, 'action'],
    ['sessions.act', { sessionId: 'x', seat: 0, expectedSeq: 0, action: {}, asSeat: 1 }, '(request)'],
    ['sessions.undo', { sessionId: '', seat: 0, expectedSeq: 0 }, 'sessionId'],
    ['sessions.botStep', { sessionId: 'x' }, 'expectedSeq'],
    ['sessions.botStep', { sessionId: 'x', expectedSeq: -1 }, 'expectedSeq'],
    ['sessions.botStep', { sessionId: 'x', expectedSeq: 0, seat: 1 }, '(request)'],
    ['sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis', bot: 'yes' }] }, 'players.1.bot'],
    ['sessions.rename', { sessionId: 'x', title: 'y'.repeat(81) }, 'title'],
    ['settings.set', { locale: 'fr' }, 'locale'],
  ];

  it.each(cases)('%s %j → invalid_request at %s, nothing written', async (command, request, where) => {
    const error = await fails(command, request, 'invalid_request');
    expect(error.params.command).toBe(command);
    expect(String(error.params.issues).startsWith(`${where}: `), String(error.params.issues)).toBe(true);
  });

  it('does not create a session from a malformed request that has a valid part', async () => {
    await fails('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 7 }, 'invalid_request');
    expect(await ok('sessions.list', {})).toEqual([]);
  });
});

describe('sessions through handle', () => {
  it('plays, undoes and exports a Silentes game, answering with snapshots', async () => {
    const created = await newSilentes();
    expect(created.title).toBe('Silentes — Ana y Luis');
    let snap = await ok<SessionSnapshot>('sessions.open', { sessionId: created.id, seat: null });
    expect(snap).toMatchObject({ seq: 0, seat: null, legal: [] });
    for (let i = 0; i < 6 && snap.status.result === null; i++) {
      const seat = snap.status.deciding[0]!;
      const own = await ok<SessionSnapshot>('sessions.open', { sessionId: created.id, seat });
      expect(own.legal.length).toBeGreaterThan(0);
      snap = await ok<SessionSnapshot>('sessions.act', { sessionId: created.id, seat, expectedSeq: own.seq, action: own.legal[0] });
      expect(snap.seq).toBe(own.seq + 1);
    }
    const file = await exported(created.id);
    expect(file.actions).toHaveLength(snap.seq);
    expect(replayExport(file)).toMatchObject({ reproduces: true });
    const listed = await ok<SessionSummary[]>('sessions.list', {});
    expect(listed.map((s) => s.id)).toEqual([created.id]);
  });

  it('never answers an export with the file: only where it went (issue 7.2)', async () => {
    const created = await newSilentes();
    const seed = (await exported(created.id)).session.seed;
    const answer = await ipc.services().handle('sessions.export', { sessionId: created.id });
    expect(answer).toEqual({ ok: true, data: { kind: 'saved', fileName: expect.any(String) } });
    expect(JSON.stringify(answer)).not.toContain(seed);

    const bare = createServices({ dataFile: file('bare.db'), migrationsDir: MIGRATIONS_DIR, platform: 'web' });
    try {
      const session = await bare.handle('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }] });
      const refused = await bare.handle('sessions.export', { sessionId: (session as { data: { id: string } }).data.id });
      expect(refused).toMatchObject({ ok: false, error: { code: 'export_unavailable' } });
    } finally {
      bare.close();
    }
  });

  it('answers session_not_found for every command on a missing session', async () => {
    const sessionId = 'does-not-exist';
    await fails('sessions.open', { sessionId, seat: null }, 'session_not_found');
    await fails('sessions.act', { sessionId, seat: 0, expectedSeq: 0, action: { type: 'pass' } }, 'session_not_found');
    await fails('sessions.undo', { sessionId, seat: 0, expectedSeq: 0 }, 'session_not_found');
    await fails('sessions.botStep', { sessionId, expectedSeq: 0 }, 'session_not_found');
    await fails('sessions.rename', { sessionId, title: 'x' }, 'session_not_found');
    await fails('sessions.delete', { sessionId }, 'session_not_found');
    await fails('sessions.duplicate', { sessionId }, 'session_not_found');
    await fails('sessions.export', { sessionId }, 'session_not_found');
  });

  it('refuses stale seqs, out-of-turn seats, bad actions and peeking, writing nothing', async () => {
    const { id } = await newSilentes();
    const table = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: null });
    const decider = table.status.deciding[0]!;
    const own = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: decider });
    const move = own.legal[0];
    await ok('sessions.act', { sessionId: id, seat: decider, expectedSeq: 0, action: move });

    const stale = await fails('sessions.act', { sessionId: id, seat: decider, expectedSeq: 0, action: move }, 'stale_action');
    expect(stale.params).toEqual({ expected: 0, actual: 1 });

    const now = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: null });
    const next = now.status.deciding[0]!;
    const notNext = next === 0 ? 1 : 0;
    const nextMove = (await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: next })).legal[0];
    const outOfTurn = await fails('sessions.act', { sessionId: id, seat: notNext, expectedSeq: 1, action: nextMove }, 'not_your_decision');
    expect(outOfTurn.params).toMatchObject({ seat: notNext, expected: next });
    await fails('sessions.act', { sessionId: id, seat: next, expectedSeq: 1, action: { type: 'teleport' } }, 'invalid_action');
    await fails('sessions.act', { sessionId: id, seat: 7, expectedSeq: 1, action: nextMove }, 'invalid_seat');

    const peek = await fails('sessions.open', { sessionId: id, seat: notNext }, 'seat_not_deciding');
    expect(peek.params).toEqual({ seat: notNext, deciding: String(next) });
  });

  it('keeps a hidden hand out of the public snapshot an act returns', async () => {
    const { id } = await newSilentes();
    const table = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat: null });
    const seat = table.status.deciding[0]!;
    const own = await ok<SessionSnapshot>('sessions.open', { sessionId: id, seat });
    const after = await ok<SessionSnapshot>('sessions.act', { sessionId: id, seat, expectedSeq: 0, action: own.legal[0] });
    if (after.seat === null) {
      expect(after.handoffTo).toBe(after.status.deciding[0]);
      expect((after.view as { seats: { hand: unknown }[] }).seats.map((s) => s.hand)).toEqual([null, null]);
    } else {
      expect(after.status.deciding).toContain(seat);
    }
  });

  it('renames, duplicates and deletes', async () => {
    const { id } = await newSilentes();
    expect((await ok<SessionSummary>('sessions.rename', { sessionId: id, title: 'Viernes' })).title).toBe('Viernes');
    const copy = await ok<SessionSummary>('sessions.duplicate', { sessionId: id });
    expect(copy.title).toBe('Viernes (copia)');
    expect(await ok('sessions.delete', { sessionId: id })).toEqual({ deleted: true });
    expect((await ok<SessionSummary[]>('sessions.list', {})).map((s) => s.id)).toEqual([copy.id]);
  });

  it('passes option errors from the game module through with their code', async () => {
    const error = await fails(
      'sessions.create',
      { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], options: { openHands: 'yes' } },
      'invalid_options',
    );
    expect(error.params.issue).toMatch(/openHands/);
    await fails('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }] }, 'invalid_player_count');
    // Salem: a game is created; an option it refuses comes back with the engine's own code and words.
    const salem = await ok<SessionSummary>('sessions.create', { gameId: 'salem', players: ['A', 'B', 'C', 'D'].map((name) => ({ name })), seed: 'ipc-salem' });
    expect(salem).toMatchObject({ gameId: 'salem', status: 'active' });
    const tooMany = await fails(
      'sessions.create',
      { gameId: 'salem', players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => ({ name })), options: { characterChoice: true } },
      'character_choice_too_many',
    );
    expect(tooMany.params).toMatchObject({ players: 8, max: 7 });
    expect(tooMany.message).toMatch(/7 players or fewer/);
    expect((await fails('sessions.create', { gameId: 'salem', players: ['A', 'B', 'C', 'D'].map((name) => ({ name })), options: { nightSeconds: 99 } }, 'invalid_options')).params.issue).toMatch(/nightSeconds/);
  });
});

describe('bot seats through handle', () => {
  it('plays a Silentes game of one person against the bot through sessions.botStep', async () => {
    const created = await ok<SessionSummary>('sessions.create', {
      gameId: 'silentes',
      players: [{ name: 'Ana' }, { name: 'Robi', bot: true }],
      seed: 'ipc-bot',
    });
    expect(created.bots).toEqual([1]);
    await fails('sessions.open', { sessionId: created.id, seat: 1 }, 'seat_is_bot');
    let snap = await ok<SessionSnapshot>('sessions.open', { sessionId: created.id, seat: 0 });
    expect((await fails('sessions.botStep', { sessionId: created.id, expectedSeq: 3 }, 'stale_action')).params).toEqual({ expected: 3, actual: 0 });
    let botMoves = 0;
    for (let i = 0; i < 2000 && snap.status.result === null; i++) {
      expect(snap.seat).toBe(0);
      if (snap.botToMove === 1) {
        await fails('sessions.act', { sessionId: created.id, seat: 1, expectedSeq: snap.seq, action: { type: 'pass' } }, 'seat_is_bot');
        const next = await ok<SessionSnapshot>('sessions.botStep', { sessionId: created.id, expectedSeq: snap.seq });
        expect(next.seq).toBe(snap.seq + 1);
        snap = next;
        botMoves++;
      } else {
        const refused = await fails('sessions.botStep', { sessionId: created.id, expectedSeq: snap.seq }, 'not_bot_turn');
        expect(refused.params).toEqual({ deciding: '0' });
        snap = await ok<SessionSnapshot>('sessions.act', { sessionId: created.id, seat: 0, expectedSeq: snap.seq, action: snap.legal[0] });
      }
    }
    expect(snap.status.result).not.toBeNull();
    expect(botMoves).toBeGreaterThan(0);
    await fails('sessions.botStep', { sessionId: created.id, expectedSeq: snap.seq }, 'game_finished');
    const file = await exported(created.id);
    expect(file.session.bots).toEqual([1]);
    expect(file.actions.filter((a) => a.seat === 1)).toHaveLength(botMoves);
    expect(replayExport(file)).toMatchObject({ reproduces: true });
  });
});

describe('profiles and settings', () => {
  it('creates, renames, lists and deletes profiles', async () => {
    const ana = await ok<Profile>('profiles.create', { name: 'Ana' });
    expect(ana.color).toMatch(/^#[0-9a-f]{6}$/);
    const luis = await ok<Profile>('profiles.create', { name: 'Luis', color: '#A1B2C3' });
    expect(luis.color).toBe('#a1b2c3');
    await fails('profiles.create', { name: 'ana' }, 'profile_name_taken');
    expect((await ok<Profile>('profiles.rename', { profileId: ana.id, name: 'Ana María' })).name).toBe('Ana María');
    await fails('profiles.rename', { profileId: 'nobody', name: 'X' }, 'profile_not_found');
    expect(await ok('profiles.delete', { profileId: luis.id })).toEqual({ deleted: true });
    await fails('profiles.delete', { profileId: luis.id }, 'profile_not_found');
    expect((await ok<Profile[]>('profiles.list', {})).map((p) => p.name)).toEqual(['Ana María']);
  });

  it('defaults to Spanish and remembers the chosen locale across restarts', async () => {
    expect(await ok('settings.get', {})).toEqual({ locale: 'es', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true });
    expect(await ok('settings.set', { locale: 'en' })).toEqual({ locale: 'en', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true });
    const services = ipc.restart({ platform: 'electron' });
    expect(await ok('settings.get', {})).toEqual({ locale: 'en', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true });
    const settings = await services.settings();
    expect(settings.windowBounds()).toBeNull();
    settings.setWindowBounds({ x: 10, y: 20, width: 1200, height: 800 });
    expect(settings.windowBounds()).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
  });
});

describe('bot delay setting', () => {
  it('keeps the chosen delay across restarts, beside the locale', async () => {
    expect(await ok('settings.set', { botDelayMs: 0 })).toEqual({ locale: 'es', botDelayMs: 0, motion: 'auto', confirmIrreversible: true });
    expect(await ok('settings.set', { botDelayMs: BOT_DELAY_MAX_MS, locale: 'en' })).toEqual({ locale: 'en', botDelayMs: BOT_DELAY_MAX_MS, motion: 'auto', confirmIrreversible: true });
    expect(await ok('settings.set', { botDelayMs: 750 })).toEqual({ locale: 'en', botDelayMs: 750, motion: 'auto', confirmIrreversible: true });
    ipc.restart();
    expect(await ok('settings.get', {})).toEqual({ locale: 'en', botDelayMs: 750, motion: 'auto', confirmIrreversible: true });
  });

  it.each([-1, 99999, 1.5, '800', null])('refuses botDelayMs %j as invalid_request, changing nothing', async (botDelayMs) => {
    await ok('settings.set', { botDelayMs: 300 });
    const error = await fails('settings.set', { locale: 'en', botDelayMs }, 'invalid_request');
    expect(String(error.params.issues)).toMatch(/^botDelayMs: /);
    expect(await ok('settings.get', {})).toEqual({ locale: 'es', botDelayMs: 300, motion: 'auto', confirmIrreversible: true });
  });

  it.each(['-5', '5001', '2.5', '"fast"', 'not json'])('falls back to the default when the stored value is %s', async (stored) => {
    ipc.services().close();
    const raw = new Database(dataFile());
    raw.prepare("INSERT INTO settings (key, value_json) VALUES ('botDelayMs', ?)").run(stored);
    raw.close();
    ipc.restart();
    expect(await ok('settings.get', {})).toEqual({ locale: 'es', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true });
  });
});

describe('failures that are not the caller’s fault', () => {
  it('turns an unexpected exception into internal_error instead of throwing', async () => {
    const broken: AnyGameModule = {
      ...tally,
      id: 'grizzled',
      view: () => {
        throw new Error('view exploded');
      },
    };
    ipc.restart({ games: (id) => (id === 'grizzled' ? broken : gameModule(id)) });
    const { id } = await ok<SessionSummary>('sessions.create', { gameId: 'grizzled', players: [{ name: 'A' }, { name: 'B' }] });
    const error = await fails('sessions.open', { sessionId: id, seat: null }, 'internal_error');
    expect(error.message).toMatch(/view exploded/);
  });

  it('answers every command with the open error when the file is from a newer Velada', async () => {
    const newer = file('future.db');
    const future = new Database(newer);
    future.pragma('user_version = 999');
    future.exec('CREATE TABLE t (x)');
    future.close();
    const bytes = fs.readFileSync(newer);
    const services = ipc.restart({ dataFile: newer });
    const ready = await services.ready;
    expect(ready.ok).toBe(false);
    const result = await services.handle('sessions.list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'db_from_newer_version', params: { found: 999 } } });
    expect(fs.readFileSync(newer).equals(bytes)).toBe(true);
  });

  it('answers services_closed after close', async () => {
    const services = ipc.services();
    services.close();
    expect(await services.handle('sessions.list', {})).toMatchObject({ ok: false, error: { code: 'services_closed' } });
  });
});
