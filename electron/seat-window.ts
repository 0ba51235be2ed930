/**
 * Electron's seat windows (issue 23, SC33–SC35): *"open a seat window (Electron: a second window for
 * a second monitor)"*. A seat's window loads the seat's fresh link on its game's LAN listener, so its
 * page claims the link, gets its cookie and its view exactly as a phone's browser does: nothing of
 * main's IPC, no preload, no Node. Each window has a session of its own (in memory, never on disk),
 * since the seat cookie is named per game, not per seat: two seats' windows sharing a jar would
 * overwrite each other's. That session loads nothing but the listener's own origin (http and its
 * socket), grants no permission, and the window navigates nowhere else and opens no window.
 * It opens on a second display when there is one, else beside the main window, and closes when its
 * seat is revoked or moved, when phones are turned off or the game is deleted, and with the main
 * window. The Electron objects come in as parameters (main.ts passes the real ones, tests fakes),
 * so this file imports nothing of Electron's at run time.
 */
import type { Seat } from '../shared/engine/contract';
import type { ScreensChange } from './screens/screens-events';
import type { SeatWindowOpener } from './screens/screens-service';
import type { Rect } from './window-state';
import { LOCKED_WEB_PREFERENCES } from './locked-preferences';

/** A seat window's size when it opens beside the main window (one display). */
export const SEAT_WINDOW_SIZE = { width: 1024, height: 720 } as const;
/** Each further window on the same display is moved this much, so none hides another exactly. */
export const CASCADE_STEP = 32;

interface NavigationEvent {
  preventDefault(): void;
}

/** What the seat windows use of a BrowserWindow's webContents. */
export interface SeatContentsLike {
  setWindowOpenHandler(handler: () => { action: 'deny' }): void;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent, url: string) => void): void;
}

/** What the seat windows use of a BrowserWindow. */
export interface SeatWindowLike {
  readonly webContents: SeatContentsLike;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): void;
  on(event: 'closed', listener: () => void): void;
  show(): void;
  focus(): void;
  close(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
}

/** What the seat windows use of an Electron session. */
export interface SeatSessionLike {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: () => boolean): void;
  webRequest: { onBeforeRequest(listener: (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void): void };
}

/** The BrowserWindow options of a seat window: the same locks as the main window's, and no preload. */
export interface SeatWindowOptions extends Rect {
  title: string;
  show: false;
  backgroundColor: string;
  autoHideMenuBar: true;
  webPreferences: {
    partition: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInSubFrames: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    webviewTag: false;
    spellcheck: false;
    devTools: boolean;
  };
}

export interface SeatWindowDeps {
  /** `new BrowserWindow(options)`. */
  createWindow(options: SeatWindowOptions): SeatWindowLike;
  /** `session.fromPartition(partition)`. */
  sessionFor(partition: string): SeatSessionLike;
  /** The work area of every display connected now (`screen.getAllDisplays()`). */
  displays(): Rect[];
  /** The main window's bounds, or null when it is gone. */
  mainBounds(): Rect | null;
  devTools?: boolean;
}

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const contains = (r: Rect, p: { x: number; y: number }) => p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height;

/**
 * Where a seat window opens: the whole work area of a display other than the main window's when
 * there is one (the second monitor), else beside the main window, inside its display. `opened` is
 * how many seat windows are open already: each further one steps down and right.
 */
export function seatWindowBounds(main: Rect | null, workAreas: readonly Rect[], opened: number): Rect {
  const mainDisplay = main ? workAreas.find((area) => contains(area, centre(main))) : undefined;
  const other = main ? workAreas.find((area) => area !== mainDisplay) : undefined;
  const step = opened * CASCADE_STEP;
  if (other) {
    return { x: other.x + step, y: other.y + step, width: Math.max(320, other.width - step), height: Math.max(320, other.height - step) };
  }
  const area = mainDisplay ?? workAreas[0] ?? { x: 0, y: 0, ...SEAT_WINDOW_SIZE };
  const width = Math.min(SEAT_WINDOW_SIZE.width, area.width);
  const height = Math.min(SEAT_WINDOW_SIZE.height, area.height);
  const from = main ?? area;
  // Beside the main window, pulled back inside its display.
  const x = Math.min(Math.max(from.x + CASCADE_STEP * (opened + 1), area.x), area.x + area.width - width);
  const y = Math.min(Math.max(from.y + CASCADE_STEP * (opened + 1), area.y), area.y + area.height - height);
  return { x, y, width, height };
}

/** Whether `url` is on the listener `origin` (http://address:port): its pages, or its socket (ws:). */
export function onSeatOrigin(url: string, origin: string): boolean {
  let at: URL;
  let own: URL;
  try {
    at = new URL(url);
    own = new URL(origin);
  } catch {
    return false;
  }
  return (at.protocol === 'http:' || at.protocol === 'ws:') && at.host === own.host && at.username === '' && at.password === '';
}

interface Open {
  sessionId: string;
  seat: Seat;
  window: SeatWindowLike;
  origin: string;
}

export interface SeatWindows extends SeatWindowOpener {
  /** Whether `contents` is a seat window's (main's own navigation rules then leave it to this file's). */
  owns(contents: unknown): boolean;
  /** A game's screens changed (SC32): a revoked or moved seat's window closes, and every window of a game whose phones went off. */
  changed(change: ScreensChange): void;
  /** The main window closed: every seat window goes with it. */
  closeAll(): void;
}

export function createSeatWindows(deps: SeatWindowDeps): SeatWindows {
  const open = new Map<string, Open>();
  const keyOf = (sessionId: string, seat: Seat) => `${sessionId}\u0000${seat}`;

  const alive = (sessionId: string, seat: Seat): Open | null => {
    const found = open.get(keyOf(sessionId, seat));
    return found && !found.window.isDestroyed() ? found : null;
  };

  const close = (entry: Open) => {
    open.delete(keyOf(entry.sessionId, entry.seat));
    if (!entry.window.isDestroyed()) entry.window.close();
  };

  function lockSession(partition: string, origin: string): void {
    const ses = deps.sessionFor(partition);
    ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    ses.setPermissionCheckHandler(() => false);
    // The seat page and its socket, from the listener itself; nothing else loads (no remote content).
    ses.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !(onSeatOrigin(details.url, origin) || details.url.startsWith('data:')) }));
  }

  return {
    focus(sessionId, seat) {
      const entry = alive(sessionId, seat);
      if (!entry) return false;
      if (entry.window.isMinimized()) entry.window.restore();
      entry.window.show();
      entry.window.focus();
      return true;
    },

    open({ sessionId, seat, url }) {
      const existing = open.get(keyOf(sessionId, seat));
      if (existing) close(existing);
      const origin = new URL(url).origin;
      const partition = `velada-seat:${sessionId}:${seat}`;
      lockSession(partition, origin);
      const opened = [...open.values()].filter((e) => !e.window.isDestroyed()).length;
      const bounds = seatWindowBounds(deps.mainBounds(), deps.displays(), opened);
      const window = deps.createWindow({
        ...bounds,
        title: 'Velada',
        show: false,
        backgroundColor: '#1b1b22',
        autoHideMenuBar: true,
        webPreferences: {
          partition,
          ...LOCKED_WEB_PREFERENCES,
          devTools: deps.devTools ?? false,
        },
      });
      const entry: Open = { sessionId, seat, window, origin };
      open.set(keyOf(sessionId, seat), entry);
      const contents = window.webContents;
      contents.setWindowOpenHandler(() => ({ action: 'deny' }));
      // The claim's 303 to `/` is a redirect on the same origin; anything off it is refused.
      const guard = (event: NavigationEvent, to: string) => {
        if (!onSeatOrigin(to, origin) || to.startsWith('ws:')) event.preventDefault();
      };
      contents.on('will-navigate', guard);
      contents.on('will-redirect', guard);
      window.once('ready-to-show', () => window.show());
      window.on('closed', () => {
        if (open.get(keyOf(sessionId, seat)) === entry) open.delete(keyOf(sessionId, seat));
      });
      // A listener gone before the page loaded: the window shows Chromium's error, and closes with the game.
      window.loadURL(url).catch(() => null);
    },

    owns(contents) {
      return [...open.values()].some((entry) => !entry.window.isDestroyed() && entry.window.webContents === contents);
    },

    changed(change) {
      for (const entry of [...open.values()]) {
        if (entry.sessionId !== change.sessionId) continue;
        const ended = change.kind === 'stopped' || ((change.kind === 'revoked' || change.kind === 'linked') && change.seat === entry.seat);
        if (ended) close(entry);
      }
    },

    closeAll() {
      for (const entry of [...open.values()]) close(entry);
    },
  };
}
