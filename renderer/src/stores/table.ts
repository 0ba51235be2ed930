/**
 * One game table and its pass-and-play flow. The services decide what a seat may see;
 * this store only decides which screen to show:
 *  - `handoff`: a cover that shows nothing of the table until the named seat says "it's me";
 *  - `table`: the view of the seat that decides now (or of anyone when hands are open or
 *    the game is over).
 * Every move sends `expectedSeq = snapshot.seq`, so a stale screen can never move twice.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Seat } from '../../../shared/engine/contract';
import type { Result, SessionSnapshot } from '../../../shared/ipc/contract';
import { call } from '../api/client';
import { useNotices } from './notices';

export type TableMode = 'idle' | 'loading' | 'handoff' | 'table' | 'missing';

/** Who must get the device next, or null when the snapshot can be shown as it is. */
export function nextHolder(snap: SessionSnapshot): Seat | null {
  if (snap.status.result) return null;
  if (snap.seat !== null && snap.status.deciding.includes(snap.seat)) return null;
  return snap.handoffTo ?? snap.status.deciding[0] ?? null;
}

export const useTable = defineStore('table', () => {
  const sessionId = ref<string | null>(null);
  const snapshot = ref<SessionSnapshot | null>(null);
  const mode = ref<TableMode>('idle');
  const handoffSeat = ref<Seat | null>(null);
  /**
   * The previous mover's undo, kept while the screen shows the public cover (or, with open
   * hands, the next seat's view): only the seat that moved may take its move back.
   */
  const moverUndo = ref<{ seat: Seat; seq: number } | null>(null);
  const busy = ref(false);

  const playerNames = computed<string[]>(() => snapshot.value?.session.players ?? []);
  const undoSeat = computed<Seat | null>(() => {
    const snap = snapshot.value;
    if (!snap) return null;
    if (mode.value === 'table' && snap.seat !== null && snap.canUndo) return snap.seat;
    if (moverUndo.value && moverUndo.value.seq === snap.seq) return moverUndo.value.seat;
    return null;
  });
  const canUndoHere = computed(() => undoSeat.value !== null && !busy.value);

  function reset(): void {
    sessionId.value = null;
    snapshot.value = null;
    mode.value = 'idle';
    handoffSeat.value = null;
    moverUndo.value = null;
  }

  async function openAs(seat: Seat | null): Promise<SessionSnapshot | null> {
    if (!sessionId.value) return null;
    const result = await call('sessions.open', { sessionId: sessionId.value, seat });
    if (!result.ok) {
      useNotices().report(result.error);
      if (result.error.code === 'session_not_found') mode.value = 'missing';
      return null;
    }
    return result.data;
  }

  /** Shows `snap`, or the hand-off cover / the next seat's view when it is someone else's turn. */
  async function settle(snap: SessionSnapshot, actor: Seat | null): Promise<void> {
    snapshot.value = snap;
    moverUndo.value = actor !== null && snap.canUndo ? { seat: actor, seq: snap.seq } : null;
    const holder = nextHolder(snap);
    if (holder === null) {
      handoffSeat.value = null;
      mode.value = 'table';
      return;
    }
    if (snap.openInformation) {
      // One person plays both seats: no cover, straight to the deciding seat's view.
      const opened = await openAs(holder);
      if (opened) {
        snapshot.value = opened;
        handoffSeat.value = null;
        mode.value = 'table';
        return;
      }
    }
    handoffSeat.value = holder;
    mode.value = 'handoff';
  }

  async function load(id: string): Promise<void> {
    reset();
    sessionId.value = id;
    mode.value = 'loading';
    busy.value = true;
    try {
      const snap = await openAs(null);
      if (snap) await settle(snap, null);
      else if (mode.value === 'loading') mode.value = 'missing';
    } finally {
      busy.value = false;
    }
  }

  /** "Soy Ana": only now does the named seat's private view come from the services. */
  async function reveal(): Promise<void> {
    if (handoffSeat.value === null || busy.value) return;
    busy.value = true;
    try {
      const snap = await openAs(handoffSeat.value);
      if (snap) {
        snapshot.value = snap;
        handoffSeat.value = null;
        // Past the cover the previous mover's undo is gone: it would show their hand to this seat.
        moverUndo.value = null;
        mode.value = 'table';
      }
    } finally {
      busy.value = false;
    }
  }

  /** After a stale-seq refusal: show what is true now instead of retrying blindly. */
  async function refresh(): Promise<void> {
    const snap = await openAs(null);
    if (snap) await settle(snap, null);
  }

  /** Sends one move (or undo) for `seat`; on success shows what comes next, on failure says why. */
  async function submit(seat: Seat, send: (sessionId: string, expectedSeq: number) => Promise<Result<SessionSnapshot>>): Promise<boolean> {
    const snap = snapshot.value;
    if (!snap || !sessionId.value || busy.value) return false;
    busy.value = true;
    try {
      const result = await send(sessionId.value, snap.seq);
      if (!result.ok) {
        useNotices().report(result.error);
        if (result.error.code === 'stale_action') await refresh();
        return false;
      }
      await settle(result.data, seat);
      return true;
    } finally {
      busy.value = false;
    }
  }

  async function act(action: unknown): Promise<boolean> {
    const seat = snapshot.value?.seat;
    if (seat === null || seat === undefined) return false;
    return submit(seat, (id, expectedSeq) =>
      call('sessions.act', { sessionId: id, seat, expectedSeq, action: action as Record<string, unknown> }),
    );
  }

  async function undo(): Promise<boolean> {
    const seat = undoSeat.value;
    if (seat === null) return false;
    return submit(seat, (id, expectedSeq) => call('sessions.undo', { sessionId: id, seat, expectedSeq }));
  }

  return { sessionId, snapshot, mode, handoffSeat, moverUndo, busy, playerNames, undoSeat, canUndoHere, load, reveal, act, undo, reset };
});
