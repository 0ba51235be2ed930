/**
 * The handler layer when the data file is not in a normal state (issue 7, points 8, 10,
 * 11): what each command answers, and which file-replacing commands are allowed when.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../electron/ipc/handlers';
import type { SessionSummary } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir, rowCounts } from '../fixtures/temp-data';
import { mountTmpfs, remountReadOnly } from '../persistence/tmpfs';

let temp: ReturnType<typeof makeTempDir>;
const open: Services[] = [];
const cleanups: (() => void)[] = [];

beforeEach(() => {
  temp = makeTempDir('ipc-bad');
});
afterEach(() => {
  for (const services of open.splice(0)) services.close();
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  temp.cleanup();
});

function start(dataFile: string): Services {
  const services = createServices({ dataFile, migrationsDir: MIGRATIONS_DIR, platform: 'web', appVersion: '0.1.0-test' });
  open.push(services);
  return services;
}

async function newGame(services: Services, title = 'Partida'): Promise<SessionSummary> {
  const result = await services.handle('sessions.create', { gameId: 'silentes', title, players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 's' });
  if (!result.ok) throw new Error(result.error.message);
  return result.data as SessionSummary;
}

describe('point 11: requests and answers that misled', () => {
  it('app.info no longer hands the page the absolute data path', async () => {
    const services = start(temp.file('velada.db'));
    const info = await services.handle('app.info', {});
    expect(info).toEqual({ ok: true, data: { version: '0.1.0-test', platform: 'web', readOnly: null } });
    expect(JSON.stringify(info)).not.toContain(temp.dir);
  });

  it('rejects __proto__, constructor and prototype keys in sessions.create options, writing nothing', async () => {
    const services = start(temp.file('velada.db'));
    await services.ready;
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const raw = JSON.parse(`{"gameId":"silentes","players":[{"name":"Ana"},{"name":"Luis"}],"options":{"${key}":{"polluted":true}}}`);
      const before = rowCounts(temp.file('velada.db'));
      const result = await services.handle('sessions.create', raw);
      expect(result, key).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(rowCounts(temp.file('velada.db'))).toEqual(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a second Velada process on the same file is refused with db_in_use, not served stale reads', async () => {
    const file = temp.file('velada.db');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    cleanups.push(() => other.kill('SIGKILL'));
    fs.writeFileSync(`${file}.lock`, String(other.pid));
    const services = start(file);
    const answer = await services.handle('sessions.list', {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'db_in_use', params: {} } });
    // The page is told in words; where the file lives and which process holds it stay in main.
    const said = JSON.stringify(answer);
    for (const detail of [file, temp.dir, String(other.pid)]) expect(said, detail).not.toContain(detail);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('releases its lock on close, so the next start (or the next process) opens the file', async () => {
    const file = temp.file('velada.db');
    const first = start(file);
    await first.ready;
    expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    first.close();
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('point 10: a damaged data file at start', () => {
  it('answers db_corrupt with the path; "Empezar con un archivo nuevo" moves it aside and starts empty', async () => {
    const file = temp.file('velada.db');
    fs.writeFileSync(file, 'not a database, just some bytes '.repeat(100));
    const services = start(file);
    expect(await services.handle('sessions.list', {})).toMatchObject({ ok: false, error: { code: 'db_corrupt', params: { file } } });

    const moved = await services.handle('data.startFresh', {});
    const stamp = new Date().toISOString().slice(0, 10);
    expect(moved).toEqual({ ok: true, data: { movedTo: `velada-damaged-${stamp}.db` } });
    expect(fs.readFileSync(path.join(temp.dir, `velada-damaged-${stamp}.db`), 'utf8')).toMatch(/^not a database/);
    expect(await services.handle('sessions.list', {})).toEqual({ ok: true, data: [] });
    await newGame(services);
  });

  it('restores the newest automatic copy written on an earlier open', async () => {
    const file = temp.file('velada.db');
    const first = start(file);
    const game = await newGame(first, 'Antes del daño');
    first.close();
    // Today's copy was taken on the first open, before the game: the game needs a later copy.
    for (const name of fs.readdirSync(temp.dir)) if (name.includes('.auto-')) fs.rmSync(path.join(temp.dir, name));
    const second = start(file);
    await second.ready;
    second.close();
    fs.writeFileSync(file, Buffer.alloc(8192, 0x5a));

    const services = start(file);
    expect((await services.ready).ok).toBe(false);
    const restored = await services.handle('data.restoreBackup', {});
    expect(restored).toMatchObject({ ok: true, data: { restoredFrom: expect.stringMatching(/^velada\.db\.auto-/), movedTo: expect.stringMatching(/^velada-damaged-/) } });
    const list = await services.handle('sessions.list', {});
    expect(list.ok && (list.data as SessionSummary[]).map((s) => s.title)).toEqual([game.title]);
  });

  it('refuses to replace a file that opened fine, or one from a newer Velada, moving nothing', async () => {
    const file = temp.file('velada.db');
    const services = start(file);
    await newGame(services);
    const before = fs.readdirSync(temp.dir).sort();
    expect(await services.handle('data.startFresh', {})).toMatchObject({ ok: false, error: { code: 'file_replacement_refused', params: { state: 'open' } } });
    expect(await services.handle('data.restoreBackup', {})).toMatchObject({ ok: false, error: { code: 'file_replacement_refused' } });
    expect(fs.readdirSync(temp.dir).sort()).toEqual(before);

    const future = temp.file('future.db');
    const db = new Database(future);
    db.pragma('user_version = 999');
    db.exec('CREATE TABLE t (x)');
    db.close();
    const newer = start(future);
    expect(await newer.handle('data.startFresh', {})).toMatchObject({ ok: false, error: { code: 'file_replacement_refused', params: { state: 'db_from_newer_version' } } });
    expect(fs.existsSync(future)).toBe(true);
  });
});

describe('point 8: read-only mode', () => {
  it('on a read-only file system: reads answer, writes answer read_only with the reason, app.info says why', async () => {
    const dir = temp.file('ro');
    cleanups.push(mountTmpfs(dir, 2048));
    const file = path.join(dir, 'velada.db');
    const writer = start(file);
    const game = await newGame(writer);
    writer.close();
    remountReadOnly(dir);

    const services = start(file);
    expect(await services.handle('app.info', {})).toMatchObject({ ok: true, data: { readOnly: { reason: 'read_only_file' } } });
    expect(await services.handle('sessions.list', {})).toMatchObject({ ok: true, data: [{ id: game.id }] });
    expect(await services.handle('sessions.open', { sessionId: game.id, seat: null })).toMatchObject({ ok: true });
    expect(await services.handle('sessions.create', { gameId: 'silentes', players: [{ name: 'A' }, { name: 'B' }] })).toMatchObject({
      ok: false,
      error: { code: 'read_only', params: { reason: 'read_only_file' } },
    });
    expect(await services.handle('settings.set', { locale: 'en' })).toMatchObject({ ok: false, error: { code: 'read_only' } });
    // Private screens (issue 23): turning phones on, links and turning them off write; who is connected is read.
    for (const command of ['screens.start', 'screens.stop']) {
      expect(await services.handle(command, { sessionId: game.id })).toMatchObject({ ok: false, error: { code: 'read_only' } });
    }
    for (const command of ['screens.link', 'screens.revoke', 'screens.openWindow']) {
      expect(await services.handle(command, { sessionId: game.id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'read_only' } });
    }
    expect(await services.handle('screens.status', { sessionId: game.id })).toMatchObject({ ok: true, data: { on: false, baseUrl: null } });
  });
});

describe('point 9: the background integrity pass through the handlers', () => {
  it('flags a session whose old log rows were damaged in sessions.list once the pass is done', async () => {
    const file = temp.file('velada.db');
    const services = start(file);
    const game = await newGame(services);
    let snap = (await services.handle('sessions.open', { sessionId: game.id, seat: null })) as { ok: true; data: { seq: number } };
    expect(snap.ok).toBe(true);
    services.close();
    const raw = new Database(file);
    raw.prepare("UPDATE snapshots SET state_json = 'zeroed' WHERE session_id = ? AND seq = 0").run(game.id);
    raw.close();

    const again = start(file);
    await again.integrityChecked();
    expect(await again.handle('sessions.list', {})).toMatchObject({ ok: true, data: [{ id: game.id, damaged: { reason: 'log' } }] });
    snap = (await again.handle('sessions.open', { sessionId: game.id, seat: null })) as never;
    expect(snap).toMatchObject({ ok: false, error: { code: 'replay_mismatch' } });
  });
});
