/**
 * Error notices. Every failed call lands here with its code and params; the screen that
 * made the call keeps its state, and the notice bar translates the error.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { IpcError } from '../../../shared/ipc/contract';

export interface Notice {
  id: number;
  error: IpcError;
}

/** Older notices drop off so a burst of failures cannot fill the screen. */
export const MAX_NOTICES = 3;

export const useNotices = defineStore('notices', () => {
  const notices = ref<Notice[]>([]);
  let nextId = 1;

  function report(error: IpcError): void {
    notices.value = [...notices.value, { id: nextId++, error }].slice(-MAX_NOTICES);
  }

  function dismiss(id: number): void {
    notices.value = notices.value.filter((n) => n.id !== id);
  }

  function clear(): void {
    notices.value = [];
  }

  return { notices, report, dismiss, clear };
});
