/**
 * `npm run bench:screens [-- --devices N --commits N]` — issue 23's speed target for private
 * screens: a Salem 1692 game of N people (12 by default), every seat on its own device (a real
 * WebSocket client of the real listener on 127.0.0.1, signed in by its link's cookie as a phone
 * is), plus the shared screen's command socket, and N commits made from the deciding seat's own
 * device. For each commit it measures the time from the move being sent to the moment EVERY
 * connected device holds the new snapshot and the shared screen has heard of the commit
 * (so it includes the move's own commit: an upper bound of "commit → every screen updated"),
 * and prints p50/p95 beside the target (p95 ≤ 50 ms), then the listener's memory with the
 * devices connected. The devices live in this process too: the heap figure counts both ends of
 * each socket. Timing only: nothing here asserts, so it is not part of the test suite.
 */
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { COMMAND_SOCKET_PATH } from '../electron/web/command-socket';
import { startWebHost, type WebHost } from '../electron/web/host';
import { SEAT_SOCKET_PATH, type SeatServerMessage, type SeatSnapshot } from '../shared/ipc/seat-protocol';
import { intFlag } from './lib/cli';
import { median, percentile } from './lib/stats';

const TARGET_P95_MS = 50;

async function command<T>(host: WebHost, name: string, request: unknown): Promise<T> {
  const res = await fetch(`${host.url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: host.url }, body: JSON.stringify(request) });
  const body = (await res.json()) as { ok: boolean; data?: T; error?: { code: string } };
  if (!body.ok) throw new Error(`${name}: ${body.error?.code}`);
  return body.data as T;
}

/** Opens a seat link as a phone's browser does; answers the cookie it sets. */
function claim(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      res.resume();
      const set = res.headers['set-cookie']?.[0];
      if (!set) reject(new Error(`no cookie from ${url} (${res.statusCode})`));
      else resolve(set.split(';')[0]!);
    }).on('error', reject);
  });
}

interface Device {
  ws: WebSocket;
  latest: SeatSnapshot | null;
  /** Called with each new snapshot. */
  onSnapshot: ((s: SeatSnapshot) => void) | null;
}

function connect(origin: string, cookie: string): Promise<Device> {
  const at = new URL(origin);
  const ws = new WebSocket(`ws://${at.host}${SEAT_SOCKET_PATH}`, { origin: at.origin, headers: { Cookie: cookie } });
  const device: Device = { ws, latest: null, onSnapshot: null };
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as SeatServerMessage;
    const snapshot = 'push' in m && m.push === 'seat.snapshot' ? m.snapshot : 'result' in m && m.result.ok ? (m.result.data as SeatSnapshot) : null;
    if (snapshot && 'seq' in snapshot && (!device.latest || snapshot.seq > device.latest.seq)) {
      device.latest = snapshot;
      device.onSnapshot?.(snapshot);
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(device));
    ws.once('error', reject);
  });
}

/** The shared screen's command socket: the newest commit it heard of. */
interface SharedScreen {
  ws: WebSocket;
  heard: number;
  onCommit: (() => void) | null;
}

function connectShared(host: WebHost, sessionId: string): Promise<SharedScreen> {
  const ws = new WebSocket(`${host.url.replace('http', 'ws')}${COMMAND_SOCKET_PATH}`, { origin: host.url });
  const screen: SharedScreen = { ws, heard: -1, onCommit: null };
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { push?: string; sessionId?: string; seq?: number };
    if (m.push === 'sessions.committed' && m.sessionId === sessionId && typeof m.seq === 'number' && m.seq > screen.heard) {
      screen.heard = m.seq;
      screen.onCommit?.();
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(screen));
    ws.once('error', reject);
  });
}

/** Resolves once every device holds a snapshot newer than `seq` and the shared screen heard of it. */
function allPast(devices: readonly Device[], shared: SharedScreen, seq: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (shared.heard > seq && devices.every((d) => d.latest && d.latest.seq > seq)) {
        for (const d of devices) d.onSnapshot = null;
        shared.onCommit = null;
        resolve();
      }
    };
    for (const d of devices) d.onSnapshot = check;
    shared.onCommit = check;
    check();
  });
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { devices: { type: 'string' }, commits: { type: 'string' } }, strict: true });
  const people = intFlag('devices', values.devices, 12, 4, 12);
  const commits = intFlag('commits', values.commits, 300, 10, 10_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'velada-bench-screens-'));
  const staticDir = path.join(dir, 'renderer');
  const seatPageDir = path.join(dir, 'seat');
  await mkdir(staticDir, { recursive: true });
  await mkdir(seatPageDir, { recursive: true });
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Velada</title>');
  await writeFile(path.join(seatPageDir, 'index.html'), '<!doctype html><title>Velada</title>');
  const host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir, seatPageDir, screensAddress: '127.0.0.1' });
  try {
    const samples: number[] = [];
    let memory = { before: 0, connected: 0, rss: 0 };
    let games = 0;
    while (samples.length < commits) {
      games++;
      const players = Array.from({ length: people }, (_, i) => ({ name: `P${i + 1}` }));
      const { id: sessionId } = await command<{ id: string }>(host, 'sessions.create', { gameId: 'salem', players, options: { nightSeconds: 1 }, seed: `bench-screens-${games}` });
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      await command(host, 'screens.start', { sessionId });
      const shared = await connectShared(host, sessionId);
      const devices: Device[] = [];
      for (let seat = 0; seat < people; seat++) {
        const { url } = await command<{ url: string }>(host, 'screens.link', { sessionId, seat });
        devices.push(await connect(new URL(url).origin, await claim(url)));
      }
      await Promise.all(devices.map((d) => new Promise<void>((resolve) => {
        d.onSnapshot = () => resolve();
        d.ws.send(JSON.stringify({ id: 1, command: 'seat.hello', request: {} }));
      })));
      for (const d of devices) d.onSnapshot = null;
      if (games === 1) {
        global.gc?.();
        memory = { before, connected: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
      }
      while (samples.length < commits) {
        const shown = devices[0]!.latest!;
        if (shown.status.result !== null) break;
        const mover = devices.find((d) => d.latest!.legal.length > 0);
        if (!mover) throw new Error(`nobody decides at ${shown.seq}`);
        const seq = mover.latest!.seq;
        const action = mover.latest!.legal[0];
        const start = performance.now();
        const updated = allPast(devices, shared, seq);
        mover.ws.send(JSON.stringify({ id: seq + 2, command: 'seat.act', request: { expectedSeq: seq, action } }));
        await updated;
        samples.push(performance.now() - start);
      }
      await command(host, 'screens.stop', { sessionId });
      for (const d of devices) d.ws.terminate();
      shared.ws.terminate();
    }
    const p50 = median(samples);
    const p95 = percentile(samples, 95);
    const figures = {
      devices: people,
      commits: samples.length,
      games,
      commitToAllScreensMs: { p50: Math.round(p50 * 100) / 100, p95: Math.round(p95 * 100) / 100, target: TARGET_P95_MS, pass: p95 <= TARGET_P95_MS },
      memory: { heapBeforeMb: mb(memory.before), heapWithDevicesMb: mb(memory.connected), heapPerDeviceKb: Math.round((memory.connected - memory.before) / people / 1024), rssMb: mb(memory.rss), gcExposed: typeof global.gc === 'function' },
    };
    console.log(`private screens: ${people} devices on 127.0.0.1, ${samples.length} commits over ${games} game(s) of Salem 1692`);
    console.log(`  move sent → every device updated and the shared screen told   p50 ${figures.commitToAllScreensMs.p50} ms   p95 ${figures.commitToAllScreensMs.p95} ms   (target p95 ≤ ${TARGET_P95_MS} ms: ${figures.commitToAllScreensMs.pass ? 'PASS' : 'MISS'})`);
    console.log(`  heap ${figures.memory.heapBeforeMb} MB → ${figures.memory.heapWithDevicesMb} MB with the devices connected (≈ ${figures.memory.heapPerDeviceKb} kB a device, both ends of its socket); rss ${figures.memory.rssMb} MB`);
    console.log(JSON.stringify(figures));
  } finally {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
