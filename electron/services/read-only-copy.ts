/**
 * The fallback when the data file cannot be written this run (a full disk, a read-only
 * medium or file). SQLite itself cannot open a WAL-mode file there even read-only (it needs
 * to create or grow the -shm file), so the file's bytes are loaded into an in-memory
 * read-only database instead: the saves can be listed, reviewed and exported, and every
 * write fails with SQLITE_READONLY.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface ReadOnlyReason {
  reason: 'disk_full' | 'read_only_file';
  detail: string;
}

/** Below this much free space a session could not even grow its WAL by a few moves. */
export const MIN_FREE_BYTES = 64 * 1024;

/** Why `file` cannot be written now, or null when it (or its folder, for a new file) can. */
export function writeProblem(file: string): ReadOnlyReason | null {
  const dir = path.dirname(file);
  for (const target of fs.existsSync(file) ? [dir, file] : [dir]) {
    try {
      fs.accessSync(target, fs.constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
        return { reason: 'read_only_file', detail: `${target}: ${code}` };
      }
    }
  }
  try {
    const space = fs.statfsSync(dir);
    if (space.bavail * space.bsize < MIN_FREE_BYTES) {
      return { reason: 'disk_full', detail: `${space.bavail * space.bsize} bytes free in ${dir}` };
    }
  } catch {
    // No free-space figure on this system: the first failed write will say so instead.
  }
  return null;
}

/** Bytes 18 and 19 of the header say "WAL"; an in-memory copy must read as a rollback-journal file. */
const WAL_VERSION_OFFSETS = [18, 19];

/** database.ts's `Db`, named by its library type: database.ts imports this file. */
export function openReadOnlyCopy(file: string): Database.Database {
  const bytes = fs.readFileSync(file);
  if (bytes.length >= 100) for (const offset of WAL_VERSION_OFFSETS) if (bytes[offset] === 2) bytes[offset] = 1;
  return new Database(bytes, { readonly: true });
}
