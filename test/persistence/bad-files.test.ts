/**
 * Data files the app must not trust as they are (issue 7, points 8, 10 and 11): a folder
 * with the file's name, a truncated or foreign file, an empty file with a WAL left beside
 * it, a locked file, a read-only medium, a full disk; and what the person may do then.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, openDataFile, type Db } from '../../electron/services/database';
import { AUTO_BACKUPS_KEPT, autoBackups, writeDailyBackup } from '../../electron/services/auto-backup';
import { moveAside, restoreLatestBackup } from '../../electron/services/damaged-file';
import { ServiceError } from '../../electron/services/errors';
import { acquireProcessLock } from '../../electron/services/process-lock';
import { SessionService } from '../../electron/services/sessions';
import { gamesWithTally } from '../fixtures/tally-game';
import { serviceErrorOf } from './looper-fixtures';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { fillDisk, mountTmpfs, remountReadOnly } from './tmpfs';

let temp: ReturnType<typeof makeTempDir>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  temp = makeTempDir('badfile');
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  temp.cleanup();
});

const options = { migrationsDir: MIGRATIONS_DIR, appVersion: 'test', busyTimeoutMs: 50 };

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    (db) => {
      (db as Db).close?.();
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

/** A Velada file with one session of a few moves, closed cleanly. */
async function savedFile(file: string): Promise<string> {
  const db = await openDatabase(file, options);
  const sessions = new SessionService(db, { games: gamesWithTally });
  const { id } = sessions.create('tally', 'Guardada', [{ name: 'Ana' }, { name: 'Luis' }], {}, 'seed');
  sessions.act(id, 0, 0, { type: 'add', n: 2 });
  db.close();
  return id;
}

function snapshotOfFolder(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(dir).filter((n) => fs.statSync(path.join(dir, n)).isFile()).map((n) => [n, fs.readFileSync(path.join(dir, n)).toString('base64')]),
  );
}

describe('point 10: corrupt, truncated and foreign files', () => {
  it('refuses a 0-byte file with a leftover WAL as db_corrupt, leaving both files as they were', async () => {
    const file = temp.file('velada.db');
    const db = await openDatabase(file, options);
    db.pragma('wal_autocheckpoint = 0');
    db.prepare("INSERT INTO profiles VALUES ('p1', 'Ana', '#123456', '2025-01-01')").run();
    // Copy the WAL while it still holds the pages, as a crash would leave it.
    const wal = fs.readFileSync(`${file}-wal`);
    db.close();
    fs.writeFileSync(file, '');
    fs.writeFileSync(`${file}-wal`, wal);
    const before = snapshotOfFolder(temp.dir);

    const error = await refusal(openDatabase(file, options));
    expect(error).toMatchObject({ code: 'db_corrupt', params: { file, detail: 'empty file with a leftover WAL' } });
    expect(snapshotOfFolder(temp.dir)).toEqual(before);
  });

  it('refuses a truncated file as db_corrupt with its path, untouched', async () => {
    const file = temp.file('velada.db');
    await savedFile(file);
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const before = fs.readFileSync(file);
    const error = await refusal(openDatabase(file, options));
    expect(error).toMatchObject({ code: 'db_corrupt', params: { file } });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('refuses another program’s SQLite file as db_foreign instead of adding Velada’s tables to it', async () => {
    const file = temp.file('velada.db');
    const other = new Database(file);
    other.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('tortilla')");
    other.close();
    const before = fs.readFileSync(file);
    const error = await refusal(openDatabase(file, options));
    expect(error).toMatchObject({ code: 'db_foreign', params: { file } });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('moves a damaged file and its WAL aside as velada-damaged-<date>.db, deleting nothing', () => {
    const file = temp.file('velada.db');
    fs.writeFileSync(file, 'damaged');
    fs.writeFileSync(`${file}-wal`, 'wal');
    const moved = moveAside(file, '2026-11-22T10:00:00.000Z');
    expect(path.basename(moved)).toBe('velada-damaged-2026-11-22.db');
    expect(fs.readFileSync(moved, 'utf8')).toBe('damaged');
    expect(fs.readFileSync(`${moved}-wal`, 'utf8')).toBe('wal');
    expect(fs.existsSync(file)).toBe(false);
    // A second damaged file the same day gets its own name.
    fs.writeFileSync(file, 'again');
    expect(path.basename(moveAside(file, '2026-11-22T11:00:00.000Z'))).toBe('velada-damaged-2026-11-22-2.db');
    expect(fs.readFileSync(moved, 'utf8')).toBe('damaged');
  });

  it('writes one automatic copy a day, keeps the newest few, and restores the newest over a damaged file', async () => {
    const file = temp.file('velada.db');
    const id = await savedFile(file);
    const db = await openDatabase(file, options);
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']) {
      expect(await writeDailyBackup(db, file, `${day}T08:00:00.000Z`)).toBe(`${file}.auto-${day}`);
    }
    expect(await writeDailyBackup(db, file, '2026-11-21T20:00:00.000Z')).toBeNull();
    db.close();
    expect(autoBackups(file).map((f) => path.basename(f))).toEqual(
      ['2026-11-21', '2026-11-20', '2026-11-19'].map((day) => `velada.db.auto-${day}`),
    );
    expect(AUTO_BACKUPS_KEPT).toBe(3);

    fs.writeFileSync(file, 'these bytes are not a database any more'.repeat(100));
    const { restoredFrom, movedTo } = restoreLatestBackup(file, '2026-11-22T09:00:00.000Z');
    expect(path.basename(restoredFrom)).toBe('velada.db.auto-2026-11-21');
    expect(fs.readFileSync(movedTo, 'utf8')).toMatch(/^these bytes/);
    const restored = await openDatabase(file, options);
    expect(new SessionService(restored, { games: gamesWithTally }).load(id).seq).toBe(1);
    restored.close();
  });

  it('answers no_backup when there is no automatic copy, moving nothing', () => {
    const file = temp.file('velada.db');
    fs.writeFileSync(file, 'damaged');
    expect(() => restoreLatestBackup(file, '2026-11-22T09:00:00.000Z')).toThrow(expect.objectContaining({ code: 'no_backup' }));
    expect(fs.readFileSync(file, 'utf8')).toBe('damaged');
  });
});

describe('point 11: misleading situations get their own message', () => {
  it('a folder named like the data file is db_is_folder, not "cannot open"', async () => {
    const file = temp.file('velada.db');
    fs.mkdirSync(file);
    const error = await refusal(openDatabase(file, options));
    expect(error).toMatchObject({ code: 'db_is_folder', params: { file } });
  });

  it('a file another program holds locked is db_locked', async () => {
    const file = temp.file('velada.db');
    await savedFile(file);
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    cleanups.push(() => holder.close());
    const error = await refusal(openDatabase(file, options));
    expect(error.code).toBe('db_locked');
  });

  it('refuses a second Velada process on the same file with db_in_use, naming neither the path nor the pid', async () => {
    const file = temp.file('velada.db');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    cleanups.push(() => other.kill('SIGKILL'));
    fs.writeFileSync(`${file}.lock`, String(other.pid));
    const error = serviceErrorOf(() => acquireProcessLock(file));
    expect(error).toMatchObject({ code: 'db_in_use', params: {} });
    for (const detail of [file, String(other.pid)]) expect(JSON.stringify(error.toJSON()), detail).not.toContain(detail);
  });

  it('takes over the lock of a Velada that was killed, so a family is never locked out', async () => {
    const file = temp.file('velada.db');
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(`${file}.lock`, String(gone.pid));
    const lock = acquireProcessLock(file);
    expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
  });
});

/**
 * A file with one save on a small file system of its own, which `spoil` then turns read-only or
 * fills, opened as the app opens it at start (closed and unmounted after the test).
 */
async function openSpoiledSave(name: string, sizeKb: number, spoil: (dir: string) => void) {
  const dir = temp.file(name);
  cleanups.push(mountTmpfs(dir, sizeKb));
  const file = path.join(dir, 'velada.db');
  const id = await savedFile(file);
  spoil(dir);
  const { db, readOnly } = await openDataFile(file, options);
  cleanups.unshift(() => db.close());
  return { id, db, readOnly };
}

describe('point 8: a read-only file or a full disk at start', () => {
  it('opens a file on a read-only file system as a read-only copy: saves can be read, nothing written', async () => {
    const { id, db, readOnly } = await openSpoiledSave('ro', 2048, remountReadOnly);
    expect(readOnly).toMatchObject({ reason: 'read_only_file' });
    const sessions = new SessionService(db, { games: gamesWithTally });
    expect(sessions.list().map((s) => s.id)).toEqual([id]);
    expect(sessions.open(id, null).seq).toBe(1);
    expect(() => sessions.act(id, 1, 1, { type: 'add', n: 1 })).toThrow(expect.objectContaining({ code: 'SQLITE_READONLY' }));
  });

  it('opens a file on a full disk as a read-only copy and says the disk is full', async () => {
    const { id, db, readOnly } = await openSpoiledSave('full', 1024, fillDisk);
    expect(readOnly).toMatchObject({ reason: 'disk_full' });
    expect(new SessionService(db, { games: gamesWithTally }).open(id, null).seq).toBe(1);
  });
});
