/**
 * Private screens for the shared screen's commands (issue 23): turn a game's phones on (its LAN
 * listener opens), make or revoke a seat's link, see who is connected, turn them off (the
 * listener closes and every link dies). Every commit of a game whose phones are on is pushed to
 * each connected device as that device's own snapshot. Closing the app closes the listeners but
 * keeps the links, so after a restart `screens.start` brings the same devices back on the same
 * port; deleting the game ends its screens as turning them off does.
 */
import type { Seat } from '../../shared/engine/contract';
import type { ScreensStatus, SeatLinkIssued } from '../../shared/ipc/contract';
import { SEAT_LINK_PREFIX, type SeatCloseReason } from '../../shared/ipc/seat-protocol';
import { groupLinkToken } from '../../shared/ipc/seat-link-token';
import type { Db } from '../services/database';
import { ServiceError } from '../services/errors';
import type { SessionService } from '../services/sessions';
import type { Clock } from './attempt-limits';
import { pickLanAddress } from './lan-address';
import { ScreensEvents, type ScreensChangeKind } from './screens-events';
import { SeatLinks } from './seat-links';
import { openSeatListener, type SeatListener } from './seat-listener';
import { seatSnapshotOf } from './seat-snapshot';

export interface ScreensOptions {
  /** The seat page's built files. */
  pageDir: string;
  /** The address to bind instead of the LAN's (tests: 127.0.0.1). */
  bindAddress?: string;
  now?: Clock;
  /** Electron's seat windows (seat-window.ts); a host without them answers screens.openWindow with seat_window_unavailable. */
  seatWindows?: SeatWindowOpener;
}

/** Opens a seat's link in a window of this computer (Electron's second monitor: SC33). */
export interface SeatWindowOpener {
  /** Brings the seat's open window forward; false when it has none. */
  focus(sessionId: string, seat: Seat): boolean;
  /** Opens a window at a fresh link of the seat; the page claims it as a phone's browser would. */
  open(target: { sessionId: string; seat: Seat; url: string }): void;
}

export class ScreensService {
  private readonly links: SeatLinks;
  private readonly listeners = new Map<string, Promise<SeatListener>>();
  private readonly unsubscribe: () => void;

  constructor(
    db: Db,
    private readonly sessions: SessionService,
    private readonly options: ScreensOptions | null,
    /** Told of every change of a game's devices (SC32); outlives a reopened file when the caller keeps it. */
    private readonly events: ScreensEvents = new ScreensEvents(),
  ) {
    this.links = new SeatLinks(db);
    this.unsubscribe = sessions.onEvent((event) => {
      const listener = this.listeners.get(event.sessionId);
      if (!listener) return;
      if (event.kind === 'committed') void listener.then((l) => l.sockets.pushAll(), () => null);
      // The rows went with the game (ON DELETE CASCADE); its listener goes too.
      else void this.closeListener(event.sessionId, 'screens_off');
    });
  }

  async start(sessionId: string): Promise<ScreensStatus> {
    const players = this.sessions.open(sessionId, null).session.players;
    if (!this.options) throw new ServiceError('screens_unavailable', 'This Velada cannot serve private screens');
    if (players.length === 0) throw new ServiceError('screens_unavailable', 'This game has no seats');
    const address = this.options.bindAddress ?? pickLanAddress();
    if (address === null) throw new ServiceError('no_network', 'This computer is on no network: connect it to the home Wi-Fi first');
    let opening = this.listeners.get(sessionId);
    if (!opening) {
      opening = this.open(sessionId, address, this.options);
      this.listeners.set(sessionId, opening);
      opening.catch(() => this.listeners.delete(sessionId));
    }
    const listener = await opening;
    this.links.recordHost(sessionId, listener.port);
    this.changed(sessionId, 'started');
    return this.status(sessionId);
  }

  /** A fresh link for `seat`; its old link is revoked and its device disconnected. */
  async link(sessionId: string, seat: Seat): Promise<SeatLinkIssued> {
    // invalid_seat, seat_is_bot (a bot has no device) and not_found come from here.
    this.sessions.ownDeviceView(sessionId, seat);
    const listener = await this.running(sessionId);
    const { token, revoked } = this.links.issue(sessionId, seat);
    for (const hash of revoked) listener.sockets.disconnect(hash, 'revoked');
    this.changed(sessionId, 'linked', seat);
    // Grouped in fours to be read and typed (`7K3M-9QXA-…`); the listener reads it with or without dashes.
    return { seat, url: `${listener.baseUrl}${SEAT_LINK_PREFIX}${groupLinkToken(token)}` };
  }

  async revoke(sessionId: string, seat: Seat): Promise<ScreensStatus> {
    const listener = await this.running(sessionId);
    const revoked = this.links.revoke(sessionId, seat);
    if (revoked) listener.sockets.disconnect(revoked, 'revoked');
    this.changed(sessionId, 'revoked', seat);
    return this.status(sessionId);
  }

  /**
   * The seat on a window of this computer (SC33): its open window comes forward, or a fresh link
   * (the seat's old device revoked, as *Nuevo enlace*) opens in a new one, which claims it.
   */
  async openWindow(sessionId: string, seat: Seat): Promise<ScreensStatus> {
    const windows = this.options?.seatWindows;
    if (!windows) throw new ServiceError('seat_window_unavailable', 'This Velada opens no seat windows: open the link in another tab');
    this.sessions.ownDeviceView(sessionId, seat);
    await this.running(sessionId);
    if (!windows.focus(sessionId, seat)) {
      const { url } = await this.link(sessionId, seat);
      windows.open({ sessionId, seat, url });
    }
    return this.status(sessionId);
  }

  async status(sessionId: string): Promise<ScreensStatus> {
    const { players, bots } = this.sessions.open(sessionId, null).session;
    const opening = this.listeners.get(sessionId);
    const listener = opening ? await opening.catch(() => null) : null;
    const connected = new Set(listener?.sockets.connectedSeats() ?? []);
    const live = new Map(this.links.liveLinks(sessionId).map((l) => [l.seat, l]));
    return {
      sessionId,
      on: listener !== null,
      baseUrl: listener?.baseUrl ?? null,
      seats: players.map((_, seat) => {
        const link = bots.includes(seat) ? undefined : live.get(seat);
        return { seat, link: link === undefined ? 'none' : link.claimed ? 'claimed' : 'waiting', connected: connected.has(seat) };
      }),
    };
  }

  /** Phones off: the listener closes (a connection attempt then fails) and every link of the game dies. */
  async stop(sessionId: string): Promise<ScreensStatus> {
    this.sessions.open(sessionId, null);
    await this.closeListener(sessionId, 'screens_off');
    this.links.stop(sessionId);
    return this.status(sessionId);
  }

  /** The app (or its data file) closes: every listener closes, the links stay for the next start. */
  async close(): Promise<void> {
    this.unsubscribe();
    // Not `screens_off`: that tells a page its link is dead, and these links live on (SC7, SC21).
    await Promise.all([...this.listeners.keys()].map((sessionId) => this.closeListener(sessionId, 'going_away')));
  }

  private open(sessionId: string, address: string, options: ScreensOptions): Promise<SeatListener> {
    return openSeatListener({
      sessionId,
      address,
      preferredPort: this.links.hostPort(sessionId),
      pageDir: options.pageDir,
      links: this.links,
      view: (seat) => seatSnapshotOf(this.sessions.ownDeviceView(sessionId, seat)),
      act: (seat, expectedSeq, action) => seatSnapshotOf(this.sessions.actOnOwnDevice(sessionId, seat, expectedSeq, action)),
      now: options.now,
      changed: (kind, seat) => this.changed(sessionId, kind, seat),
    });
  }

  private async running(sessionId: string): Promise<SeatListener> {
    const opening = this.listeners.get(sessionId);
    const listener = opening ? await opening.catch(() => null) : null;
    if (!listener) throw new ServiceError('screens_off', 'Turn phones on for this game first', { sessionId });
    return listener;
  }

  private async closeListener(sessionId: string, reason: SeatCloseReason): Promise<void> {
    const opening = this.listeners.get(sessionId);
    if (!opening) return;
    this.listeners.delete(sessionId);
    const listener = await opening.catch(() => null);
    await listener?.close(reason);
    this.changed(sessionId, 'stopped');
  }

  private changed(sessionId: string, kind: ScreensChangeKind, seat: Seat | null = null): void {
    this.events.emit({ sessionId, kind, seat });
  }
}
