/**
 * What the disk or SQLite said, in words a family can act on. better-sqlite3 errors carry
 * an extended SQLite code (SQLITE_FULL, SQLITE_READONLY_DBMOVED…) and Node's fs errors an
 * errno code (ENOSPC, EROFS); both name the same few situations, so both map here, once,
 * for the opening code and for every command.
 */
import { ServiceError } from './errors';

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isDiskFull(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}

export function isReadOnlyStorage(error: unknown): boolean {
  const code = codeOf(error);
  return code.startsWith('SQLITE_READONLY') || code === 'EROFS';
}

export function isLocked(error: unknown): boolean {
  const code = codeOf(error);
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

export function diskFullError(detail: string): ServiceError {
  return new ServiceError('disk_full', `The disk is full; the move was not saved (${detail})`, { detail });
}

/** A typed error for a storage failure, or null when `error` is not one (then it is a bug). */
export function storageError(error: unknown): ServiceError | null {
  const detail = messageOf(error);
  if (isDiskFull(error)) return diskFullError(detail);
  if (isReadOnlyStorage(error)) {
    return new ServiceError('read_only', `The data file cannot be written (${detail})`, { reason: 'read_only_file', detail });
  }
  if (isLocked(error)) {
    return new ServiceError('db_locked', `The data file is locked by another program (${detail})`, { detail });
  }
  if (codeOf(error).startsWith('SQLITE_IOERR')) {
    return new ServiceError('db_io_error', `The disk refused a read or write (${detail})`, { detail });
  }
  return null;
}
