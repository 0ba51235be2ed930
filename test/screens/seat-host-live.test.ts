/**
 * Seat screens live (issue 23), against the real listener: a commit — a device's move or a bot's
 * move the shared screen paced — is pushed to every connected device as that device's own view,
 * and no message any device received shows another seat's hand, Tryals or night answers (Salem's
 * privacy scan, test/e2e/salem-secrets.ts, against the true state of each seq). A revoked device
 * is disconnected and refused; a device reconnects by its cookie after the app restarts.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMMAND_SOCKET_PATH } from '../../electron/web/command-socket';
import type { Seat } from '../../shared/engine/contract';
import type { SalemAction, SalemState, SalemView } from '../../shared/games/salem/types';
import type { ScreensStatus, SeatLinkIssued, SessionSnapshot } from '../../shared/ipc/contract';
import type { SeatServerMessage, SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { statesOf } from '../e2e/recorded-truth';
import { knowledge, viewLeaks } from '../e2e/salem-secrets';
import { plain } from '../persistence/salem-play';
import { command, connect, openLink, opened, seatDevice, useScreensHost, type Device } from './seat-client';

const screens = useScreensHost('seat-live');

function snapshotsIn(received: readonly SeatServerMessage[]): SeatSnapshot[] {
  return received.flatMap((m) => ('result' in m && m.result.ok ? [m.result.data] : 'push' in m && m.push === 'seat.snapshot' ? [m.snapshot] : []));
}

function latestOf(answer: SeatServerMessage): SeatSnapshot {
  if (!('result' in answer) || !answer.result.ok) throw new Error(JSON.stringify(answer));
  return answer.result.data;
}

function latest(device: Device): SeatSnapshot {
  return snapshotsIn(device.received).reduce((a, b) => (b.seq >= a.seq ? b : a));
}

describe('seat screens live: pushes carry only each seat’s own view', () => {
  it('pushes every commit to every device within the tick, and no device ever receives another seat’s secrets', async () => {
    const names = ['Ana', 'Luis', 'Eva', 'Leo', 'Sara'];
    const players = names.map((name, seat) => ({ name, ...(seat === 4 ? { bot: true } : {}) }));
    const { id: sessionId } = await command<{ id: string }>(screens.host, 'sessions.create', { gameId: 'salem', players, options: { nightSeconds: 1 }, seed: 'seat-live-1' });
    await command(screens.host, 'screens.start', { sessionId });
    const devices: Device[] = [];
    for (const seat of [0, 1, 2, 3]) {
      const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat });
      devices.push((await seatDevice(url)).device);
    }
    for (const device of devices) await device.call('seat.hello');
    expect((await command<ScreensStatus>(screens.host, 'screens.status', { sessionId })).seats.map((s) => [s.link, s.connected])).toEqual([
      ['claimed', true], ['claimed', true], ['claimed', true], ['claimed', true], ['none', false],
    ]);

    let seq = 0;
    let botMoves = 0;
    for (let commits = 0; commits < 40; commits++) {
      const shown = devices.map(latest);
      const status = shown[0]!.status;
      if (status.result !== null) break;
      if (status.deciding[0] === 4) {
        await command<SessionSnapshot>(screens.host, 'sessions.botStep', { sessionId, expectedSeq: seq });
        botMoves++;
      } else {
        const mover = shown.findIndex((s) => s.deciding && s.legal.length > 0);
        expect(mover, `someone decides at ${seq}`).toBeGreaterThanOrEqual(0);
        const action = plain(shown[mover]!.legal as SalemAction[]);
        const answer = await devices[mover]!.call('seat.act', { expectedSeq: seq, action });
        expect(answer, `seat ${mover} at ${seq}`).toMatchObject({ result: { ok: true } });
      }
      const pushed = await Promise.all(devices.map((d) => d.snapshotAfter(seq)));
      seq++;
      pushed.forEach((snapshot, seat) => {
        expect(snapshot).toMatchObject({ seq, seat });
        // A decision that has passed is never offered again.
        if (!snapshot.deciding) expect(snapshot.legal).toEqual([]);
      });
    }
    expect(seq).toBeGreaterThan(10);

    const truth = statesOf(screens.host.dataFile, sessionId);
    const knownTo = knowledge(truth);
    let checks = 0;
    devices.forEach((device, seat) => {
      for (const snapshot of snapshotsIn(device.received)) {
        expect(snapshot.seat).toBe(seat);
        const state = truth.at(snapshot.seq) as SalemState;
        const leaks = viewLeaks(state, seat as Seat, snapshot.view as SalemView, snapshot.legal, knownTo(seat as Seat, snapshot.seq));
        expect(leaks, `seat ${seat} seq ${snapshot.seq}`).toEqual([]);
        checks++;
      }
    });
    expect(checks).toBeGreaterThan(4 * seq);
    // The scan sees a leak when there is one: seat 0's own screen, read as if it were seat 1's.
    const own = snapshotsIn(devices[0]!.received).at(-1)!;
    expect(viewLeaks(truth.at(own.seq) as SalemState, 1, own.view as SalemView, own.legal, knownTo(1, own.seq)).length).toBeGreaterThan(0);
    // The bot's seat has no device and no link.
    expect(await command(screens.host, 'screens.link', { sessionId, seat: 4 }).catch((e: Error) => e.message)).toBe('screens.link: seat_is_bot');
    // Commits made at the shared screen (a bot's move it paced) were pushed like the devices' own.
    expect(botMoves).toBeGreaterThan(0);
    for (const device of devices) device.ws.close();
    await command(screens.host, 'screens.stop', { sessionId });
  });
});

describe('seat screens: revoke, move, restart', () => {
  async function grizzled(seed: string): Promise<string> {
    const players = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }];
    return (await command<{ id: string }>(screens.host, 'sessions.create', { gameId: 'grizzled', players, seed })).id;
  }

  it('disconnects a revoked device and refuses it from then on; a seat moved to a new device works there only', async () => {
    const sessionId = await grizzled('revoke');
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url: oldUrl } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 1 });
    const old = await seatDevice(oldUrl);
    await old.device.call('seat.hello');
    const status = await command<ScreensStatus>(screens.host, 'screens.revoke', { sessionId, seat: 1 });
    expect(status.seats[1]).toEqual({ seat: 1, link: 'none', connected: false });
    expect(await old.device.closed).toEqual({ code: 4001, reason: 'revoked' });
    expect(old.device.received.at(-1)).toEqual({ push: 'seat.closed', reason: 'revoked' });
    const again = await connect(baseUrl!, old.cookie);
    expect(again).toMatchObject({ refused: 410 });
    expect(JSON.parse((again as { body: string }).body)).toMatchObject({ error: { code: 'device_revoked' } });
    const reopened = await openLink(oldUrl, old.cookie);
    expect(reopened.res.status).toBe(410);
    expect(JSON.parse(reopened.res.body)).toMatchObject({ error: { code: 'link_revoked' } });

    // Moved: a new link, a new device; moving it once more disconnects that one too.
    const { url: newUrl } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 1 });
    expect(newUrl).not.toBe(oldUrl);
    const moved = await seatDevice(newUrl);
    expect(await moved.device.call('seat.hello')).toMatchObject({ result: { ok: true, data: { seat: 1 } } });
    await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 1 });
    expect((await moved.device.closed).code).toBe(4001);
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('tells the shared screen’s command socket of a phone’s move (sessions.committed: the game and its seq, nothing else)', async () => {
    const sessionId = await grizzled('shared-push');
    await command(screens.host, 'screens.start', { sessionId });
    const devices = await Promise.all([0, 1, 2].map(async (seat) => (await seatDevice((await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat })).url)).device));
    const shared = new WebSocket(`ws://127.0.0.1:${screens.host.port}${COMMAND_SOCKET_PATH}`, { origin: screens.host.url });
    await new Promise((resolve) => shared.once('open', resolve));
    const heard = new Promise<unknown>((resolve) => shared.once('message', (data) => resolve(JSON.parse(data.toString()))));
    const hellos = await Promise.all(devices.map(async (d) => latestOf(await d.call('seat.hello'))));
    const mover = hellos.findIndex((h) => h.deciding && h.legal.length > 0);
    expect(await devices[mover]!.call('seat.act', { expectedSeq: 0, action: hellos[mover]!.legal[0] })).toMatchObject({ result: { ok: true } });
    expect(await heard).toEqual({ push: 'sessions.committed', sessionId, seq: 1 });
    shared.close();
    for (const d of devices) d.ws.close();
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('SC32: tells the shared screen’s command socket when a phone claims, connects, drops or is removed (screens.changed: the game only)', async () => {
    const sessionId = await grizzled('screens-push');
    const shared = new WebSocket(`ws://127.0.0.1:${screens.host.port}${COMMAND_SOCKET_PATH}`, { origin: screens.host.url });
    await new Promise((resolve) => shared.once('open', resolve));
    const texts: string[] = [];
    shared.on('message', (data) => texts.push(data.toString()));
    const heardSince = async (count: number) => {
      await expect.poll(() => texts.length).toBeGreaterThan(count);
      return texts.slice(count).map((t) => JSON.parse(t) as unknown);
    };
    await command(screens.host, 'screens.start', { sessionId });
    expect(await heardSince(0)).toContainEqual({ push: 'screens.changed', sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    let count = texts.length;
    // The phone opens its link: the shared screen hears of it with no request of its own.
    const { cookie } = await openLink(url);
    expect(await heardSince(count)).toEqual([{ push: 'screens.changed', sessionId }]);
    count = texts.length;
    const device = opened(await connect(new URL(url).origin, cookie));
    expect(await heardSince(count)).toEqual([{ push: 'screens.changed', sessionId }]);
    count = texts.length;
    device.ws.close();
    expect(await heardSince(count)).toEqual([{ push: 'screens.changed', sessionId }]);
    count = texts.length;
    await command(screens.host, 'screens.stop', { sessionId });
    expect(await heardSince(count)).toContainEqual({ push: 'screens.changed', sessionId });
    // Nothing secret rode a push: no token, no link, no cookie.
    const token = url.slice(url.lastIndexOf('/') + 1);
    for (const text of texts) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('http');
      expect(text).not.toContain(cookie!.split('=')[1]!);
      expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['push', 'sessionId']);
    }
    shared.close();
  });

  it('a second socket of the same device replaces the first (a reconnect is never locked out)', async () => {
    const sessionId = await grizzled('replace');
    await command(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
    const first = await seatDevice(url);
    const second = opened(await connect(new URL(url).origin, first.cookie));
    expect(await first.device.closed).toEqual({ code: 4003, reason: 'replaced' });
    expect(await second.call('seat.hello')).toMatchObject({ result: { ok: true, data: { seat: 0 } } });
    second.ws.close();
    await command(screens.host, 'screens.stop', { sessionId });
  });

  it('after the app restarts the listener stays off until phones are turned on again, then the device reconnects by its cookie on the same port', async () => {
    const sessionId = await grizzled('restart');
    const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
    const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 2 });
    const { device, cookie } = await seatDevice(url);
    await device.call('seat.hello');
    const host = await screens.restart();
    // The app closing is no "phones off" (SC21): the page is told to come back, not that its link died.
    expect((await device.closed).code).toBe(1001);
    expect(device.received).toContainEqual({ push: 'seat.closed', reason: 'going_away' });
    const port = Number(new URL(baseUrl!).port);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    expect(await command<ScreensStatus>(host, 'screens.status', { sessionId })).toMatchObject({ on: false, seats: [{ link: 'none' }, { link: 'none' }, { link: 'claimed', connected: false }] });
    const on = await command<ScreensStatus>(host, 'screens.start', { sessionId });
    expect(on.baseUrl).toBe(baseUrl);
    const back = opened(await connect(on.baseUrl!, cookie));
    expect(await back.call('seat.hello')).toMatchObject({ result: { ok: true, data: { seat: 2, sessionId } } });
    expect((await command<ScreensStatus>(host, 'screens.status', { sessionId })).seats[2]).toEqual({ seat: 2, link: 'claimed', connected: true });
    back.ws.close();
    await command(host, 'screens.stop', { sessionId });
  });
});
