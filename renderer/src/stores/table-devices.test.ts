/**
 * The table store with seats on their own devices (issue 23), against a scripted host: which screen
 * the shared screen shows when the seat that decides plays on a phone, what a commit push does,
 * what a device dropping off mid-turn does, and that leaving the table (not reloading it) turns
 * the phones off. The rule checked at every step: this screen never asks for, and never shows, the
 * view of a seat on a device.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../../shared/engine/contract';
import type { ScreensStatus, SessionSnapshot, VeladaApi } from '../../../shared/ipc/contract';
import { useApi } from '../api/client';
import { tellSessionPush } from '../bridge/session-pushes';
import { useTable } from './table';

interface Host {
  seq: number;
  deciding: Seat[];
  bots: Seat[];
  claimed: Seat[];
  connected: Seat[];
  on: boolean;
  calls: { command: string; request: Record<string, unknown> }[];
}

let host: Host;

function snapshotFor(seat: Seat | null): SessionSnapshot {
  const decider = host.deciding[0] ?? null;
  const botDecides = decider !== null && host.bots.includes(decider);
  return {
    session: { id: 's1', gameId: 'grizzled', players: ['Ana', 'Luis', 'Eva'], bots: host.bots },
    seq: host.seq,
    seat,
    status: { deciding: host.deciding, result: null },
    view: { who: seat ?? 'public' },
    legal: [],
    handoffTo: botDecides || decider === seat ? null : decider,
    botToMove: botDecides ? decider : null,
    undoSeat: null,
    openInformation: false,
    undos: [],
  } as unknown as SessionSnapshot;
}

function status(): ScreensStatus {
  return {
    sessionId: 's1',
    on: host.on,
    baseUrl: host.on ? 'http://192.168.1.20:40000' : null,
    seats: [0, 1, 2].map((seat) => ({ seat, link: host.claimed.includes(seat) ? 'claimed' : 'none', connected: host.connected.includes(seat) })),
  };
}

const answers: Record<string, (request: Record<string, unknown>) => unknown> = {
  'sessions.open': (r) => snapshotFor(r.seat as Seat | null),
  // A one-human game's host answers a bot move with that human's view (nobody else plays).
  'sessions.botStep': () => {
    host.seq++;
    host.deciding = [0];
    return snapshotFor(host.bots.length === 2 ? 0 : null);
  },
  'screens.status': () => status(),
  'screens.stop': () => {
    host.on = false;
    host.claimed = [];
    return status();
  },
};

beforeEach(() => {
  setActivePinia(createPinia());
  host = { seq: 4, deciding: [0], bots: [], claimed: [], connected: [], on: true, calls: [] };
  const api = new Proxy({}, {
    get: (_t, command: string) => async (request: Record<string, unknown>) => {
      host.calls.push({ command, request });
      const answer = answers[command];
      return answer ? { ok: true, data: answer(request) } : { ok: false, error: { code: 'unexpected', params: {}, message: command } };
    },
  });
  useApi(api as unknown as VeladaApi);
});

/** Lets every promise the store started settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Seats whose view this screen asked for. */
const viewsAsked = () => host.calls.filter((c) => c.command === 'sessions.open' && c.request.seat !== null).map((c) => c.request.seat);

describe('the shared screen with seats on their own devices', () => {
  it('shows the public table and names the seat while a seat on a phone decides: no cover, no view of theirs', async () => {
    host.claimed = [0];
    host.connected = [0];
    const table = useTable();
    await table.load('s1');
    expect(table.mode).toBe('table');
    expect(table.snapshot?.seat).toBeNull();
    expect(table.onDevice).toEqual([0]);
    expect(viewsAsked()).toEqual([]);
  });

  it('on a push of a newer seq asks for what comes next (the next person’s cover here); other games and older seqs change nothing', async () => {
    host.claimed = [0, 1];
    const table = useTable();
    await table.load('s1');
    const before = host.calls.length;
    tellSessionPush({ kind: 'committed', sessionId: 'other', seq: 9 });
    tellSessionPush({ kind: 'committed', sessionId: 's1', seq: 4 });
    await settled();
    expect(host.calls.length).toBe(before);

    host.seq = 5;
    host.deciding = [1];
    tellSessionPush({ kind: 'committed', sessionId: 's1', seq: 5 });
    await settled();
    expect(table.snapshot?.seq).toBe(5);
    expect(table.onDevice).toEqual([1]);
    expect(table.mode).toBe('table');

    host.seq = 6;
    host.deciding = [2];
    tellSessionPush({ kind: 'committed', sessionId: 's1', seq: 6 });
    await settled();
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(2);
    expect(table.snapshot?.seat).toBeNull();
    expect(viewsAsked()).toEqual([]);
  });

  it('SC32: on a push that the game’s screens changed reads the status again and follows it — a phone claims its link, connects, drops — and another game’s push changes nothing', async () => {
    const table = useTable();
    await table.load('s1');
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(0);

    // Ana's phone opens her link: no timer, no request of this screen's own — the push alone.
    host.claimed = [0];
    tellSessionPush({ kind: 'screens', sessionId: 'other' });
    await settled();
    expect(table.mode).toBe('handoff');
    expect(table.screens?.seats[0]?.link).toBe('none');
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    await settled();
    expect(table.screens?.seats[0]).toEqual({ seat: 0, link: 'claimed', connected: false });
    expect(table.mode).toBe('table');
    expect(table.onDevice).toEqual([0]);

    host.connected = [0];
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    await settled();
    expect(table.screens?.seats[0]?.connected).toBe(true);
    host.connected = [];
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    await settled();
    expect(table.screens?.seats[0]?.connected).toBe(false);
    expect(table.mode).toBe('table');

    // Removed in the panel of another window: the seat's cover is back.
    host.claimed = [];
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    await settled();
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(0);
    expect(viewsAsked()).toEqual([]);
  });

  it('SC32: a change heard while the status is being read is read once more after it, so the newest is what shows', async () => {
    const table = useTable();
    await table.load('s1');
    // The scripted host answers with its state at the moment it is asked: the first read sees the claim only.
    host.claimed = [0];
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    host.connected = [0];
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    tellSessionPush({ kind: 'screens', sessionId: 's1' });
    await settled();
    await settled();
    expect(table.screens?.seats[0]).toEqual({ seat: 0, link: 'claimed', connected: true });
  });

  it('forgets a seat’s waiting link when asked (a seat window took a fresh one: SC33)', async () => {
    const table = useTable();
    await table.load('s1');
    table.keepLink(1, 'http://192.168.1.20:40000/s/OLD');
    table.keepLink(2, 'http://192.168.1.20:40000/s/OTHER');
    table.keepLink(1, null);
    expect(table.links).toEqual({ 2: 'http://192.168.1.20:40000/s/OTHER' });
  });

  it('keeps waiting for a device that dropped off mid-turn (it reconnects by itself); Quitar brings the seat’s cover back', async () => {
    host.claimed = [0];
    host.connected = [0];
    const table = useTable();
    await table.load('s1');
    host.connected = [];
    await table.setScreens(status());
    expect(table.mode).toBe('table');
    expect(table.onDevice).toEqual([0]);
    expect(table.screens?.seats[0]?.connected).toBe(false);

    host.claimed = [];
    await table.setScreens(status());
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(0);
    expect(viewsAsked()).toEqual([]);
  });

  it('takes the cover down, or the view off screen, when the seat is given a phone', async () => {
    const table = useTable();
    await table.load('s1');
    expect(table.mode).toBe('handoff');
    await table.reveal();
    expect(table.snapshot?.seat).toBe(0);
    host.claimed = [0];
    await table.setScreens(status());
    expect(table.mode).toBe('table');
    expect(table.snapshot?.seat).toBeNull();
    expect(table.unlockedSeat).toBeNull();
    expect(table.onDevice).toEqual([0]);
  });

  it('SC24: a person at this screen who left it for the public table while a phone decided gets their cover again', async () => {
    host.claimed = [0];
    host.deciding = [2];
    const table = useTable();
    await table.load('s1');
    expect(table.handoffSeat).toBe(2);
    await table.reveal();
    expect(table.snapshot?.seat).toBe(2);

    host.seq = 5;
    host.deciding = [0];
    tellSessionPush({ kind: 'committed', sessionId: 's1', seq: 5 });
    await settled();
    expect(table.snapshot?.seat).toBeNull();
    expect(table.onDevice).toEqual([0]);
    expect(table.unlockedSeat).toBeNull();

    host.seq = 6;
    host.deciding = [2];
    tellSessionPush({ kind: 'committed', sessionId: 's1', seq: 6 });
    await settled();
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(2);
    expect(table.snapshot?.seat).toBeNull();
    // Eva's view was asked for once, right after her own tap.
    expect(viewsAsked()).toEqual([2]);
  });

  it('puts every seat back at this screen when phones are off, even with links kept from before a restart', async () => {
    host.claimed = [0];
    host.on = false;
    const table = useTable();
    await table.load('s1');
    expect(table.mode).toBe('handoff');
    expect(table.handoffSeat).toBe(0);
  });

  it('watches bots on the public table when the only person plays on a phone, whatever the host answers', async () => {
    host.bots = [1, 2];
    host.deciding = [1];
    host.claimed = [0];
    const table = useTable();
    await table.load('s1');
    expect(table.snapshot?.seat).toBeNull();
    await table.botStep();
    expect(table.snapshot?.seat).toBeNull();
    expect(table.onDevice).toEqual([0]);
    expect(viewsAsked()).toEqual([]);
    table.reset();
  });

  it('turns the phones off when the table is left, never on a reset (a reload keeps them)', async () => {
    host.claimed = [0];
    const table = useTable();
    await table.load('s1');
    table.reset();
    expect(host.calls.some((c) => c.command === 'screens.stop')).toBe(false);
    await table.load('s1');
    table.leave();
    expect(host.calls.filter((c) => c.command === 'screens.stop').map((c) => c.request)).toEqual([{ sessionId: 's1' }]);
  });
});
