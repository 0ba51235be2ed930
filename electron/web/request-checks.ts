/**
 * The doors every listener of Velada keeps: a request must be addressed to one of our own host
 * names (a DNS-rebinding page names another), and a page may call only from our own origin. The
 * local host (127.0.0.1) and a game's LAN listener (its LAN address and port) run the same checks;
 * only the names differ. A refused upgrade gets the same JSON refusal as a request.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Result } from '../../shared/ipc/contract';
import { fail } from '../ipc/dispatch';

export interface OwnNames {
  /** host:port values of the Host header that are us. */
  hosts: () => string[];
  /** Origins that are our own pages. */
  origins: () => string[];
}

/** forbidden_host when the Host header is not ours, else null. */
export function hostRefusal(req: http.IncomingMessage, own: OwnNames): Result<never> | null {
  const host = (req.headers.host ?? '').toLowerCase();
  return own.hosts().includes(host) ? null : fail('forbidden_host', `Requests must be addressed to ${own.hosts()[0]}`, { host });
}

/**
 * forbidden_origin for a foreign Origin. A plain request may come without one (a navigation, a
 * download); an upgrade may not (`required`): a browser always sends it, so one without is no page of ours.
 */
export function originRefusal(req: http.IncomingMessage, own: OwnNames, required: boolean): Result<never> | null {
  const raw = req.headers.origin;
  if (raw === undefined && !required) return null;
  if (own.origins().includes((raw ?? '').toLowerCase())) return null;
  const origin = raw ?? '';
  return fail('forbidden_origin', `Cross-origin ${required ? 'sockets' : 'requests'} are refused (${origin || 'no origin'})`, { origin });
}

/** Answers an upgrade with an HTTP refusal and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: 401 | 403 | 404 | 410 | 429, refusal: Result<never>): void {
  const body = JSON.stringify(refusal);
  const words: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 410: 'Gone', 429: 'Too Many Requests' };
  socket.end(
    `HTTP/1.1 ${status} ${words[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
