/**
 * The web host's command socket: the same commands as `POST /api/<command>`, over one WebSocket
 * the page keeps open. A fetch per move costs the browser a request's whole setup (several
 * milliseconds on a small machine, more than the host's own work); a message on an open socket
 * costs well under one. Same doors as the HTTP side: loopback host names only, our own origin
 * only (a browser always sends it on an upgrade), the same body limit, the same Result answers.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Result, ScreensChangedPush, SessionCommittedPush } from '../../shared/ipc/contract';
import { fail } from '../ipc/dispatch';
import { hostRefusal, originRefusal, refuseUpgrade } from './request-checks';

export const COMMAND_SOCKET_PATH = '/api/socket';

/** One command on the socket; the answer carries the same `id`. */
export interface SocketCall {
  id: number;
  command: string;
  request: unknown;
}

export interface SocketAnswer {
  id: number | null;
  result: Result<unknown>;
}

export interface CommandSocketOptions {
  maxPayloadBytes: number;
  ownHosts: () => string[];
  ownOrigins: () => string[];
  isKnownCommand: (command: string) => boolean;
  handle: (command: string, request: unknown) => Promise<Result<unknown>>;
}

/** Parses one message into a call, or says in the Result's words why it is not one. */
export function parseCall(text: string, isKnownCommand: (command: string) => boolean): SocketCall | SocketAnswer {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { id: null, result: fail('bad_json', `The message is not valid JSON: ${(err as Error).message}`) };
  }
  const call = value as Partial<SocketCall> | null;
  const id = call && typeof call === 'object' && Number.isSafeInteger(call.id) ? (call.id as number) : null;
  if (id === null || typeof call!.command !== 'string') {
    return { id, result: fail('bad_message', 'A message must be {"id": <integer>, "command": <string>, "request": <object>}') };
  }
  if (!isKnownCommand(call!.command)) {
    return { id, result: fail('unknown_command', `Unknown command "${call!.command}"`, { command: call!.command }) };
  }
  return { id, command: call!.command, request: call!.request ?? {} };
}

export interface CommandSockets {
  /** Closes every open socket (new ones may still open). */
  closeAll(): void;
  /** Sends every open page a message that answers no call (`id` absent): a push (SessionCommittedPush, ScreensChangedPush). */
  broadcast(message: SessionCommittedPush | ScreensChangedPush): void;
}

/** Attaches the socket to `server`. */
export function attachCommandSocket(server: http.Server, options: CommandSocketOptions): CommandSockets {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== COMMAND_SOCKET_PATH) return refuseUpgrade(socket, 404, fail('not_found', `No socket at ${pathname}`, { path: pathname ?? '' }));
    const own = { hosts: options.ownHosts, origins: options.ownOrigins };
    // The same codes as the HTTP side's refusals (host.ts), so one text says each in the UI.
    // Unlike a plain request, an upgrade without an Origin is no browser of ours: refused too.
    const refused = hostRefusal(req, own) ?? originRefusal(req, own, true);
    if (refused) return refuseUpgrade(socket, 403, refused);
    sockets.handleUpgrade(req, socket, head, (ws) => serve(ws));
  });

  function serve(ws: WebSocket): void {
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        send(ws, { id: null, result: fail('bad_message', 'Messages must be text') });
        return;
      }
      const call = parseCall(data.toString(), options.isKnownCommand);
      if ('result' in call) {
        send(ws, call);
        return;
      }
      options.handle(call.command, call.request).then(
        (result) => send(ws, { id: call.id, result }),
        (err: unknown) => send(ws, { id: call.id, result: fail('internal_error', `Internal error: ${(err as Error)?.message ?? String(err)}`) }),
      );
    });
    // An oversized message closes the socket (ws's own 1009); the page falls back to a request.
    ws.on('error', () => ws.terminate());
  }

  return {
    closeAll() {
      for (const ws of sockets.clients) ws.terminate();
    },
    broadcast(message) {
      const text = JSON.stringify(message);
      for (const ws of sockets.clients) if (ws.readyState === ws.OPEN) ws.send(text);
    },
  };
}

function send(ws: WebSocket, answer: SocketAnswer): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(answer));
}
