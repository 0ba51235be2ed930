/**
 * The safety copies as the restore screen lists them (D158): newest first whatever order they
 * arrive in, with a date in the table's language and a size a person can read.
 */
import type { BackupInfo } from '../../../../shared/ipc/contract';

export interface BackupRow {
  backup: BackupInfo;
  when: string;
  size: string;
}

/** 512 → "512 B", 20 480 → "20 KB", 3 145 728 → "3,0 MB" (the locale's decimal mark). */
export function readableSize(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

export function readableDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function backupRows(backups: readonly BackupInfo[], locale: string): BackupRow[] {
  return [...backups]
    .sort((a, b) => b.at.localeCompare(a.at) || a.file.localeCompare(b.file))
    .map((backup) => ({ backup, when: readableDate(backup.at, locale), size: readableSize(backup.size, locale) }));
}

// Shared with the home screen's library restore (S36).
export { restoreThenReload } from '../../components/restore-then-reload';
