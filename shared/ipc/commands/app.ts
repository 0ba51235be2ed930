/**
 * The app's own commands: what it is and which games it plays, the settings, and the data file
 * (starting afresh or restoring a copy when it cannot be opened, the list of its copies).
 */
import { z } from 'zod';
import type { GameId } from './fields';

/** How long the renderer waits before asking for each bot move, so people can follow. */
export const BOT_DELAY_MAX_MS = 5000;
export const BOT_DELAY_DEFAULT_MS = 1200;
/**
 * How automatic resolution plays on the table: 'auto' follows the system's reduced-motion
 * preference (off when it asks for less motion, normal otherwise).
 */
export const MOTION_SETTINGS = ['auto', 'normal', 'slow', 'off'] as const;
export type MotionSetting = (typeof MOTION_SETTINGS)[number];
export const MOTION_DEFAULT: MotionSetting = 'auto';

export const appRequests = {
  'app.info': z.object({}).strict(),
  'games.catalog': z.object({}).strict(),
  'settings.get': z.object({}).strict(),
  'settings.set': z
    .object({
      locale: z.enum(['es', 'en']).optional(),
      botDelayMs: z.number().int().min(0).max(BOT_DELAY_MAX_MS).optional(),
      motion: z.enum(MOTION_SETTINGS).optional(),
      /** Ask before a move that cannot be undone (a draw, a reveal, a trap, a mission's end). */
      confirmIrreversible: z.boolean().optional(),
    })
    .strict(),
  /** Only while the data file could not be opened (damaged, foreign, a folder): moves it aside, never deletes. */
  'data.startFresh': z.object({}).strict(),
  /** Same condition: moves the damaged file aside and puts the newest automatic copy in its place. */
  'data.restoreBackup': z.object({}).strict(),
  /** Every copy of the data file beside it (safety, daily, before a migration), newest first. */
  'backups.list': z.object({}).strict(),
  /** Puts a listed copy in place of the data file (checked first); the current file is moved aside, never deleted. */
  'backups.restore': z.object({ file: z.string().min(1).max(200) }).strict(),
} as const;

export interface AppSettings { locale: 'es' | 'en'; botDelayMs: number; motion: MotionSetting; confirmIrreversible: boolean }
/** `playable`: the game's engine is in this build (the renderer also needs the game's table to offer it). */
export interface CatalogEntry { id: GameId; playable: boolean; minPlayers: number; maxPlayers: number }

/** A copy of the data file the restore screen lists (a name beside the file, never a path). */
export interface BackupInfo {
  file: string;
  reason: 'end_of_game' | 'import' | 'daily' | 'migration';
  at: string;
  size: number;
}

export interface AppResponses {
  /** readOnly: why nothing can be saved this run (a full disk, a read-only file), or null. */
  'app.info': { version: string; platform: 'electron' | 'web'; readOnly: { reason: 'disk_full' | 'read_only_file' } | null };
  'games.catalog': CatalogEntry[];
  'settings.get': AppSettings;
  'settings.set': AppSettings;
  /** File names only (never the folder): the damaged file's new name beside the data file. */
  'data.startFresh': { movedTo: string };
  'data.restoreBackup': { restoredFrom: string; movedTo: string };
  'backups.list': BackupInfo[];
  'backups.restore': { restoredFrom: string; movedTo: string };
}
