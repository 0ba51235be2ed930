/** A fresh data file for the When Darkness Comes service tests, and a snapshot of its tables. */
import { openDatabase, type Db } from '../../electron/services/database';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';

export const DARKNESS_TABLES = [
  'darkness_characters',
  'darkness_ledger',
  'darkness_campaigns',
  'darkness_campaign_members',
  'darkness_played',
  'darkness_drafts',
] as const;

export async function openDarknessDb(prefix: string): Promise<{ db: Db; file: string; close: () => void }> {
  const temp = makeTempDir(prefix);
  const file = temp.file('velada.db');
  const db = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  return {
    db,
    file,
    close: () => {
      if (db.open) db.close();
      temp.cleanup();
    },
  };
}

/** Every row of every darkness table, in a stable order: a refused write must leave this unchanged. */
export function darknessRows(db: Db): Record<string, unknown[]> {
  const rows: Record<string, unknown[]> = {};
  for (const table of DARKNESS_TABLES) rows[table] = db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
  return rows;
}
