/**
 * Opens the Velada SQLite file: durable pragmas, an integrity check, and numbered SQL
 * migrations tracked with PRAGMA user_version. Every failure mode a user can actually hit
 * (corrupt file, file written by a newer Velada, failed migration) becomes a ServiceError
 * with a stable code instead of a crash, and leaves the file as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ServiceError } from './errors';
import { openReadOnlyCopy, writeProblem, type ReadOnlyReason } from './read-only-copy';
import { storageError } from './storage-errors';

export type Db = Database.Database;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface OpenDatabaseOptions {
  migrationsDir: string;
  appVersion: string;
  busyTimeoutMs?: number;
}

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** Reads `NNN_name.sql` files; numbering must run 1, 2, 3… with no gap or duplicate. */
export function readMigrations(dir: string): Migration[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    throw new ServiceError('migrations_missing', `Cannot read migrations folder ${dir}: ${detail(error)}`, { dir });
  }
  const migrations = names
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({
      version: Number(MIGRATION_FILE.exec(name)![1]),
      name,
      sql: fs.readFileSync(path.join(dir, name), 'utf8'),
    }));
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new ServiceError('migrations_invalid', `Migration ${migration.name} should be number ${index + 1}`, {
        name: migration.name,
        expected: index + 1,
      });
    }
  });
  return migrations;
}

export async function openDatabase(file: string, options: OpenDatabaseOptions): Promise<Db> {
  const migrations = readMigrations(options.migrationsDir);
  const supported = migrations.length;

  // Look at an existing file read-only first, so refusing it cannot change a single byte.
  const busyTimeoutMs = Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000));
  if (fileNeedsInspection(file)) {
    inspectReadOnly(file, supported, busyTimeoutMs);
  }

  let db: Db;
  try {
    db = new Database(file, { timeout: busyTimeoutMs });
  } catch (error) {
    throw new ServiceError('db_open_failed', `Cannot open ${file}: ${detail(error)}`, { file, detail: detail(error) });
  }
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);

    const found = userVersion(db);
    // Checked again because another process may have migrated the file since the read-only look.
    if (found > supported) throw newerVersionError(file, found, supported);
    if (found < supported) {
      if (hasContent(db)) await backupBeforeMigrating(db, file, found);
      applyMigrations(db, migrations.slice(found));
    }
    db.prepare(`INSERT INTO settings (key, value_json) VALUES ('meta.appVersion', ?)
                ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json`).run(JSON.stringify(options.appVersion));
    return db;
  } catch (error) {
    db.close();
    if (error instanceof ServiceError) throw error;
    throw wrapSqliteError(file, error);
  }
}

export interface DataFile {
  db: Db;
  /** Why nothing can be saved this run (the file is then an in-memory read-only copy), or null. */
  readOnly: ReadOnlyReason | null;
}

/**
 * Opens the file for play, or, when the disk is full or the file cannot be written, a
 * read-only copy of it so saves can still be listed, reviewed and exported.
 */
export async function openDataFile(file: string, options: OpenDatabaseOptions): Promise<DataFile> {
  let problem = writeProblem(file);
  if (!problem) {
    try {
      return { db: await openDatabase(file, options), readOnly: null };
    } catch (error) {
      if (!(error instanceof ServiceError) || (error.code !== 'disk_full' && error.code !== 'read_only')) throw error;
      problem = { reason: error.code === 'disk_full' ? 'disk_full' : 'read_only_file', detail: error.message };
    }
  }
  if (!fs.existsSync(file)) {
    throw new ServiceError('read_only', `Cannot create ${file}: ${problem.detail}`, { file, ...problem });
  }
  const db = openReadOnlyCopy(file);
  try {
    const supported = readMigrations(options.migrationsDir).length;
    checkContents(db, file, supported);
    if (userVersion(db) < supported) {
      throw new ServiceError('read_only', `${file} needs an update that cannot be written: ${problem.detail}`, { file, ...problem });
    }
  } catch (error) {
    db.close();
    if (error instanceof ServiceError) throw error;
    throw wrapSqliteError(file, error);
  }
  return { db, readOnly: problem };
}

/**
 * A folder is not a data file, and a 0-byte file beside a WAL is a truncated database whose
 * pages live only in that WAL: neither may be treated as "no file yet".
 */
function fileNeedsInspection(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const stat = fs.statSync(file);
  if (stat.isDirectory()) {
    throw new ServiceError('db_is_folder', `${file} is a folder, not a Velada data file`, { file });
  }
  if (stat.size > 0) return true;
  const wal = `${file}-wal`;
  if (fs.existsSync(wal) && fs.statSync(wal).size > 0) {
    throw new ServiceError('db_corrupt', `${file} is empty but a WAL file is left beside it`, {
      file,
      detail: 'empty file with a leftover WAL',
    });
  }
  return false;
}

function inspectReadOnly(file: string, supported: number, busyTimeoutMs: number): void {
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
    checkContents(db, file, supported);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw wrapSqliteError(file, error);
  } finally {
    db?.close();
  }
}

/** Newer schema, another program's database, or damage that quick_check finds: refused, untouched. */
function checkContents(db: Db, file: string, supported: number): void {
  const found = userVersion(db);
  if (found > supported) throw newerVersionError(file, found, supported);
  // Velada stamps user_version in the same transaction as its first tables, so tables
  // without a version belong to some other program.
  if (found === 0 && hasContent(db)) {
    throw new ServiceError('db_foreign', `${file} is a database of another program, not Velada's`, { file });
  }
  const problems = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check);
  if (problems.length !== 1 || problems[0] !== 'ok') {
    // SQLite can list thousands of problems; the first few say enough.
    const summary = problems.join('; ').replace(/\s+/g, ' ').slice(0, 300);
    throw new ServiceError('db_corrupt', `Integrity check failed for ${file}: ${summary}`, { file, detail: summary });
  }
}

function applyMigrations(db: Db, pending: Migration[]): void {
  for (const migration of pending) {
    try {
      // user_version lives in the file header, which is part of the transaction: a failed
      // migration leaves both the schema and the version untouched.
      db.transaction(() => {
        db.exec(migration.sql);
        db.pragma(`user_version = ${migration.version}`);
      })();
    } catch (error) {
      throw new ServiceError('migration_failed', `Migration ${migration.name} failed: ${detail(error)}`, {
        version: migration.version,
        name: migration.name,
        detail: detail(error),
      });
    }
  }
}

async function backupBeforeMigrating(db: Db, file: string, fromVersion: number): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let target = `${file}.backup-v${fromVersion}-${stamp}`;
  for (let n = 2; fs.existsSync(target); n++) target = `${file}.backup-v${fromVersion}-${stamp}-${n}`;
  try {
    await db.backup(target);
  } catch (error) {
    throw new ServiceError('db_backup_failed', `Could not back up ${file} before migrating: ${detail(error)}`, {
      file,
      detail: detail(error),
    });
  }
  return target;
}

function userVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function hasContent(db: Db): boolean {
  return (db.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number }).n > 0;
}

function newerVersionError(file: string, found: number, supported: number): ServiceError {
  return new ServiceError(
    'db_from_newer_version',
    `${file} was written by a newer Velada (schema ${found}; this version supports up to ${supported})`,
    { found, supported },
  );
}

function wrapSqliteError(file: string, error: unknown): ServiceError {
  const code = (error as { code?: unknown })?.code;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return new ServiceError('db_corrupt', `${file} is damaged: ${detail(error)}`, { file, detail: detail(error) });
  }
  const storage = storageError(error);
  if (storage) return new ServiceError(storage.code, `${file}: ${storage.message}`, { file, ...storage.params });
  return new ServiceError('db_open_failed', `Cannot open ${file}: ${detail(error)}`, { file, detail: detail(error) });
}

function detail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
