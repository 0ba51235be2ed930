import { describe, expect, it } from 'vitest';
import type { SeatServerMessage, SeatSnapshot } from '../../../shared/ipc/seat-protocol';
import { ANSWER_TIMEOUT_MS, HEARTBEAT_MS, RECONNECT_DELAYS_MS, SeatClient, type SocketLike } from './seat-client';

/** A socket the test plays the listener's part on. */
class FakeSocket implements SocketLike {
  sent: { id: number; command: string; request: Record<string, unknown> }[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {
    this.closedByClient = true;
  }
  deliver(message: SeatServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  lastOf(command: string) {
    return [...this.sent].reverse().find((m) => m.command === command)!;
  }
}

/** Timers run by hand: `advance(ms)` fires what is due. */
function fakeTime() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimer: (handle: unknown) => void timers.delete(handle as number),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

function snapshot(seq: number, deciding = true, extra: Partial<SeatSnapshot> = {}): SeatSnapshot {
  return {
    sessionId: 'g1', gameId: 'silentes', title: 'Noche', seat: 0,
    players: [{ name: 'Ana', bot: false }, { name: 'Luis', bot: false }],
    seq, status: { phase: 'survivors', round: 1, deciding: [deciding ? 0 : 1], result: null, summary: {} },
    deciding, view: { seq }, legal: deciding ? [{ t: 'pass' }] : [], openInformation: false, undos: [], ...extra,
  };
}

function setUp() {
  const time = fakeTime();
  const sockets: FakeSocket[] = [];
  const client = new SeatClient({
    url: 'ws://192.168.1.5:4000/seat/socket',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    onChange: () => undefined,
  });
  client.start();
  const socket = () => sockets[sockets.length - 1]!;
  /** Opens the newest socket and answers its hello with `snap`. */
  const connectWith = (snap: SeatSnapshot) => {
    socket().onopen?.();
    const hello = socket().lastOf('seat.hello');
    socket().deliver({ id: hello.id, result: { ok: true, data: snap } });
  };
  return { client, sockets, socket, time, connectWith };
}

describe('the seat page’s socket client', () => {
  it('says hello on open and shows the answer; until then nothing is actionable', () => {
    const { client, socket, connectWith } = setUp();
    expect(client.state.connection).toBe('connecting');
    expect(client.act({ t: 'pass' })).toBe(false);
    socket().onopen?.();
    expect(socket().sent).toEqual([{ id: 1, command: 'seat.hello', request: {} }]);
    expect(client.actionable).toBe(false);
    connectWith(snapshot(3));
    expect(client.state).toMatchObject({ connection: 'open', attempts: 0 });
    expect(client.state.snapshot?.seq).toBe(3);
    expect(client.actionable).toBe(true);
  });

  it('keeps the newest snapshot: a push or an answer whose seq is not newer than the one shown is ignored', () => {
    const { client, socket, connectWith } = setUp();
    connectWith(snapshot(5));
    socket().deliver({ push: 'seat.snapshot', snapshot: snapshot(7, false) });
    expect(client.state.snapshot?.seq).toBe(7);
    // An older push crossing the newer one, then a repeat of the same seq: neither replaces it.
    socket().deliver({ push: 'seat.snapshot', snapshot: snapshot(6, true) });
    socket().deliver({ push: 'seat.snapshot', snapshot: snapshot(7, true) });
    expect(client.state.snapshot?.seq).toBe(7);
    expect(client.state.snapshot?.deciding).toBe(false);
    expect(client.actionable).toBe(false);
  });

  it('sends a move with the shown seq, offers nothing while it is on its way, and takes the answer', () => {
    const { client, socket, connectWith } = setUp();
    connectWith(snapshot(4));
    expect(client.act({ t: 'pass' })).toBe(true);
    const act = socket().lastOf('seat.act');
    expect(act.request).toEqual({ expectedSeq: 4, action: { t: 'pass' } });
    expect(client.state.pending).toBe(true);
    expect(client.actionable).toBe(false);
    expect(client.act({ t: 'pass' })).toBe(false);
    socket().deliver({ id: act.id, result: { ok: true, data: snapshot(5, false) } });
    expect(client.state).toMatchObject({ pending: false });
    expect(client.state.snapshot?.seq).toBe(5);
  });

  it('a refused stale move is reported and the newest table asked for', () => {
    const { client, socket, connectWith } = setUp();
    connectWith(snapshot(4));
    client.act({ t: 'pass' });
    const act = socket().lastOf('seat.act');
    socket().deliver({ id: act.id, result: { ok: false, error: { code: 'stale_action', message: 'old', params: {} } } });
    expect(client.state.refusal?.code).toBe('stale_action');
    expect(client.state.pending).toBe(false);
    expect(socket().lastOf('seat.hello').id).toBeGreaterThan(act.id);
  });

  it('reconnects after a drop with a growing back-off, offering no decision meanwhile, and says hello again', () => {
    const { client, sockets, socket, time, connectWith } = setUp();
    connectWith(snapshot(2));
    socket().onclose?.({ code: 1006 });
    expect(client.state).toMatchObject({ connection: 'lost', attempts: 1 });
    // The last table stays in sight, but its decision is not actionable.
    expect(client.state.snapshot?.seq).toBe(2);
    expect(client.actionable).toBe(false);
    expect(client.act({ t: 'pass' })).toBe(false);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        time.advance(100);
        waited += 100;
      }
      waits.push(waited);
      socket().onclose?.({ code: 1006 });
    }
    expect(waits).toEqual([...RECONNECT_DELAYS_MS, 5000]);
    time.advance(5000);
    connectWith(snapshot(3));
    expect(client.state).toMatchObject({ connection: 'open', attempts: 0 });
    expect(client.actionable).toBe(true);
  });

  it.each([
    [4001, 'revoked'],
    [4002, 'screens_off'],
  ] as const)('stops for good after close code %i (%s): no retry, however long', (code, reason) => {
    const { client, sockets, socket, time, connectWith } = setUp();
    connectWith(snapshot(2));
    socket().onclose?.({ code });
    expect(client.state).toMatchObject({ connection: 'ended', ended: reason });
    time.advance(10 * 60_000);
    client.retryNow();
    expect(sockets).toHaveLength(1);
    expect(client.actionable).toBe(false);
  });

  it('the listener’s seat.closed push ends it before the close arrives', () => {
    const { client, socket, connectWith } = setUp();
    connectWith(snapshot(2));
    socket().deliver({ push: 'seat.closed', reason: 'screens_off' });
    expect(client.state).toMatchObject({ connection: 'ended', ended: 'screens_off' });
    expect(socket().closedByClient).toBe(true);
  });

  it('after 4003 (the seat opened in another window) it waits for a tap to take the seat back', () => {
    const { client, sockets, socket, time, connectWith } = setUp();
    connectWith(snapshot(2));
    socket().onclose?.({ code: 4003 });
    expect(client.state).toMatchObject({ connection: 'ended', ended: 'replaced' });
    time.advance(60_000);
    expect(sockets).toHaveLength(1);
    client.retryNow();
    expect(sockets).toHaveLength(2);
    connectWith(snapshot(2));
    expect(client.state).toMatchObject({ connection: 'open', ended: null });
  });

  it('a socket that stops answering is dropped and replaced: the heartbeat’s hello times out', () => {
    const { client, sockets, socket, time, connectWith } = setUp();
    connectWith(snapshot(2));
    time.advance(HEARTBEAT_MS);
    expect(socket().sent.filter((m) => m.command === 'seat.hello')).toHaveLength(2);
    time.advance(ANSWER_TIMEOUT_MS);
    expect(client.state.connection).toBe('lost');
    expect(sockets[0]!.closedByClient).toBe(true);
    time.advance(RECONNECT_DELAYS_MS[0]);
    expect(sockets).toHaveLength(2);
  });

  it('a move on its way when the socket drops is not left pending; late events of the old socket are ignored', () => {
    const { client, sockets, socket, connectWith } = setUp();
    connectWith(snapshot(4));
    client.act({ t: 'pass' });
    const old = socket();
    old.onclose?.({ code: 1006 });
    expect(client.state.pending).toBe(false);
    expect(client.actionable).toBe(false);
    old.deliver({ push: 'seat.snapshot', snapshot: snapshot(9) });
    expect(client.state.snapshot?.seq).toBe(4);
    expect(sockets).toHaveLength(1);
  });
});
