/**
 * Whether Velada's services answer. A call that cannot reach them (the web host stopped, the
 * Electron bridge gone) marks the connection lost instead of stacking error notices; the
 * store then polls `app.info` with a growing pause until an answer comes back, and tells
 * whoever registered (the table) that it may pick up where it was.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { IpcError } from '../../../shared/ipc/contract';
import { call } from '../api/client';

/** Failures that mean "nobody answered", not "the answer was no". */
const CONNECTION_CODES = new Set(['network_error', 'transport_error']);

export function isConnectionError(error: IpcError): boolean {
  return CONNECTION_CODES.has(error.code);
}

export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 5000;

/** 500 ms, 1 s, 2 s, 4 s, then every 5 s: quick when it was a blip, gentle when it lasts. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
}

export const useConnection = defineStore('connection', () => {
  const lost = ref(false);
  /** How many polls have failed since the connection was lost. */
  const attempts = ref(0);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let polling = false;
  const restoredListeners = new Set<() => void>();

  const online = computed(() => !lost.value);

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void poll();
    }, retryDelayMs(attempts.value));
  }

  /** Called with every failed call: only a connection failure changes anything. */
  function noteFailure(error: IpcError): boolean {
    if (!isConnectionError(error)) return false;
    if (!lost.value) {
      lost.value = true;
      attempts.value = 0;
      schedule();
    }
    return true;
  }

  async function poll(): Promise<void> {
    if (!lost.value || polling) return;
    polling = true;
    try {
      const answer = await call('app.info', {});
      // Any answer from the services, even a refusal, proves they are there again.
      if (answer.ok || !isConnectionError(answer.error)) {
        restore();
        return;
      }
      attempts.value += 1;
      schedule();
    } finally {
      polling = false;
    }
  }

  /** "Reintentar ahora": skips the rest of the pause. */
  function retryNow(): void {
    if (!lost.value) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    void poll();
  }

  function restore(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    lost.value = false;
    attempts.value = 0;
    for (const listener of restoredListeners) listener();
  }

  /** Runs `listener` each time the connection comes back; returns how to stop listening. */
  function onRestored(listener: () => void): () => void {
    restoredListeners.add(listener);
    return () => restoredListeners.delete(listener);
  }

  return { lost, online, attempts, noteFailure, retryNow, onRestored };
});
