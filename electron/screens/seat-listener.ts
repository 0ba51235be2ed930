/**
 * A game's LAN listener (issue 23): open only while that game's phones are on, bound to one LAN
 * address (never every interface) on a random port, or the port it had before a restart so the
 * phones' pages find it again. It serves three things and nothing else: a seat link's claim
 * (`GET /s/<token>` → the device's cookie and a 303 to the seat page, the token gone from the
 * address bar), the seat page's static files with the local host's CSP, and the seat socket
 * (seat-socket.ts). It accepts no request body, lists no directory, and logs nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Seat } from '../../shared/engine/contract';
import { SEAT_LINK_PREFIX, SEAT_PAGE_PATH, type SeatCloseReason, type SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { fail } from '../ipc/dispatch';
import { hostRefusal, originRefusal, type OwnNames } from '../web/request-checks';
import { SECURITY_HEADERS, sendJson } from '../web/security-headers';
import { serveStatic } from '../web/serve-static';
import { FailureWindow, type Clock } from './attempt-limits';
import type { SeatLinks } from './seat-links';
import { cookieValue, seatCookie, seatCookieName } from './seat-secrets';
import { SeatSockets } from './seat-socket';

/** Wrong links or cookies one address may try per window before every attempt from it is refused. */
export const WRONG_SECRETS_PER_WINDOW = 10;
export const WRONG_SECRETS_WINDOW_MS = 60_000;

export interface SeatListenerOptions {
  sessionId: string;
  address: string;
  /** The port to try first (the one from before a restart); any free one when taken or null. */
  preferredPort: number | null;
  /** The seat page's built files. */
  pageDir: string;
  links: SeatLinks;
  view: (seat: Seat) => SeatSnapshot;
  act: (seat: Seat, expectedSeq: number, action: Record<string, unknown>) => SeatSnapshot;
  now?: Clock;
  /** A device claimed a seat's link, or a device's socket opened or closed (SC32). */
  changed?: (kind: 'claimed' | 'connected' | 'disconnected', seat: Seat) => void;
}

export interface SeatListener {
  baseUrl: string;
  port: number;
  sockets: SeatSockets;
  close(reason: SeatCloseReason): Promise<void>;
}

const CLAIM_REFUSALS = {
  link_unknown: { status: 404, message: 'This link is not one of this game’s' },
  link_revoked: { status: 410, message: 'This seat was moved to another device; ask for a new link' },
  link_claimed: { status: 409, message: 'Another device already holds this link' },
} as const;

export async function openSeatListener(options: SeatListenerOptions): Promise<SeatListener> {
  let port = 0;
  const own: OwnNames = { hosts: () => [`${options.address}:${port}`], origins: () => [`http://${options.address}:${port}`] };
  const cookieName = seatCookieName(options.sessionId);
  const failures = new FailureWindow(WRONG_SECRETS_PER_WINDOW, WRONG_SECRETS_WINDOW_MS, options.now);
  const sockets = new SeatSockets({ ...options, own, cookieName, failures });

  function claim(req: http.IncomingMessage, res: http.ServerResponse, token: string): void {
    const address = req.socket.remoteAddress ?? '';
    if (failures.blocked(address)) return sendJson(res, 429, fail('too_many_attempts', 'Too many wrong attempts from this device; wait a minute'));
    const outcome = options.links.claim(options.sessionId, token, cookieValue(req.headers.cookie, cookieName));
    if (!outcome.ok) {
      if (outcome.code === 'link_unknown') failures.record(address);
      const refusal = CLAIM_REFUSALS[outcome.code];
      return sendJson(res, refusal.status, fail(outcome.code, refusal.message));
    }
    if (outcome.fresh) options.changed?.('claimed', outcome.device.seat);
    // 303: the browser follows with a GET to an address without the token, which replaces it in the bar.
    res.writeHead(303, {
      ...SECURITY_HEADERS,
      Location: SEAT_PAGE_PATH,
      'Set-Cookie': seatCookie(options.sessionId, outcome.credential),
      'Cache-Control': 'no-store',
      'Content-Length': 0,
    });
    res.end();
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const refused = hostRefusal(req, own) ?? originRefusal(req, own, false);
    if (refused) return sendJson(res, 403, refused);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Nothing here takes a body: the connection closes rather than read one.
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Connection', 'close');
      return sendJson(res, 405, fail('method_not_allowed', 'Only GET here', { method: req.method ?? '' }));
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname.startsWith(SEAT_LINK_PREFIX)) return claim(req, res, pathname.slice(SEAT_LINK_PREFIX.length));
    await serveStatic(req, res, options.pageDir, pathname);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, fail('internal_error', 'Internal error'));
    });
  });
  // A device that trickles its headers is not waited for.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.on('upgrade', (req: http.IncomingMessage, socket, head: Buffer) => sockets.handleUpgrade(req, socket, head));

  port = await listen(server, options.address, options.preferredPort);
  let closing: Promise<void> | null = null;
  return {
    baseUrl: `http://${options.address}:${port}`,
    port,
    sockets,
    close(reason) {
      closing ??= new Promise<void>((resolve) => {
        sockets.disconnectAll(reason);
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** Listens on `preferred` when it is free, else on any free port. */
async function listen(server: http.Server, address: string, preferred: number | null): Promise<number> {
  const attempt = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, address, () => {
        server.off('error', reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  if (preferred !== null) {
    try {
      return await attempt(preferred);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' && (error as NodeJS.ErrnoException).code !== 'EACCES') throw error;
    }
  }
  return attempt(0);
}
