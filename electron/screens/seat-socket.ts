/**
 * The seat devices' WebSockets on a game's LAN listener: one per device, signed in by its cookie,
 * from our own origin and host name only. A device may send two commands (seat.hello, seat.act)
 * and nothing else; it is pushed its own snapshot after every commit of the game. Each refusal
 * has its own code (shared/ipc/seat-protocol.ts); a message over the frame limit or a flood
 * closes the socket. Revoking a link or turning phones off closes its socket with a reason.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Seat } from '../../shared/engine/contract';
import { jsonTooDeep } from '../../shared/ipc/json-depth';
import {
  SEAT_CLOSE_CODES,
  SEAT_MAX_FRAME_BYTES,
  SEAT_SOCKET_PATH,
  seatMessage,
  seatRequests,
  type SeatActRequest,
  type SeatCloseReason,
  type SeatResult,
  type SeatServerMessage,
  type SeatSnapshot,
} from '../../shared/ipc/seat-protocol';
import { fail, toIpcError } from '../ipc/dispatch';
import { hostRefusal, originRefusal, refuseUpgrade, type OwnNames } from '../web/request-checks';
import { MessageBudget, type Clock, type FailureWindow } from './attempt-limits';
import type { SeatDevice, SeatLinks } from './seat-links';
import { cookieValue } from './seat-secrets';

/** A device's message budget: a burst of 20, then 10 a second (a person taps far slower). */
export const MESSAGE_BURST = 20;
export const MESSAGES_PER_SECOND = 10;
/** A socket that answers no ping within this long is dead (Wi-Fi gone): it is dropped, the device reconnects. */
const HEARTBEAT_MS = 20_000;

export interface SeatSocketOptions {
  sessionId: string;
  own: OwnNames;
  links: SeatLinks;
  cookieName: string;
  /** Wrong secrets per address, shared with the claim route. */
  failures: FailureWindow;
  view: (seat: Seat) => SeatSnapshot;
  act: (seat: Seat, expectedSeq: number, action: Record<string, unknown>) => SeatSnapshot;
  now?: Clock;
  /** A device's socket opened, or closed for good (not when a newer socket of the same device replaced it): SC32. */
  changed?: (kind: 'connected' | 'disconnected', seat: Seat) => void;
}

interface Connection {
  ws: WebSocket;
  device: SeatDevice;
  credential: string;
  budget: MessageBudget;
  alive: boolean;
}

type Answer = SeatResult<SeatSnapshot>;

export class SeatSockets {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: SEAT_MAX_FRAME_BYTES });
  /** By link hash: one connection per device (the newest wins, so a reconnect after Wi-Fi drops is never locked out). */
  private readonly connections = new Map<string, Connection>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: SeatSocketOptions) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  handleUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // The path is not echoed: it may be a link, and a token is repeated nowhere.
    if (pathname !== SEAT_SOCKET_PATH) return refuseUpgrade(socket, 404, fail('not_found', 'No socket here'));
    const refused = hostRefusal(req, this.options.own) ?? originRefusal(req, this.options.own, true);
    if (refused) return refuseUpgrade(socket, 403, refused);
    const address = req.socket.remoteAddress ?? '';
    if (this.options.failures.blocked(address)) return refuseUpgrade(socket, 429, fail('too_many_attempts', 'Too many wrong attempts from this device; wait a minute'));
    const credential = cookieValue(req.headers.cookie, this.options.cookieName);
    if (credential === null) return refuseUpgrade(socket, 401, fail('not_signed_in', 'Open this seat’s link first'));
    const found = this.options.links.device(this.options.sessionId, credential);
    if (!found.ok) {
      // A made-up cookie is a guess; a revoked one is a real device told plainly to stop.
      if (found.code === 'device_unknown') this.options.failures.record(address);
      return refuseUpgrade(socket, found.code === 'device_unknown' ? 401 : 410, fail(found.code, found.code === 'device_unknown' ? 'This device is not signed in to this game' : 'This seat was moved to another device'));
    }
    // No cap per address is needed: a socket needs a claimed link and a link holds one socket, so a game has at
    // most as many open sockets as seats (several windows of one computer may be several seats).
    this.server.handleUpgrade(req, socket, head, (ws) => this.serve(ws, found.device, credential));
  }

  /** Sends every connected device its own new snapshot (after a commit). */
  pushAll(): void {
    for (const connection of this.connections.values()) {
      let snapshot: SeatSnapshot;
      try {
        snapshot = this.options.view(connection.device.seat);
      } catch {
        continue; // The game cannot be read now (deleted, damaged): the device learns it on its next hello.
      }
      send(connection.ws, { push: 'seat.snapshot', snapshot });
    }
  }

  /** Closes the device's socket (its link was revoked). */
  disconnect(linkHash: string, reason: SeatCloseReason): void {
    const connection = this.connections.get(linkHash);
    if (connection) this.close(connection, reason);
  }

  disconnectAll(reason: SeatCloseReason): void {
    for (const connection of [...this.connections.values()]) this.close(connection, reason);
    clearInterval(this.heartbeat);
  }

  connectedSeats(): Seat[] {
    return [...this.connections.values()].map((c) => c.device.seat);
  }

  private serve(ws: WebSocket, device: SeatDevice, credential: string): void {
    const previous = this.connections.get(device.linkHash);
    if (previous) this.close(previous, 'replaced');
    const connection: Connection = {
      ws,
      device,
      credential,
      budget: new MessageBudget(MESSAGE_BURST, MESSAGES_PER_SECOND, this.options.now),
      alive: true,
    };
    this.connections.set(device.linkHash, connection);
    ws.on('pong', () => (connection.alive = true));
    ws.on('message', (data, isBinary) => this.receive(connection, data.toString(), isBinary));
    ws.on('close', () => {
      if (this.connections.get(device.linkHash) !== connection) return;
      this.connections.delete(device.linkHash);
      this.options.changed?.('disconnected', device.seat);
    });
    this.options.changed?.('connected', device.seat);
    // An oversized frame: ws closes with 1009 before the message is read.
    ws.on('error', () => ws.terminate());
  }

  private receive(connection: Connection, text: string, isBinary: boolean): void {
    if (!connection.budget.take()) {
      send(connection.ws, { id: null, result: fail('flooding', 'Too many messages; this screen reconnects by itself') });
      this.close(connection, 'flooding');
      return;
    }
    if (isBinary) return send(connection.ws, { id: null, result: fail('bad_message', 'Messages must be text') });
    const { id, answer } = this.answer(connection, text);
    send(connection.ws, { id, result: answer });
  }

  /** One message's answer: every refusal by its own code, a command only from the allow-list. */
  private answer(connection: Connection, text: string): { id: number | null; answer: Answer } {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { id: null, answer: fail('bad_json', 'The message is not valid JSON') };
    }
    const deep = jsonTooDeep(value);
    if (deep) return { id: null, answer: { ok: false, error: deep } };
    const message = seatMessage.safeParse(value);
    if (!message.success) return { id: null, answer: fail('bad_message', 'A message must be {"id": <integer>, "command": <string>, "request": <object>}') };
    const { id, command, request } = message.data;
    if (!Object.prototype.hasOwnProperty.call(seatRequests, command)) {
      return { id, answer: fail('command_not_allowed', `A seat's device may not call ${command}`, { command: command.slice(0, 64) }) };
    }
    const parsed = seatRequests[command as keyof typeof seatRequests].safeParse(request ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { id, answer: fail('invalid_request', `Invalid ${command} request: ${issue.path.join('.') || '(request)'}: ${issue.message}`, { command }) };
    }
    const { device } = connection;
    const asked = parsed.data;
    if (asked.sessionId !== undefined && asked.sessionId !== device.sessionId) return { id, answer: fail('session_mismatch', 'This device belongs to another game') };
    if (asked.seat !== undefined && asked.seat !== device.seat) return { id, answer: fail('seat_mismatch', `This device is seat ${device.seat}'s`, { seat: device.seat }) };
    // Revoked since the socket opened (and not yet closed): refused all the same.
    const still = this.options.links.device(device.sessionId, connection.credential);
    if (!still.ok) return { id, answer: fail(still.code, 'This seat was moved to another device') };
    try {
      const act = command === 'seat.act' ? (asked as SeatActRequest) : null;
      const data = act ? this.options.act(device.seat, act.expectedSeq, act.action) : this.options.view(device.seat);
      return { id, answer: { ok: true, data } };
    } catch (error) {
      return { id, answer: { ok: false, error: toIpcError(error) } };
    }
  }

  private close(connection: Connection, reason: SeatCloseReason): void {
    send(connection.ws, { push: 'seat.closed', reason });
    connection.ws.close(SEAT_CLOSE_CODES[reason], reason);
    // A device that does not answer the close handshake is cut off shortly after.
    setTimeout(() => connection.ws.terminate(), 1000).unref();
    if (this.connections.get(connection.device.linkHash) !== connection) return;
    this.connections.delete(connection.device.linkHash);
    // A replaced socket's seat is connected again at once (serve tells it so).
    if (reason !== 'replaced') this.options.changed?.('disconnected', connection.device.seat);
  }

  private beat(): void {
    for (const connection of this.connections.values()) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }
}

function send(ws: WebSocket, message: SeatServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}
