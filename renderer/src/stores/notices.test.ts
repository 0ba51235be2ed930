import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { IpcError, VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { MAX_NOTICES, NOTICE_LIFETIME_MS, needsAnswer, noticeKey, useNotices } from './notices';
import { useConnection } from './connection';

const err = (code: string, params: Record<string, string | number> = {}): IpcError => ({ code, params, message: code });

/** An API whose every command fails as if the host had stopped. */
const silentApi = new Proxy({}, { get: () => async () => ({ ok: false, error: err('network_error') }) }) as VeladaApi;

describe('notices store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setActivePinia(createPinia());
    useApi(silentApi);
    useNotices().enterScreen('/play/a');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the same error once, however often it is reported', () => {
    const notices = useNotices();
    notices.report(err('stale_action', { seq: 3 }));
    notices.report(err('stale_action', { seq: 3 }));
    notices.report(err('stale_action', { seq: 4 }));
    expect(notices.notices.map((n) => noticeKey(n.error))).toEqual(['stale_action?seq=3', 'stale_action?seq=4']);
  });

  it('keeps at most MAX_NOTICES, dropping the oldest', () => {
    const notices = useNotices();
    for (let i = 0; i < MAX_NOTICES + 2; i++) notices.report(err('invalid_seat', { seat: i }));
    expect(notices.notices).toHaveLength(MAX_NOTICES);
    expect(notices.notices[0]!.error.params.seat).toBe(2);
  });

  it('dismisses a notice by itself after a few seconds, and a repeat restarts its countdown', () => {
    const notices = useNotices();
    notices.report(err('stale_action'));
    vi.advanceTimersByTime(NOTICE_LIFETIME_MS - 1000);
    notices.report(err('stale_action'));
    vi.advanceTimersByTime(NOTICE_LIFETIME_MS - 1000);
    expect(notices.notices).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(notices.notices).toHaveLength(0);
  });

  it('keeps a notice that needs an answer until it is dismissed', () => {
    const notices = useNotices();
    notices.report(err('disk_full'));
    vi.advanceTimersByTime(NOTICE_LIFETIME_MS * 10);
    expect(notices.notices.map((n) => n.error.code)).toEqual(['disk_full']);
    expect(needsAnswer(err('disk_full'))).toBe(true);
    expect(needsAnswer(err('stale_action'))).toBe(false);
    notices.dismiss(notices.notices[0]!.id);
    expect(notices.notices).toHaveLength(0);
  });

  it('clears the notices of a screen when another screen is shown', () => {
    const notices = useNotices();
    notices.report(err('disk_full'));
    notices.enterScreen('/play/a');
    expect(notices.notices).toHaveLength(1);
    notices.enterScreen('/');
    expect(notices.notices).toHaveLength(0);
    notices.report(err('invalid_title'));
    expect(notices.notices[0]!.screen).toBe('/');
  });

  it('turns a failure to reach Velada into the connection banner, not a notice', () => {
    const notices = useNotices();
    notices.report(err('network_error', { command: 'sessions.act' }));
    notices.report(err('transport_error', { command: 'sessions.open' }));
    expect(notices.notices).toHaveLength(0);
    expect(useConnection().lost).toBe(true);
  });
});
