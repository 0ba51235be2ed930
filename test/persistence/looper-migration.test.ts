/**
 * Migration 002 (looper_scripts): a file saved by the version before it upgrades in place,
 * keeping every save and taking a backup first; a new file gets both migrations at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, readMigrations } from '../../electron/services/database';
import { ScriptLibraryService } from '../../electron/services/looper/script-library';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { readMigrationBackup } from '../fixtures/migration-backup';
import { familyScriptJson } from './looper-fixtures';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('looper-migration');
});
afterEach(() => temp.cleanup());

function columns(db: Database.Database, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`).all() as { name: string }[]).map((r) => r.name);
}

/** A data file exactly as the version with only 001 left it, with one profile and one session. */
async function v1File(): Promise<string> {
  const only001 = temp.file('migrations-v1');
  fs.mkdirSync(only001);
  fs.copyFileSync(path.join(MIGRATIONS_DIR, '001_init.sql'), path.join(only001, '001_init.sql'));
  const file = temp.file('velada.db');
  const db = await openDatabase(file, { migrationsDir: only001, appVersion: 'v1' });
  db.prepare("INSERT INTO profiles VALUES ('p1', 'Ana', '#123456', '2025-01-01')").run();
  db.prepare(`INSERT INTO sessions VALUES ('s1','grizzled','Martes','seed','{}',1,'[]','a','a','active','{}','null',0)`).run();
  db.close();
  return file;
}

describe('migration 002_looper_scripts', () => {
  it('is the second migration and creates looper_scripts(id, json, imported_at)', () => {
    expect(readMigrations(MIGRATIONS_DIR).map((m) => m.name).slice(0, 2)).toEqual(['001_init.sql', '002_looper_scripts.sql']);
  });

  it('upgrades a v1 file in place: the table appears, every save stays, a v1 backup is taken', async () => {
    const file = await v1File();
    const db = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'v2' });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(readMigrations(MIGRATIONS_DIR).length);
      expect(columns(db, 'looper_scripts')).toEqual(['id', 'json', 'imported_at']);
      expect(db.prepare('SELECT name FROM profiles').all()).toEqual([{ name: 'Ana' }]);
      expect(db.prepare('SELECT title FROM sessions').all()).toEqual([{ title: 'Martes' }]);
      // The upgraded file is usable by the library straight away.
      const imported = new ScriptLibraryService(db).import(familyScriptJson());
      expect(imported.added).toBe(true);
    } finally {
      db.close();
    }
    readMigrationBackup(temp.dir, 1, (backup) => {
      expect(columns(backup, 'looper_scripts')).toEqual([]);
    });
  });

  it('gives a fresh file both migrations, and reopening it changes nothing', async () => {
    const file = temp.file('fresh.db');
    const db = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'v2' });
    expect(db.pragma('user_version', { simple: true })).toBe(readMigrations(MIGRATIONS_DIR).length);
    expect(columns(db, 'looper_scripts')).toEqual(['id', 'json', 'imported_at']);
    expect(columns(db, 'sessions')).toContain('options_json');
    db.close();
    const again = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'v2' });
    expect(again.pragma('user_version', { simple: true })).toBe(readMigrations(MIGRATIONS_DIR).length);
    again.close();
    expect(fs.readdirSync(temp.dir).filter((f) => f.includes('.backup-'))).toEqual([]);
  });
});
