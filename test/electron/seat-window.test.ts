/**
 * Electron's seat windows (SC33–SC35) with fakes in Electron's place: the window's locks (no preload,
 * sandbox, context isolation, no Node, a session of its own), navigation and loads held to the seat
 * listener's origin, windows refused, a second display used when there is one, and the window closed
 * when its seat is revoked or moved, when phones go off, and with the main window.
 */
import { describe, expect, it } from 'vitest';
import { CASCADE_STEP, createSeatWindows, onSeatOrigin, seatWindowBounds, SEAT_WINDOW_SIZE, type SeatSessionLike, type SeatWindowLike, type SeatWindowOptions } from '../../electron/seat-window';
import type { Rect } from '../../electron/window-state';

type Listener = (...args: never[]) => unknown;

class FakeContents {
  readonly listeners = new Map<string, Listener[]>();
  openHandler: (() => { action: string }) | null = null;
  setWindowOpenHandler(handler: () => { action: 'deny' }): void {
    this.openHandler = handler;
  }
  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  /** Whether a navigation (or redirect) to `url` goes ahead. */
  navigates(event: 'will-navigate' | 'will-redirect', url: string): boolean {
    let prevented = false;
    for (const l of this.listeners.get(event) ?? []) (l as (e: { preventDefault(): void }, u: string) => void)({ preventDefault: () => (prevented = true) }, url);
    return !prevented;
  }
}

class FakeWindow implements SeatWindowLike {
  readonly webContents = new FakeContents();
  loaded: string[] = [];
  shown = 0;
  focused = 0;
  destroyed = false;
  minimized = false;
  private readonly handlers = new Map<string, (() => void)[]>();
  constructor(readonly options: SeatWindowOptions) {}
  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    return Promise.resolve();
  }
  once(event: string, listener: () => void): void {
    this.on(event, listener);
  }
  on(event: string, listener: () => void): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string): void {
    for (const l of this.handlers.get(event) ?? []) l();
  }
  show(): void {
    this.shown++;
  }
  focus(): void {
    this.focused++;
  }
  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
}

class FakeSession implements SeatSessionLike {
  permission: ((c: unknown, p: string, cb: (g: boolean) => void) => void) | null = null;
  check: (() => boolean) | null = null;
  before: ((d: { url: string }, cb: (r: { cancel: boolean }) => void) => void) | null = null;
  webRequest = { onBeforeRequest: (l: (d: { url: string }, cb: (r: { cancel: boolean }) => void) => void) => void (this.before = l) };
  setPermissionRequestHandler(h: (c: unknown, p: string, cb: (g: boolean) => void) => void): void {
    this.permission = h;
  }
  setPermissionCheckHandler(h: () => boolean): void {
    this.check = h;
  }
  /** Whether a request for `url` is let through. */
  loads(url: string): boolean {
    let cancel = true;
    this.before!({ url }, (r) => (cancel = r.cancel));
    return !cancel;
  }
}

const PRIMARY: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const SECOND: Rect = { x: 1920, y: 0, width: 1280, height: 984 };
const MAIN: Rect = { x: 100, y: 80, width: 1280, height: 800 };
const URL_0 = 'http://192.168.1.20:41234/s/7K3M-9QXA-2B4C-6D8E-FGHJ-KMNP-TV';

function harness(displays: Rect[] = [PRIMARY, SECOND]) {
  const windows: FakeWindow[] = [];
  const sessions = new Map<string, FakeSession>();
  const seatWindows = createSeatWindows({
    createWindow: (options) => windows[windows.push(new FakeWindow(options)) - 1]!,
    sessionFor: (partition) => {
      if (!sessions.has(partition)) sessions.set(partition, new FakeSession());
      return sessions.get(partition)!;
    },
    displays: () => displays,
    mainBounds: () => MAIN,
  });
  return { windows, sessions, seatWindows };
}

describe('seat windows: the locks (SC34)', () => {
  it('open at the seat’s link with no preload, sandboxed, isolated, no Node, in a session of their own per seat', () => {
    const { windows, sessions, seatWindows } = harness();
    seatWindows.open({ sessionId: 'g1', seat: 0, url: URL_0 });
    seatWindows.open({ sessionId: 'g1', seat: 1, url: 'http://192.168.1.20:41234/s/AAAA' });
    const [first, second] = windows;
    expect(first!.loaded).toEqual([URL_0]);
    const prefs = first!.options.webPreferences as unknown as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInSubFrames: false, webSecurity: true, allowRunningInsecureContent: false, webviewTag: false });
    expect('preload' in prefs).toBe(false);
    // Two seats of one game: two cookie jars (the seat cookie is named per game), neither on disk.
    expect(first!.options.webPreferences.partition).not.toBe(second!.options.webPreferences.partition);
    for (const partition of sessions.keys()) expect(partition.startsWith('persist:')).toBe(false);
    expect(sessions.size).toBe(2);
    // Shown once drawn.
    expect(first!.shown).toBe(0);
    first!.emit('ready-to-show');
    expect(first!.shown).toBe(1);
  });

  it('deny new windows and every navigation, redirect or load off the listener’s origin; grant no permission', () => {
    const { windows, sessions, seatWindows } = harness();
    seatWindows.open({ sessionId: 'g1', seat: 0, url: URL_0 });
    const contents = windows[0]!.webContents;
    expect(contents.openHandler?.()).toEqual({ action: 'deny' });
    // The claim's 303 to the seat page is on the same origin.
    expect(contents.navigates('will-redirect', 'http://192.168.1.20:41234/')).toBe(true);
    expect(contents.navigates('will-navigate', 'http://192.168.1.20:41234/?x=1')).toBe(true);
    for (const url of ['http://192.168.1.20:41235/', 'http://192.168.1.21:41234/', 'https://example.com/', 'app://velada/index.html', 'file:///etc/passwd', 'http://user:pw@192.168.1.20:41234/', 'ws://192.168.1.20:41234/seat/socket']) {
      expect(contents.navigates('will-navigate', url), url).toBe(false);
      expect(contents.navigates('will-redirect', url), url).toBe(false);
    }
    const ses = [...sessions.values()][0]!;
    expect(ses.loads('http://192.168.1.20:41234/assets/seat.js')).toBe(true);
    expect(ses.loads('ws://192.168.1.20:41234/seat/socket')).toBe(true);
    for (const url of ['https://fonts.example.com/a.woff2', 'http://192.168.1.20:5317/api/sessions.list', 'ws://127.0.0.1:5317/api/socket', 'app://velada/index.html']) expect(ses.loads(url), url).toBe(false);
    let granted: boolean | null = null;
    ses.permission!(null, 'media', (g) => (granted = g));
    expect(granted).toBe(false);
    expect(ses.check!()).toBe(false);
    expect(seatWindows.owns(contents)).toBe(true);
    expect(seatWindows.owns(new FakeContents())).toBe(false);
  });

  it('onSeatOrigin takes the listener’s http pages and its ws socket only', () => {
    const origin = 'http://192.168.1.20:41234';
    expect(onSeatOrigin('http://192.168.1.20:41234/s/X', origin)).toBe(true);
    expect(onSeatOrigin('ws://192.168.1.20:41234/seat/socket', origin)).toBe(true);
    expect(onSeatOrigin('https://192.168.1.20:41234/', origin)).toBe(false);
    expect(onSeatOrigin('not a url', origin)).toBe(false);
  });
});

describe('seat windows: where they open (SC33)', () => {
  it('fill a display other than the main window’s, each further one a step in', () => {
    expect(seatWindowBounds(MAIN, [PRIMARY, SECOND], 0)).toEqual(SECOND);
    expect(seatWindowBounds(MAIN, [PRIMARY, SECOND], 1)).toEqual({ x: SECOND.x + CASCADE_STEP, y: CASCADE_STEP, width: SECOND.width - CASCADE_STEP, height: SECOND.height - CASCADE_STEP });
    // The main window on the second display: the seat goes to the first.
    expect(seatWindowBounds({ ...MAIN, x: 2000 }, [PRIMARY, SECOND], 0)).toEqual(PRIMARY);
  });

  it('with one display, open beside the main window and inside the display', () => {
    expect(seatWindowBounds(MAIN, [PRIMARY], 0)).toEqual({ x: MAIN.x + CASCADE_STEP, y: MAIN.y + CASCADE_STEP, ...SEAT_WINDOW_SIZE });
    const corner = seatWindowBounds({ x: 1500, y: 700, width: 400, height: 300 }, [PRIMARY], 0);
    expect(corner.x + corner.width).toBeLessThanOrEqual(PRIMARY.width);
    expect(corner.y + corner.height).toBeLessThanOrEqual(PRIMARY.height);
    const small = seatWindowBounds(null, [{ x: 0, y: 0, width: 800, height: 600 }], 0);
    expect(small).toEqual({ x: 0, y: 0, width: 800, height: 600 });
  });

  it('the real windows are placed so', () => {
    const { windows, seatWindows } = harness();
    seatWindows.open({ sessionId: 'g1', seat: 0, url: URL_0 });
    expect(windows[0]!.options).toMatchObject(SECOND);
  });
});

describe('seat windows: focused, and closed with their seat (SC33, SC35)', () => {
  it('an open window comes forward instead of opening another; a closed one does not', () => {
    const { windows, seatWindows } = harness();
    expect(seatWindows.focus('g1', 0)).toBe(false);
    seatWindows.open({ sessionId: 'g1', seat: 0, url: URL_0 });
    windows[0]!.minimized = true;
    expect(seatWindows.focus('g1', 0)).toBe(true);
    expect(windows[0]).toMatchObject({ minimized: false, focused: 1 });
    windows[0]!.close();
    expect(seatWindows.focus('g1', 0)).toBe(false);
    expect(seatWindows.owns(windows[0]!.webContents)).toBe(false);
  });

  it('close when their seat is revoked or moved, every window of a game when its phones go off, and all with the main window', () => {
    const { windows, seatWindows } = harness();
    seatWindows.open({ sessionId: 'g1', seat: 0, url: URL_0 });
    seatWindows.open({ sessionId: 'g1', seat: 1, url: URL_0 });
    seatWindows.open({ sessionId: 'g1', seat: 2, url: URL_0 });
    seatWindows.open({ sessionId: 'g2', seat: 0, url: URL_0 });
    // Claims, connections and drops close nothing, nor another game's or seat's change.
    for (const kind of ['claimed', 'connected', 'disconnected', 'started'] as const) seatWindows.changed({ sessionId: 'g1', kind, seat: 0 });
    seatWindows.changed({ sessionId: 'g2', kind: 'revoked', seat: 1 });
    expect(windows.map((w) => w.destroyed)).toEqual([false, false, false, false]);
    seatWindows.changed({ sessionId: 'g1', kind: 'revoked', seat: 0 });
    seatWindows.changed({ sessionId: 'g1', kind: 'linked', seat: 1 });
    expect(windows.map((w) => w.destroyed)).toEqual([true, true, false, false]);
    seatWindows.changed({ sessionId: 'g1', kind: 'stopped', seat: null });
    expect(windows.map((w) => w.destroyed)).toEqual([true, true, true, false]);
    seatWindows.closeAll();
    expect(windows.every((w) => w.destroyed)).toBe(true);
  });
});
