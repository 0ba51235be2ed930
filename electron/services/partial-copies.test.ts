/** Whole copies through `.partial` files, and the clean-up of those a crash left (S29). */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, makeTempDir } from '../../test/fixtures/temp-data';
import { openDatabase } from './database';
import { removeStalePartials, writeWholeCopy } from './partial-copies';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('partial-copies');
});
afterEach(() => temp.cleanup());

describe('removeStalePartials', () => {
  it('S29 removes a stale partial copy of the data file but never one this process is writing now', async () => {
    const file = temp.file('velada.db');
    const db = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
    // Enough pages that the online backup takes several turns of the event loop.
    const insert = db.prepare('INSERT INTO profiles (id, name, color, created_at) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 4000; i++) insert.run(`p${i}`, `Jugador ${i} ${'x'.repeat(200)}`, '#123456', '2026-01-01');
    })();
    fs.writeFileSync(temp.file('velada.db.auto-2026-11-20.partial'), 'left by a crash');
    const target = temp.file('velada.db.safety-2026-11-23T00-00-00-000Z-import');
    let done = false;
    const copying = writeWholeCopy(db, target).then(() => (done = true));
    while (!done && !fs.existsSync(`${target}.partial`)) await new Promise((resolve) => setImmediate(resolve));
    expect(done, 'the copy should still be under way').toBe(false);
    expect(removeStalePartials(file)).toEqual(['velada.db.auto-2026-11-20.partial']);
    expect(fs.existsSync(`${target}.partial`)).toBe(true);
    await copying;
    db.close();
    const copy = new Database(target, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM profiles').get() as { n: number }).n).toBe(4000);
    copy.close();
    expect(fs.readdirSync(temp.dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
