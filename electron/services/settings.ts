/**
 * App settings as JSON values by key. Every value is validated when read, so a hand-edited
 * or older file falls back to the default instead of reaching the UI malformed.
 */
import { z } from 'zod';
import type { Db } from './database';

export type Locale = 'es' | 'en';
const localeSchema = z.enum(['es', 'en']);

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

  get(): { locale: Locale } {
    return { locale: this.read('locale', localeSchema) ?? DEFAULT_LOCALE };
  }

  set(changes: { locale?: Locale }): { locale: Locale } {
    if (changes.locale !== undefined) this.write('locale', localeSchema.parse(changes.locale));
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
