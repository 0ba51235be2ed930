/**
 * Tragedy Looper saves from older Velada files (test/fixtures/saves/legacy/looper-record.ts says
 * how they were made): `looper-log400.db`, written by the services of 74e3b73^ when the log kept its
 * last 400 lines (rules version 1), and `looper-log6000.db`, written at 73203c6 with the 6,000-line
 * log (version 2) under the same engine number. Both rows say engine 1 and carry no rules version;
 * both games wrote well past 400 log lines and stopped unfinished at a person's decision. Today's
 * Velada must migrate each file, find the version its whole log replays under, record it, show
 * the table and every seat's view, and play on under those rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../electron/services/database';
import { replayExport } from '../../electron/services/session-export';
import { SessionService } from '../../electron/services/sessions';
import { stateHash } from '../../shared/engine/hash';
import { looper } from '../../shared/games/looper';
import { LOG_LIMIT } from '../../shared/games/looper/state';
import type { LooperAction, LooperState, LooperView } from '../../shared/games/looper/types';
import { MASTERMIND } from '../../shared/games/looper/types';
import { MIGRATIONS_DIR, REPO_ROOT, makeTempDir } from '../fixtures/temp-data';

const LEGACY = path.join(REPO_ROOT, 'test/fixtures/saves/legacy');
const TITLE = 'Los viernes del instituto';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let service: SessionService;

async function openCopy(file: string): Promise<void> {
  temp = makeTempDir('looper-legacy');
  fs.copyFileSync(path.join(LEGACY, file), temp.file('velada.db'));
  await reopen();
}

async function reopen(): Promise<void> {
  if (db?.open) db.close();
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
  service = new SessionService(db);
}

beforeEach(() => {
  temp = undefined as unknown as typeof temp;
});
afterEach(() => {
  if (db?.open) db.close();
  temp?.cleanup();
});

function theSession(): string {
  const list = service.list();
  expect(list.map((s) => s.title)).toEqual([TITLE]);
  return list[0]!.id;
}

function row(id: string): { rules_version: number | null; engine_version: number; head_seq: number } {
  return db.prepare('SELECT rules_version, engine_version, head_seq FROM sessions WHERE id = ?').get(id) as never;
}

/** The hash the file stores for the session's newest row. */
function storedHeadHash(id: string): string {
  const { head_seq } = row(id);
  return (db.prepare('SELECT state_hash FROM actions WHERE session_id = ? AND seq = ?').get(id, head_seq) as { state_hash: string }).state_hash;
}

function verify(id: string): void {
  for (const _ of service.verifyLog(id)) void _;
}

/** Every seat's view of the loaded state, and what the services show of it. */
function checkViews(id: string, state: LooperState): void {
  const pub = service.open(id, null);
  expect((pub.view as LooperView).viewer).toBeNull();
  expect((pub.view as LooperView).log).toEqual(state.log.filter((l) => l.to === undefined));
  const seat = pub.status.deciding[0]!;
  expect(seat).not.toBe(MASTERMIND);
  expect(pub.botToMove).toBeNull();
  const mine = service.open(id, seat);
  expect(mine.legal).toEqual(looper.legalActions(state, seat));
  expect(mine.legal.length).toBeGreaterThan(0);
  for (let s = 0; s < state.players.length; s++) {
    const view = looper.view(state, { kind: 'seat', seat: s });
    expect(view.isMastermind).toBe(s === MASTERMIND);
    expect(view.secret !== null).toBe(s === MASTERMIND);
    expect(view.log.length).toBe(state.log.filter((l) => l.to === undefined || l.to === s).length);
  }
}

/**
 * Opens a copy of a legacy file, whose only row says engine 1 and no rules version, and loads it:
 * it must replay to its stored hash under `version`, which is then recorded in the row.
 */
async function resolvedSave(file: string, version: number): Promise<{ id: string; state: LooperState }> {
  await openCopy(file);
  const id = theSession();
  expect(row(id)).toMatchObject({ rules_version: null, engine_version: 1 });
  const loaded = service.load(id);
  expect(loaded.hash).toBe(storedHeadHash(id));
  const state = loaded.state as LooperState;
  expect(state.rulesVersion).toBe(version);
  expect(row(id).rules_version).toBe(version);
  return { id, state };
}

describe('Tragedy Looper: a save from rules version 1, whose 400-line log had dropped its first lines', () => {
  it('replays to its stored hash under version 1, and records that version in its row', async () => {
    const { id, state } = await resolvedSave('looper-log400.db', 1);
    expect(state.log.length).toBe(400);
    expect(state.log[0]).not.toEqual({ key: 'loopStarted', params: { loop: 1, loops: 6 } });
    verify(id);
    expect(service.list()[0]).toMatchObject({ status: 'active', olderRules: { version: 1, current: looper.rulesVersion } });
    expect(service.list()[0]!.damaged).toBeUndefined();
  });

  it('shows the public table, the deciding person their own view and every seat its own', async () => {
    await openCopy('looper-log400.db');
    const id = theSession();
    checkViews(id, service.load(id).state as LooperState);
  });

  it('plays one more legal move under version 1 (the log stays at 400 lines), and replays after a restart', async () => {
    await openCopy('looper-log400.db');
    const id = theSession();
    const seat = service.open(id, null).status.deciding[0]!;
    const mine = service.open(id, seat);
    const action = (mine.legal as LooperAction[])[0]!;
    const before = service.load(id).state as LooperState;
    const expected = looper.apply(before, seat, action);
    if (!expected.ok) throw new Error(expected.error.message);
    service.act(id, seat, mine.seq, action);
    const after = service.load(id);
    expect(after.hash).toBe(stateHash(expected.state));
    expect((after.state as LooperState).log.length).toBe(400);
    expect((after.state as LooperState).rulesVersion).toBe(1);
    await reopen();
    expect(service.load(id).hash).toBe(storedHeadHash(id));
    verify(id);
    expect(row(id).rules_version).toBe(1);
    expect(service.list()[0]!.damaged).toBeUndefined();
  });

  it('L120 lists the unfinished save without its script\'s title, which the old row stored in its summary', async () => {
    await openCopy('looper-log400.db');
    const id = theSession();
    const stored = JSON.parse((db.prepare('SELECT summary_json FROM sessions WHERE id = ?').get(id) as { summary_json: string }).summary_json);
    expect(stored).toMatchObject({ scriptEs: 'Segunda oportunidad', scriptEn: 'Second Chance' });
    const seat = service.open(id, null).status.deciding[0]!;
    for (const answer of [service.list(), service.open(id, null), service.open(id, seat)]) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain('Segunda oportunidad');
      expect(text).not.toContain('Second Chance');
    }
    expect(service.list()[0]!.summary).toEqual({ loop: 3, day: 8, loops: 6, days: 8 });
  });

  it('would not replay under version 2: the file proves the gate', async () => {
    await openCopy('looper-log400.db');
    const id = theSession();
    const file = service.export(id);
    expect(file.session.rulesVersion).toBe(1);
    expect(replayExport(file)).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true });
    expect(replayExport({ ...file, session: { ...file.session, rulesVersion: 2 } }).reproduces).toBe(false);
  });
});

describe('Tragedy Looper: a save from after the 6,000-line log, under the same engine number', () => {
  it('resolves to version 2, keeps its whole log, and plays on', async () => {
    const { id, state } = await resolvedSave('looper-log6000.db', 2);
    expect(state.log.length).toBeGreaterThan(400);
    expect(state.log.length).toBeLessThan(LOG_LIMIT);
    expect(state.log[0]).toEqual({ key: 'loopStarted', params: { loop: 1, loops: 6 } });
    checkViews(id, state);
    const seat = service.open(id, null).status.deciding[0]!;
    const mine = service.open(id, seat);
    service.act(id, seat, mine.seq, (mine.legal as LooperAction[])[0]);
    expect((service.load(id).state as LooperState).log.length).toBeGreaterThan(state.log.length);
    const file = service.export(id);
    expect(replayExport(file)).toMatchObject({ reproduces: true, rulesVersion: 2 });
    expect(replayExport({ ...file, session: { ...file.session, rulesVersion: 1 } }).reproduces).toBe(false);
  });
});
