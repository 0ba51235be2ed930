/**
 * The table's private screens (issue 23): which seats play on their own device, the links the
 * *Pantallas* panel made and has not yet seen opened, and the host's pushes. A phone's move
 * reaches this screen only as a push; the table then asks for what it may show (the public table
 * or the next person's cover, as after any move). A phone claiming its link, connecting, dropping
 * or being removed is a push too (SC32): the status is read again, and the panel shows it from
 * here — nothing polls. Pure decisions are in table-seats.ts.
 */
import { computed, ref, watch, type Ref } from 'vue';
import type { Seat } from '../../../shared/engine/contract';
import type { ScreensStatus, SessionSnapshot } from '../../../shared/ipc/contract';
import { call, onSessionPush } from '../api/client';
import { deviceSeatsOf, type DeviceSeats } from './table-seats';

export interface TableHooks {
  sessionId: Ref<string | null>;
  snapshot: Ref<SessionSnapshot | null>;
  busy: Ref<boolean>;
  /** Whether the table shows a game now (not loading, missing or left). */
  showing(): boolean;
  /** Asks for the public table and settles the screen again (the store's `refresh`). */
  refresh(): Promise<void>;
  /** A seat went to a device or came back: whoever was unlocked there is no longer at this screen. */
  devicesChanged(devices: DeviceSeats): void;
}

const keyOf = (devices: DeviceSeats): string => [...devices].sort((a, b) => a - b).join(',');

export function useSeatDevices(table: TableHooks) {
  const screens = ref<ScreensStatus | null>(null);
  /** The link each seat was given and has not yet been opened (shown as its QR until a device claims it). */
  const links = ref<Partial<Record<Seat, string>>>({});
  const devices = computed<DeviceSeats>(() => deviceSeatsOf(screens.value));
  /** The newest seq the host announced for this game. */
  let pushedSeq = -1;
  let catchUpWaiting = false;

  function clear(): void {
    screens.value = null;
    links.value = {};
    pushedSeq = -1;
    catchUpWaiting = false;
  }

  /** Takes the host's status; answers whether the seats on a device changed. */
  function take(status: ScreensStatus): boolean {
    if (status.sessionId !== table.sessionId.value) return false;
    const before = keyOf(devices.value);
    screens.value = status;
    const waiting = new Set(status.on ? status.seats.filter((s) => s.link === 'waiting').map((s) => s.seat) : []);
    links.value = Object.fromEntries(Object.entries(links.value).filter(([seat]) => waiting.has(Number(seat))));
    return keyOf(devices.value) !== before;
  }

  /** The panel changed something (or read it): the screen follows when a seat moved to or from a device. */
  async function setScreens(status: ScreensStatus): Promise<void> {
    if (take(status)) await rescreen();
  }

  /** The link the panel was given for `seat`, shown until a device claims it; null forgets it (a link made elsewhere replaced it). */
  function keepLink(seat: Seat, url: string | null): void {
    const kept: Partial<Record<Seat, string>> = { ...links.value };
    if (url === null) delete kept[seat];
    else kept[seat] = url;
    links.value = kept;
  }

  /** Reads which seats are on a device; a host that cannot say leaves every seat at this screen. */
  async function readScreens(): Promise<boolean> {
    const id = table.sessionId.value;
    if (id === null) return false;
    const result = await call('screens.status', { sessionId: id });
    return result.ok ? take(result.data) : false;
  }

  async function rescreen(): Promise<void> {
    table.devicesChanged(devices.value);
    if (!table.showing()) return;
    if (table.busy.value) {
      catchUpWaiting = true;
      return;
    }
    table.busy.value = true;
    try {
      await table.refresh();
    } finally {
      table.busy.value = false;
    }
  }

  /** After a push: what connected or left, then the table as it is now, unless this screen already shows it. */
  async function catchUp(force: boolean): Promise<void> {
    if (!table.showing()) return;
    if (table.busy.value) {
      catchUpWaiting = true;
      return;
    }
    const shown = table.snapshot.value?.seq ?? -1;
    const moved = await readScreens();
    if (moved || force || pushedSeq > shown) await rescreen();
  }

  let screensRead: Promise<void> | null = null;
  let screensChangedMeanwhile = false;

  /** SC32: the game's screens changed; one status read at a time, and one more for a change heard during it. */
  function followScreens(): Promise<void> {
    if (screensRead) {
      screensChangedMeanwhile = true;
      return screensRead;
    }
    screensRead = (async () => {
      do {
        screensChangedMeanwhile = false;
        if (await readScreens()) await rescreen();
      } while (screensChangedMeanwhile);
    })().finally(() => (screensRead = null));
    return screensRead;
  }

  // A push heard while this screen waited for its own answer is looked at once the answer is in.
  watch(table.busy, (now) => {
    if (now || !catchUpWaiting) return;
    catchUpWaiting = false;
    void catchUp(false);
  });

  onSessionPush((push) => {
    if (push.kind === 'reconnected') {
      // Pushes may have been missed while the socket was down.
      void catchUp(true);
      return;
    }
    if (push.sessionId !== table.sessionId.value) return;
    if (push.kind === 'screens') {
      void followScreens();
      return;
    }
    pushedSeq = Math.max(pushedSeq, push.seq);
    if (push.seq > (table.snapshot.value?.seq ?? -1)) void catchUp(false);
  });

  /** "Closing the game invalidates every link" (SC15): leaving the table turns its phones off. */
  function stopScreens(): void {
    const id = table.sessionId.value;
    if (id !== null && screens.value?.on) void call('screens.stop', { sessionId: id });
  }

  return { screens, links, devices, clear, readScreens, setScreens, keepLink, stopScreens };
}
