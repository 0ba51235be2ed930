/**
 * One game table and its pass-and-play flow. The services decide what a seat may see;
 * this store only decides which screen to show:
 *  - `handoff`: a cover that shows nothing of the table until the named seat says "it's me";
 *  - `table`: the view of the seat that decides now (or of anyone when hands are open or
 *    the game is over), or, while a bot decides, the view the bots' turns are watched from.
 * Every move sends `expectedSeq = snapshot.seq`, so a stale screen can never move twice.
 *
 * A seat's private view is asked for in one place only, `openSeat`, and only when that
 * seat's person has just tapped their own cover (`reveal`), or when no other person can be
 * looking (one human among bots, open hands, the game over). Undo follows the same rule: it
 * lands on the mover's cover unless the mover was the one looking.
 *
 * Bots: when a snapshot says a bot decides, the store waits the settings' bot delay and
 * asks the services for that one bot move, over and over until a human decides. With one
 * human at the table that human's own view stays on screen the whole time (nobody else
 * is looking); with several, bot turns are watched on the public view and the next human
 * gets the cover.
 *
 * Private screens (issue 23): a seat played on its own device never gets a cover here and its view
 * is never asked for here; while it decides this screen shows the public table and waits for the
 * host's push of the move (table-devices.ts). Seats without a device keep the cover flow.
 *
 * The rules of who may see the screen are table-seats.ts; the wait flag is table-busy.ts.
 */
import { defineStore } from 'pinia';
import { computed, ref, toRaw } from 'vue';
import type { Seat } from '../../../shared/engine/contract';
import type { Result, SessionSnapshot } from '../../../shared/ipc/contract';
import { call } from '../api/client';
import { useNotices } from './notices';
import { useBotPace } from './bot-speed';
import { reuseUnchanged } from './reuse-unchanged';
import { useBusyFlag } from './table-busy';
import { deviceDeciders, nextHolder, nobodyElseLooks, watcherSeat } from './table-seats';
import { useSeatDevices } from './table-devices';

export type TableMode = 'idle' | 'loading' | 'handoff' | 'table' | 'missing';

export { deviceDeciders, humanSeats, nextHolder, watcherSeat } from './table-seats';
export { BUSY_SHOWN_AFTER_MS } from './table-busy';

/** A waiting bot move is never left behind by a screen that went away. */
const STALE_CODES = new Set(['stale_action', 'stale_seq']);

export const useTable = defineStore('table', () => {
  const sessionId = ref<string | null>(null);
  const snapshot = ref<SessionSnapshot | null>(null);
  const mode = ref<TableMode>('idle');
  const handoffSeat = ref<Seat | null>(null);
  /**
   * The seat whose person tapped their cover and is still the one at the screen. Cleared as
   * soon as the screen goes back to a cover or to the public table.
   */
  const unlockedSeat = ref<Seat | null>(null);
  /** Why the cover is up: the deciding seat's turn, or a seat asking to act out of turn. */
  const coverReason = ref<'turn' | 'interject'>('turn');
  /** A request on its way, and what the screen shows of it (table-busy.ts). */
  const { busy, busyShown } = useBusyFlag();
  /** A bot move failed: the loop waits for `retryBot` instead of hammering the services. */
  const botStalled = ref(false);

  const seatDevices = useSeatDevices({
    sessionId,
    snapshot,
    busy,
    showing: () => mode.value === 'table' || mode.value === 'handoff',
    refresh,
    devicesChanged(devices) {
      if (unlockedSeat.value !== null && devices.has(unlockedSeat.value)) unlockedSeat.value = null;
    },
  });
  const devices = seatDevices.devices;
  /** The seats deciding on their own device now: this screen shows the public table and says so. */
  const onDevice = computed<Seat[]>(() => (mode.value === 'table' ? deviceDeciders(snapshot.value, devices.value) : []));

  let botTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped whenever the table is left or reloaded, so late answers are dropped. */
  let generation = 0;

  const playerNames = computed<string[]>(() => snapshot.value?.session.players ?? []);
  const botSeats = computed<Seat[]>(() => snapshot.value?.session.bots ?? []);
  /** The bot deciding now, while the game runs (shown as "Bot 2 está pensando…"). */
  const botThinking = computed<Seat | null>(() => {
    const snap = snapshot.value;
    if (!snap || mode.value !== 'table' || snap.status.result) return null;
    return snap.botToMove ?? null;
  });
  /** Offered on a cover, or to the mover's own view; the button always names this seat. */
  const undoSeat = computed<Seat | null>(() => {
    const snap = snapshot.value;
    if (!snap || snap.undoSeat === null || snap.undoSeat === undefined) return null;
    if (mode.value === 'handoff' || snap.openInformation) return snap.undoSeat;
    if (mode.value === 'table' && snap.seat === snap.undoSeat) return snap.undoSeat;
    return null;
  });
  /** People (not bots) who may act out of turn now, e.g. a Silentes provision. */
  const interjectors = computed<Seat[]>(() => {
    const snap = snapshot.value;
    if (!snap || snap.status.result || mode.value !== 'table') return [];
    const bots = new Set(snap.session.bots ?? []);
    return (snap.status.interrupts ?? []).filter((seat) => !bots.has(seat) && !devices.value.has(seat));
  });
  /**
   * Greyed with the other controls, after BUSY_SHOWN_AFTER_MS: an undo clicked during a short
   * wait is refused by `submit` anyway, and following `busy` itself would re-render the table on
   * every click.
   */
  const canUndoHere = computed(() => undoSeat.value !== null && !busyShown.value);

  /** Shows a snapshot, keeping the objects of every part that did not change (see reuse-unchanged.ts). */
  function showSnapshot(snap: SessionSnapshot): void {
    snapshot.value = reuseUnchanged(toRaw(snapshot.value), snap);
  }

  function stopBot(): void {
    if (botTimer !== null) clearTimeout(botTimer);
    botTimer = null;
  }

  function reset(): void {
    generation++;
    stopBot();
    sessionId.value = null;
    snapshot.value = null;
    mode.value = 'idle';
    handoffSeat.value = null;
    unlockedSeat.value = null;
    coverReason.value = 'turn';
    botStalled.value = false;
    busy.value = false;
    seatDevices.clear();
  }

  /** The table is left (not reloaded): its phones are turned off with it (SC15), then the store resets. */
  function leave(): void {
    seatDevices.stopScreens();
    reset();
  }

  function mayView(seat: Seat, snap: SessionSnapshot | null): boolean {
    return (unlockedSeat.value === seat && !devices.value.has(seat)) || nobodyElseLooks(snap, devices.value);
  }

  /** The public table: what anyone at the screen may see. */
  async function openPublic(): Promise<SessionSnapshot | null> {
    return request(null);
  }

  /** The only path to a seat's private view (see the rule at the top of this file). */
  async function openSeat(seat: Seat, snap: SessionSnapshot | null): Promise<SessionSnapshot | null> {
    if (!mayView(seat, snap)) return null;
    return request(seat);
  }

  async function request(seat: Seat | null): Promise<SessionSnapshot | null> {
    if (!sessionId.value) return null;
    const result = await call('sessions.open', { sessionId: sessionId.value, seat });
    if (!result.ok) {
      useNotices().report(result.error);
      if (result.error.code === 'session_not_found') mode.value = 'missing';
      return null;
    }
    return result.data;
  }

  function scheduleBot(delay: number): void {
    stopBot();
    const mine = generation;
    botTimer = setTimeout(() => {
      botTimer = null;
      if (mine === generation) void botStep();
    }, delay);
  }

  function showCover(seat: Seat, reason: 'turn' | 'interject'): void {
    unlockedSeat.value = null;
    handoffSeat.value = seat;
    coverReason.value = reason;
    mode.value = 'handoff';
  }

  /**
   * Shows `snap`, or the hand-off cover / the next seat's view when it is someone else's turn.
   * `settled` runs in the same tick as the last change to the table (e.g. clearing `busy`), so
   * the answer renders once instead of once for the snapshot and again for the flag.
   */
  async function settle(snap: SessionSnapshot, settled: () => void = () => {}): Promise<void> {
    stopBot();
    const mine = generation;
    botStalled.value = false;
    if (snap.seat !== null && !mayView(snap.seat, snap)) {
      // The services never send this; if they did, the cover still goes up before it shows.
      snap = (await openPublic()) ?? { ...snap, seat: null, view: null, legal: [] };
      if (mine !== generation) return;
    }
    showSnapshot(snap);
    if (!snap.status.result && snap.botToMove !== null && snap.botToMove !== undefined) {
      const watcher = watcherSeat(snap, devices.value);
      if (watcher === null) unlockedSeat.value = null;
      if (snap.seat !== watcher) {
        const opened = watcher === null ? await openPublic() : await openSeat(watcher, snap);
        if (mine !== generation) return;
        if (opened) showSnapshot(opened);
      }
      handoffSeat.value = null;
      mode.value = 'table';
      settled();
      scheduleBot(useBotPace().delayMs);
      return;
    }
    const holder = nextHolder(snap, devices.value);
    if (holder === null) {
      // The public table while a phone decides: whoever was at this screen has left it, so their
      // next turn here starts at their cover again (SC24).
      if (snap.seat === null) unlockedSeat.value = null;
      handoffSeat.value = null;
      mode.value = 'table';
      settled();
      return;
    }
    // The person already at the screen (or the only person playing) goes straight to their view.
    if (mayView(holder, snap)) {
      const opened = await openSeat(holder, snap);
      if (mine !== generation) return;
      if (opened) {
        showSnapshot(opened);
        handoffSeat.value = null;
        mode.value = 'table';
        settled();
        return;
      }
    }
    // What waits behind a cover is the public table, never the view of whoever moved last.
    if (snap.seat !== null) {
      const table = await openPublic();
      if (mine !== generation) return;
      if (table) showSnapshot(table);
    }
    showCover(holder, 'turn');
    settled();
  }

  async function load(id: string): Promise<void> {
    reset();
    sessionId.value = id;
    mode.value = 'loading';
    busy.value = true;
    try {
      // Which seats play on a device decides the first screen: read beside the table, not after it.
      const [snap] = await Promise.all([openPublic(), seatDevices.readScreens()]);
      if (snap) await settle(snap);
      else if (mode.value === 'loading') mode.value = 'missing';
    } finally {
      busy.value = false;
    }
  }

  /** "Soy Ana": only now does the named seat's private view come from the services. */
  async function reveal(): Promise<void> {
    const seat = handoffSeat.value;
    if (seat === null || busy.value) return;
    busy.value = true;
    try {
      unlockedSeat.value = seat;
      const snap = await openSeat(seat, snapshot.value);
      if (snap) {
        showSnapshot(snap);
        handoffSeat.value = null;
        mode.value = 'table';
      } else {
        unlockedSeat.value = null;
      }
    } finally {
      busy.value = false;
    }
  }

  /**
   * "Ana: jugar provisión" — a person asks to act out of turn. Their cover goes up first
   * (whoever was looking loses their view), unless nobody else can be looking.
   */
  async function interject(seat: Seat): Promise<void> {
    const snap = snapshot.value;
    if (!snap || busy.value || !interjectors.value.includes(seat)) return;
    stopBot();
    // Busy at once, so nothing else can be pressed while the screen changes hands.
    busy.value = true;
    try {
      if (nobodyElseLooks(snap, devices.value)) {
        const opened = await openSeat(seat, snap);
        if (opened) showSnapshot(opened);
        return;
      }
      unlockedSeat.value = null;
      const table = await openPublic();
      if (!table) return;
      showSnapshot(table);
      showCover(seat, 'interject');
    } finally {
      busy.value = false;
    }
  }

  /** Back from an out-of-turn view without acting: the decider's cover (or view) again. */
  async function leaveInterjection(): Promise<void> {
    if (busy.value) return;
    busy.value = true;
    try {
      if (!nobodyElseLooks(snapshot.value, devices.value)) unlockedSeat.value = null;
      await refresh();
    } finally {
      busy.value = false;
    }
  }

  /** After a stale-seq refusal: show what is true now instead of retrying blindly. */
  async function refresh(): Promise<void> {
    const snap = await openPublic();
    if (snap) await settle(snap);
  }

  /** Sends one move (or undo, or bot step); on success shows what comes next, on failure says why. */
  async function submit(
    actor: Seat | null,
    send: (sessionId: string, expectedSeq: number) => Promise<Result<SessionSnapshot>>,
  ): Promise<boolean> {
    const snap = snapshot.value;
    if (!snap || !sessionId.value || busy.value) return false;
    const mine = generation;
    stopBot();
    busy.value = true;
    try {
      const result = await send(sessionId.value, snap.seq);
      if (mine !== generation) return false;
      if (!result.ok) {
        if (STALE_CODES.has(result.error.code)) {
          // A bot move that lost a race is not news; a person's refused move is.
          if (actor !== null) useNotices().report(result.error);
          await refresh();
        } else {
          useNotices().report(result.error);
          if (result.error.code === 'session_not_found') mode.value = 'missing';
          if (actor === null) botStalled.value = true;
          else if (snap.botToMove !== null && snap.botToMove !== undefined) scheduleBot(useBotPace().delayMs);
        }
        return false;
      }
      await settle(result.data, () => {
        if (mine === generation) busy.value = false;
      });
      return true;
    } finally {
      if (mine === generation) busy.value = false;
    }
  }

  /** One bot move, when a bot decides and nothing else is on its way. */
  async function botStep(): Promise<boolean> {
    const snap = snapshot.value;
    if (!snap || snap.botToMove === null || snap.botToMove === undefined || snap.status.result) return false;
    if (busy.value) {
      // Something else is in flight; its answer settles the table and restarts the loop.
      return false;
    }
    return submit(null, (id, expectedSeq) => call('sessions.botStep', { sessionId: id, expectedSeq }));
  }

  /** After a failed bot move: try again now. */
  async function retryBot(): Promise<boolean> {
    botStalled.value = false;
    return botStep();
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

  return {
    sessionId, snapshot, mode, handoffSeat, coverReason, unlockedSeat, busy, busyShown, botStalled, playerNames, botSeats, botThinking, undoSeat,
    canUndoHere, interjectors, load, reveal, interject, leaveInterjection, act, undo, botStep, retryBot, reset, leave,
    devices, onDevice, screens: seatDevices.screens, links: seatDevices.links, setScreens: seatDevices.setScreens, keepLink: seatDevices.keepLink,
  };
});
