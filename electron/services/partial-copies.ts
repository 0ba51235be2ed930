/**
 * Copies of the data file are written as `<copy>.partial` and renamed once complete, so a crash
 * mid-copy never leaves a half copy that looks whole. What such a crash does leave — a full-size
 * `.partial` that nothing would ever remove — is cleared when the data file is opened, except the
 * copies this process is writing at that moment (ruling S29).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database';

const PARTIAL = '.partial';

/** Absolute paths of the partial copies this process is writing now. */
const writing = new Set<string>();

/** Writes a whole copy of `db` at `target` through `<target>.partial`; a failed copy leaves nothing behind. */
export async function writeWholeCopy(db: Db, target: string): Promise<void> {
  const partial = path.resolve(`${target}${PARTIAL}`);
  writing.add(partial);
  try {
    await db.backup(partial);
    fs.renameSync(partial, target);
  } catch (error) {
    // Best effort: the folder itself may be what failed.
    try {
      fs.rmSync(partial, { force: true });
    } catch {
      // nothing to clean up
    }
    throw error;
  } finally {
    writing.delete(partial);
  }
}

/** Removes `<data file name>.*.partial` beside `dataFile` that no copy of this process is writing; returns their names. */
export function removeStalePartials(dataFile: string): string[] {
  const prefix = `${path.basename(dataFile)}.`;
  return removeLeftovers(dataFile, (name, file) => name.startsWith(prefix) && name.endsWith(PARTIAL) && !writing.has(file));
}

/**
 * Removes the files beside `dataFile` that `stale(name, absolute path)` says a crash left behind;
 * returns their names. A file that cannot be removed now is left for the next open: it harms nothing.
 */
export function removeLeftovers(dataFile: string, stale: (name: string, file: string) => boolean): string[] {
  const dir = path.dirname(path.resolve(dataFile));
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (!stale(name, file)) continue;
    try {
      fs.rmSync(file, { force: true });
      removed.push(name);
    } catch {
      // Left for the next open.
    }
  }
  return removed;
}
