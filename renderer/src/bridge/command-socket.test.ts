import { describe, expect, it, vi } from 'vitest';
import { createCommandSocket, RECONNECT_AFTER_MS, SOCKET_OPEN, type SocketLike } from './command-socket';
import { hostPushOf } from './session-pushes';
import { createWebBridge, type FetchLike } from './web';

/** A socket the test drives: what the page sent, and the host's side (open, answer, close). */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { id: number; command: string; request: unknown }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  open(): void {
    this.readyState = SOCKET_OPEN;
    this.onopen?.({});
  }
  answer(id: number, result: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ id, result }) });
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  let clock = 0;
  const socket = createCommandSocket(
    () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    () => clock,
  );
  const requests: string[] = [];
  const fetchImpl: FetchLike = async (input) => {
    requests.push(input);
    return { status: 200, text: async () => JSON.stringify({ ok: true, data: { via: 'request' } }) };
  };
  const api = createWebBridge('', fetchImpl, socket) as unknown as Record<string, (r: unknown) => Promise<unknown>>;
  return { sockets, requests, api, advance: (ms: number) => (clock += ms) };
}

describe('the command socket (page side)', () => {
  it('opens at once, and sends commands as requests until it is open', async () => {
    const h = harness();
    expect(h.sockets).toHaveLength(1);
    expect(await h.api['app.info']!({})).toEqual({ ok: true, data: { via: 'request' } });
    expect(h.requests).toEqual(['/api/app.info']);
    expect(h.sockets[0]!.sent).toEqual([]);
  });

  it('sends commands on the open socket and settles each by its own id, in any order', async () => {
    const h = harness();
    h.sockets[0]!.open();
    const first = h.api['sessions.list']!({});
    const second = h.api['profiles.list']!({});
    const [a, b] = h.sockets[0]!.sent;
    expect(a).toMatchObject({ command: 'sessions.list', request: {} });
    expect(b).toMatchObject({ command: 'profiles.list' });
    h.sockets[0]!.answer(b!.id, { ok: true, data: ['second'] });
    h.sockets[0]!.answer(a!.id, { ok: true, data: ['first'] });
    expect(await first).toEqual({ ok: true, data: ['first'] });
    expect(await second).toEqual({ ok: true, data: ['second'] });
    expect(h.requests).toEqual([]);
  });

  it('answers a command cut off by a closing socket as a network error, as a failed request is', async () => {
    const h = harness();
    h.sockets[0]!.open();
    const cut = h.api['sessions.act']!({ sessionId: 's', seat: 0, action: {} });
    h.sockets[0]!.close();
    expect(await cut).toMatchObject({ ok: false, error: { code: 'network_error', params: { command: 'sessions.act' } } });
  });

  it('refuses an answer that is not a Result', async () => {
    const h = harness();
    h.sockets[0]!.open();
    const odd = h.api['app.info']!({});
    h.sockets[0]!.answer(h.sockets[0]!.sent[0]!.id, { surprise: true });
    expect(await odd).toMatchObject({ ok: false, error: { code: 'bad_response' } });
  });

  it('ignores answers to ids it never sent and messages that are not JSON', async () => {
    const h = harness();
    h.sockets[0]!.open();
    const pending = h.api['app.info']!({});
    h.sockets[0]!.onmessage?.({ data: 'not json' });
    h.sockets[0]!.answer(999, { ok: true, data: 'stray' });
    h.sockets[0]!.answer(h.sockets[0]!.sent[0]!.id, { ok: true, data: 'mine' });
    expect(await pending).toEqual({ ok: true, data: 'mine' });
  });

  it('after a close, carries commands as requests and opens a new socket only after a pause', async () => {
    const h = harness();
    h.sockets[0]!.open();
    h.sockets[0]!.close();
    await h.api['app.info']!({});
    expect(h.sockets).toHaveLength(1);
    expect(h.requests).toEqual(['/api/app.info']);
    h.advance(RECONNECT_AFTER_MS);
    await h.api['app.info']!({});
    expect(h.sockets).toHaveLength(2);
    h.sockets[1]!.open();
    const again = h.api['app.info']!({});
    h.sockets[1]!.answer(h.sockets[1]!.sent[0]!.id, { ok: true, data: 'socket' });
    expect(await again).toEqual({ ok: true, data: 'socket' });
  });

  it('is not used where the bridge is given a host URL or its own fetch (tests, Node)', async () => {
    const requests: string[] = [];
    const api = createWebBridge('http://127.0.0.1:1', async (input) => {
      requests.push(input);
      return { status: 200, text: async () => '{"ok":true,"data":1}' };
    }) as unknown as Record<string, (r: unknown) => Promise<unknown>>;
    expect(await api['app.info']!({})).toEqual({ ok: true, data: 1 });
    expect(requests).toEqual(['http://127.0.0.1:1/api/app.info']);
  });

  it('hands a message without an id to the pushes, never to a pending command', async () => {
    const heard: unknown[] = [];
    const sockets: FakeSocket[] = [];
    const socket = createCommandSocket(() => sockets[sockets.push(new FakeSocket()) - 1]!, () => 0, { push: (m) => heard.push(m), wanted: () => true, reopened: () => undefined });
    sockets[0]!.open();
    const pending = socket.call('app.info', {});
    sockets[0]!.onmessage?.({ data: JSON.stringify({ push: 'sessions.committed', sessionId: 's1', seq: 3 }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ push: 'screens.changed', sessionId: 's1' }) });
    sockets[0]!.onmessage?.({ data: 'null' });
    sockets[0]!.answer(sockets[0]!.sent[0]!.id, { ok: true, data: 'answer' });
    expect(await pending).toEqual({ ok: true, data: 'answer' });
    expect(heard).toEqual([{ push: 'sessions.committed', sessionId: 's1', seq: 3 }, { push: 'screens.changed', sessionId: 's1' }]);
    // SC32: a change of the game's screens is a push of its own, carrying the game's id only.
    expect(heard.map(hostPushOf)).toEqual([{ kind: 'committed', sessionId: 's1', seq: 3 }, { kind: 'screens', sessionId: 's1' }]);
    expect(hostPushOf({ push: 'sessions.committed', sessionId: 's1' })).toBeNull();
    expect(hostPushOf({ push: 'screens.changed' })).toBeNull();
    expect(hostPushOf({ push: 'other', sessionId: 's1' })).toBeNull();
  });

  it('with someone listening to pushes, reopens a dropped socket by itself and says so (pushes may be lost)', () => {
    vi.useFakeTimers();
    try {
      let wanted = true;
      let reopened = 0;
      const sockets: FakeSocket[] = [];
      createCommandSocket(() => sockets[sockets.push(new FakeSocket()) - 1]!, () => 0, { push: () => undefined, wanted: () => wanted, reopened: () => reopened++ });
      sockets[0]!.open();
      sockets[0]!.close();
      vi.advanceTimersByTime(RECONNECT_AFTER_MS);
      expect(sockets).toHaveLength(2);
      sockets[1]!.open();
      expect(reopened).toBe(1);
      wanted = false;
      sockets[1]!.close();
      vi.advanceTimersByTime(RECONNECT_AFTER_MS * 3);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
