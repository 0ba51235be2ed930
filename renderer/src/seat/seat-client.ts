/**
 * The seat page's one connection to its game's listener (issue 23): the WebSocket at
 * `/seat/socket` on the page's own origin, signed in by the cookie the link left. It says
 * `seat.hello` on every open, keeps the newest snapshot (a snapshot whose seq is not newer than
 * the one shown is ignored: answers and pushes may cross), sends `seat.act` with the shown seq,
 * and reconnects by itself with a growing back-off — except when the listener closed it for
 * good (4001 revoked, 4002 phones off) or another window of the same device took the seat
 * (4003), which a retry could not undo or would only fight.
 *
 * No Vue and no DOM here: the socket and the timers are handed in, so the unit tests drive it
 * with a fake socket and fake time (seat-client.test.ts). Only types come from the protocol, so
 * the page does not carry the listener's validation code.
 */
import type { SeatCloseReason, SeatResult, SeatServerMessage, SeatSnapshot } from '../../../shared/ipc/seat-protocol';

/** The listener's close codes that end the page's connection for good (shared/ipc/seat-protocol.ts). */
export const CLOSE_CODE_ENDS: Readonly<Record<number, SeatEnd>> = { 4001: 'revoked', 4002: 'screens_off', 4003: 'replaced' };

export type SeatEnd = Extract<SeatCloseReason, 'revoked' | 'screens_off' | 'replaced'>;
export type SeatConnection = 'connecting' | 'open' | 'lost' | 'ended';
export type SeatRefusal = Extract<SeatResult<unknown>, { ok: false }>['error'];

export interface SeatClientState {
  connection: SeatConnection;
  /** Why the connection ended for good (connection 'ended'). */
  ended: SeatEnd | null;
  /** The newest snapshot received; kept on screen while the connection is lost, never actionable then. */
  snapshot: SeatSnapshot | null;
  /** A move sent and not answered yet. */
  pending: boolean;
  /** The refusal of this device's last move, until the next move or snapshot. */
  refusal: SeatRefusal | null;
  /** Failed attempts since the last good connection. */
  attempts: number;
}

/** The part of a browser WebSocket the client uses. */
export interface SocketLike {
  send(text: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
}

export interface SeatClientOptions {
  url: string;
  open(url: string): SocketLike;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  onChange(state: Readonly<SeatClientState>): void;
}

/** Waits before the 1st, 2nd, … retry: quick after a blip, then every 5 s (the shared screen's own rhythm). */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 5000] as const;
/** An open socket is asked for its snapshot this often; a dead Wi-Fi link can stay "open" for minutes. */
export const HEARTBEAT_MS = 25_000;
/** A hello not answered within this is a dead socket: it is dropped and a new one opened. */
export const ANSWER_TIMEOUT_MS = 8_000;

export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 1), RECONNECT_DELAYS_MS.length) - 1]!;
}

/** Whether `next` should replace `shown`: newer seq, or another game or seat altogether. */
export function isNewer(shown: SeatSnapshot | null, next: SeatSnapshot): boolean {
  if (shown === null) return true;
  if (shown.sessionId !== next.sessionId || shown.seat !== next.seat) return true;
  return next.seq > shown.seq;
}

export class SeatClient {
  private current: SeatClientState = { connection: 'connecting', ended: null, snapshot: null, pending: false, refusal: null, attempts: 0 };
  private socket: SocketLike | null = null;
  private retryTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private answerTimer: unknown = null;
  private nextId = 1;
  /** What each message sent and not yet answered was. */
  private asked = new Map<number, 'hello' | 'act'>();
  private stopped = false;

  constructor(private readonly options: SeatClientOptions) {}

  get state(): Readonly<SeatClientState> {
    return this.current;
  }

  /** A decision may be offered: connected, the seat decides in the snapshot shown, and no move is on its way. */
  get actionable(): boolean {
    const { connection, snapshot, pending } = this.current;
    return connection === 'open' && snapshot !== null && snapshot.deciding && snapshot.status.result === null && !pending;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.drop();
  }

  /** Tries now rather than at the next back-off step (the banner's button, Wi-Fi back, the page shown again); after 4003, takes the seat back. */
  retryNow(): void {
    const { connection, ended } = this.current;
    if (connection === 'open' || this.stopped) return;
    if (connection === 'ended' && ended !== 'replaced') return;
    this.connect();
  }

  /** Sends the seat's move for the snapshot shown; false when no decision is actionable now. */
  act(action: Record<string, unknown>): boolean {
    const snapshot = this.current.snapshot;
    if (!this.actionable || !snapshot) return false;
    this.send('act', 'seat.act', { expectedSeq: snapshot.seq, action });
    this.update({ pending: true, refusal: null });
    return true;
  }

  private update(change: Partial<SeatClientState>): void {
    this.current = { ...this.current, ...change };
    this.options.onChange(this.current);
  }

  private connect(): void {
    this.clearTimers();
    this.drop();
    this.update({ connection: this.current.connection === 'lost' ? 'lost' : 'connecting', ended: null });
    const socket = this.options.open(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.hello();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(event.code);
    socket.onerror = () => undefined;
  }

  /** Forgets the current socket: its late events are ignored from here on. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.asked.clear();
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private send(kind: 'hello' | 'act', command: string, request: Record<string, unknown>): void {
    const id = this.nextId++;
    this.asked.set(id, kind);
    this.socket?.send(JSON.stringify({ id, command, request }));
  }

  private hello(): void {
    this.send('hello', 'seat.hello', {});
    this.clearTimer('answerTimer');
    this.answerTimer = this.options.setTimer(() => this.lost(), ANSWER_TIMEOUT_MS);
  }

  private receive(data: unknown): void {
    let message: SeatServerMessage;
    try {
      message = JSON.parse(String(data)) as SeatServerMessage;
    } catch {
      return;
    }
    if ('push' in message) {
      if (message.push === 'seat.snapshot') this.offer(message.snapshot);
      else if (message.push === 'seat.closed' && message.reason in REASON_ENDS) this.end(message.reason as SeatEnd);
      return;
    }
    const kind = message.id === null ? undefined : this.asked.get(message.id);
    if (message.id !== null) this.asked.delete(message.id);
    if (kind === 'hello') this.answered(message.result);
    else if (kind === 'act') this.moveAnswered(message.result);
  }

  private answered(result: SeatResult<SeatSnapshot>): void {
    this.clearTimer('answerTimer');
    if (!result.ok) return;
    this.offer(result.data);
    if (this.current.connection !== 'open') this.update({ connection: 'open', attempts: 0 });
    this.clearTimer('heartbeatTimer');
    this.heartbeatTimer = this.options.setTimer(() => this.hello(), HEARTBEAT_MS);
  }

  private moveAnswered(result: SeatResult<SeatSnapshot>): void {
    if (result.ok) {
      this.update({ pending: false });
      this.offer(result.data);
      return;
    }
    this.update({ pending: false, refusal: result.error });
    // The move was made on an older table: ask for the one there is now (a push is usually on its way too).
    if (result.error.code === 'stale_action') this.hello();
  }

  private offer(snapshot: SeatSnapshot): void {
    if (!isNewer(this.current.snapshot, snapshot)) return;
    this.update({ snapshot, refusal: null });
  }

  private closed(code: number): void {
    const end = CLOSE_CODE_ENDS[code];
    if (end) this.end(end);
    else this.lost();
  }

  private end(reason: SeatEnd): void {
    this.clearTimers();
    this.drop();
    this.update({ connection: 'ended', ended: reason, pending: false });
  }

  /** The socket is gone (or silent): show it, and try again after the next back-off step. */
  private lost(): void {
    if (this.stopped) return;
    this.clearTimers();
    this.drop();
    const attempts = this.current.attempts + 1;
    this.update({ connection: 'lost', pending: false, attempts });
    this.retryTimer = this.options.setTimer(() => this.connect(), reconnectDelay(attempts));
  }

  private clearTimer(which: 'retryTimer' | 'heartbeatTimer' | 'answerTimer'): void {
    if (this[which] !== null) this.options.clearTimer(this[which]);
    this[which] = null;
  }

  private clearTimers(): void {
    this.clearTimer('retryTimer');
    this.clearTimer('heartbeatTimer');
    this.clearTimer('answerTimer');
  }
}

const REASON_ENDS: Readonly<Record<SeatEnd, true>> = { revoked: true, screens_off: true, replaced: true };
