/**
 * Saves under bad conditions (issue 7, points 7–9): a damaged session row, a full disk in
 * the middle of a game, damaged snapshots and a log whose hash chain breaks.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/services/errors';
import { startIntegrityPass } from '../../electron/services/integrity-pass';
import { SNAPSHOT_EVERY, SessionService } from '../../electron/services/sessions';
import { storageError } from '../../electron/services/storage-errors';
import es from '../../renderer/src/i18n/es.json';
import { gamesWithTally } from '../fixtures/tally-game';
import { rowCounts } from '../fixtures/temp-data';
import { useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('damaged', { games: gamesWithTally });

function caught(run: () => unknown): ServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected an error');
}

function createTally(title: string, seed = 'seed-1') {
  return store.service.create('tally', title, [{ name: 'Ana' }, { name: 'Luis' }], {}, seed);
}

/** Adds 1 `count` times, each by the deciding seat; returns the last seq. */
function addMoves(sessionId: string, count: number): number {
  let snap = store.service.open(sessionId, null);
  for (let i = 0; i < count; i++) snap = store.service.act(sessionId, snap.status.deciding[0]!, snap.seq, { type: 'add', n: 1 });
  return snap.seq;
}

/** Writes behind the service's back, as a damaged disk would (the log's append-only trigger set aside). */
function tamper(sql: string, ...params: unknown[]): void {
  const raw = new Database(store.dataFile());
  try {
    raw.exec('DROP TRIGGER actions_are_append_only');
    raw.prepare(sql).run(...params);
    raw.exec("CREATE TRIGGER actions_are_append_only BEFORE UPDATE ON actions BEGIN SELECT RAISE(ABORT, 'actions are append-only'); END");
  } finally {
    raw.close();
  }
}

describe('point 7: a session row with damaged JSON', () => {
  it('lists the other saves and the damaged one as damaged, with its title and date', async () => {
    const good = createTally('La buena');
    const bad = createTally('La rota');
    addMoves(bad.id, 3);
    tamper("UPDATE sessions SET players_json = '[{\"name\":\"An' WHERE id = ?", bad.id);
    await store.reopen();

    const list = store.service.list();
    expect(list.map((s) => s.id).sort()).toEqual([good.id, bad.id].sort());
    const damaged = list.find((s) => s.id === bad.id)!;
    expect(damaged).toMatchObject({ title: 'La rota', damaged: { reason: 'row', detail: 'players_json' } });
    expect(damaged.lastPlayedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list.find((s) => s.id === good.id)!.damaged).toBeUndefined();
  });

  it('answers session_damaged when opened, exports its raw rows, and can be deleted', async () => {
    const bad = createTally('La rota');
    addMoves(bad.id, 2);
    tamper("UPDATE sessions SET summary_json = 'not json' WHERE id = ?", bad.id);
    await store.reopen();

    expect(caught(() => store.service.open(bad.id, null)).code).toBe('session_damaged');
    const exported = store.service.exportDocument(bad.id);
    const document = JSON.parse(exported.json) as Record<string, any>;
    expect(document.format).toBe('velada-raw-session');
    expect(document.session).toMatchObject({ id: bad.id, title: 'La rota', summary_json: 'not json' });
    expect(document.actions.map((a: { seq: number }) => a.seq)).toEqual([1, 2]);
    expect(typeof document.actions[0].payload_json).toBe('string');
    expect(document.snapshots.map((s: { seq: number }) => s.seq)).toEqual([0]);

    store.service.delete(bad.id);
    expect(store.service.list()).toEqual([]);
    expect(rowCounts(store.dataFile())).toMatchObject({ sessions: 0, actions: 0, snapshots: 0 });
  });
});

describe('point 8: the disk fills up during a game', () => {
  it('answers disk_full with the Spanish sentence, keeps the last saved state, and plays on once space is back', () => {
    const { id } = createTally('Llena');
    addMoves(id, 3);
    const pages = store.db.pragma('page_count', { simple: true }) as number;
    store.db.pragma(`max_page_count = ${pages}`);

    let failure: unknown = null;
    let seq = 3;
    for (let i = 0; i < 5000 && failure === null; i++) {
      const snap = store.service.open(id, null);
      try {
        seq = store.service.act(id, snap.status.deciding[0]!, snap.seq, { type: 'add', n: 1 }).seq;
      } catch (error) {
        failure = error;
      }
    }
    const typed = storageError(failure);
    expect(typed?.code).toBe('disk_full');
    // The renderer shows errors.<code>: the sentence the issue asks for.
    expect(es.errors[typed!.code as keyof typeof es.errors]).toBe('No queda espacio en el disco: la jugada no se ha guardado');

    // The table stays on the last saved move, in memory and in the file.
    const after = store.service.open(id, null);
    expect(after.seq).toBe(seq);
    const cold = new SessionService(store.db, { games: gamesWithTally });
    expect(cold.load(id).seq).toBe(seq);

    store.db.pragma('max_page_count = 1073741823');
    const next = store.service.act(id, after.status.deciding[0]!, seq, { type: 'add', n: 1 });
    expect(next.seq).toBe(seq + 1);
  });
});

describe('point 9: damaged snapshots and the log hash chain', () => {
  async function sessionWithSnapshots(moves: number): Promise<string> {
    const { id } = createTally('Larga');
    addMoves(id, moves);
    await store.reopen();
    return id;
  }

  it('a snapshot that is not JSON gives replay_mismatch, like a wrong one, and recover rebuilds it from the log', async () => {
    const id = await sessionWithSnapshots(SNAPSHOT_EVERY + 7);
    const hashBefore = new SessionService(store.db, { games: gamesWithTally }).load(id).hash;
    tamper('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = ?', '{"game":"tal', id, SNAPSHOT_EVERY);
    await store.reopen();
    expect(caught(() => store.service.open(id, null))).toMatchObject({ code: 'replay_mismatch', params: { seq: SNAPSHOT_EVERY, detail: 'snapshot is not JSON' } });

    const recovered = store.service.recover(id);
    expect(recovered.id).toBe(id);
    await store.reopen();
    expect(store.service.load(id).hash).toBe(hashBefore);
    expect(store.service.open(id, null).seq).toBe(SNAPSHOT_EVERY + 7);
  });

  it('a zeroed snapshot gives replay_mismatch and is recovered too', async () => {
    const id = await sessionWithSnapshots(SNAPSHOT_EVERY + 2);
    tamper('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = ?', '\u0000'.repeat(64), id, SNAPSHOT_EVERY);
    await store.reopen();
    expect(caught(() => store.service.open(id, null)).code).toBe('replay_mismatch');
    store.service.recover(id);
    expect(store.service.open(id, null).seq).toBe(SNAPSHOT_EVERY + 2);
  });

  it('a snapshot rewritten with another valid state is refused by its hash, and recovered', async () => {
    const id = await sessionWithSnapshots(SNAPSHOT_EVERY + 1);
    const zero = store.db.prepare('SELECT state_json FROM snapshots WHERE session_id = ? AND seq = 0').get(id) as { state_json: string };
    tamper('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = ?', zero.state_json, id, SNAPSHOT_EVERY);
    await store.reopen();
    expect(caught(() => store.service.open(id, null))).toMatchObject({ code: 'replay_mismatch', params: { detail: 'snapshot hash differs' } });
    store.service.recover(id);
    expect(store.service.open(id, null).seq).toBe(SNAPSHOT_EVERY + 1);
  });

  it('checks every row after the snapshot on open, not only the last one', async () => {
    const id = await sessionWithSnapshots(5);
    tamper("UPDATE actions SET state_hash = 'broken' WHERE session_id = ? AND seq = 2", id);
    await store.reopen();
    expect(caught(() => store.service.open(id, null))).toMatchObject({ code: 'replay_mismatch', params: { seq: 2, detail: 'hash differs' } });
  });

  it('a log that does not replay cannot be recovered and stays as it was', async () => {
    const id = await sessionWithSnapshots(5);
    tamper("UPDATE actions SET payload_json = '{\"type\":\"fly\"}' WHERE session_id = ? AND seq = 3", id);
    const before = rowCounts(store.dataFile());
    await store.reopen();
    expect(caught(() => store.service.recover(id)).code).toBe('replay_mismatch');
    expect(rowCounts(store.dataFile())).toEqual(before);
  });

  it('the background pass flags a broken row older than the newest snapshot in the list, without throwing', async () => {
    const broken = await sessionWithSnapshots(SNAPSHOT_EVERY + 3);
    const fine = createTally('Sana', 'seed-2').id;
    addMoves(fine, 4);
    tamper("UPDATE actions SET state_hash = 'broken' WHERE session_id = ? AND seq = 10", broken);
    const damagedSnapshot = createTally('Foto rota', 'seed-3').id;
    addMoves(damagedSnapshot, SNAPSHOT_EVERY + 1);
    tamper("UPDATE snapshots SET state_json = 'x' WHERE session_id = ? AND seq = ?", damagedSnapshot, SNAPSHOT_EVERY);
    await store.reopen();
    // Opening reads only the rows after the newest snapshot: the break at row 10 is not seen there.
    expect(store.service.open(broken, null).seq).toBe(SNAPSHOT_EVERY + 3);
    expect(store.service.list().every((s) => s.damaged === undefined)).toBe(true);

    await startIntegrityPass(store.service).done;
    const byId = new Map(store.service.list().map((s) => [s.id, s]));
    expect(byId.get(broken)!.damaged).toEqual({ reason: 'log', detail: 'hash differs' });
    expect(byId.get(damagedSnapshot)!.damaged).toEqual({ reason: 'snapshot', detail: `snapshots ${SNAPSHOT_EVERY}` });
    expect(byId.get(fine)!.damaged).toBeUndefined();

    store.service.recover(damagedSnapshot);
    expect(store.service.list().find((s) => s.id === damagedSnapshot)!.damaged).toBeUndefined();
  });

  it('recovers across undo rows whose snapshot was damaged, from the setup snapshot', async () => {
    const { id } = createTally('Deshacer');
    addMoves(id, 4);
    // Four adds by seats 0, 1, 0, 1: Luis (seat 1) takes his back.
    const undone = store.service.undo(id, 1, 4);
    addMoves(id, 2);
    tamper("UPDATE snapshots SET state_json = 'x' WHERE session_id = ? AND seq = ?", id, undone.seq);
    await store.reopen();
    const expected = new SessionService(store.db, { games: gamesWithTally });
    expect(caught(() => expected.load(id)).code).toBe('replay_mismatch');
    store.service.recover(id);
    await store.reopen();
    expect(store.service.open(id, null).seq).toBe(undone.seq + 2);
  });
});

describe('point 9: a failed load marks the save in the list at once', () => {
  it('flags a session whose newest snapshot is damaged as recoverable as soon as opening it fails', async () => {
    const { id } = createTally('Foto rota');
    addMoves(id, SNAPSHOT_EVERY + 1);
    tamper("UPDATE snapshots SET state_json = '' WHERE session_id = ? AND seq = ?", id, SNAPSHOT_EVERY);
    await store.reopen();
    expect(store.service.list()[0]!.damaged).toBeUndefined();
    expect(caught(() => store.service.open(id, null)).code).toBe('replay_mismatch');
    expect(store.service.list()[0]!.damaged).toEqual({ reason: 'snapshot', detail: 'snapshot is not JSON' });
    store.service.recover(id);
    expect(store.service.list()[0]!.damaged).toBeUndefined();
  });
});
