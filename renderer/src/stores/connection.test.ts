import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { IpcError, Result, VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { RETRY_MAX_MS, isConnectionError, retryDelayMs, useConnection } from './connection';

const err = (code: string): IpcError => ({ code, params: {}, message: code });

/** A fake host that can be stopped and started; it counts the polls it receives. */
function fakeHost() {
  const host = { up: false, polls: 0 };
  const api = new Proxy(
    {},
    {
      get: (_t, command) => async (): Promise<Result<unknown>> => {
        if (command === 'app.info') host.polls++;
        return host.up ? { ok: true, data: { version: '0', platform: 'web', readOnly: null } } : { ok: false, error: err('network_error') };
      },
    },
  ) as VeladaApi;
  return { host, api };
}

describe('connection store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setActivePinia(createPinia());
  });
  afterEach(() => vi.useRealTimers());

  it('waits longer after each failed poll, up to a ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, RETRY_MAX_MS, RETRY_MAX_MS, RETRY_MAX_MS]);
  });

  it('counts only unanswered calls as a lost connection', () => {
    expect(isConnectionError(err('network_error'))).toBe(true);
    expect(isConnectionError(err('transport_error'))).toBe(true);
    expect(isConnectionError(err('stale_action'))).toBe(false);
    const connection = useConnection();
    expect(connection.noteFailure(err('invalid_seat'))).toBe(false);
    expect(connection.lost).toBe(false);
  });

  it('polls with backoff while the host is down and clears itself when it answers', async () => {
    const { host, api } = fakeHost();
    useApi(api);
    const connection = useConnection();
    const restored = vi.fn();
    connection.onRestored(restored);
    expect(connection.noteFailure(err('network_error'))).toBe(true);
    expect(connection.lost).toBe(true);

    await vi.advanceTimersByTimeAsync(500);
    expect(host.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(host.polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.polls).toBe(2);
    expect(connection.attempts).toBe(2);

    host.up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(host.polls).toBe(3);
    expect(connection.lost).toBe(false);
    expect(connection.attempts).toBe(0);
    expect(restored).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.polls).toBe(3);
  });

  /** The app talking to a stopped fake host, after one call failed to reach it. */
  function lostConnection() {
    const { host, api } = fakeHost();
    useApi(api);
    const connection = useConnection();
    connection.noteFailure(err('network_error'));
    return { host, connection };
  }

  it('a second failure while lost does not start a second poll loop', async () => {
    const { host, connection } = lostConnection();
    connection.noteFailure(err('network_error'));
    await vi.advanceTimersByTimeAsync(500);
    expect(host.polls).toBe(1);
  });

  it('"retry now" polls at once', async () => {
    const { host, connection } = lostConnection();
    host.up = true;
    connection.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(host.polls).toBe(1);
    expect(connection.lost).toBe(false);
  });
});
