/**
 * The table greys its controls only for a wait a person would notice: a move that answers at
 * once re-renders nothing twice, a slow one shows the wait. Double moves are refused by `busy`
 * either way.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick, watch } from 'vue';
import type { VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { BUSY_SHOWN_AFTER_MS, useTable } from './table';

let answer: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
  // Every call waits for `answer` (loading a table also reads which seats are on a device).
  const waiting: (() => void)[] = [];
  answer = () => waiting.splice(0).forEach((resolve) => resolve());
  const pending = () =>
    new Promise((resolve) => {
      waiting.push(() => resolve({ ok: false, error: { code: 'session_not_found', params: {}, message: 'gone' } }));
    });
  useApi(new Proxy({}, { get: () => pending }) as unknown as VeladaApi);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('busyShown', () => {
  it('stays off for a quick answer and comes on only after BUSY_SHOWN_AFTER_MS', async () => {
    const table = useTable();
    const loading = table.load('s1');
    expect(table.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(BUSY_SHOWN_AFTER_MS - 10);
    expect(table.busyShown).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(table.busyShown).toBe(true);
    answer!();
    await loading;
    await vi.advanceTimersByTimeAsync(0);
    expect(table.busy).toBe(false);
    expect(table.busyShown).toBe(false);
  });

  it('never shows a wait that ended before the delay', async () => {
    const table = useTable();
    const loading = table.load('s2');
    await vi.advanceTimersByTimeAsync(10);
    answer!();
    await loading;
    await vi.advanceTimersByTimeAsync(BUSY_SHOWN_AFTER_MS * 2);
    expect(table.busy).toBe(false);
    expect(table.busyShown).toBe(false);
  });
});

describe('a move’s answer', () => {
  function snapshotAt(seq: number, seat: number | null): unknown {
    return {
      seq,
      seat,
      openInformation: true,
      session: { id: 's3', gameId: 'silentes', title: 't', players: ['Ana', 'Luis'], bots: [] },
      status: { phase: 'play', deciding: [0], interrupts: [], result: null },
      view: {},
      legal: [{ type: 'search' }],
      undoSeat: 0,
      botToMove: null,
      handoffTo: null,
      undos: [],
    };
  }

  it('reaches the screen in one render: the snapshot and the end of the wait together, and the click itself re-renders nothing', async () => {
    let seq = 1;
    const api = {
      'sessions.open': async (args: { seat: number | null }) => ({ ok: true, data: snapshotAt(seq, args.seat) }),
      'sessions.act': async () => ({ ok: true, data: snapshotAt(++seq, 0) }),
    };
    useApi(new Proxy({}, { get: (_t, name: string) => api[name as keyof typeof api] }) as unknown as VeladaApi);
    const table = useTable();
    await table.load('s3');
    expect(table.snapshot?.seq).toBe(1);
    expect(table.canUndoHere).toBe(true);

    // What a component sees, flush by flush (Vue batches a tick's changes into one render).
    const seen: string[] = [];
    watch([() => table.snapshot?.seq, () => table.busy, () => table.canUndoHere], ([s, busy, canUndo]) => seen.push(`${s}:${busy}:${canUndo}`));
    const moving = table.act({ type: 'search' });
    expect(table.busy).toBe(true);
    // Undo stays offered during a wait nobody notices (a click on it is refused while busy).
    expect(table.canUndoHere).toBe(true);
    await moving;
    await nextTick();
    expect(seen.at(-1)).toBe('2:false:true');
    expect(seen.filter((s) => s.startsWith('2:'))).toEqual(['2:false:true']);
  });
});
