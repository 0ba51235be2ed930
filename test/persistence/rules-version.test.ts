/**
 * A save on disk is a promise (rulings S-R1–S-R4 in docs/rulings/saves.md): a game keeps the rules
 * version it began with, and a row written before versions were recorded is given the version whose
 * rules its whole log replays under. A fixture game whose additions grow with the rules version
 * (version 1 adds n, 2 adds 2n, 3 adds 3n) makes every version's log distinguishable by its hashes.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../shared/engine/contract';
import { rulesVersionOf } from '../../shared/engine/rules-version';
import { openDatabase, type Db } from '../../electron/services/database';
import { replayExport } from '../../electron/services/session-export';
import { SessionService } from '../../electron/services/sessions';
import { tally, type TallyState } from '../fixtures/tally-game';
import { MIGRATIONS_DIR, makeTempDir } from '../fixtures/temp-data';
import { serviceErrorOf } from './looper-fixtures';

type VState = TallyState & { rulesVersion: number };

/** Tally under rules version `current`; a row stamped engine 1 may have been written by 2 or 1. */
function versionedTally(current: number): AnyGameModule {
  return {
    ...tally,
    id: 'tally',
    rulesVersion: current,
    legacyRulesVersions: (engineVersion: number) => (engineVersion === 1 ? [2, 1] : [engineVersion]),
    setup: (options, seed, rulesVersion = current) => ({ ...tally.setup(options, seed), rulesVersion }),
    apply(state: VState, seat, action) {
      const result = tally.apply(state, seat, action);
      if (!result.ok || action.type !== 'add') return result;
      const total = state.total + action.n * rulesVersionOf(state);
      return { ok: true, state: { ...result.state, total, finished: total >= state.options.target } };
    },
  };
}

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
beforeEach(() => {
  temp = makeTempDir('rules');
});
afterEach(() => {
  db?.close();
  temp.cleanup();
});

const PLAYERS = [{ name: 'Ana' }, { name: 'Luis' }];

async function open(): Promise<Db> {
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  return db;
}

function service(current: number): SessionService {
  const module = versionedTally(current);
  return new SessionService(db, { games: (id) => (id === 'tally' ? module : undefined) });
}

/** Plays `adds` under a build whose rules are `version`, then makes the row look as it did before versions were recorded. */
function legacySession(version: number, adds: number[], engineVersion = 1): string {
  const old = service(version);
  const { id } = old.create('tally', 'Antigua', PLAYERS, { target: 10_000 }, 'seed');
  adds.forEach((n, i) => old.act(id, i % 2, i, { type: 'add', n }));
  db.prepare('UPDATE sessions SET rules_version = NULL, engine_version = ? WHERE id = ?').run(engineVersion, id);
  for (const row of db.prepare('SELECT seq, state_json FROM snapshots WHERE session_id = ?').all(id) as { seq: number; state_json: string }[]) {
    const { rulesVersion: _dropped, ...state } = JSON.parse(row.state_json) as VState;
    db.prepare('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = ?').run(JSON.stringify(state), id, row.seq);
  }
  return id;
}

function rowVersion(id: string): number | null {
  return (db.prepare('SELECT rules_version AS v FROM sessions WHERE id = ?').get(id) as { v: number | null }).v;
}

describe('S-R1 a new game records the rules version it began with', () => {
  it('the row and the state hold the current version; the list shows nothing about older rules', async () => {
    await open();
    const sessions = service(3);
    const { id } = sessions.create('tally', 'Nueva', PLAYERS, { target: 10_000 }, 'seed');
    expect(rowVersion(id)).toBe(3);
    expect(sessions.load(id).state).toMatchObject({ rulesVersion: 3 });
    expect(sessions.list()[0]!.olderRules).toBeUndefined();
  });

  it('a game begun under version 2 keeps its rules when the build moves to 3, and says so', async () => {
    await open();
    const { id } = service(2).create('tally', 'Vieja', PLAYERS, { target: 10_000 }, 'seed');
    const newer = service(3);
    expect(newer.list()[0]!.olderRules).toEqual({ version: 2, current: 3 });
    const after = newer.act(id, 0, 0, { type: 'add', n: 3 });
    expect((after.view as { total: number }).total).toBe(6);
    expect(after.session.olderRules).toEqual({ version: 2, current: 3 });
  });
});

describe('S-R2 a row from before versions were recorded', () => {
  it('is given the version its whole log replays under, recorded in the row, and plays on by those rules', async () => {
    await open();
    const id = legacySession(1, [3, 2, 1, 3]);
    const sessions = service(3);
    const opened = sessions.open(id, null);
    expect((opened.view as { total: number }).total).toBe(9);
    expect(rowVersion(id)).toBe(1);
    expect(opened.session.olderRules).toEqual({ version: 1, current: 3 });
    const next = sessions.act(id, 0, 4, { type: 'add', n: 2 });
    expect((next.view as { total: number }).total).toBe(11);
    // Undo rebuilds the state before the move from the stamped snapshot.
    expect((sessions.undo(id, 0, 5).view as { total: number }).total).toBe(9);
    // A fresh service reads the recorded version without working it out again, and the whole log checks.
    const again = service(3);
    expect(again.load(id).state).toMatchObject({ rulesVersion: 1, total: 9 });
    for (const _ of again.verifyLog(id)) void _;
    expect(again.list()[0]!.damaged).toBeUndefined();
  });

  it('picks the likeliest version first when the log fits it', async () => {
    await open();
    const id = legacySession(2, [1, 1, 2]);
    expect((service(3).open(id, null).view as { total: number }).total).toBe(8);
    expect(rowVersion(id)).toBe(2);
  });

  it('takes the row’s own engine version when only one version could have written it', async () => {
    await open();
    const id = legacySession(3, [1, 2], 3);
    expect((service(3).open(id, null).view as { total: number }).total).toBe(9);
    expect(rowVersion(id)).toBe(3);
  });

  it('a log no version replays answers replay_mismatch as before and records nothing', async () => {
    await open();
    // Written by rules no candidate of engine 1 has (version 3's additions).
    const id = legacySession(3, [3, 2, 1]);
    expect(serviceErrorOf(() => service(3).open(id, null)).code).toBe('replay_mismatch');
    expect(rowVersion(id)).toBeNull();
  });

  it('a snapshot written after the version was given carries it, and the save reopens from it', async () => {
    await open();
    const id = legacySession(1, [1, 1]);
    const sessions = service(3);
    sessions.act(id, 0, 2, { type: 'draw' });
    for (let seq = 3; seq < 55; seq++) sessions.act(id, seq % 2, seq, { type: 'add', n: 1 });
    const newest = db.prepare('SELECT state_json FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1').get(id) as { state_json: string };
    expect(JSON.parse(newest.state_json)).toMatchObject({ rulesVersion: 1 });
    expect(service(3).load(id).state).toMatchObject({ rulesVersion: 1, total: 54 });
  });
});

describe('S-R3 exports carry the rules version', () => {
  it('an export names its version and replays under it', async () => {
    await open();
    const id = legacySession(1, [2, 2]);
    const sessions = service(3);
    const file = sessions.export(id);
    expect(file.session.rulesVersion).toBe(1);
    const lookup = (gameId: string) => (gameId === 'tally' ? versionedTally(3) : undefined);
    expect(replayExport(file, lookup)).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true });
  });

  it('a file from before versions were recorded replays under the version that reproduces it', async () => {
    await open();
    const id = legacySession(1, [2, 3, 1]);
    const { rulesVersion: _none, ...session } = service(3).export(id).session;
    const file = { ...service(3).export(id), session: { ...session, engineVersion: 1 } };
    const lookup = (gameId: string) => (gameId === 'tally' ? versionedTally(3) : undefined);
    expect(replayExport(file, lookup)).toMatchObject({ reproduces: true, rulesVersion: 1 });
    const tampered = { ...file, finalHash: '0000000000000000' };
    expect(replayExport(tampered, lookup)).toMatchObject({ reproduces: false, rulesVersion: 2 });
  });

  it('a file whose version this build does not know is reported, not crashed on', async () => {
    await open();
    const { id } = service(3).create('tally', 'Futura', PLAYERS, { target: 10_000 }, 'seed');
    const file = service(3).export(id);
    const lookup = (gameId: string) => (gameId === 'tally' ? versionedTally(2) : undefined);
    expect(replayExport(file, lookup)).toMatchObject({ reproduces: false, error: { code: 'rules_too_new' } });
  });
});

describe('S-R4 the migration keeps old rows as they were', () => {
  it('a row written before migration 006 has no recorded version until it is opened', async () => {
    await open();
    const id = legacySession(1, [1]);
    const raw = new Database(temp.file('velada.db'), { readonly: true });
    try {
      expect(raw.prepare('SELECT rules_version, engine_version FROM sessions WHERE id = ?').get(id)).toEqual({ rules_version: null, engine_version: 1 });
    } finally {
      raw.close();
    }
  });
});
