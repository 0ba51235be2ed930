/**
 * What the "cannot open the data file" screen offers: move the damaged file aside (with its
 * -wal and -shm, which belong to it) and start empty, or replace it with the newest
 * automatic copy. Nothing is ever deleted: the damaged file is kept as
 * `velada-damaged-<date>.db` beside it for whoever wants to rescue it later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { autoBackups } from './auto-backup';
import { ServiceError } from './errors';

const COMPANIONS = ['', '-wal', '-shm'];

/** Moves `file` and its companions aside as `<prefix>-<date>.db`; returns the new path of the main file. */
export function moveAside(file: string, nowIso: string, prefix = 'velada-damaged'): string {
  const dir = path.dirname(file);
  const stamp = nowIso.slice(0, 10);
  let target = path.join(dir, `${prefix}-${stamp}.db`);
  for (let n = 2; COMPANIONS.some((c) => fs.existsSync(target + c)); n++) {
    target = path.join(dir, `${prefix}-${stamp}-${n}.db`);
  }
  for (const suffix of COMPANIONS) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}

/** Moves the damaged file aside and puts a copy of the newest automatic backup in its place. */
export function restoreLatestBackup(file: string, nowIso: string): { restoredFrom: string; movedTo: string } {
  const latest = autoBackups(file)[0];
  if (!latest) throw new ServiceError('no_backup', `There is no automatic copy of ${file} to restore`, { file });
  const movedTo = moveAside(file, nowIso);
  fs.copyFileSync(latest, file);
  return { restoredFrom: latest, movedTo };
}
