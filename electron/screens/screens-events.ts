/**
 * What changed in a game's private screens (issue 23, SC32): phones turned on or off, a seat's
 * link made or revoked, a link claimed by a device, a device's socket connected or dropped. The
 * shared screen hears of it as `{push: 'screens.changed', sessionId}` and reads `screens.status`
 * again; nothing else of the change leaves main (never a token, a link or a credential). Main's
 * seat windows hear it too (the seat is named there, so a revoked seat's window closes).
 */
import type { Seat } from '../../shared/engine/contract';

export type ScreensChangeKind = 'started' | 'stopped' | 'linked' | 'revoked' | 'claimed' | 'connected' | 'disconnected';

export interface ScreensChange {
  sessionId: string;
  kind: ScreensChangeKind;
  /** The seat concerned; null for the whole game (phones on or off). */
  seat: Seat | null;
}

export type ScreensListener = (change: ScreensChange) => void;

export class ScreensEvents {
  private readonly listeners = new Set<ScreensListener>();

  /** Adds a listener; the function returned removes it. */
  on(listener: ScreensListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: ScreensChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // The change is made whatever a screen does with the news; the panel reads the status when it opens.
      }
    }
  }
}
