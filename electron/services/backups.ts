/**
 * Rolling safety copies of the data file, taken with SQLite's online backup API right before
 * a change a family could regret (an end-of-game confirmation, an import). They sit beside
 * the file as `<name>.safety-<stamp>-<reason>`; the last SAFETY_KEPT_LATEST are kept plus the
 * newest of each of the last SAFETY_WEEKS ISO weeks, and only files named so are ever removed.
 * The restore screen lists these together with the daily automatic copies (auto-backup.ts)
 * and the copies taken before a migration (database.ts), which keep their own rules. A copy's
 * `at` is when it was taken; a daily copy's is the start of its day.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Migration } from './database';
import { checkDataCopy } from './data-copy-check';
import { moveAside } from './damaged-file';
import { writeWholeCopy } from './partial-copies';
import { ServiceError } from './errors';
import type { BackupInfo } from '../../shared/ipc/contract';

export type { BackupInfo };

export const SAFETY_KEPT_LATEST = 10;
export const SAFETY_WEEKS = 8;
export type SafetyReason = 'end_of_game' | 'import';
type BackupReason = BackupInfo['reason'];

const SAFETY = /\.safety-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(end_of_game|import)$/;
const DAILY = /\.auto-(\d{4}-\d{2}-\d{2})$/;
const MIGRATION = /\.backup-v\d+-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-\d+)?$/;

/** `2026-11-23T02:11:30.123Z` ⇄ `2026-11-23T02-11-30-123Z` (file names hold no colons). */
function stampOf(iso: string): string {
  return iso.replace(/[:.]/g, '-');
}
function isoOf(stamp: string): string {
  return stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');
}

/** The ISO week (Monday-based, week 1 holds the year's first Thursday) as 'YYYY-Www'. */
export function isoWeek(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 UTC of the ISO week holding `iso`, in ms. */
function weekStartMs(iso: string): number {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
}

/**
 * Which safety copies stay: the newest SAFETY_KEPT_LATEST, and the newest of each ISO week
 * among the SAFETY_WEEKS weeks ending with the current one. Pure, so the rule is testable alone.
 */
export function safetyCopiesToKeep(copies: readonly { file: string; at: string }[], nowIso: string): Set<string> {
  const newestFirst = [...copies].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.file < b.file ? 1 : -1));
  const keep = new Set(newestFirst.slice(0, SAFETY_KEPT_LATEST).map((c) => c.file));
  const oldestWeek = weekStartMs(nowIso) - (SAFETY_WEEKS - 1) * 7 * 86_400_000;
  const weeksSeen = new Set<string>();
  for (const copy of newestFirst) {
    if (weekStartMs(copy.at) < oldestWeek) continue;
    const week = isoWeek(copy.at);
    if (weeksSeen.has(week)) continue;
    weeksSeen.add(week);
    keep.add(copy.file);
  }
  return keep;
}

function describe(dir: string, name: string, dataName: string): BackupInfo | null {
  if (!name.startsWith(`${dataName}.`)) return null;
  let reason: BackupReason;
  let at: string;
  const safety = SAFETY.exec(name);
  const daily = DAILY.exec(name);
  const migration = MIGRATION.exec(name);
  if (safety) [reason, at] = [safety[2] as SafetyReason, isoOf(safety[1]!)];
  else if (daily) [reason, at] = ['daily', `${daily[1]}T00:00:00.000Z`];
  else if (migration) [reason, at] = ['migration', isoOf(migration[1]!)];
  else return null;
  const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  return { file: name, reason, at, size: stat.size };
}

/** Every copy of `dataFile` a family could restore, newest first. */
export function listBackups(dataFile: string): BackupInfo[] {
  const dir = path.dirname(dataFile);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return fs
    .readdirSync(dir)
    .map((name) => describe(dir, name, path.basename(dataFile)))
    .filter((info): info is BackupInfo => info !== null)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.file < b.file ? 1 : -1));
}

/**
 * Takes a safety copy now and prunes the rolling set. A copy that cannot be written refuses
 * the change it was meant to protect (backup_failed), so nothing unprotected is written.
 */
export async function takeSafetyBackup(db: Db, dataFile: string, reason: SafetyReason, nowIso: string): Promise<BackupInfo> {
  const name = `${path.basename(dataFile)}.safety-${stampOf(nowIso)}-${reason}`;
  const target = path.join(path.dirname(dataFile), name);
  try {
    await writeWholeCopy(db, target);
  } catch (error) {
    throw new ServiceError('backup_failed', `Could not copy ${dataFile} before the change: ${detail(error)}`, { reason });
  }
  const safety = listBackups(dataFile).filter((b) => b.reason === 'end_of_game' || b.reason === 'import');
  const keep = safetyCopiesToKeep(safety, nowIso);
  for (const copy of safety) if (!keep.has(copy.file)) fs.rmSync(path.join(path.dirname(dataFile), copy.file), { force: true });
  return describe(path.dirname(dataFile), name, path.basename(dataFile))!;
}

/**
 * Checks a listed copy is a sound Velada file this version can open (schema 1..supported,
 * exactly what the migrations create at its version, quick_check ok) without changing a byte of it.
 */
export function checkBackup(dataFile: string, file: string, migrations: readonly Migration[]): string {
  const listed = listBackups(dataFile).find((b) => b.file === file);
  if (!listed) throw new ServiceError('backup_not_found', `There is no copy named ${file} beside the data file`, { file });
  const full = path.join(path.dirname(dataFile), file);
  checkDataCopy(full, file, 'backup', migrations, () => null);
  return full;
}

/**
 * Puts a checked copy in place of the data file, which must be closed first. The current file
 * (and its -wal/-shm) is moved aside as `velada-before-restore-<date>.db`, never deleted; the
 * copy itself stays listed.
 */
export function restoreBackup(dataFile: string, file: string, migrations: readonly Migration[], nowIso: string): { restoredFrom: string; movedTo: string } {
  const source = checkBackup(dataFile, file, migrations);
  return { restoredFrom: file, movedTo: replaceDataFile(dataFile, source, nowIso) };
}

/**
 * Puts the (checked) file at `source` in place of the closed data file; answers the name the
 * current file (and its -wal/-shm) was moved aside under, beside it: never deleted.
 */
export function replaceDataFile(dataFile: string, source: string, nowIso: string): string {
  // Copied before anything moves, so a copy that fails leaves the data file where it was.
  const incoming = `${dataFile}.restoring`;
  fs.copyFileSync(source, incoming);
  const movedTo = moveAside(dataFile, nowIso, 'velada-before-restore');
  fs.renameSync(incoming, dataFile);
  return path.basename(movedTo);
}

function detail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
