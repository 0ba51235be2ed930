/**
 * Automatic copies of the data file, so a damaged file can be replaced by yesterday's
 * instead of nothing. One copy per calendar day (UTC), written with SQLite's online backup
 * API on the first open of that day, beside the file as `<name>.auto-YYYY-MM-DD`; only
 * the newest AUTO_BACKUPS_KEPT are kept, and only files this code wrote are ever removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database';
import { writeWholeCopy } from './partial-copies';

export const AUTO_BACKUPS_KEPT = 3;
const AUTO = /\.auto-(\d{4}-\d{2}-\d{2})$/;

function autoBackupName(file: string, day: string): string {
  return `${file}.auto-${day}`;
}

/** Automatic copies of `file`, newest first. */
export function autoBackups(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.auto-`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && AUTO.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Writes today's copy unless it exists; returns its path, or null when there was one already. */
export async function writeDailyBackup(db: Db, file: string, nowIso: string): Promise<string | null> {
  const target = autoBackupName(file, nowIso.slice(0, 10));
  if (fs.existsSync(target)) return null;
  await writeWholeCopy(db, target);
  for (const old of autoBackups(file).slice(AUTO_BACKUPS_KEPT)) fs.rmSync(old, { force: true });
  return target;
}
