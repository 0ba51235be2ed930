/**
 * One Velada process per data file. A second process would keep its own cache of the
 * sessions and show moves that the first one has since replaced, so it is refused with a
 * clear error. The lock is a small file beside the data file holding the owner's pid; a
 * lock whose process is gone (a crash, a kill) is taken over, so a family is never locked
 * out by a Velada that no longer runs.
 */
import fs from 'node:fs';
import { ServiceError } from './errors';

export interface ProcessLock {
  release(): void;
}

/** Locks held by this process, counted: tests and tools may open one file twice in a process. */
const held = new Map<string, number>();

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockFile: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
  } catch {
    return null;
  }
}

export function acquireProcessLock(dataFile: string): ProcessLock {
  const lockFile = `${dataFile}.lock`;
  const release = (): void => {
    const count = (held.get(lockFile) ?? 1) - 1;
    if (count > 0) {
      held.set(lockFile, count);
      return;
    }
    held.delete(lockFile);
    if (ownerOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  if (held.has(lockFile)) {
    held.set(lockFile, held.get(lockFile)! + 1);
    return { release };
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      held.set(lockFile, 1);
      return { release };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Where no lock can be written nothing can be saved either (read-only mode): no stale writes to fear.
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOSPC') return { release() {} };
      if (code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(lockFile);
    if (owner !== null && owner !== process.pid && alive(owner)) {
      console.warn(`Velada: ${dataFile} is already open in another Velada (process ${owner})`);
      throw inUse();
    }
    // Left by a process that is gone (or by this one before a restart of its services).
    fs.rmSync(lockFile, { force: true });
  }
  console.warn(`Velada: ${dataFile} is being opened by another Velada right now`);
  throw inUse();
}

/**
 * Said in words only: the refusal reaches the page, which has no use for where the file lives
 * on this computer or which process holds it (main's console has both, above).
 */
function inUse(): ServiceError {
  return new ServiceError('db_in_use', 'The data file is already open in another Velada');
}
