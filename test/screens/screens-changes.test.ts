/**
 * SC32–SC33 through the services' one door: every change of a game's devices (phones on or off, a
 * link made, claimed or revoked, a device connected or dropped) is told to the services' listeners
 * as it happens, so the shared screen is pushed instead of polling; and `screens.openWindow` opens a
 * fresh link of the seat in a window of this computer (a fake opener here: the real one is Electron's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract';
import type { ScreensStatus, SeatLinkIssued, SessionSummary } from '../../shared/ipc/contract';
import type { ScreensChange } from '../../electron/screens/screens-events';
import type { SeatWindowOpener } from '../../electron/screens/screens-service';
import { useIpcServices } from '../fixtures/ipc-services';
import { openLink, seatDevice } from './seat-client';

/** Electron's seat windows as the service sees them: which seat has one open, and every window opened. */
class FakeWindows implements SeatWindowOpener {
  readonly opened: { sessionId: string; seat: Seat; url: string }[] = [];
  readonly open_ = new Set<string>();
  focused: string[] = [];
  focus(sessionId: string, seat: Seat): boolean {
    const key = `${sessionId}:${seat}`;
    if (!this.open_.has(key)) return false;
    this.focused.push(key);
    return true;
  }
  open(target: { sessionId: string; seat: Seat; url: string }): void {
    this.opened.push(target);
    this.open_.add(`${target.sessionId}:${target.seat}`);
  }
}

let windows = new FakeWindows();
const ipc = useIpcServices('screens-changes', (dir) => {
  mkdirSync(`${dir}/seat`, { recursive: true });
  writeFileSync(`${dir}/seat/index.html`, '<!doctype html>');
  windows = new FakeWindows();
  return { screens: { pageDir: `${dir}/seat`, bindAddress: '127.0.0.1', seatWindows: windows } };
});

async function newGame(): Promise<string> {
  return (await ipc.ok<SessionSummary>('sessions.create', { gameId: 'grizzled', players: [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva', bot: true }] })).id;
}

function listen(): ScreensChange[] {
  const heard: ScreensChange[] = [];
  ipc.services().onScreensChange((change) => heard.push(change));
  return heard;
}

const kinds = (heard: ScreensChange[]) => heard.map((c) => `${c.kind}${c.seat === null ? '' : `:${c.seat}`}`);

describe('SC32: the screens service tells of every change of a game’s devices', () => {
  it('phones on, a link made, claimed, connected, dropped, revoked, phones off — each as it happens', async () => {
    const sessionId = await newGame();
    const heard = listen();
    await ipc.ok('screens.start', { sessionId });
    expect(kinds(heard)).toEqual(['started']);
    const { url } = await ipc.ok<SeatLinkIssued>('screens.link', { sessionId, seat: 1 });
    expect(kinds(heard)).toEqual(['started', 'linked:1']);
    // A phone opens its link: told before the browser has followed the redirect.
    const { cookie } = await openLink(url);
    expect(cookie).not.toBeNull();
    expect(kinds(heard).at(-1)).toBe('claimed:1');
    // Opening it again from the same phone changes nothing, and tells nothing.
    await openLink(url, cookie!);
    expect(kinds(heard).filter((k) => k === 'claimed:1')).toHaveLength(1);
    const { device } = await seatDevice((await ipc.ok<SeatLinkIssued>('screens.link', { sessionId, seat: 0 })).url);
    await expect.poll(() => kinds(heard).at(-1)).toBe('connected:0');
    device.ws.close();
    await expect.poll(() => kinds(heard).at(-1)).toBe('disconnected:0');
    await ipc.ok('screens.revoke', { sessionId, seat: 1 });
    expect(kinds(heard).at(-1)).toBe('revoked:1');
    await ipc.ok('screens.stop', { sessionId });
    expect(kinds(heard).at(-1)).toBe('stopped');
    expect(heard.every((c) => c.sessionId === sessionId)).toBe(true);
    // Nothing secret in a change: the game, a kind, a seat.
    for (const change of heard) expect(Object.keys(change).sort()).toEqual(['kind', 'seat', 'sessionId']);
  });

  it('a revoked device dropped by its revoke is told once as revoked, and a deleted game’s screens as stopped', async () => {
    const sessionId = await newGame();
    await ipc.ok('screens.start', { sessionId });
    const { device } = await seatDevice((await ipc.ok<SeatLinkIssued>('screens.link', { sessionId, seat: 0 })).url);
    await device.call('seat.hello');
    const heard = listen();
    await ipc.ok('screens.revoke', { sessionId, seat: 0 });
    expect(kinds(heard)).toEqual(['disconnected:0', 'revoked:0']);
    await ipc.ok('sessions.delete', { sessionId });
    await expect.poll(() => kinds(heard).at(-1)).toBe('stopped');
  });
});

describe('SC33: screens.openWindow — the seat in a window of this computer', () => {
  it('opens the seat’s fresh link on the listener’s own address; the window claims it like a phone', async () => {
    const sessionId = await newGame();
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 0 })).toMatchObject({ code: 'screens_off' });
    const { baseUrl } = await ipc.ok<ScreensStatus>('screens.start', { sessionId });
    const heard = listen();
    const status = await ipc.ok<ScreensStatus>('screens.openWindow', { sessionId, seat: 1 });
    expect(status.seats[1]).toEqual({ seat: 1, link: 'waiting', connected: false });
    expect(windows.opened).toHaveLength(1);
    const [opened] = windows.opened;
    expect(opened).toMatchObject({ sessionId, seat: 1 });
    expect(opened!.url.startsWith(`${baseUrl}/s/`)).toBe(true);
    expect(kinds(heard)).toEqual(['linked:1']);
    // The window's page opens the link as a phone's browser does.
    await seatDevice(opened!.url);
    expect((await ipc.ok<ScreensStatus>('screens.status', { sessionId })).seats[1]).toEqual({ seat: 1, link: 'claimed', connected: true });
    // Its window still open: asked again, it comes forward; no new link, the window keeps its seat.
    expect((await ipc.ok<ScreensStatus>('screens.openWindow', { sessionId, seat: 1 })).seats[1]).toMatchObject({ link: 'claimed' });
    expect(windows.opened).toHaveLength(1);
    expect(windows.focused).toEqual([`${sessionId}:1`]);
    await ipc.ok('screens.stop', { sessionId });
  });

  it('validates its request and refuses a bot’s seat, an unknown seat, and a host without seat windows', async () => {
    const sessionId = await newGame();
    await ipc.ok('screens.start', { sessionId });
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 'x' })).toMatchObject({ code: 'invalid_request' });
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 0, url: 'http://example.com/' })).toMatchObject({ code: 'invalid_request' });
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 2 })).toMatchObject({ code: 'seat_is_bot' });
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 5 })).toMatchObject({ code: 'invalid_seat' });
    expect(windows.opened).toEqual([]);
    await ipc.ok('screens.stop', { sessionId });
    const web = ipc.restart({ screens: { pageDir: ipc.file('seat'), bindAddress: '127.0.0.1' } });
    await web.ready;
    await ipc.ok('screens.start', { sessionId });
    expect(await ipc.refused('screens.openWindow', { sessionId, seat: 0 })).toMatchObject({ code: 'seat_window_unavailable' });
    await ipc.ok('screens.stop', { sessionId });
  });
});
