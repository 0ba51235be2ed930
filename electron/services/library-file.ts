/**
 * "Copia de la biblioteca" and "Restaurar biblioteca" (rulings S35–S37): the whole data file —
 * every save, campaign, character, ledger, script, note, profile and setting — as one SQLite
 * file, and that file brought back in the data file's place.
 *
 * The copy is SQLite's online backup of the open file (consistent under WAL, like every safety
 * copy). A file to restore is kept beside the data file under a random token (`LibraryStaging`)
 * from the moment the host received it — Electron's open dialog in main, the web host's upload
 * route — and only its counts reach the page. It is checked when staged and again when the
 * restore is confirmed, with the same check as a listed copy (S28) plus "is it SQLite at all".
 * Library files this process holds are named `<data file>.library-in-<token>` (waiting for a
 * confirmation) and `<data file>.library-out-<token>` (a download being served); the ones a
 * crash left behind are removed when the data file next opens.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { LibraryCounts, LibraryPreview } from '../../shared/ipc/contract';
import { checkDataCopy, looksLikeSqlite } from './data-copy-check';
import type { Db, Migration } from './database';
import { ServiceError } from './errors';
import { removeLeftovers, writeWholeCopy } from './partial-copies';

/** How many chosen library files wait for their confirmation at once; an older one must be chosen again. */
export const STAGED_LIBRARIES_KEPT = 2;

const INCOMING = '.library-in-';
const OUTGOING = '.library-out-';
/** The longest Velada version a preview repeats from a file (anything longer was not written by Velada). */
const APP_VERSION_MAX = 40;

/** Absolute paths of the library files this process holds now; never removed as stale. */
const held = new Set<string>();

/** The name offered for a library copy: the day it was made. */
export function libraryFileName(nowIso: string): string {
  return `velada-biblioteca-${nowIso.slice(0, 10)}.db`;
}

/** Writes the whole data file at `target`, through `<target>.partial` (S29). */
export function writeLibraryCopy(db: Db, target: string): Promise<void> {
  return writeWholeCopy(db, target);
}

/** Checks a library file (never changing a byte of it) and answers what it holds. */
export function checkLibraryFile(file: string, migrations: readonly Migration[]): LibraryPreview {
  const label = 'library';
  if (!looksLikeSqlite(file)) throw new ServiceError('library_not_sqlite', 'The file is not a SQLite database, so it is no Velada library', {});
  const size = fs.statSync(file).size;
  return checkDataCopy(file, label, 'library', migrations, (db, version) => ({
    counts: countsOf(db),
    schemaVersion: version,
    currentSchemaVersion: migrations.length,
    appVersion: recordedAppVersion(db),
    size,
  }));
}

function countsOf(db: Database.Database): LibraryCounts {
  const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
  // A table an older schema does not have yet holds nothing.
  const count = (table: string, where = ''): number =>
    tables.has(table) ? (db.prepare(`SELECT count(*) AS n FROM ${table} ${where}`).get() as { n: number }).n : 0;
  return {
    unfinished: count('sessions', "WHERE status <> 'finished'"),
    finished: count('sessions', "WHERE status = 'finished'"),
    campaigns: count('darkness_campaigns'),
    characters: count('darkness_characters'),
    scripts: count('looper_scripts'),
    notes: count('session_notes'),
    profiles: count('profiles'),
  };
}

/** The version the Velada that last opened the file wrote into it (database.ts), when it reads as one. */
function recordedAppVersion(db: Database.Database): string | null {
  const row = db.prepare("SELECT value_json FROM settings WHERE key = 'meta.appVersion'").get() as { value_json: unknown } | undefined;
  if (typeof row?.value_json !== 'string') return null;
  try {
    const value: unknown = JSON.parse(row.value_json);
    return typeof value === 'string' && value.length <= APP_VERSION_MAX && /^[\w.+-]+$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

function release(file: string): void {
  held.delete(file);
  // A read-only look at a WAL file may leave its -shm beside it.
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** Library files chosen for a restore, beside the data file, each under a token the page may name. */
export class LibraryStaging {
  private readonly files = new Map<string, string>();

  constructor(private readonly dataFile: string) {}

  /**
   * `fill` writes the received file at the path given; it is then checked and kept under a new
   * token. A file that fails (or could not be written whole) is removed at once, never kept.
   */
  async stage(fill: (target: string) => Promise<void>, migrations: readonly Migration[]): Promise<{ token: string; preview: LibraryPreview }> {
    const token = randomUUID();
    const target = path.resolve(`${this.dataFile}${INCOMING}${token}`);
    held.add(target);
    try {
      await fill(target);
      const preview = checkLibraryFile(target, migrations);
      this.files.set(token, target);
      // A Map keeps insertion order: the first key is the oldest.
      while (this.files.size > STAGED_LIBRARIES_KEPT) this.drop(this.files.keys().next().value!);
      return { token, preview };
    } catch (error) {
      release(target);
      throw error;
    }
  }

  /** The staged file's path. */
  get(token: string): string {
    const file = this.files.get(token);
    if (!file) throw new ServiceError('library_expired', 'That library file is no longer waiting for its restore: choose it again', {});
    return file;
  }

  drop(token: string): void {
    const file = this.files.get(token);
    this.files.delete(token);
    if (file) release(file);
  }
}

/** A copy of the open library made for one download; `release` removes it once it has been sent. */
export interface LibraryDownload {
  file: string;
  fileName: string;
  release(): void;
}

export async function prepareLibraryDownload(db: Db, dataFile: string, nowIso: string): Promise<LibraryDownload> {
  const file = path.resolve(`${dataFile}${OUTGOING}${randomUUID()}`);
  held.add(file);
  try {
    await writeLibraryCopy(db, file);
  } catch (error) {
    release(file);
    throw new ServiceError('backup_failed', `Could not copy the library: ${error instanceof Error ? error.message : String(error)}`, { reason: 'library' });
  }
  return { file, fileName: libraryFileName(nowIso), release: () => release(file) };
}

/** Removes the library files beside `dataFile` that a crash left (none this process holds); returns their names. */
export function removeStaleLibraryFiles(dataFile: string): string[] {
  const base = path.basename(dataFile);
  return removeLeftovers(
    dataFile,
    (name, file) => (name.startsWith(`${base}${INCOMING}`) || name.startsWith(`${base}${OUTGOING}`)) && ![...held].some((kept) => file.startsWith(kept)),
  );
}
