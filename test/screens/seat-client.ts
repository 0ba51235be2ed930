/**
 * A web host with private screens on 127.0.0.1 for one test file, and a seat device as a phone's
 * browser would be: it opens its link (keeping the cookie it is given), then its socket with that
 * cookie from the listener's own origin. Every message a device receives is kept, so a test can
 * search all of them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { startWebHost, type WebHost } from '../../electron/web/host';
import type { SeatServerMessage, SeatSnapshot } from '../../shared/ipc/seat-protocol';
import { SEAT_SOCKET_PATH } from '../../shared/ipc/seat-protocol';
import { postJson, rawRequest, type RawResponse } from '../web/http-helpers';

export const SEAT_PAGE = '<!doctype html><title>Velada — tu asiento</title>';

export interface ScreensHost {
  host: WebHost;
  dir: string;
  /** A new host over the same data folder (an app restart); the old one is closed first. */
  restart(): Promise<WebHost>;
}

export async function openScreensHost(dir: string): Promise<WebHost> {
  const staticDir = path.join(dir, 'renderer');
  const seatPageDir = path.join(dir, 'seat');
  await mkdir(staticDir, { recursive: true });
  await mkdir(seatPageDir, { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Velada</title>');
  await writeFile(path.join(seatPageDir, 'index.html'), SEAT_PAGE);
  return startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir, seatPageDir, screensAddress: '127.0.0.1' });
}

export function useScreensHost(prefix: string): ScreensHost {
  const state = {} as ScreensHost;
  beforeAll(async () => {
    state.dir = await mkdtemp(path.join(tmpdir(), `velada-${prefix}-`));
    state.host = await openScreensHost(state.dir);
    state.restart = async () => {
      await state.host.close();
      state.host = await openScreensHost(state.dir);
      return state.host;
    };
  });
  afterAll(async () => {
    await state.host?.close();
    await rm(state.dir, { recursive: true, force: true });
  });
  return state;
}

/** A command of the shared screen; throws with the code when refused. */
export async function command<T>(host: WebHost, name: string, request: unknown): Promise<T> {
  const res = await postJson(host.url, name, request);
  const body = res.json as { ok: boolean; data?: T; error?: { code: string } };
  if (!body.ok) throw new Error(`${name}: ${body.error?.code}`);
  return body.data as T;
}

/** Link tokens wrong in shape (SC26): never looked up, each a wrong attempt at the listener. */
export function malformedTokens(token: string): string[] {
  return [
    token.slice(0, 25),
    `${token}0`,
    `I${token.slice(1)}`,
    `${token.slice(0, 25)}L`,
    `O${token.slice(1)}`,
    `U${token.slice(1)}`,
    `*${token.slice(1)}`,
    `_${token.slice(1)}`,
  ];
}

/** A link opened as a phone's browser does: the response, and the cookie it set (name=value). */
export async function openLink(url: string, cookie?: string): Promise<{ res: RawResponse; cookie: string | null }> {
  const at = new URL(url);
  const res = await rawRequest(at.origin, { path: at.pathname, headers: { Host: at.host, ...(cookie ? { Cookie: cookie } : {}) } });
  const set = res.headers['set-cookie']?.[0] ?? null;
  return { res, cookie: set ? set.split(';')[0]! : null };
}

export interface Device {
  ws: WebSocket;
  received: SeatServerMessage[];
  /** The next answer to a message this device sends. */
  call(commandName: string, request?: unknown): Promise<SeatServerMessage & { id: number | null }>;
  /** Resolves with the next push of a snapshot newer than `afterSeq`. */
  snapshotAfter(afterSeq: number): Promise<SeatSnapshot>;
  closed: Promise<{ code: number; reason: string }>;
}

export type Upgrade = { device: Device } | { refused: number; body: string };

/** Opens a device's socket; `origin`/`host` override what a page of the listener would send. */
export function connect(baseUrl: string, cookie: string | null, options: { origin?: string; host?: string; path?: string } = {}): Promise<Upgrade> {
  const at = new URL(baseUrl);
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (options.host) headers.Host = options.host;
  const ws = new WebSocket(`ws://${at.host}${options.path ?? SEAT_SOCKET_PATH}`, { origin: options.origin ?? at.origin, headers });
  const received: SeatServerMessage[] = [];
  const waiters: ((m: SeatServerMessage) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as SeatServerMessage;
    received.push(message);
    for (const waiter of [...waiters]) waiter(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const waitFor = <T>(pick: (m: SeatServerMessage) => T | undefined) =>
    new Promise<T>((resolve) => {
      const waiter = (m: SeatServerMessage) => {
        const picked = pick(m);
        if (picked === undefined) return;
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(picked);
      };
      waiters.push(waiter);
    });
  let nextId = 1;
  const device: Device = {
    ws,
    received,
    closed,
    call(commandName, request = {}) {
      const id = nextId++;
      const answer = waitFor((m) => ('id' in m && (m.id === id || m.id === null) ? m : undefined));
      ws.send(JSON.stringify({ id, command: commandName, request }));
      return answer;
    },
    snapshotAfter(afterSeq) {
      const pushed = received.find((m): m is Extract<SeatServerMessage, { push: 'seat.snapshot' }> => 'push' in m && m.push === 'seat.snapshot' && m.snapshot.seq > afterSeq);
      if (pushed) return Promise.resolve(pushed.snapshot);
      return waitFor((m) => ('push' in m && m.push === 'seat.snapshot' && m.snapshot.seq > afterSeq ? m.snapshot : undefined));
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ device }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ refused: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

export function opened(upgrade: Upgrade): Device {
  if (!('device' in upgrade)) throw new Error(`refused ${upgrade.refused}: ${upgrade.body}`);
  return upgrade.device;
}

/** Claims `url` and opens its socket: a seat's device, ready. */
export async function seatDevice(url: string): Promise<{ device: Device; cookie: string }> {
  const { cookie } = await openLink(url);
  if (!cookie) throw new Error(`no cookie from ${url}`);
  return { device: opened(await connect(new URL(url).origin, cookie)), cookie };
}

/** Everything the data file holds that a request could write, read through its own connection. */
export function fileContents(dataFile: string): string {
  const db = new Database(dataFile, { readonly: true });
  try {
    const tables = ['profiles', 'sessions', 'actions', 'snapshots', 'settings', 'screen_hosts', 'seat_links', 'session_notes'];
    return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t}`).all()));
  } finally {
    db.close();
  }
}
