/**
 * Private screens (issue 23): the shared screen's commands to turn phones on for one game, make
 * and revoke each seat's link, see which seats are connected, and turn phones off. The seat
 * devices themselves never use these commands: they speak the seat protocol (../seat-protocol.ts)
 * on the game's own LAN listener. The shared screen gets a link's URL (it shows it as a QR code)
 * and nothing else secret: never a token's hash, never a device's credential.
 */
import { z } from 'zod';
import type { Seat } from '../../engine/contract';
import { id, seat } from './fields';

export const screenRequests = {
  /** Opens the game's LAN listener (off until then) and answers its address; links kept from before a restart still work. */
  'screens.start': z.object({ sessionId: id }).strict(),
  /** A fresh link for a seat: the seat's old link and its device are revoked first (a seat moved to another device). */
  'screens.link': z.object({ sessionId: id, seat }).strict(),
  /** Revokes a seat's link: its device is disconnected and refused from now on. */
  'screens.revoke': z.object({ sessionId: id, seat }).strict(),
  /** Which seats have a link, which are claimed and which are connected now. */
  'screens.status': z.object({ sessionId: id }).strict(),
  /** Closes the listener and invalidates every link of the game (a connection attempt then fails). */
  'screens.stop': z.object({ sessionId: id }).strict(),
  /** Electron only (SC33): the seat's window on this computer (a second monitor) comes forward, or opens at a fresh link. */
  'screens.openWindow': z.object({ sessionId: id, seat }).strict(),
} as const;

/** One seat's link as the shared screen may know it. */
export interface SeatScreenState {
  seat: Seat;
  /** none: no link; waiting: a link not yet opened; claimed: a device holds it. */
  link: 'none' | 'waiting' | 'claimed';
  /** A claimed device has its socket open now. */
  connected: boolean;
}

export interface ScreensStatus {
  sessionId: string;
  /** Whether the listener is open now. */
  on: boolean;
  /** http://<LAN address>:<port> while on, else null. */
  baseUrl: string | null;
  /** Every seat of the game (bots included, always 'none'). */
  seats: SeatScreenState[];
}

/** A seat's new link: the only secret the shared screen ever receives (as a QR code, once). */
export interface SeatLinkIssued {
  seat: Seat;
  url: string;
}

/**
 * Pushed to the shared screen (the web host's command socket, a message with no `id`) after every
 * commit of any game, wherever it was made: a phone's move, a bot's, this screen's own. Public
 * facts only; the table asks for what it may show (sessions.open) when the seq is newer than its own.
 */
export interface SessionCommittedPush {
  push: 'sessions.committed';
  sessionId: string;
  seq: number;
}

/**
 * Pushed to the shared screen when a game's private screens change (SC32): phones on or off, a link
 * made, claimed or revoked, a device connected or dropped. The game's id only — never a seat's link
 * or anything secret; the screen reads `screens.status` again.
 */
export interface ScreensChangedPush {
  push: 'screens.changed';
  sessionId: string;
}

export interface ScreenResponses {
  'screens.start': ScreensStatus;
  'screens.link': SeatLinkIssued;
  'screens.revoke': ScreensStatus;
  'screens.status': ScreensStatus;
  'screens.stop': ScreensStatus;
  'screens.openWindow': ScreensStatus;
}
