/**
 * One game table and its pass-and-play flow. The services decide what a seat may see;
 * this store only decides which screen to show:
 *  - `handoff`: a cover that shows nothing of the table until the named seat says "it's me";
 *  - `table`: the view of the seat that decides now (or of anyone when hands are open or
 *    the game is over), or, while a bot decides, the view the bots' turns are watched from.
 * Every move sends `expectedSeq = snapshot.seq`, so a stale screen can never move twice.
 *
 * Bots: when a snapshot says a bot decides, the store waits the settings' bot delay and
 * asks the services for that one bot move, over and over until a human decides. With one
 * human at the table that human's own view stays on screen the whole time (nobody else
 * is looking); with several, bot turns are watched on the public view and the next human
 * gets the cover.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Seat } from '../../../shared/engine/contract';
import type { Result, SessionSnapshot } from '../../../shared/ipc/contract';
import { call } from '../api/client';
import { useNotices } from './notices';
import { useBotPace } from './bot-speed';

export type TableMode = 'idle' | 'loading' | 'handoff' | 'table' | 'missing';

/** Seats played by people (the services list the bot seats). */
export function humanSeats(snap: SessionSnapshot): Seat[] {
  const bots = new Set(snap.session.bots ?? []);
  return snap.session.players.map((_, seat) => seat).filter((seat) => !bots.has(seat));
}

/** Who must get the device next, or null when the snapshot can be shown as it is. */
export function nextHolder(snap: SessionSnapshot): Seat | null {
  if (snap.status.result) return null;
  if (snap.botToMove !== null && snap.botToMove !== undefined) return null;
  if (snap.seat !== null && snap.status.deciding.includes(snap.seat)) return null;
  return snap.handoffTo ?? snap.status.deciding[0] ?? null;
}

/**
 * The seat whose view to show while a bot decides: the only human's own, or the public
 * table when several people share the screen (nobody's hand may show between turns).
 */
export function watcherSeat(snap: SessionSnapshot): Seat | null {
  const humans = humanSeats(snap);
  return humans.length === 1 ? humans[0]! : null;
}

/** A waiting bot move is never left behind by a screen that went away. */
const STALE_CODES = new Set(['stale_action', 'stale_seq']);

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
  /** A bot move failed: the loop waits for `retryBot` instead of hammering the services. */
  const botStalled = ref(false);

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
  const undoSeat = computed<Seat | null>(() => {
    const snap = snapshot.value;
    if (!snap) return null;
    if (mode.value === 'table' && snap.seat !== null && snap.canUndo) return snap.seat;
    if (moverUndo.value && moverUndo.value.seq === snap.seq) return moverUndo.value.seat;
    return null;
  });
  const canUndoHere = computed(() => undoSeat.value !== null && !busy.value);

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
    moverUndo.value = null;
    botStalled.value = false;
    busy.value = false;
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

  function scheduleBot(delay: number): void {
    stopBot();
    const mine = generation;
    botTimer = setTimeout(() => {
      botTimer = null;
      if (mine === generation) void botStep();
    }, delay);
  }

  /** Shows `snap`, or the hand-off cover / the next seat's view when it is someone else's turn. */
  async function settle(snap: SessionSnapshot, actor: Seat | null): Promise<void> {
    stopBot();
    const mine = generation;
    botStalled.value = false;
    snapshot.value = snap;
    moverUndo.value = actor !== null && snap.canUndo ? { seat: actor, seq: snap.seq } : null;
    if (!snap.status.result && snap.botToMove !== null && snap.botToMove !== undefined) {
      const watcher = watcherSeat(snap);
      if (snap.seat !== watcher) {
        const opened = await openAs(watcher);
        if (mine !== generation) return;
        if (opened) snapshot.value = opened;
      }
      handoffSeat.value = null;
      mode.value = 'table';
      scheduleBot(useBotPace().delayMs);
      return;
    }
    const holder = nextHolder(snap);
    if (holder === null) {
      handoffSeat.value = null;
      mode.value = 'table';
      return;
    }
    // One person plays (open hands, or the only human among bots): no cover, straight to the seat.
    if (snap.openInformation || humanSeats(snap).length === 1) {
      const opened = await openAs(holder);
      if (mine !== generation) return;
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
      await settle(result.data, actor);
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
    sessionId, snapshot, mode, handoffSeat, moverUndo, busy, botStalled, playerNames, botSeats, botThinking, undoSeat, canUndoHere,
    load, reveal, act, undo, botStep, retryBot, reset,
  };
});
