import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, makeTempDir } from '../../test/fixtures/temp-data';
import { openDatabase, readMigrations, type Db } from './database';
import {
  SAFETY_KEPT_LATEST,
  SAFETY_WEEKS,
  isoWeek,
  listBackups,
  restoreBackup,
  safetyCopiesToKeep,
  takeSafetyBackup,
} from './backups';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('backups');
});
afterEach(() => temp.cleanup());

const migrations = readMigrations(MIGRATIONS_DIR);
const supported = migrations.length;
const open = (file: string): Promise<Db> => openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
const profileNames = (db: Db): string[] => (db.prepare('SELECT name FROM profiles ORDER BY name').all() as { name: string }[]).map((r) => r.name);
const addProfile = (db: Db, id: string, name: string): void => {
  db.prepare('INSERT INTO profiles (id, name, color, created_at) VALUES (?, ?, ?, ?)').run(id, name, '#123456', '2026-01-01');
};
const DAY = 86_400_000;
const isoAt = (ms: number): string => new Date(ms).toISOString();

describe('isoWeek', () => {
  it('D110 numbers weeks the ISO way: Monday-based, week 1 holds the first Thursday', () => {
    expect(isoWeek('2026-01-01T12:00:00.000Z')).toBe('2026-W01'); // a Thursday
    expect(isoWeek('2021-01-01T00:00:00.000Z')).toBe('2020-W53'); // a Friday belongs to the year before
    expect(isoWeek('2024-12-30T00:00:00.000Z')).toBe('2025-W01'); // a Monday belongs to the year after
    expect(isoWeek('2026-11-22T23:59:59.999Z')).toBe('2026-W47'); // Sunday closes the week
    expect(isoWeek('2026-11-23T00:00:00.000Z')).toBe('2026-W48');
  });
});

describe('safetyCopiesToKeep', () => {
  it('D111 keeps the newest ten plus the newest copy of each of the last eight ISO weeks, nothing else', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 120 * 24 }), { maxLength: 60 }), (hoursAgo) => {
        const copies = hoursAgo.map((h) => ({ file: `c${h}`, at: isoAt(now - h * 3_600_000) }));
        const keep = safetyCopiesToKeep(copies, isoAt(now));
        const newestFirst = [...copies].sort((a, b) => (a.at < b.at ? 1 : -1));
        for (const copy of newestFirst.slice(0, SAFETY_KEPT_LATEST)) expect(keep.has(copy.file)).toBe(true);
        const windowStart = Date.UTC(2026, 10, 23) - (SAFETY_WEEKS - 1) * 7 * DAY; // Monday 23 Nov 2026 is this week's start
        const weekly = new Map<string, string>();
        for (const copy of newestFirst) {
          if (Date.parse(copy.at) >= windowStart && !weekly.has(isoWeek(copy.at))) weekly.set(isoWeek(copy.at), copy.file);
        }
        for (const file of weekly.values()) expect(keep.has(file)).toBe(true);
        const expected = new Set([...newestFirst.slice(0, SAFETY_KEPT_LATEST).map((c) => c.file), ...weekly.values()]);
        expect([...keep].sort()).toEqual([...expected].sort());
        expect(keep.size).toBeLessThanOrEqual(SAFETY_KEPT_LATEST + SAFETY_WEEKS);
      }),
    );
  });
});

describe('safety copies on disk', () => {
  it('D112 takes a whole copy with the online backup API, named by time and reason, and lists it', async () => {
    const file = temp.file('velada.db');
    const db = await open(file);
    addProfile(db, 'p1', 'Ana');
    const info = await takeSafetyBackup(db, file, 'import', '2026-11-23T02:11:30.123Z');
    db.close();
    expect(info).toMatchObject({ file: 'velada.db.safety-2026-11-23T02-11-30-123Z-import', reason: 'import', at: '2026-11-23T02:11:30.123Z' });
    expect(info.size).toBeGreaterThan(0);
    const copy = new Database(temp.file(info.file), { readonly: true });
    expect(profileNames(copy)).toEqual(['Ana']);
    copy.close();
    expect(fs.readdirSync(temp.dir).some((f) => f.endsWith('.partial'))).toBe(false);
    expect(listBackups(file).find((b) => b.file === info.file)).toEqual(info);
  });

  it('D113 prunes only its own rolling copies; daily and pre-migration copies and other files stay', async () => {
    const file = temp.file('velada.db');
    const db = await open(file);
    fs.writeFileSync(temp.file('velada.db.auto-2026-01-01'), 'daily');
    fs.writeFileSync(temp.file('velada.db.backup-v2-2026-01-01T00-00-00-000Z'), 'migration');
    fs.writeFileSync(temp.file('notes.txt'), 'mine');
    // Every six hours for six weeks: the newest ten, then one per older week.
    const start = Date.UTC(2026, 9, 12);
    for (let i = 0; i < 6 * 7 * 4; i += 3) await takeSafetyBackup(db, file, i % 2 ? 'import' : 'end_of_game', isoAt(start + i * 6 * 3_600_000));
    db.close();
    const safety = listBackups(file).filter((b) => b.reason === 'end_of_game' || b.reason === 'import');
    const newest = safety.slice(0, SAFETY_KEPT_LATEST);
    const older = safety.slice(SAFETY_KEPT_LATEST);
    expect(newest).toHaveLength(SAFETY_KEPT_LATEST);
    expect(new Set(older.map((b) => isoWeek(b.at))).size).toBe(older.length); // one per week
    expect(older.length).toBeGreaterThanOrEqual(4);
    expect(listBackups(file).map((b) => b.reason)).toEqual(expect.arrayContaining(['daily', 'migration']));
    expect(fs.existsSync(temp.file('notes.txt'))).toBe(true);
  });

  it('D114 restores a copy in place of the file, moving the current one aside (never deleted)', async () => {
    const file = temp.file('velada.db');
    let db = await open(file);
    addProfile(db, 'p1', 'Ana');
    const info = await takeSafetyBackup(db, file, 'end_of_game', '2026-11-23T02:00:00.000Z');
    addProfile(db, 'p2', 'Luis');
    db.close();
    const result = restoreBackup(file, info.file, migrations, '2026-11-23T03:00:00.000Z');
    expect(result).toEqual({ restoredFrom: info.file, movedTo: 'velada-before-restore-2026-11-23.db' });
    db = await open(file);
    expect(profileNames(db)).toEqual(['Ana']);
    db.close();
    const aside = new Database(temp.file(result.movedTo), { readonly: true });
    expect(profileNames(aside)).toEqual(['Ana', 'Luis']);
    aside.close();
    expect(fs.existsSync(temp.file(info.file))).toBe(true);
  });

  it('D115 refuses a name that is not a listed copy, a foreign file and a newer file, leaving the data file as it was', async () => {
    const file = temp.file('velada.db');
    const db = await open(file);
    addProfile(db, 'p1', 'Ana');
    db.close();
    const before = fs.readFileSync(file);
    const refused = (name: string): unknown => {
      try {
        restoreBackup(file, name, migrations, '2026-11-23T03:00:00.000Z');
      } catch (error) {
        return (error as { code: string }).code;
      }
      return 'restored';
    };
    expect(refused('../velada.db')).toBe('backup_not_found');
    expect(refused('velada.db')).toBe('backup_not_found');
    const foreign = new Database(temp.file('velada.db.safety-2026-11-20T00-00-00-000Z-import'));
    foreign.exec('CREATE TABLE recipes (name TEXT)');
    foreign.close();
    expect(refused('velada.db.safety-2026-11-20T00-00-00-000Z-import')).toBe('backup_not_velada');
    fs.writeFileSync(temp.file('velada.db.safety-2026-11-21T00-00-00-000Z-import'), 'not a database at all, just text');
    expect(refused('velada.db.safety-2026-11-21T00-00-00-000Z-import')).toBe('backup_not_velada');
    fs.copyFileSync(file, temp.file('velada.db.safety-2026-11-22T00-00-00-000Z-import'));
    const newer = new Database(temp.file('velada.db.safety-2026-11-22T00-00-00-000Z-import'));
    newer.pragma(`user_version = ${supported + 1}`);
    newer.close();
    expect(refused('velada.db.safety-2026-11-22T00-00-00-000Z-import')).toBe('backup_from_newer_version');
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(temp.dir).filter((f) => f.startsWith('velada-before-restore'))).toEqual([]);
  });
});

describe('a copy that carries more than the migrations create (S28)', () => {
  /** A safety copy of a fresh file with `extra` run in it, as a tampered or foreign copy would be. */
  async function tamperedCopy(file: string, name: string, extra: string): Promise<void> {
    const db = await open(file);
    addProfile(db, 'p1', 'Ana');
    await db.backup(temp.file(name));
    db.close();
    const copy = new Database(temp.file(name));
    copy.exec(extra);
    copy.close();
  }

  function refusal(file: string, name: string): { code?: string; params?: Record<string, unknown> } | null {
    try {
      restoreBackup(file, name, migrations, '2026-11-23T03:00:00.000Z');
      return null;
    } catch (error) {
      return error as { code?: string; params?: Record<string, unknown> };
    }
  }

  it.each([
    ['an extra trigger', 'CREATE TRIGGER profiles_spy AFTER INSERT ON profiles BEGIN UPDATE settings SET value_json = NEW.name; END', '+trigger profiles_spy'],
    ['an extra table', 'CREATE TABLE stowaway (x TEXT)', '+table stowaway'],
    ['an extra view', 'CREATE VIEW names AS SELECT name FROM profiles', '+view names'],
    ['an extra index', 'CREATE INDEX profiles_by_name ON profiles (name)', '+index profiles_by_name'],
    ['a dropped trigger', 'DROP TRIGGER actions_are_append_only', '−trigger actions_are_append_only'],
  ])('refuses a copy with %s as backup_schema_mismatch before anything is replaced', async (_what, extra, named) => {
    const file = temp.file('velada.db');
    const name = 'velada.db.safety-2026-11-20T00-00-00-000Z-import';
    await tamperedCopy(file, name, extra);
    const before = fs.readFileSync(file);
    const error = refusal(file, name);
    expect(error).toMatchObject({ code: 'backup_schema_mismatch', params: { file: name } });
    expect(String(error!.params!.detail)).toContain(named);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(temp.dir).filter((f) => f.startsWith('velada-before-restore') || f.endsWith('.restoring'))).toEqual([]);
  });

  it('restores an untouched copy of an older schema (a pre-migration copy): compared with the migrations up to its own version', async () => {
    const file = temp.file('velada.db');
    const old = new Database(temp.file('velada.db.backup-v2-2026-11-20T00-00-00-000Z'));
    for (const migration of migrations.slice(0, 2)) old.exec(migration.sql);
    old.pragma('user_version = 2');
    old.close();
    const db = await open(file);
    db.close();
    expect(restoreBackup(file, 'velada.db.backup-v2-2026-11-20T00-00-00-000Z', migrations, '2026-11-23T03:00:00.000Z')).toMatchObject({
      restoredFrom: 'velada.db.backup-v2-2026-11-20T00-00-00-000Z',
    });
  });
});

it('lists nothing for a folder that cannot be read', () => {
  expect(listBackups(path.join(temp.dir, 'missing', 'velada.db'))).toEqual([]);
});
