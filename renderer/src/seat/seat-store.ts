/**
 * The seat page's state for its components: the socket client (seat-client.ts) over the page's
 * own origin, its state mirrored into Vue, and the move a table asked for. One store, made once
 * by the page's root; the client is the only path to the listener, and it asks for nothing but
 * this seat's own snapshot (`seat.hello`) and this seat's own move (`seat.act`).
 */
import { defineStore } from 'pinia';
import { computed, shallowRef } from 'vue';
import { SEAT_SOCKET_PATH } from '../../../shared/ipc/seat-routes';
import { SeatClient, type SeatClientState, type SocketLike } from './seat-client';
import { tableSnapshotOf, turnOf } from './table-snapshot';

/** The socket's address on the page's own origin (http → ws, https → wss). */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SEAT_SOCKET_PATH}`;
}

export const useSeat = defineStore('seat', () => {
  const client = new SeatClient({
    url: socketUrl(window.location),
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    onChange: (next) => {
      state.value = next;
    },
  });
  const state = shallowRef<Readonly<SeatClientState>>(client.state);

  const snapshot = computed(() => state.value.snapshot);
  /** Reading `state` first makes this recompute on every change of the client. */
  const actionable = computed(() => state.value !== null && client.actionable);
  const connected = computed(() => state.value.connection === 'open');
  const turn = computed(() => (snapshot.value ? turnOf(snapshot.value) : null));
  const table = computed(() => (snapshot.value ? tableSnapshotOf(snapshot.value, actionable.value) : null));
  const seatName = computed(() => {
    const shown = snapshot.value;
    return shown ? (shown.players[shown.seat]?.name ?? '') : '';
  });

  function start(): void {
    client.start();
    // Wi-Fi back, or the phone woken with the page in front: try at once rather than at the next step.
    window.addEventListener('online', () => client.retryNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') client.retryNow();
    });
  }

  return {
    state,
    snapshot,
    actionable,
    connected,
    turn,
    table,
    seatName,
    start,
    act: (action: Record<string, unknown>) => client.act(action),
    retryNow: () => client.retryNow(),
  };
});
