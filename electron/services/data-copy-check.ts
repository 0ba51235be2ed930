/**
 * Whether a copy of a data file — a safety copy beside it, or a whole library a family brings
 * back — is a sound Velada file this build can open: a SQLite file, Velada's tables, a schema
 * no newer than the migrations and exactly what they create at its own version (S28), and
 * `quick_check` ok. It is opened read-only, so checking it changes no byte of it. The refusals
 * carry the prefix of the door that asked (`backup_…` for a listed copy, `library_…` for a
 * library file, S35), so each is said in words of its own.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { Migration } from './database';
import { describeDifferences, schemaDifferences } from './backup-schema';
import { ServiceError } from './errors';

export type CopyKind = 'backup' | 'library';

/** Every SQLite 3 file starts with these 16 bytes. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** Tables every Velada file has had since its first schema. */
const VELADA_TABLES = ['sessions', 'actions', 'settings', 'profiles'];

/** The 16 bytes a SQLite file starts with, or false for anything else (another kind of file, empty). */
export function looksLikeSqlite(file: string): boolean {
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Checks the copy at `full` (named `label` in errors) and hands its open read-only handle to
 * `read` (to count its rows, say) before closing it; answers what `read` answers.
 */
export function checkDataCopy<T>(full: string, label: string, kind: CopyKind, migrations: readonly Migration[], read: (db: Database.Database, version: number) => T): T {
  const supported = migrations.length;
  const params = { file: label };
  let db: Database.Database | undefined;
  try {
    db = new Database(full, { readonly: true, fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > supported) {
      throw new ServiceError(`${kind}_from_newer_version`, `${label} was written by a newer Velada (schema ${version})`, { ...params, found: version, supported });
    }
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    if (version < 1 || !VELADA_TABLES.every((t) => tables.has(t))) {
      throw new ServiceError(`${kind}_not_velada`, `${label} is not a Velada data file`, params);
    }
    const differences = schemaDifferences(db, migrations, version);
    if (differences.length > 0) {
      const detail = describeDifferences(differences);
      throw new ServiceError(`${kind}_schema_mismatch`, `${label} holds a schema Velada's migrations do not create: ${detail}`, { ...params, detail });
    }
    const check = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check);
    if (check.length !== 1 || check[0] !== 'ok') throw new ServiceError(`${kind}_damaged`, `${label} is damaged`, params);
    return read(db, version);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ServiceError(`${kind}_not_velada`, `${label} cannot be read as a Velada data file: ${error instanceof Error ? error.message : String(error)}`, params);
  } finally {
    db?.close();
  }
}
