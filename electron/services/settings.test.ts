/** The settings service called directly (as Electron's main does for window bounds), not only through IPC. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOT_DELAY_DEFAULT_MS } from '../../shared/ipc/contract';
import { MIGRATIONS_DIR, makeTempDir, rowCounts } from '../../test/fixtures/temp-data';
import { openDatabase, type Db } from './database';
import { ServiceError } from './errors';
import { SettingsService } from './settings';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let settings: SettingsService;

beforeEach(async () => {
  temp = makeTempDir('settings');
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  settings = new SettingsService(db);
});
afterEach(() => {
  db.close();
  temp.cleanup();
});

describe('SettingsService', () => {
  it('stores the bot delay and the locale together', () => {
    expect(settings.get()).toEqual({ locale: 'es', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'auto', confirmIrreversible: true });
    expect(settings.set({ botDelayMs: 2500 })).toEqual({ locale: 'es', botDelayMs: 2500, motion: 'auto', confirmIrreversible: true });
    expect(new SettingsService(db).get()).toEqual({ locale: 'es', botDelayMs: 2500, motion: 'auto', confirmIrreversible: true });
  });

  it.each([-1, 99999, 1.5, Number.NaN])('refuses botDelayMs %s with invalid_setting and writes no part of the change', (botDelayMs) => {
    settings.set({ botDelayMs: 400 });
    const before = rowCounts(temp.file('velada.db'));
    let caught: unknown;
    try {
      settings.set({ locale: 'en', botDelayMs });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as ServiceError).code).toBe('invalid_setting');
    expect((caught as ServiceError).params.key).toBe('botDelayMs');
    expect(rowCounts(temp.file('velada.db'))).toEqual(before);
    expect(settings.get()).toEqual({ locale: 'es', botDelayMs: 400, motion: 'auto', confirmIrreversible: true });
  });

  it('keeps the motion setting (auto by default) and refuses an unknown one without writing anything', () => {
    expect(settings.get().motion).toBe('auto');
    expect(settings.set({ motion: 'slow', confirmIrreversible: true }).motion).toBe('slow');
    expect(new SettingsService(db).get().motion).toBe('slow');
    const before = rowCounts(temp.file('velada.db'));
    expect(() => settings.set({ locale: 'en', motion: 'fast' as never })).toThrowError(/Invalid motion/);
    expect(rowCounts(temp.file('velada.db'))).toEqual(before);
    expect(settings.get()).toEqual({ locale: 'es', botDelayMs: BOT_DELAY_DEFAULT_MS, motion: 'slow', confirmIrreversible: true });
  });

  it('asks before irreversible moves by default, remembers turning it off, and refuses a non-boolean', () => {
    expect(settings.get().confirmIrreversible).toBe(true);
    expect(settings.set({ confirmIrreversible: false }).confirmIrreversible).toBe(false);
    expect(new SettingsService(db).get().confirmIrreversible).toBe(false);
    const before = rowCounts(temp.file('velada.db'));
    expect(() => settings.set({ locale: 'en', confirmIrreversible: 'no' as never })).toThrowError(/Invalid confirmIrreversible/);
    expect(rowCounts(temp.file('velada.db'))).toEqual(before);
    expect(settings.get().locale).toBe('es');
  });
});
