/**
 * The web host's command socket as hostile ground: it answers our own page's commands exactly
 * as `POST /api/<command>` does, and refuses every upgrade that is not from our origin to our
 * host name, every message that is not a well-formed known command, and oversized messages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { COMMAND_SOCKET_PATH } from '../../electron/web/command-socket';
import { MAX_BODY_BYTES, startWebHost } from '../../electron/web/host';
import { postJson } from './http-helpers';
import { useStubHost } from './stub-host';

const host = useStubHost('socket');

function socketUrl(hostName = `127.0.0.1:${host.port}`, pathname = COMMAND_SOCKET_PATH): string {
  return `ws://${hostName}${pathname}`;
}

/** Opens a socket as a page of `origin` would; resolves with it, or with the refusal's status. */
function connect(options: { origin?: string; hostHeader?: string; pathname?: string } = {}): Promise<WebSocket | { refused: number; body: string }> {
  const headers: Record<string, string> = {};
  if (options.hostHeader) headers.Host = options.hostHeader;
  const ws = new WebSocket(socketUrl(undefined, options.pathname), { origin: options.origin ?? host.url, headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ refused: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

async function open(): Promise<WebSocket> {
  const ws = await connect();
  if (!(ws instanceof WebSocket)) throw new Error(`refused: ${ws.refused}`);
  return ws;
}

function nextMessage(ws: WebSocket): Promise<{ id: number | null; result: { ok: boolean; data?: unknown; error?: { code: string } } }> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

describe('web host: the command socket', () => {
  it('answers a command with the same Result as the HTTP API, under the id it was sent with', async () => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(JSON.stringify({ id: 7, command: 'app.info', request: {} }));
    const viaSocket = await answer;
    const viaHttp = await postJson(host.url, 'app.info', {});
    expect(viaSocket.id).toBe(7);
    expect(viaSocket.result).toEqual(viaHttp.json);
    ws.close();
  });

  it('carries out commands: a profile created over the socket is listed by a request', async () => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(JSON.stringify({ id: 1, command: 'profiles.create', request: { name: 'Tío Paco' } }));
    expect((await answer).result).toMatchObject({ ok: true, data: { name: 'Tío Paco' } });
    const listed = await postJson(host.url, 'profiles.list', {});
    expect((listed.json.data as { name: string }[]).map((p) => p.name)).toContain('Tío Paco');
    ws.close();
  });

  it('passes the services’ validation errors through, as the HTTP API does', async () => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(JSON.stringify({ id: 2, command: 'profiles.create', request: { name: '' } }));
    const viaHttp = await postJson(host.url, 'profiles.create', { name: '' });
    expect((await answer).result).toEqual(viaHttp.json);
    expect(viaHttp.json.ok).toBe(false);
    ws.close();
  });

  it.each([
    ['not JSON', '{"id": 3, "command": ', null, 'bad_json'],
    ['no id', JSON.stringify({ command: 'app.info' }), null, 'bad_message'],
    ['a fractional id', JSON.stringify({ id: 1.5, command: 'app.info' }), null, 'bad_message'],
    ['no command', JSON.stringify({ id: 4 }), 4, 'bad_message'],
    ['an unknown command', JSON.stringify({ id: 5, command: 'admin.dropEverything' }), 5, 'unknown_command'],
    ['a prototype key as command', JSON.stringify({ id: 6, command: '__proto__' }), 6, 'unknown_command'],
  ])('refuses a message with %s, by a typed error, and keeps the socket open', async (_what, text, id, code) => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(text);
    expect(await answer).toMatchObject({ id, result: { ok: false, error: { code } } });
    const still = nextMessage(ws);
    ws.send(JSON.stringify({ id: 9, command: 'app.info', request: {} }));
    expect((await still).result.ok).toBe(true);
    ws.close();
  });

  it('refuses a request nested past the depth cap (S30) as the HTTP API does, and keeps the socket open', async () => {
    const ws = await open();
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    const answer = nextMessage(ws);
    ws.send(`{"id":11,"command":"notes.set","request":{"sessionId":"x","notes":${deep}}}`);
    expect(await answer).toMatchObject({ id: 11, result: { ok: false, error: { code: 'json_too_deep' } } });
    const still = nextMessage(ws);
    ws.send(JSON.stringify({ id: 12, command: 'app.info', request: {} }));
    expect((await still).result.ok).toBe(true);
    ws.close();
  });

  it('refuses a binary message', async () => {
    const ws = await open();
    const answer = nextMessage(ws);
    ws.send(Buffer.from(JSON.stringify({ id: 1, command: 'app.info' })));
    expect(await answer).toMatchObject({ id: null, result: { ok: false, error: { code: 'bad_message' } } });
    ws.close();
  });

  it('closes the socket on a message over the body limit, without carrying it out', async () => {
    const ws = await open();
    const gone = closed(ws);
    ws.send(JSON.stringify({ id: 1, command: 'profiles.create', request: { name: 'x'.repeat(MAX_BODY_BYTES) } }));
    expect(await gone).toBe(1009);
    const listed = await postJson(host.url, 'profiles.list', {});
    expect(JSON.stringify(listed.json)).not.toContain('xxxxxxxxxx');
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }, 'forbidden_origin'],
    ['another port of ours', { origin: 'http://127.0.0.1:1' }, 'forbidden_origin'],
    ['no origin at all (not a browser page of ours)', { origin: '' }, 'forbidden_origin'],
    ['a rebinding host name', { hostHeader: 'evil.example' }, 'forbidden_host'],
  ])('refuses an upgrade from %s, with the HTTP side\'s code', async (_what, options, code) => {
    const result = await connect(options);
    expect(result).toMatchObject({ refused: 403 });
    expect(JSON.parse((result as { body: string }).body)).toMatchObject({ ok: false, error: { code } });
  });

  it('has no socket at any other path', async () => {
    expect(await connect({ pathname: '/api/app.info' })).toMatchObject({ refused: 404 });
    expect(await connect({ pathname: '/' })).toMatchObject({ refused: 404 });
  });

  it('accepts the localhost name of the loopback address', async () => {
    const ws = await connect({ origin: `http://localhost:${host.port}`, hostHeader: `localhost:${host.port}` });
    expect(ws).toBeInstanceOf(WebSocket);
    (ws as WebSocket).close();
  });
});

describe('web host: closing', () => {
  it('closes open sockets and refuses new ones once the host is closed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'velada-socket-closing-'));
    const own = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir: dir });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${own.port}${COMMAND_SOCKET_PATH}`, { origin: own.url });
      await new Promise((resolve) => ws.once('open', resolve));
      const gone = closed(ws);
      await own.close();
      expect(await gone).toBeGreaterThan(0);
      const again = new WebSocket(`ws://127.0.0.1:${own.port}${COMMAND_SOCKET_PATH}`, { origin: own.url });
      await expect(new Promise((resolve, reject) => { again.once('open', resolve); again.once('error', reject); })).rejects.toThrow();
    } finally {
      await own.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
