/**
 * The seat protocol (issue 23): what a seat's own device (a phone, another window) and the game's
 * LAN listener say to each other. Routes, the cookie, the messages a device may send (an explicit
 * allow-list of two), what the listener pushes, and every refusal's code. Pure: the listener
 * (electron/screens/) validates with these schemas, and the seat page will import the same types.
 *
 *   GET /s/<link token>   claims the link (26 Crockford base32 characters, read without dashes and in
 *                         any case; or a 43-character link of before SC26: seat-link-token.ts):
 *                         Set-Cookie <SEAT_COOKIE_PREFIX><key>=<device credential>
 *                         (HttpOnly; SameSite=Strict; Path=/) and 303 to SEAT_PAGE_PATH (no token in it)
 *   GET /, /assets/…      the seat page's static files, with the local host's CSP
 *   GET SEAT_SOCKET_PATH  the WebSocket, authenticated by that cookie; own Origin and Host only
 */
import { z } from 'zod';
import type { BotLevel } from '../engine/bot-level';
import type { GameStatus, Seat } from '../engine/contract';
import type { GameId } from './commands/fields';
import type { UndoNote } from './commands/sessions';
import { id, seat } from './commands/fields';
import { BASE64URL_256_PATTERN } from './seat-link-token';

// The routes live apart (no zod there) so the seat page can import them without the validation code.
export { SEAT_LINK_PREFIX, SEAT_PAGE_PATH, SEAT_SOCKET_PATH } from './seat-routes';
/** The cookie's name is this plus a key derived from the session, so two games on one phone keep two cookies. */
export const SEAT_COOKIE_PREFIX = 'velada_seat_';
/**
 * A device credential (never typed): 32 random bytes, base64url without padding (256 bits). A link's
 * token is shorter, to be typed (128 bits, Crockford base32: seat-link-token.ts, SC26).
 */
export const SEAT_SECRET_PATTERN = BASE64URL_256_PATTERN;
/** A seat message is small (an action); anything larger closes the socket unread (1009). */
export const SEAT_MAX_FRAME_BYTES = 16 * 1024;

/** The only two commands a seat device may send. Anything else is `command_not_allowed`. */
export const SEAT_COMMANDS = ['seat.hello', 'seat.act'] as const;
export type SeatCommand = (typeof SEAT_COMMANDS)[number];

/**
 * `seat` and `sessionId` are optional: the device's seat and game come from its credential, never
 * from the message. A page may name them to be told plainly when it is not what it thinks it is.
 */
const whoAmI = { sessionId: id.optional(), seat: seat.optional() };

export const seatRequests = {
  'seat.hello': z.object(whoAmI).strict(),
  'seat.act': z.object({ ...whoAmI, expectedSeq: z.number().int().min(0), action: z.record(z.string(), z.unknown()) }).strict(),
} as const;

export type SeatActRequest = z.output<(typeof seatRequests)['seat.act']>;

/** One message from a device: `{id, command, request}`; the answer carries the same id. */
export const seatMessage = z.object({ id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), command: z.string().max(64), request: z.unknown() }).strict();

/** What a seat's own screen shows: only that seat's view, whenever it looks. */
export interface SeatSnapshot {
  sessionId: string;
  gameId: GameId;
  title: string;
  seat: Seat;
  /** The players' public names, in seat order, and which are bots (a bot with its level: issue 24). */
  players: { name: string; bot: boolean; botLevel?: BotLevel }[];
  seq: number;
  /** Public: whose turn (deciding), the phase, the result, the public summary. */
  status: GameStatus;
  /** Whether this seat decides now; `legal` is empty when not. */
  deciding: boolean;
  /** This seat's own view (its log: the public lines and those addressed to it). */
  view: unknown;
  legal: unknown[];
  openInformation: boolean;
  undos: UndoNote[];
}

export type SeatResult<T> = { ok: true; data: T } | { ok: false; error: { code: SeatErrorCode | string; params: Record<string, string | number>; message: string } };

/** Server → device: an answer to a message, or a push. A snapshot whose seq is not newer than the one shown is ignored. */
export type SeatServerMessage =
  | { id: number | null; result: SeatResult<SeatSnapshot> }
  | { push: 'seat.snapshot'; snapshot: SeatSnapshot }
  | { push: 'seat.closed'; reason: SeatCloseReason };

/** `going_away`: the app is closing; its links stay, so the page tries again (SC7, SC21). */
export type SeatCloseReason = 'revoked' | 'screens_off' | 'replaced' | 'flooding' | 'going_away';

/** WebSocket close codes the listener uses (4000–4999 are the application's). */
export const SEAT_CLOSE_CODES: Readonly<Record<SeatCloseReason, number>> = {
  revoked: 4001,
  screens_off: 4002,
  replaced: 4003,
  // Policy violation: the connection sent more than its budget.
  flooding: 1008,
  // The app closes (or restarts): the links stay, and the page reconnects when phones are on again.
  going_away: 1001,
};

/** Every refusal a device (or a stranger) can get, each with its own code. */
export const SEAT_ERROR_CODES = [
  // Links and credentials (HTTP and the upgrade).
  'link_unknown', // no such link (a guess, a typo, or a link of games whose phones were turned off)
  'link_revoked', // the seat was moved or revoked
  'link_claimed', // another device already holds this link
  'not_signed_in', // an upgrade without this game's cookie
  'device_unknown', // a cookie that names no device (made up, or from before phones were turned off)
  'device_revoked', // the device's link was revoked
  'too_many_attempts', // too many wrong tokens or cookies from this address: wait a minute
  'forbidden_host',
  'forbidden_origin',
  'not_found',
  'method_not_allowed',
  // Messages.
  'bad_json',
  'bad_message',
  'command_not_allowed', // anything but seat.hello and seat.act
  'invalid_request',
  'seat_mismatch', // the message names a seat that is not this device's
  'session_mismatch', // the message names another game
  'flooding',
] as const;
export type SeatErrorCode = (typeof SEAT_ERROR_CODES)[number];
