/**
 * What changed in a game's private screens (issue 23, SC32): phones turned on or off, a seat's
 * link made or revoked, a link claimed by a device, a device's socket connected or dropped. The
 * shared screen hears of it as `{push: 'screens.changed', sessionId}` and reads `screens.status`
 * again; nothing else of the change leaves main (never a token, a link or a credential). Main's
 * seat windows hear it too (the seat is named there, so a revoked seat's window closes).
 */
import type { Seat } from '../../shared/engine/contract';
import { Listeners } from '../services/listeners';

export type ScreensChangeKind = 'started' | 'stopped' | 'linked' | 'revoked' | 'claimed' | 'connected' | 'disconnected';

export interface ScreensChange {
  sessionId: string;
  kind: ScreensChangeKind;
  /** The seat concerned; null for the whole game (phones on or off). */
  seat: Seat | null;
}

export type ScreensListener = (change: ScreensChange) => void;

/** The services' private-screen news (screens-service.ts, handlers.ts). */
export class ScreensEvents extends Listeners<ScreensChange> {}
