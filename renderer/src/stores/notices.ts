/**
 * Error notices. Every failed call lands here with its code and params; the screen that
 * made the call keeps its state, and the notice bar translates the error.
 *
 * - A failure to reach the services is not a notice: the connection store shows one banner
 *   for it and retries, instead of one notice per failed call.
 * - The same error twice is one notice (its countdown starts again).
 * - A notice dismisses itself after NOTICE_LIFETIME_MS unless it needs an answer (a full
 *   disk, a damaged save: something the person has to do before going on).
 * - A notice belongs to the screen it was raised on and goes when that screen is left.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { IpcError } from '../../../shared/ipc/contract';
import { useConnection } from './connection';

export interface Notice {
  id: number;
  error: IpcError;
  /** The route path it was raised on. */
  screen: string;
  /** Stays until dismissed: the person has to act on it. */
  needsAnswer: boolean;
}

/** Older notices drop off so a burst of failures cannot fill the screen. */
export const MAX_NOTICES = 3;
export const NOTICE_LIFETIME_MS = 6000;

/** Errors the person must do something about; the rest are news that can go by themselves. */
const NEEDS_ANSWER = new Set(['disk_full', 'read_only', 'db_locked', 'db_io_error', 'session_damaged', 'replay_mismatch', 'log_gap']);

export function needsAnswer(error: IpcError): boolean {
  return NEEDS_ANSWER.has(error.code);
}

/** Two errors are the same notice when their code and params are. */
export function noticeKey(error: IpcError): string {
  const params = Object.keys(error.params ?? {})
    .sort()
    .map((k) => `${k}=${String(error.params[k])}`)
    .join('&');
  return `${error.code}?${params}`;
}

export const useNotices = defineStore('notices', () => {
  const notices = ref<Notice[]>([]);
  /** The screen now on show (App sets it on every route change). */
  const screen = ref('');
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function stopTimer(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function startTimer(notice: Notice): void {
    stopTimer(notice.id);
    if (notice.needsAnswer) return;
    timers.set(
      notice.id,
      setTimeout(() => dismiss(notice.id), NOTICE_LIFETIME_MS),
    );
  }

  function report(error: IpcError): void {
    if (useConnection().noteFailure(error)) return;
    const key = noticeKey(error);
    const same = notices.value.find((n) => n.screen === screen.value && noticeKey(n.error) === key);
    if (same) {
      startTimer(same);
      return;
    }
    const notice: Notice = { id: nextId++, error, screen: screen.value, needsAnswer: needsAnswer(error) };
    const kept = [...notices.value, notice];
    for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_NOTICES))) stopTimer(dropped.id);
    notices.value = kept.slice(-MAX_NOTICES);
    startTimer(notice);
  }

  function dismiss(id: number): void {
    stopTimer(id);
    notices.value = notices.value.filter((n) => n.id !== id);
  }

  /** A new screen: notices raised on another one are no longer about what is shown. */
  function enterScreen(path: string): void {
    screen.value = path;
    for (const n of notices.value) if (n.screen !== path) stopTimer(n.id);
    notices.value = notices.value.filter((n) => n.screen === path);
  }

  function clear(): void {
    for (const id of timers.keys()) stopTimer(id);
    notices.value = [];
  }

  return { notices, screen, report, dismiss, enterScreen, clear };
});
