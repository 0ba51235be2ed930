/** Save, resume and undo with the real Silentes engine, played by seeded random choices. */
import { describe, expect, it } from 'vitest';
import { replayExport } from '../../electron/services/session-export';
import { stateHash } from '../../shared/engine/hash';
import { silentes, type SilentesAction, type SilentesState } from '../../shared/games/silentes';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import { seededChooser } from '../fixtures/seeded-choice';
import { rowCounts } from '../fixtures/temp-data';
import { expectServiceError, useSessionFile } from '../fixtures/session-file';

const store = useSessionFile('silentes');

type Move = [seat: number, action: SilentesAction];

/** The game as the engine alone computes it from setup: the reference every resume must match. */
function referenceState(seed: string, moves: Move[], openHands = false): SilentesState {
  const options = silentes.parseOptions({ players: ['Ana', 'Luis'], openHands });
  if (!options.ok) throw new Error(options.error.message);
  let state = silentes.setup(options.value, seed);
  for (const [seat, action] of moves) {
    const applied = silentes.apply(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  return state;
}

class Table {
  readonly moves: Move[] = [];
  snap: SessionSnapshot;

  constructor(readonly id: string, readonly seed: string, private readonly choose: <T>(items: readonly T[]) => T) {
    this.snap = store.service.open(id, null);
  }

  get over(): boolean {
    return this.snap.status.result !== null;
  }

  /** One random legal move by whoever decides, seen through that seat's own view. */
  step(): SessionSnapshot {
    const seat = this.snap.status.deciding[0]!;
    const own = store.service.open(this.id, seat);
    const action = this.choose(own.legal as SilentesAction[]);
    this.snap = store.service.act(this.id, seat, own.seq, action);
    this.moves.push([seat, action]);
    return this.snap;
  }

  undo(seat: number): SessionSnapshot {
    this.snap = store.service.undo(this.id, seat, this.snap.seq);
    this.moves.pop();
    return this.snap;
  }
}

function newTable(seed: string, choiceSeed = seed): Table {
  const { id } = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], { openHands: false }, seed);
  return new Table(id, seed, seededChooser(choiceSeed));
}

/**
 * Plays seeded games until one reaches a moment `wanted` describes, and returns that
 * table. Trying several seeds keeps the test independent of any one deal.
 */
function playUntil(prefix: string, wanted: (table: Table) => boolean): Table {
  for (let n = 1; n <= 30; n++) {
    const table = newTable(`${prefix}-${n}`);
    while (!table.over) {
      table.step();
      if (wanted(table)) return table;
    }
  }
  throw new Error(`no game among 30 seeds reached the wanted moment (${prefix})`);
}

describe('Silentes sessions', () => {
  it('names new sessions after the game and its players', () => {
    const { id } = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 's');
    expect(store.service.open(id, null).session.title).toBe('Silentes — Ana y Luis');
  });

  it('tells apart a second game of the same players by a number, and keeps a typed title as typed', () => {
    store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 's1');
    const second = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 's2');
    const third = store.service.create('silentes', undefined, [{ name: 'Ana' }, { name: 'Luis' }], {}, 's3');
    expect([second.title, third.title]).toEqual(['Silentes — Ana y Luis (2)', 'Silentes — Ana y Luis (3)']);
    expect(store.service.create('silentes', 'Noche', [{ name: 'Ana' }, { name: 'Luis' }], {}, 's4').title).toBe('Noche');
    expect(store.service.create('silentes', 'Noche', [{ name: 'Ana' }, { name: 'Luis' }], {}, 's5').title).toBe('Noche');
  });

  it('resumes finished and unfinished games to the exact engine state after reopening the file', async () => {
    const tables = ['night-1', 'night-2', 'night-3'].map((seed) => newTable(seed));
    for (const table of tables) while (!table.over) table.step();
    tables.push(playUntil('unfinished', (table) => table.moves.length === 4 && !table.over));

    await store.reopen();
    for (const table of tables) {
      const loaded = store.service.load(table.id);
      expect(loaded.seq).toBe(table.moves.length);
      expect(loaded.hash).toBe(stateHash(referenceState(table.seed, table.moves)));
    }
    // The unfinished one can be played on after the restart.
    const last = tables[3]!;
    last.snap = store.service.open(last.id, null);
    while (!last.over) last.step();
    await store.reopen();
    expect(store.service.load(last.id).hash).toBe(stateHash(referenceState(last.seed, last.moves)));
    expect(store.service.list().every((s) => s.status === 'finished')).toBe(true);
  });

  it('records an undo as a new row and resumes to the state before the undone move', async () => {
    // A moment where the mover may take its move back (no draw, peek or reveal).
    const table = playUntil('undo', (t) => t.snap.undoSeat !== null);
    const undoneSeat = table.moves[table.moves.length - 1]![0];
    const before = rowCounts(store.dataFile());
    const snap = table.undo(undoneSeat);

    const after = rowCounts(store.dataFile());
    expect(after.actions).toBe(before.actions + 1);
    expect(after.snapshots).toBe(before.snapshots + 1);
    const undoRow = store.db.prepare('SELECT kind, undoes, seat FROM actions WHERE session_id = ? AND seq = ?').get(table.id, snap.seq);
    expect(undoRow).toEqual({ kind: 'undo', undoes: snap.seq - 1, seat: undoneSeat });

    const expected = stateHash(referenceState(table.seed, table.moves));
    expect(store.service.load(table.id).hash).toBe(expected);
    await store.reopen();
    expect(store.service.load(table.id).hash).toBe(expected);
    // And the export of a log with an undo still replays.
    expect(replayExport(store.service.export(table.id))).toMatchObject({ reproduces: true, finalHash: expected });
  });

  it('refuses to undo a move that drew or revealed cards, writing nothing', () => {
    const table = playUntil('draw', (t) => !t.over && t.snap.undoSeat === null);
    const mover = table.moves[table.moves.length - 1]![0];
    const state = referenceState(table.seed, table.moves);
    const previous = referenceState(table.seed, table.moves.slice(0, -1));
    expect(state.barrier).toBeGreaterThan(previous.barrier); // it really crossed a draw or reveal
    const before = rowCounts(store.dataFile());
    expectServiceError(() => store.service.undo(table.id, mover, table.snap.seq), 'undo_not_allowed');
    expect(rowCounts(store.dataFile())).toEqual(before);
  });

  it('never hands a renderer the hand of a seat that is not deciding', () => {
    const table = newTable('hidden-night');
    for (let i = 0; i < 10 && !table.over; i++) {
      const snap = table.step();
      const deciding = snap.status.deciding[0];
      if (snap.seat === null) {
        const view = snap.view as { seats: { hand: string[] | null }[] };
        expect(view.seats.every((s) => s.hand === null)).toBe(true);
        expect(snap.handoffTo).toBe(deciding ?? null);
      } else {
        expect(snap.seat).toBe(deciding);
      }
      const other = deciding === 0 ? 1 : 0;
      if (deciding !== undefined) expect(() => store.service.open(table.id, other)).toThrow(/not deciding/);
    }
  });
});
