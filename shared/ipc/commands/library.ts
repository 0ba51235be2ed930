/**
 * The whole library as one file (issue 22 §15): every save, campaign, character, ledger, script,
 * note, profile and setting of the data file, copied with SQLite's online backup, and brought
 * back in its place after a preview and a confirmation (rulings S35–S37). Like a session's file,
 * a library holds unfinished games' hands: its bytes never pass through the page.
 */
import { z } from 'zod';
import type { ExportOutcome } from './sessions';

/** The largest library file the web host takes as an upload (a family's years of games fit well inside). */
export const LIBRARY_FILE_MAX_BYTES = 512 * 1024 * 1024;

export const libraryRequests = {
  /** Electron: main's save dialog, then main writes the copy; web host: a link the browser downloads. */
  'library.backup': z.object({}).strict(),
  /**
   * "Restaurar biblioteca": the host reads the chosen file (Electron's open dialog in main; the web
   * host's upload route, POST /import/library), checks it and keeps it under a token; the page gets
   * the preview's counts only.
   */
  'library.restore.preview': z.object({}).strict(),
  /** Replaces the data file by the file kept under `token`, after the same check; the current one is moved aside. */
  'library.restore.confirm': z.object({ token: z.string().uuid() }).strict(),
} as const;

/** How many of each thing a library file holds. */
export interface LibraryCounts {
  /** Saves being played (damaged rows count by their status column). */
  unfinished: number;
  finished: number;
  campaigns: number;
  characters: number;
  scripts: number;
  notes: number;
  profiles: number;
}

/** What a restore would bring, in counts and versions only. */
export interface LibraryPreview {
  counts: LibraryCounts;
  /** The file's schema version, and this build's: an older one is brought forward when it opens. */
  schemaVersion: number;
  currentSchemaVersion: number;
  /** The Velada that last opened the file, as it recorded itself (null: not recorded). */
  appVersion: string | null;
  size: number;
}

export type LibraryRestoreOutcome = { kind: 'preview'; token: string; preview: LibraryPreview } | { kind: 'cancelled' };

export interface LibraryResponses {
  'library.backup': ExportOutcome;
  'library.restore.preview': LibraryRestoreOutcome;
  /** movedTo: the name the replaced data file was kept under, beside it (never deleted). */
  'library.restore.confirm': { movedTo: string };
}
