/**
 * Where a game's notebook is kept. At the shared screen: with the game on the host (`notes.get`,
 * `notes.set`). On a seat's own device (the seat page, issue 23): in the device's own storage,
 * per game — the device's socket takes `seat.hello` and `seat.act` only (SC29), so a phone's
 * notebook is that phone's, and nothing of it leaves the device. The seat page's entry installs
 * the device's keeper before anything is mounted.
 */
import type { SessionNotes } from '../../../shared/ipc/contract';
import { request } from './request';

type Notes = Pick<SessionNotes, 'notes'>;

export interface NotesKeeper {
  get(sessionId: string): Promise<Notes | null>;
  set(sessionId: string, notes: Record<string, unknown>): Promise<Notes | null>;
}

const hostKeeper: NotesKeeper = {
  get: (sessionId) => request('notes.get', { sessionId, notebook: 'protagonists' }),
  set: (sessionId, notes) => request('notes.set', { sessionId, notebook: 'protagonists', notes }),
};

let keeper: NotesKeeper = hostKeeper;

export function notesKeeper(): NotesKeeper {
  return keeper;
}

export function keepNotesWith(custom: NotesKeeper): void {
  keeper = custom;
}

export const deviceNotesKey = (sessionId: string): string => `velada.seat.notes.${sessionId}`;

/** The device's own storage; without one (refused, full) the notebook lives as long as the page. */
export function deviceNotesKeeper(storage: Pick<Storage, 'getItem' | 'setItem'> | null): NotesKeeper {
  const memory = new Map<string, Record<string, unknown>>();
  return {
    async get(sessionId) {
      let notes: Record<string, unknown> | null = memory.get(sessionId) ?? null;
      try {
        const raw = storage?.getItem(deviceNotesKey(sessionId));
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) notes = parsed as Record<string, unknown>;
      } catch {
        // Unreadable: the notebook parses what it can (L161), here nothing.
      }
      return { notes };
    },
    async set(sessionId, notes) {
      memory.set(sessionId, notes);
      try {
        storage?.setItem(deviceNotesKey(sessionId), JSON.stringify(notes));
      } catch {
        // Kept in memory: the page's notes last while it is open.
      }
      return { notes };
    },
  };
}
