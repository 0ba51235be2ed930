/**
 * Migration 004 (When Darkness Comes): a file saved by the version before it (migrations
 * 001–003) holding real Silentes and Grizzled games, played part-way (one with a bot seat), a profile,
 * settings and a notebook, upgrades in place without losing or changing a single row of any
 * table, keeps a backup of the pre-upgrade file, and the games go on where they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, readMigrations, type Db } from '../../electron/services/database';
import { ProfileService } from '../../electron/services/profiles';
import { SessionNotesService } from '../../electron/services/session-notes';
import { SessionService } from '../../electron/services/sessions';
import { SettingsService } from '../../electron/services/settings';
import { seededChooser } from '../fixtures/seeded-choice';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { readMigrationBackup } from '../fixtures/migration-backup';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir('darkness-migration');
});
afterEach(() => temp.cleanup());

type Rows = Record<string, string[]>;

/**
 * Every row of every table, in a stable order (the whole content, not just counts), leaving out
 * `sessions.rules_version`: migration 006 adds it, empty on every older row (checked on its own).
 */
function everyRow(db: Database.Database): Rows {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (r) => r.name,
  );
  return Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all().map((row) => JSON.stringify(withoutRulesVersion(row))).sort()]));
}

function withoutRulesVersion(row: unknown): unknown {
  const { rules_version: _added, ...rest } = row as Record<string, unknown>;
  return rest;
}

/** Plays `moves` moves of a game, each by the deciding seat with a seeded choice. */
function play(service: SessionService, sessionId: string, moves: number, seed: string): void {
  const choose = seededChooser(seed);
  for (let i = 0; i < moves; i++) {
    const pub = service.open(sessionId, null);
    if (pub.status.result !== null) return;
    const seat = pub.status.deciding[0]!;
    if (pub.botToMove !== null) {
      service.botStep(sessionId, pub.seq);
      continue;
    }
    const own = service.open(sessionId, seat);
    service.act(sessionId, seat, own.seq, choose(own.legal));
  }
}

/** A data file exactly as the version with migrations 001–003 left it. */
async function v3File(): Promise<{ file: string; before: Rows; seqs: Record<string, number> }> {
  const only003 = temp.file('migrations-v3');
  fs.mkdirSync(only003);
  for (const m of readMigrations(MIGRATIONS_DIR).filter((m) => m.version <= 3)) fs.writeFileSync(path.join(only003, m.name), m.sql);
  const file = temp.file('velada.db');
  const db: Db = await openDatabase(file, { migrationsDir: only003, appVersion: 'v3' });
  // Today's session service records each game's rules version (migration 006): a column it may
  // write while the v3 file is filled, dropped again so the file is as v3 left it.
  db.exec('ALTER TABLE sessions ADD COLUMN rules_version INTEGER');
  const profiles = new ProfileService(db);
  const ana = profiles.create('Ana', '#aa3366');
  new SettingsService(db).set({ locale: 'en', botDelayMs: 300 });
  const sessions = new SessionService(db);
  const silentes = sessions.create('silentes', 'Silentes del martes', [{ name: 'Ana', profileId: ana.id }, { name: 'Luis' }], {}, 'mig-s');
  play(sessions, silentes.id, 40, 'mig-s');
  const grizzled = sessions.create('grizzled', 'Grizzled', [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Bot', bot: true }], {}, 'mig-g');
  play(sessions, grizzled.id, 30, 'mig-g');
  new SessionNotesService(db).set(silentes.id, 'protagonists', { text: 'nota' });
  // A finished game too, so snapshots at the end are part of what must survive.
  const finished = sessions.create('silentes', undefined, [{ name: 'Eva' }, { name: 'Iker' }], {}, 'mig-f');
  play(sessions, finished.id, 5000, 'mig-f');
  const seqs = Object.fromEntries([silentes.id, grizzled.id, finished.id].map((id) => [id, sessions.open(id, null).seq]));
  db.exec('ALTER TABLE sessions DROP COLUMN rules_version');
  expect(db.pragma('user_version', { simple: true })).toBe(3);
  const before = everyRow(db);
  db.close();
  return { file, before, seqs };
}

describe('migration 004_darkness', () => {
  it('D116 upgrades a v3 file with Silentes and Grizzled saves to 004 without losing or changing a row, backup first', async () => {
    const { file, before, seqs } = await v3File();
    expect(before.actions!.length).toBeGreaterThan(40);
    expect(before.snapshots!.length).toBeGreaterThan(2);

    const db = await openDatabase(file, { migrationsDir: MIGRATIONS_DIR, appVersion: 'v4' });
    try {
      expect(db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(4);
      const after = everyRow(db);
      expect(db.prepare('SELECT DISTINCT rules_version AS v FROM sessions').all()).toEqual([{ v: null }]);
      for (const [table, rows] of Object.entries(before)) {
        // The app stamps its version in settings on every open; every other row is untouched.
        if (table === 'settings') {
          expect(after[table]!.filter((r) => !r.includes('meta.appVersion')), table).toEqual(rows.filter((r) => !r.includes('meta.appVersion')));
        } else {
          expect(after[table], table).toEqual(rows);
        }
      }
      for (const table of ['darkness_characters', 'darkness_ledger', 'darkness_campaigns', 'darkness_campaign_members', 'darkness_played', 'darkness_drafts']) {
        expect(after[table], table).toEqual([]);
      }
      // The saves open where they were and the unfinished ones go on.
      const sessions = new SessionService(db);
      for (const [id, seq] of Object.entries(seqs)) expect(sessions.open(id, null).seq).toBe(seq);
      const silentes = sessions.list().find((s) => s.title === 'Silentes del martes')!;
      play(sessions, silentes.id, 3, 'after');
    } finally {
      db.close();
    }

    readMigrationBackup(temp.dir, 3, (backup) => {
      expect(everyRow(backup)).toEqual(before);
    });
  });
});
