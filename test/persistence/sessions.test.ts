/**
 * The session log on the tiny fixture game, which can run long enough to cross several
 * snapshots. Silentes-specific round trips live in silentes-sessions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/services/errors';
import { replayExport } from '../../electron/services/session-export';
import { SNAPSHOT_EVERY, SessionService } from '../../electron/services/sessions';
import { stateHash } from '../../shared/engine/hash';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { gamesWithTally, tally, type TallyAction, type TallyState } from '../fixtures/tally-game';
import { seededChooser } from '../fixtures/seeded-choice';
import { rowCounts } from '../fixtures/temp-data';
import { expectServiceError, openTestDatabase, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('sessions', { games: gamesWithTally });

function createTally(players = ['Ana', 'Luis'], options: Record<string, unknown> = {}, seed = 'seed-1') {
  return store.service.create('tally', undefined, players.map((name) => ({ name })), options, seed);
}

/** Plays `count` moves chosen by `choose` from the deciding seat's legal actions. */
function play(sessionId: string, count: number, choose: <T>(items: readonly T[]) => T): SessionSnapshot {
  let snap = store.service.open(sessionId, null);
  for (let i = 0; i < count; i++) {
    const seat = snap.status.deciding[0]!;
    const legal = store.service.open(sessionId, seat).legal as TallyAction[];
    snap = store.service.act(sessionId, seat, snap.seq, choose(legal));
  }
  return snap;
}

function rows(sql: string, ...params: unknown[]): unknown[] {
  return store.db.prepare(sql).all(...params);
}

/** The same moves applied straight to the module, as the reference the log must match. */
function reference(players: string[], seed: string, moves: [number, TallyAction][], target = 1_000_000): TallyState {
  let state = tally.setup({ players, target, open: false }, seed);
  for (const [seat, action] of moves) {
    const result = tally.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

describe('create', () => {
  it('stores the session with a setup snapshot at seq 0 and a default title', () => {
    const summary = createTally();
    expect(summary).toMatchObject({ gameId: 'tally', title: 'tally — Ana y Luis', players: ['Ana', 'Luis'], status: 'active' });
    expect(rows('SELECT seq, state_hash FROM snapshots WHERE session_id = ?', summary.id)).toEqual([
      { seq: 0, state_hash: stateHash(reference(['Ana', 'Luis'], 'seed-1', [])) },
    ]);
    const row = store.db.prepare('SELECT seed, head_seq, options_json FROM sessions WHERE id = ?').get(summary.id);
    expect(row).toEqual({ seed: 'seed-1', head_seq: 0, options_json: JSON.stringify({ players: ['Ana', 'Luis'], target: 1_000_000, open: false }) });
  });

  it('draws a fresh random seed when none is given', () => {
    const a = store.service.create('tally', 'A', [{ name: 'Ana' }], {});
    const b = store.service.create('tally', 'B', [{ name: 'Ana' }], {});
    const seeds = rows('SELECT seed FROM sessions WHERE id IN (?, ?)', a.id, b.id) as { seed: string }[];
    expect(new Set(seeds.map((s) => s.seed)).size).toBe(2);
    expect(seeds[0]!.seed).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad player counts, bad options and unknown games without writing', () => {
    expectServiceError(() => store.service.create('tally', undefined, [], {}), 'invalid_player_count');
    expectServiceError(() => createTally(['a', 'b', 'c', 'd', 'e']), 'invalid_player_count');
    expectServiceError(() => createTally(['Ana'], { target: -4 }), 'invalid_options');
    expectServiceError(() => store.service.create('chess', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}), 'game_not_available');
    expect(rowCounts(store.dataFile())).toMatchObject({ sessions: 0, snapshots: 0 });
  });

  it('creates a Salem game, and refuses a bad Salem option with its own code, writing nothing', () => {
    const five = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara'].map((name) => ({ name }));
    const eight = [...five, ...['Tomás', 'Inés', 'Raúl'].map((name) => ({ name }))];
    expect(expectServiceError(() => store.service.create('salem', undefined, eight, { characterChoice: true }), 'character_choice_too_many').params).toMatchObject({ players: 8, max: 7 });
    expect(expectServiceError(() => store.service.create('salem', undefined, five, { nightSeconds: 0 }), 'invalid_options').params.issue).toMatch(/nightSeconds/);
    expectServiceError(() => store.service.create('salem', undefined, five.slice(0, 3), {}), 'invalid_player_count');
    expect(rowCounts(store.dataFile())).toMatchObject({ sessions: 0, snapshots: 0 });

    const salem = store.service.create('salem', undefined, five, { nightSeconds: 1 }, 'salem-1');
    expect(salem).toMatchObject({ gameId: 'salem', players: five.map((p) => p.name), status: 'active', result: null });
    const row = store.db.prepare('SELECT head_seq, options_json FROM sessions WHERE id = ?').get(salem.id) as { head_seq: number; options_json: string };
    expect(row.head_seq).toBe(0);
    expect(JSON.parse(row.options_json)).toMatchObject({ players: five.map((p) => p.name), nightSeconds: 1, characterChoice: false, hourglass: false });
    // Dawn: every seat decides at once (S66), the shared screen's cover goes to the first; the public
    // table holds nobody's secrets; a seat that answered is refused its view.
    const pub = store.service.open(salem.id, null);
    expect(pub.status.deciding).toEqual([0, 1, 2, 3, 4]);
    expect(pub.handoffTo).toBe(0);
    expect((pub.view as { me: unknown }).me).toBeNull();
    const luis = store.service.open(salem.id, 1);
    store.service.act(salem.id, 1, luis.seq, luis.legal[0]);
    expectServiceError(() => store.service.open(salem.id, 1), 'seat_not_deciding');
  });
});

describe('act', () => {
  it('appends one row per move with the new state hash, committed before it returns', () => {
    const { id } = createTally();
    store.service.act(id, 0, 0, { type: 'add', n: 2 });
    store.service.act(id, 1, 1, { type: 'add', n: 3 });
    const expected = reference(['Ana', 'Luis'], 'seed-1', [[0, { type: 'add', n: 2 }], [1, { type: 'add', n: 3 }]]);
    expect(rows('SELECT seq, seat, kind, payload_json, undoes, state_hash FROM actions WHERE session_id = ?', id)).toEqual([
      expect.objectContaining({ seq: 1, seat: 0, kind: 'action', payload_json: '{"type":"add","n":2}', undoes: null }),
      { seq: 2, seat: 1, kind: 'action', payload_json: '{"type":"add","n":3}', undoes: null, state_hash: stateHash(expected) },
    ]);
    // A second connection sees the commit at once.
    expect(rowCounts(store.dataFile()).actions).toBe(2);
    expect(store.db.prepare('SELECT head_seq, summary_json FROM sessions WHERE id = ?').get(id)).toEqual({ head_seq: 2, summary_json: '{"total":5}' });
  });

  it('rejects unknown sessions, stale seqs, bad shapes, bad seats and rule errors without writing', () => {
    const { id } = createTally();
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    const before = rowCounts(store.dataFile());
    expectServiceError(() => store.service.act('no-such-session', 0, 0, { type: 'add', n: 1 }), 'session_not_found');
    expect(expectServiceError(() => store.service.act(id, 1, 0, { type: 'add', n: 1 }), 'stale_action').params).toEqual({ expected: 0, actual: 1 });
    expectServiceError(() => store.service.act(id, 1, 1, { type: 'add', n: 7 }), 'invalid_action');
    expectServiceError(() => store.service.act(id, 5, 1, { type: 'add', n: 1 }), 'invalid_seat');
    expect(expectServiceError(() => store.service.act(id, 0, 1, { type: 'add', n: 1 }), 'not_your_turn').params).toEqual({ seat: 0, expected: 1 });
    expect(rowCounts(store.dataFile())).toEqual(before);
    // The rejected moves left the game where it was.
    expect(store.service.act(id, 1, 1, { type: 'add', n: 1 }).seq).toBe(2);
  });

  it(`writes a snapshot every ${SNAPSHOT_EVERY} seqs and one when the game ends`, () => {
    const { id } = createTally(['Ana'], { target: 2 * SNAPSHOT_EVERY + 20 });
    for (let seq = 0; seq < 2 * SNAPSHOT_EVERY + 19; seq++) store.service.act(id, 0, seq, { type: 'add', n: 1 });
    expect(rows('SELECT seq FROM snapshots WHERE session_id = ? ORDER BY seq', id)).toEqual([
      { seq: 0 },
      { seq: SNAPSHOT_EVERY },
      { seq: 2 * SNAPSHOT_EVERY },
    ]);
    const last = store.service.act(id, 0, 2 * SNAPSHOT_EVERY + 19, { type: 'add', n: 1 });
    expect(last.status.result).toEqual({ outcome: 'victory', reason: 'targetReached' });
    expect(last.session.status).toBe('finished');
    expect(rows('SELECT seq FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1', id)).toEqual([{ seq: 2 * SNAPSHOT_EVERY + 20 }]);
    expect(store.db.prepare('SELECT status, result_json FROM sessions WHERE id = ?').get(id)).toEqual({
      status: 'finished',
      result_json: '{"outcome":"victory","reason":"targetReached"}',
    });
    expectServiceError(() => store.service.act(id, 0, last.seq, { type: 'add', n: 1 }), 'game_finished');
  });
});

describe('resume', () => {
  it('rebuilds the identical state from a fresh connection after many random moves', async () => {
    const { id } = createTally(['Ana', 'Luis', 'Eva']);
    play(id, 3 * SNAPSHOT_EVERY + 17, seededChooser('resume'));
    const live = store.service.load(id);
    await store.reopen();
    const resumed = store.service.load(id);
    expect(resumed.seq).toBe(3 * SNAPSHOT_EVERY + 17);
    expect(resumed.hash).toBe(live.hash);
    expect(resumed.state).toEqual(live.state);
  });

  it('notices a log that no longer replays to its recorded hash', async () => {
    const { id } = createTally(['Ana']);
    play(id, SNAPSHOT_EVERY + 5, seededChooser('tamper'));
    const snap = JSON.parse((store.db.prepare('SELECT state_json FROM snapshots WHERE session_id = ? AND seq = ?').get(id, SNAPSHOT_EVERY) as { state_json: string }).state_json);
    snap.total += 1;
    store.db.prepare('UPDATE snapshots SET state_json = ? WHERE session_id = ? AND seq = ?').run(JSON.stringify(snap), id, SNAPSHOT_EVERY);
    await store.reopen();
    // The snapshot's own hash gives it away before any row is replayed on top of it.
    expect(expectServiceError(() => store.service.load(id), 'replay_mismatch').params).toMatchObject({ seq: SNAPSHOT_EVERY, detail: 'snapshot hash differs' });
  });

  it(`loads a 10,000-move session in under 100 ms`, async () => {
    const { id } = createTally(['Ana']);
    // One outer transaction only to build the fixture quickly; each act() is a savepoint.
    store.db.transaction(() => {
      for (let seq = 0; seq < 10_000; seq++) store.service.act(id, 0, seq, { type: 'add', n: 1 });
    })();
    await store.reopen();
    const started = performance.now();
    const loaded = store.service.load(id);
    const elapsed = performance.now() - started;
    expect(loaded.seq).toBe(10_000);
    expect((loaded.state as TallyState).total).toBe(10_000);
    expect(elapsed).toBeLessThan(100);
  });
});

describe('a second writer on the same file', () => {
  it('turns a move that lost the race into stale_action and then catches up', async () => {
    const { id } = createTally();
    store.service.open(id, null); // warm this service's cache at seq 0
    const other = await openTestDatabase(store.dataFile());
    try {
      new SessionService(other, { games: gamesWithTally }).act(id, 0, 0, { type: 'add', n: 3 });
      const counts = rowCounts(store.dataFile());
      expect(expectServiceError(() => store.service.act(id, 0, 0, { type: 'add', n: 1 }), 'stale_action').params).toEqual({ expected: 0, actual: 1 });
      expect(rowCounts(store.dataFile())).toEqual(counts);
      const caughtUp = store.service.open(id, null);
      expect(caughtUp.seq).toBe(1);
      expect(caughtUp.view).toMatchObject({ total: 3 });

      new SessionService(other, { games: gamesWithTally }).delete(id);
      expectServiceError(() => store.service.act(id, 1, 1, { type: 'add', n: 1 }), 'session_not_found');
    } finally {
      other.close();
    }
  });
});

describe('undo', () => {
  it('records an undo row, deletes nothing, and resumes to the restored state', async () => {
    const { id } = createTally();
    store.service.act(id, 0, 0, { type: 'add', n: 2 });
    const afterSecond = store.service.act(id, 1, 1, { type: 'add', n: 3 });
    expect(afterSecond.undoSeat).toBe(1);
    const undone = store.service.undo(id, 1, 2);

    expect(undone.seq).toBe(3);
    expect(undone.view).toEqual({ total: 2, turn: 1, secrets: [null, null] });
    expect(rows('SELECT seq, kind, undoes FROM actions WHERE session_id = ? ORDER BY seq', id)).toEqual([
      { seq: 1, kind: 'action', undoes: null },
      { seq: 2, kind: 'action', undoes: null },
      { seq: 3, kind: 'undo', undoes: 2 },
    ]);
    const restored = reference(['Ana', 'Luis'], 'seed-1', [[0, { type: 'add', n: 2 }]]);
    expect(rows('SELECT seq, state_hash FROM snapshots WHERE session_id = ? ORDER BY seq', id)).toEqual([
      expect.objectContaining({ seq: 0 }),
      { seq: 3, state_hash: stateHash(restored) },
    ]);
    await store.reopen();
    expect(store.service.load(id)).toMatchObject({ seq: 3, hash: stateHash(restored) });
  });

  it('walks back through several moves and across snapshots, from a cold cache', async () => {
    const { id } = createTally(['Ana']);
    const moves: [number, TallyAction][] = [];
    for (let seq = 0; seq < SNAPSHOT_EVERY + 2; seq++) {
      const action: TallyAction = { type: 'add', n: ((seq % 3) + 1) as 1 | 2 | 3 };
      store.service.act(id, 0, seq, action);
      moves.push([0, action]);
    }
    await store.reopen(); // the state before the last move must now come from the log
    let seq = SNAPSHOT_EVERY + 2;
    for (let i = 0; i < 4; i++) {
      const snap = store.service.undo(id, 0, seq++);
      moves.pop();
      expect((snap.view as { total: number }).total).toBe(reference(['Ana'], 'seed-1', moves).total);
      if (i === 1) await store.reopen();
    }
    const resumedAfterUndos = store.service.act(id, 0, seq, { type: 'add', n: 3 });
    moves.push([0, { type: 'add', n: 3 }]);
    await store.reopen();
    expect(store.service.load(id).hash).toBe(stateHash(reference(['Ana'], 'seed-1', moves)));
    expect(resumedAfterUndos.seq).toBe(SNAPSHOT_EVERY + 2 + 4 + 1);
    expect(rowCounts(store.dataFile()).actions).toBe(SNAPSHOT_EVERY + 2 + 4 + 1);
  });

  it('can undo back to the start and then reports nothing_to_undo', async () => {
    const { id } = createTally(['Ana']);
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    store.service.act(id, 0, 1, { type: 'add', n: 1 });
    store.service.undo(id, 0, 2);
    await store.reopen();
    const atStart = store.service.undo(id, 0, 3);
    expect(atStart.undoSeat).toBeNull();
    expect(atStart.view).toMatchObject({ total: 0 });
    await store.reopen();
    expectServiceError(() => store.service.undo(id, 0, 4), 'nothing_to_undo');
  });

  it('refuses to undo a random draw, another seat’s move, or a stale seq, writing nothing', () => {
    const { id } = createTally();
    const fresh = store.service.open(id, 0);
    expect(fresh.undoSeat).toBeNull();
    expectServiceError(() => store.service.undo(id, 0, 0), 'nothing_to_undo');

    const drew = store.service.act(id, 0, 0, { type: 'draw' });
    expect(drew.undoSeat).toBeNull();
    const counts = rowCounts(store.dataFile());
    expect(expectServiceError(() => store.service.undo(id, 0, 1), 'undo_not_allowed').params).toMatchObject({ reason: 'revealed_information' });
    store.service.act(id, 1, 1, { type: 'add', n: 1 });
    const laterCounts = rowCounts(store.dataFile());
    expect(laterCounts.actions).toBe(counts.actions + 1);
    expect(expectServiceError(() => store.service.undo(id, 0, 2), 'undo_not_allowed').params).toMatchObject({ reason: 'not_your_move' });
    expectServiceError(() => store.service.undo(id, 1, 1), 'stale_action');
    expect(rowCounts(store.dataFile())).toEqual(laterCounts);
  });
});

describe('who may look', () => {
  it('shows a seat view only to the deciding seat while information is hidden', () => {
    const { id } = createTally();
    store.service.act(id, 0, 0, { type: 'draw' });
    const err = expectServiceError(() => store.service.open(id, 0), 'seat_not_deciding');
    expect(err.params).toEqual({ seat: 0, deciding: '1' });
    const mine = store.service.open(id, 1);
    expect(mine).toMatchObject({ seat: 1, handoffTo: null, openInformation: false });
    expect((mine.view as { secrets: unknown[] }).secrets[0]).toBeNull();
    expect(mine.legal).toHaveLength(4);
    const table = store.service.open(id, null);
    expect(table).toMatchObject({ seat: null, legal: [], handoffTo: 1, undoSeat: null });
    expect((table.view as { secrets: unknown[] }).secrets).toEqual([null, null]);
    expectServiceError(() => store.service.open(id, 2), 'invalid_seat');
  });

  it('after a move hands back the public table when another seat decides next', () => {
    const { id } = createTally();
    const afterDraw = store.service.act(id, 0, 0, { type: 'draw' });
    expect(afterDraw).toMatchObject({ seat: null, legal: [], handoffTo: 1 });
    expect((afterDraw.view as { secrets: unknown[] }).secrets).toEqual([null, null]);
    const afterAdd = store.service.act(id, 1, 1, { type: 'add', n: 1 });
    expect(afterAdd).toMatchObject({ seat: null, handoffTo: 0, undoSeat: 1 });
  });

  it('answers an undo with the public table and the mover’s cover, never the mover’s hand (issue 7.1)', () => {
    const { id } = createTally();
    store.service.act(id, 0, 0, { type: 'add', n: 2 });
    // Luis's cover is up; Ana's undo is pressed from it: the screen may still be Luis's.
    const undone = store.service.undo(id, 0, 1);
    expect(undone).toMatchObject({ seat: null, legal: [], handoffTo: 0 });
    expect((undone.view as { secrets: unknown[] }).secrets).toEqual([null, null]);
    // Only after Ana taps her own cover does her view come back.
    expect(store.service.open(id, 0)).toMatchObject({ seat: 0 });
  });

  it('keeps the mover’s own view when it decides again, and with open information answers with the next person’s view', () => {
    const solo = createTally(['Ana']);
    expect(store.service.act(solo.id, 0, 0, { type: 'draw' })).toMatchObject({ seat: 0, handoffTo: null });

    // Nobody else can be looking: the answer is already the view the screen goes to (one request, not two).
    const open = createTally(['Ana', 'Luis'], { open: true });
    const snap = store.service.act(open.id, 0, 0, { type: 'draw' });
    expect(snap).toMatchObject({ seat: 1, handoffTo: null, openInformation: true });
    expect(snap.legal.length).toBeGreaterThan(0);
    expect((snap.view as { secrets: unknown[] }).secrets[0]).not.toBeNull();
    expect(store.service.open(open.id, 0).seat).toBe(0);
  });

  it('lets anyone look once the game is over', () => {
    const { id } = createTally(['Ana', 'Luis'], { target: 1 });
    store.service.act(id, 0, 0, { type: 'add', n: 1 });
    expect(store.service.open(id, 1)).toMatchObject({ seat: 1, legal: [], handoffTo: null });
    expect(store.service.open(id, 0).status.result).not.toBeNull();
  });
});

describe('list, rename, delete, duplicate', () => {
  it('lists sessions with their summaries, newest play first', () => {
    const a = createTally(['Ana']);
    const b = createTally(['Luis']);
    store.service.act(a.id, 0, 0, { type: 'add', n: 3 });
    const list = store.service.list();
    expect(list.map((s) => s.id)).toEqual([a.id, b.id]);
    expect(list[0]!.summary).toEqual({ total: 3 });
  });

  it('renames, and refuses missing sessions', () => {
    const { id } = createTally();
    expect(store.service.rename(id, '  Noche del viernes ').title).toBe('Noche del viernes');
    expect(store.service.open(id, null).session.title).toBe('Noche del viernes');
    expectServiceError(() => store.service.rename('missing', 'x'), 'session_not_found');
  });

  it('deletes a session with all of its log and snapshots', () => {
    const keep = createTally(['Ana']);
    const gone = createTally(['Luis']);
    play(gone.id, SNAPSHOT_EVERY + 1, seededChooser('delete'));
    store.service.act(keep.id, 0, 0, { type: 'add', n: 1 });
    store.service.delete(gone.id);
    expect(rowCounts(store.dataFile())).toMatchObject({ sessions: 1, actions: 1, snapshots: 1 });
    expectServiceError(() => store.service.open(gone.id, null), 'session_not_found');
    expectServiceError(() => store.service.delete(gone.id), 'session_not_found');
  });

  it('duplicates the whole log into an independent copy', async () => {
    const { id } = createTally();
    play(id, SNAPSHOT_EVERY + 3, seededChooser('dup'));
    const copy = store.service.duplicate(id);
    expect(copy.title).toBe('tally — Ana y Luis (copia)');
    expect(copy.id).not.toBe(id);
    await store.reopen();
    expect(store.service.load(copy.id).hash).toBe(store.service.load(id).hash);
    play(copy.id, 2, seededChooser('dup-2'));
    expect(store.service.load(id).seq).toBe(SNAPSHOT_EVERY + 3);
    expect(store.service.load(copy.id).seq).toBe(SNAPSHOT_EVERY + 5);
  });
});

describe('export and replay', () => {
  it('exports the full log, undo rows included, and the export replays to the same hash', () => {
    const { id } = createTally();
    play(id, 30, seededChooser('export'));
    const seq = store.service.open(id, null).seq;
    const last = store.service.act(id, 0, seq, { type: 'add', n: 1 });
    store.service.undo(id, 0, last.seq);
    const file = store.service.export(id);
    expect(file.actions).toHaveLength(32);
    // Each row carries the hash of the state it led to and when it was played (S32: an import checks and keeps them).
    expect(file.actions[31]).toEqual({ seq: 32, seat: 0, kind: 'undo', payload: null, undoes: 31, hash: store.service.load(id).hash, createdAt: expect.stringMatching(/Z$/) });
    const report = replayExport(file, gamesWithTally);
    expect(report).toMatchObject({ reproduces: true, finalHash: store.service.load(id).hash, failedAtSeq: null });
  });

  it('reports a tampered export as not reproducing, and a non-export as invalid', () => {
    const { id } = createTally(['Ana']);
    for (let seq = 0; seq < 5; seq++) store.service.act(id, 0, seq, { type: 'add', n: 1 });
    const file = store.service.export(id);
    file.actions[2]!.payload = { type: 'add', n: 2 };
    expect(replayExport(file, gamesWithTally)).toMatchObject({ reproduces: false, failedAtSeq: null });
    file.actions[3]!.payload = { type: 'add', n: 9 };
    expect(replayExport(file, gamesWithTally)).toMatchObject({ reproduces: false, failedAtSeq: 4, error: { code: 'invalid_action' } });
    expect(() => replayExport({ format: 'something-else' }, gamesWithTally)).toThrow(ServiceError);
  });
});
