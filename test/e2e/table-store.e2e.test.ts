/**
 * The renderer's table store against the real services (SQLite, session log, hidden
 * information rules) in-process, through the same VeladaApi shape the preload exposes:
 * hand-off covers, reveal, act, undo from the cover, open hands, stale screens and errors.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/ipc/contract';
import type { SilentesView } from '../../shared/games/silentes/types';
import { useApi } from '../../renderer/src/api/client';
import { useTable } from '../../renderer/src/stores/table';
import { useNotices } from '../../renderer/src/stores/notices';
import { useInProcessServices } from './in-process';

const { api } = useInProcessServices('store');

async function newGame(openHands: boolean, seed: string): Promise<string> {
  const created = await api['sessions.create']({ gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], options: { openHands }, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.data.id;
}

function view(snap: SessionSnapshot | null): SilentesView {
  return snap!.view as SilentesView;
}

beforeEach(() => {
  setActivePinia(createPinia());
  useApi(api);
});

/**
 * The table is behind `seat`'s cover, holding the public view (no hand in it), and lifting the
 * cover shows that seat's own table.
 */
async function revealCover(table: ReturnType<typeof useTable>, seat: number): Promise<void> {
  expect(table.mode).toBe('handoff');
  expect(table.handoffSeat).toBe(seat);
  expect(table.snapshot!.seat).toBeNull();
  expect(view(table.snapshot).seats.map((s) => s.hand)).toEqual([null, null]);
  await table.reveal();
  expect(table.mode).toBe('table');
  expect(table.snapshot!.seat).toBe(seat);
}

describe('table store with hidden hands', () => {
  it('covers the table until the deciding seat reveals, and offers the mover an undo on the cover', async () => {
    const table = useTable();
    const id = await newGame(false, 'store-1');
    await table.load(id);
    await revealCover(table, 0);
    expect(view(table.snapshot).seats[0].hand).toHaveLength(5);
    expect(view(table.snapshot).seats[1].hand).toBeNull();
    expect(table.snapshot!.legal).toContainEqual({ type: 'place', shelter: 2 });

    expect(await table.act({ type: 'place', shelter: 2 })).toBe(true);
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(1);
    expect(table.snapshot!.seat).toBeNull();
    expect(table.undoSeat).toBe(0);
    expect(table.canUndoHere).toBe(true);

    const seqBeforeUndo = table.snapshot!.seq;
    expect(await table.undo()).toBe(true);
    // The undo was pressed on Luis's cover: it lands on Ana's cover, not on Ana's hand.
    await revealCover(table, 0);
    expect(table.snapshot!.seq).toBe(seqBeforeUndo + 1);
    expect(view(table.snapshot).seats[0].position).toBeNull();
    expect(view(table.snapshot).decision).toMatchObject({ t: 'place', seat: 0 });

    await table.act({ type: 'place', shelter: 5 });
    expect(table.handoffSeat).toBe(1);
    await table.reveal();
    // Past the cover the previous player's undo is gone: it would reveal their hand here.
    expect(table.snapshot!.seat).toBe(1);
    expect(table.canUndoHere).toBe(false);
    expect(view(table.snapshot).seats[0].hand).toBeNull();
    expect(view(table.snapshot).seats[0].position).toBe(5);
  });

  it('keeps the screen on a refused action and shows the typed error', async () => {
    const table = useTable();
    await table.load(await newGame(false, 'store-2'));
    await table.reveal();
    const before = JSON.stringify(table.snapshot);
    expect(await table.act({ type: 'place', shelter: 42 })).toBe(false);
    expect(JSON.stringify(table.snapshot)).toBe(before);
    expect(table.mode).toBe('table');
    const notices = useNotices().notices;
    expect(notices).toHaveLength(1);
    expect(notices[0]!.error.code).toBe('invalid_action');
  });

  it('refreshes a stale screen instead of moving twice', async () => {
    const table = useTable();
    const id = await newGame(false, 'store-3');
    await table.load(id);
    await table.reveal();
    const seq = table.snapshot!.seq;
    // The same move made elsewhere (another window) first.
    const elsewhere = await api['sessions.act']({ sessionId: id, seat: 0, expectedSeq: seq, action: { type: 'place', shelter: 1 } });
    expect(elsewhere.ok).toBe(true);

    expect(await table.act({ type: 'place', shelter: 3 })).toBe(false);
    expect(useNotices().notices.map((n) => n.error.code)).toEqual(['stale_action']);
    expect(table.snapshot!.seq).toBe(seq + 1);
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(1);
    expect(view(table.snapshot).seats[0].position).toBe(1);
  });

  it('reports a missing session', async () => {
    const table = useTable();
    await table.load('no-such-session');
    expect(table.mode).toBe('missing');
    expect(useNotices().notices.map((n) => n.error.code)).toEqual(['session_not_found']);
  });
});

describe('table store with open hands', () => {
  it('goes straight to the deciding seat, both hands shown, and the mover can still undo', async () => {
    const table = useTable();
    await table.load(await newGame(true, 'store-4'));
    expect(table.mode).toBe('table');
    expect(table.snapshot!.seat).toBe(0);
    expect(view(table.snapshot).seats.map((s) => s.hand?.length)).toEqual([5, 5]);

    await table.act({ type: 'place', shelter: 0 });
    expect(table.mode).toBe('table');
    expect(table.snapshot!.seat).toBe(1);
    expect(table.undoSeat).toBe(0);

    expect(await table.undo()).toBe(true);
    expect(table.snapshot!.seat).toBe(0);
    expect(view(table.snapshot).decision).toMatchObject({ t: 'place', seat: 0 });
  });
});
