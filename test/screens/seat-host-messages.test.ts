/**
 * What a seat's device may say on its socket (issue 23): seat.hello and seat.act, nothing else.
 * Every command of the local contract is refused by name; a device cannot look or act as another
 * seat or reach another game; malformed, oversized and flooding messages are refused or closed;
 * and no refused message writes a byte of the data file.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, type ScreensStatus, type SeatLinkIssued } from '../../shared/ipc/contract';
import { SEAT_MAX_FRAME_BYTES, type SeatServerMessage, type SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { MESSAGE_BURST } from '../../electron/screens/seat-socket';
import { command, connect, fileContents, opened, seatDevice, useScreensHost, type Device } from './seat-client';

const screens = useScreensHost('seat-messages');

/** A Grizzled game of three people with phones on; seat `seat`'s device, signed in. */
async function gameWithDevice(seat: number): Promise<{ sessionId: string; baseUrl: string; device: Device; cookie: string }> {
  const players = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }];
  const { id: sessionId } = await command<{ id: string }>(screens.host, 'sessions.create', { gameId: 'grizzled', players, seed: `messages-${seat}` });
  const { baseUrl } = await command<ScreensStatus>(screens.host, 'screens.start', { sessionId });
  const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat });
  return { sessionId, baseUrl: baseUrl!, ...(await seatDevice(url)) };
}

function refusal(answer: SeatServerMessage): string {
  if (!('result' in answer) || answer.result.ok) throw new Error(`not a refusal: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.result.error.code;
}

function snapshotOf(answer: SeatServerMessage): SeatSnapshot {
  if (!('result' in answer) || !answer.result.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer.result.data;
}

describe('the seat socket: the allow-list', () => {
  it('answers seat.hello with the seat’s own snapshot, whether or not it decides now', async () => {
    const { sessionId, device } = await gameWithDevice(1);
    const hello = snapshotOf(await device.call('seat.hello'));
    expect(hello).toMatchObject({ sessionId, seat: 1, seq: 0, gameId: 'grizzled', players: [{ name: 'Ana', bot: false }, { name: 'Luis', bot: false }, { name: 'Eva', bot: false }] });
    expect(hello.deciding).toBe(hello.status.deciding.includes(1));
    if (!hello.deciding) expect(hello.legal).toEqual([]);
    // The shared screen's flow stays there: no hand-off, undo seat or bot pacing on a device.
    expect(Object.keys(hello)).not.toEqual(expect.arrayContaining(['handoffTo']));
    expect(hello).not.toHaveProperty('undoSeat');
    // At the shared screen the same seat's view is refused while it does not decide.
    const shared = await command<unknown>(screens.host, 'sessions.open', { sessionId, seat: hello.deciding ? (hello.status.deciding[0] === 0 ? 2 : 0) : 1 }).catch((e: Error) => e.message);
    expect(String(shared)).toContain('seat_not_deciding');
    device.ws.close();
  });

  it('refuses every command of the local contract, and any other name, with command_not_allowed, writing nothing', async () => {
    const first = await gameWithDevice(0);
    const before = fileContents(screens.host.dataFile);
    const names = [...COMMANDS, 'seat.admin', 'seat.open', 'seat.undo', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''];
    expect(COMMANDS.length).toBeGreaterThan(60);
    // A fresh socket (the same device reconnecting) per handful, so the flood brake is not what answers.
    let device = first.device;
    for (const [at, name] of names.entries()) {
      if (at > 0 && at % 10 === 0) {
        device.ws.close();
        device = opened(await connect(first.baseUrl, first.cookie));
      }
      const answer = await device.call(name, { sessionId: first.sessionId, seat: 0, expectedSeq: 0, name: 'x', profileId: 'x', locale: 'en', action: {} });
      expect(refusal(answer), name).toBe('command_not_allowed');
    }
    expect(fileContents(screens.host.dataFile)).toBe(before);
    // The socket still serves the seat after all that.
    expect(snapshotOf(await device.call('seat.hello')).seat).toBe(0);
    device.ws.close();
  });

  it('cannot look or act as another seat, or as another game: seat_mismatch, session_mismatch', async () => {
    const { sessionId, device } = await gameWithDevice(1);
    const other = await gameWithDevice(1);
    const hello = snapshotOf(await device.call('seat.hello'));
    const before = fileContents(screens.host.dataFile);
    expect(refusal(await device.call('seat.hello', { seat: 2 }))).toBe('seat_mismatch');
    expect(refusal(await device.call('seat.act', { seat: 0, expectedSeq: hello.seq, action: { type: 'x' } }))).toBe('seat_mismatch');
    expect(refusal(await device.call('seat.hello', { sessionId: other.sessionId }))).toBe('session_mismatch');
    expect(refusal(await device.call('seat.act', { sessionId: other.sessionId, expectedSeq: 0, action: {} }))).toBe('session_mismatch');
    expect(fileContents(screens.host.dataFile)).toBe(before);
    const snapshots = device.received.flatMap((m) => ('result' in m && m.result.ok ? [m.result.data] : 'push' in m && m.push === 'seat.snapshot' ? [m.snapshot] : []));
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) expect([snapshot.seat, (snapshot.view as { viewer: number }).viewer]).toEqual([1, 1]);
    // Another game's cookie is nobody on this game's listener, whatever name it is sent under.
    const mine = await cookieFor(sessionId);
    expect(await connect(other.baseUrl, mine)).toMatchObject({ refused: 401 });
    expect(await connect(other.baseUrl, other.cookie.split('=')[0] + '=' + mine.split('=')[1])).toMatchObject({ refused: 401 });
    device.ws.close();
    other.device.ws.close();
  });

  it('refuses a move of a seat that does not decide and a stale one, writing nothing; the decider’s move commits', async () => {
    const players = [{ name: 'Ana' }, { name: 'Luis' }, { name: 'Eva' }];
    const { id: sessionId } = await command<{ id: string }>(screens.host, 'sessions.create', { gameId: 'grizzled', players, seed: 'messages-act' });
    await command(screens.host, 'screens.start', { sessionId });
    const devices = await Promise.all([0, 1, 2].map(async (seat) => (await seatDevice((await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat })).url)).device));
    const hellos = await Promise.all(devices.map(async (d) => snapshotOf(await d.call('seat.hello'))));
    const decider = hellos.findIndex((h) => h.deciding && h.legal.length > 0);
    const idle = hellos.findIndex((h) => !h.deciding);
    expect(decider).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    const before = fileContents(screens.host.dataFile);
    const action = hellos[decider]!.legal[0] as Record<string, unknown>;
    expect(refusal(await devices[idle]!.call('seat.act', { expectedSeq: 0, action }))).not.toBe('command_not_allowed');
    expect(refusal(await devices[decider]!.call('seat.act', { expectedSeq: 5, action }))).toBe('stale_action');
    expect(refusal(await devices[decider]!.call('seat.act', { expectedSeq: -1, action }))).toBe('invalid_request');
    expect(refusal(await devices[decider]!.call('seat.act', { expectedSeq: 0 }))).toBe('invalid_request');
    expect(fileContents(screens.host.dataFile)).toBe(before);
    const moved = snapshotOf(await devices[decider]!.call('seat.act', { expectedSeq: 0, action }));
    expect(moved).toMatchObject({ seat: decider, seq: 1 });
    expect(refusal(await devices[decider]!.call('seat.act', { expectedSeq: 0, action }))).toBe('stale_action');
    for (const d of devices) d.ws.close();
  });
});

/** The cookie a fresh device of `sessionId` seat 0 gets (to present where it does not belong). */
async function cookieFor(sessionId: string): Promise<string> {
  const { url } = await command<SeatLinkIssued>(screens.host, 'screens.link', { sessionId, seat: 0 });
  const { cookie } = await seatDevice(url);
  return cookie;
}

describe('the seat socket: malformed, oversized and flooding messages', () => {
  it.each([
    ['not JSON', '{"id": 1, "command": ', 'bad_json'],
    ['no id', JSON.stringify({ command: 'seat.hello', request: {} }), 'bad_message'],
    ['a string id', JSON.stringify({ id: '1', command: 'seat.hello' }), 'bad_message'],
    ['an extra field', JSON.stringify({ id: 1, command: 'seat.hello', request: {}, seat: 2 }), 'bad_message'],
    ['an array', '[1,2,3]', 'bad_message'],
    ['a request past the depth cap', `{"id":1,"command":"seat.act","request":{"expectedSeq":0,"action":{"a":${'['.repeat(100)}${']'.repeat(100)}}}}`, 'json_too_deep'],
    ['an unknown request field', JSON.stringify({ id: 1, command: 'seat.hello', request: { admin: true } }), 'invalid_request'],
  ])('refuses %s by a typed error, writing nothing, and keeps the socket', async (_what, text, code) => {
    const { device } = await gameWithDevice(0);
    const before = fileContents(screens.host.dataFile);
    const answer = new Promise<SeatServerMessage>((resolve) => device.ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
    device.ws.send(text);
    expect(refusal(await answer)).toBe(code);
    expect(fileContents(screens.host.dataFile)).toBe(before);
    expect(snapshotOf(await device.call('seat.hello')).seat).toBe(0);
    device.ws.close();
  });

  it('refuses a binary message', async () => {
    const { device } = await gameWithDevice(0);
    const answer = new Promise<SeatServerMessage>((resolve) => device.ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
    device.ws.send(Buffer.from(JSON.stringify({ id: 1, command: 'seat.hello', request: {} })));
    expect(refusal(await answer)).toBe('bad_message');
    device.ws.close();
  });

  it('closes the socket on a frame over the limit (1009), unread', async () => {
    const { device } = await gameWithDevice(0);
    const before = fileContents(screens.host.dataFile);
    device.ws.send(JSON.stringify({ id: 1, command: 'seat.act', request: { expectedSeq: 0, action: { pad: 'x'.repeat(SEAT_MAX_FRAME_BYTES) } } }));
    expect((await device.closed).code).toBe(1009);
    expect(fileContents(screens.host.dataFile)).toBe(before);
  });

  it('closes a flooding socket (flooding, 1008) after its burst', async () => {
    const { device } = await gameWithDevice(0);
    for (let i = 0; i < MESSAGE_BURST * 3; i++) device.ws.send(JSON.stringify({ id: i + 1, command: 'seat.hello', request: {} }));
    const { code, reason } = await device.closed;
    expect(code).toBe(1008);
    expect(reason).toBe('flooding');
    const answers = device.received.filter((m) => 'result' in m);
    expect(answers.length).toBeLessThanOrEqual(MESSAGE_BURST + 1);
    expect(answers.at(-1)).toMatchObject({ result: { ok: false, error: { code: 'flooding' } } });
    expect(device.received.at(-1)).toEqual({ push: 'seat.closed', reason: 'flooding' });
  });
});
