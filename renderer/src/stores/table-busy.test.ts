/**
 * The table greys its controls only for a wait a person would notice: a move that answers at
 * once re-renders nothing twice, a slow one shows the wait. Double moves are refused by `busy`
 * either way.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { BUSY_SHOWN_AFTER_MS, useTable } from './table';

let answer: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  setActivePinia(createPinia());
  const pending = () =>
    new Promise((resolve) => {
      answer = () => resolve({ ok: false, error: { code: 'session_not_found', params: {}, message: 'gone' } });
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
