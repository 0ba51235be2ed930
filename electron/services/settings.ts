/**
 * App settings as JSON values by key. Every value is validated when read, so a hand-edited
 * or older file falls back to the default instead of reaching the UI malformed.
 */
import { z } from 'zod';
import { BOT_DELAY_DEFAULT_MS, BOT_DELAY_MAX_MS, MOTION_DEFAULT, MOTION_SETTINGS, type AppSettings } from '../../shared/ipc/contract';
import type { Db } from './database';
import { ServiceError } from './errors';

export type Locale = AppSettings['locale'];
const localeSchema = z.enum(['es', 'en']);
/** Milliseconds the renderer waits before each bot move, so people can follow the play. */
const botDelaySchema = z.number().int().min(0).max(BOT_DELAY_MAX_MS);
/** How the table plays automatic resolution (steps with motion, slower, or at once). */
const motionSchema = z.enum(MOTION_SETTINGS);

/** Electron window position and size, restored on the next start. */
export const windowBoundsSchema = z
  .object({
    x: z.number().int(),
    y: z.number().int(),
    width: z.number().int().min(200).max(20000),
    height: z.number().int().min(200).max(20000),
    maximized: z.boolean().default(false),
  })
  .strict();
export type WindowBounds = z.output<typeof windowBoundsSchema>;

const DEFAULT_LOCALE: Locale = 'es';

function prepareSettingsStatements(db: Db) {
  return {
    get: db.prepare('SELECT value_json FROM settings WHERE key = ?'),
    put: db.prepare(`INSERT INTO settings (key, value_json) VALUES (?, ?)
                     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json`),
  };
}

export class SettingsService {
  private readonly s: ReturnType<typeof prepareSettingsStatements>;

  constructor(db: Db) {
    this.s = prepareSettingsStatements(db);
  }

  get(): AppSettings {
    return {
      locale: this.read('locale', localeSchema) ?? DEFAULT_LOCALE,
      botDelayMs: this.read('botDelayMs', botDelaySchema) ?? BOT_DELAY_DEFAULT_MS,
      motion: this.read('motion', motionSchema) ?? MOTION_DEFAULT,
      // On by default: a newcomer learns which moves cannot be taken back before making one.
      confirmIrreversible: this.read('confirmIrreversible', z.boolean()) ?? true,
    };
  }

  /** Validates every change before writing any, so a bad value leaves all settings as they were. */
  set(changes: Partial<AppSettings>): AppSettings {
    const locale = changes.locale === undefined ? undefined : checked('locale', localeSchema, changes.locale);
    const botDelayMs = changes.botDelayMs === undefined ? undefined : checked('botDelayMs', botDelaySchema, changes.botDelayMs);
    const motion = changes.motion === undefined ? undefined : checked('motion', motionSchema, changes.motion);
    const confirm = changes.confirmIrreversible === undefined ? undefined : checked('confirmIrreversible', z.boolean(), changes.confirmIrreversible);
    if (locale !== undefined) this.write('locale', locale);
    if (botDelayMs !== undefined) this.write('botDelayMs', botDelayMs);
    if (motion !== undefined) this.write('motion', motion);
    if (confirm !== undefined) this.write('confirmIrreversible', confirm);
    return this.get();
  }

  windowBounds(): WindowBounds | null {
    return this.read('window.bounds', windowBoundsSchema);
  }

  setWindowBounds(bounds: z.input<typeof windowBoundsSchema>): WindowBounds {
    const clean = windowBoundsSchema.parse(bounds);
    this.write('window.bounds', clean);
    return clean;
  }

  private read<T>(key: string, schema: z.ZodType<T>): T | null {
    const row = this.s.get.get(key) as { value_json: string } | undefined;
    if (!row) return null;
    let value: unknown;
    try {
      value = JSON.parse(row.value_json);
    } catch {
      return null;
    }
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  }

  private write(key: string, value: unknown): void {
    this.s.put.run(key, JSON.stringify(value));
  }
}

function checked<T>(key: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ServiceError('invalid_setting', `Invalid ${key}: ${parsed.error.issues[0]!.message}`, { key, value: String(value) });
}
