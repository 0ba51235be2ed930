import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, readMigrations, type Db } from '../../electron/services/database';
import { ServiceError } from '../../electron/services/errors';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { readMigrationBackup } from '../fixtures/migration-backup';

let temp: ReturnType<typeof makeTempDir>;
const opened: Db[] = [];

beforeEach(() => {
  temp = makeTempDir('db');
});
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  temp.cleanup();
});

async function open(file: string, migrationsDir = MIGRATIONS_DIR): Promise<Db> {
  const db = await openDatabase(file, { migrationsDir, appVersion: '0.1.0-test' });
  opened.push(db);
  return db;
}

async function expectServiceError(promise: Promise<unknown>, code: string): Promise<ServiceError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected ${code}, but it succeeded`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  expect((error as ServiceError).code).toBe(code);
  return error as ServiceError;
}

function tables(db: Db): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/** A migrations folder holding 001 from the repo plus the given extra files. */
function migrationsWith(extra: Record<string, string>): string {
  const dir = temp.file('migrations');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(MIGRATIONS_DIR, '001_init.sql'), path.join(dir, '001_init.sql'));
  for (const [name, sql] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('openDatabase on a new file', () => {
  it('applies every migration, stamps user_version and sets durable pragmas', async () => {
    const db = await open(temp.file('velada.db'));
    expect(db.pragma('user_version', { simple: true })).toBe(readMigrations(MIGRATIONS_DIR).length);
    expect(tables(db)).toEqual([
      'actions',
      'darkness_campaign_members',
      'darkness_campaigns',
      'darkness_characters',
      'darkness_drafts',
      'darkness_game_ends',
      'darkness_ledger',
      'darkness_played',
      'looper_scripts',
      'profiles',
      'screen_hosts',
      'seat_links',
      'session_notes',
      'sessions',
      'settings',
      'snapshots',
    ]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    // A brand-new file has nothing to protect, so no backup is made.
    expect(fs.readdirSync(temp.dir).filter((f) => f.includes('.backup-'))).toEqual([]);
  });

  it('keeps the action log append-only and cascades session deletes', async () => {
    const db = await open(temp.file('velada.db'));
    db.prepare(`INSERT INTO sessions (id, game_id, title, seed, options_json, engine_version, players_json, created_at, last_played_at,
      status, summary_json, result_json, head_seq) VALUES ('s1','silentes','t','seed','{}',1,'[]','a','a','active','{}','null',1)`).run();
    db.prepare(`INSERT INTO actions VALUES ('s1',1,0,'action','{}',NULL,'h','a')`).run();
    db.prepare(`INSERT INTO snapshots VALUES ('s1',0,'{}','h')`).run();
    expect(() => db.prepare("UPDATE actions SET payload_json = '[]'").run()).toThrow(/append-only/);
    db.prepare("DELETE FROM sessions WHERE id = 's1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM snapshots').get()).toEqual({ n: 0 });
  });
});

describe('migrating an existing file', () => {
  it('backs the file up with the online backup API before applying a newer migration', async () => {
    const file = temp.file('velada.db');
    const v1 = migrationsWith({});
    const first = await open(file, v1);
    first.prepare("INSERT INTO profiles VALUES ('p1', 'Ana', '#123456', '2025-01-01')").run();
    first.close();

    fs.writeFileSync(path.join(v1, '002_profile_notes.sql'), 'ALTER TABLE profiles ADD COLUMN note TEXT;');
    const db = await open(file, v1);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect((db.prepare('SELECT * FROM profiles').get() as Record<string, unknown>).note).toBeNull();

    readMigrationBackup(temp.dir, 1, (backup) => {
      expect(backup.prepare('SELECT name FROM profiles').all()).toEqual([{ name: 'Ana' }]);
      expect(backup.prepare("SELECT count(*) AS n FROM pragma_table_info('profiles') WHERE name = 'note'").get()).toEqual({ n: 0 });
    });
  });

  it('makes no backup when the schema is already current', async () => {
    const file = temp.file('velada.db');
    (await open(file)).close();
    (await open(file)).close();
    expect(fs.readdirSync(temp.dir).filter((f) => f.includes('.backup-'))).toEqual([]);
  });

  it('rolls a failing migration back completely and reports it', async () => {
    const file = temp.file('velada.db');
    const dir = migrationsWith({});
    (await open(file, dir)).close();
    fs.writeFileSync(path.join(dir, '002_broken.sql'), 'CREATE TABLE half_done (a TEXT);\nTHIS IS NOT SQL;');
    const error = await expectServiceError(open(file, dir), 'migration_failed');
    expect(error.params).toMatchObject({ version: 2, name: '002_broken.sql' });

    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(1);
      expect(tables(db)).not.toContain('half_done');
    } finally {
      db.close();
    }
  });

  it('refuses a migrations folder with a gap in its numbering', async () => {
    const dir = migrationsWith({ '003_skipped_two.sql': 'SELECT 1;' });
    await expectServiceError(open(temp.file('velada.db'), dir), 'migrations_invalid');
    expect(fs.existsSync(temp.file('velada.db'))).toBe(false);
  });
});

describe('files the app must not open', () => {
  it('refuses a file from a newer Velada and leaves it byte-identical', async () => {
    const file = temp.file('future.db');
    const future = new Database(file);
    future.exec("CREATE TABLE things (x TEXT); INSERT INTO things VALUES ('from the future');");
    future.pragma('user_version = 999');
    future.close();
    const before = fs.readFileSync(file);
    const listingBefore = fs.readdirSync(temp.dir);

    const error = await expectServiceError(open(file), 'db_from_newer_version');
    expect(error.params).toEqual({ found: 999, supported: readMigrations(MIGRATIONS_DIR).length });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(temp.dir)).toEqual(listingBefore);
  });

  /** A migrated file holding some settings rows, plus its page size and page count. */
  async function fileWithData(): Promise<{ file: string; pageSize: number; pageCount: number; settingsRoot: number }> {
    const file = temp.file('velada.db');
    const db = await open(file);
    const insert = db.prepare('INSERT INTO settings (key, value_json) VALUES (?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`key-${i}`, JSON.stringify('x'.repeat(100)));
    })();
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const pageCount = db.pragma('page_count', { simple: true }) as number;
    const settingsRoot = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'settings'").get() as { rootpage: number })
      .rootpage;
    db.close();
    return { file, pageSize, pageCount, settingsRoot };
  }

  it('reports damage that quick_check lists as db_corrupt, without touching the file', async () => {
    const { file, pageSize, pageCount } = await fileWithData();
    // Move the last b-tree page's "start of cell content" header field past its cells: the
    // file still opens, and quick_check answers with rows describing the damage.
    const bytes = fs.readFileSync(file);
    bytes.writeUInt16BE(pageSize - 96, (pageCount - 1) * pageSize + 5);
    fs.writeFileSync(file, bytes);

    const error = await expectServiceError(open(file), 'db_corrupt');
    expect(error.params.file).toBe(file);
    expect(String(error.params.detail)).toMatch(/out of range/);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('reports a page SQLite cannot even read as db_corrupt, without touching the file', async () => {
    const { file, pageSize, settingsRoot } = await fileWithData();
    const bytes = fs.readFileSync(file);
    bytes.fill(0x5a, (settingsRoot - 1) * pageSize, settingsRoot * pageSize);
    fs.writeFileSync(file, bytes);

    const error = await expectServiceError(open(file), 'db_corrupt');
    expect(String(error.params.detail)).toMatch(/malformed/);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('reports a file that is not SQLite at all as db_corrupt', async () => {
    const file = temp.file('notes.db');
    fs.writeFileSync(file, 'these are my shopping notes, not a database\n'.repeat(200));
    const before = fs.readFileSync(file);
    await expectServiceError(open(file), 'db_corrupt');
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });
});
