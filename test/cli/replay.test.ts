import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createServices, type Services } from '../../electron/ipc/handlers';
import { folderExporter } from '../../electron/services/export-sink';
import type { ExportFile, ExportOutcome, SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { expectUsageError, jsonLine, runScript } from './run-script';

let dir: string;
let dataDir: string;
let sessionId: string;
let exported: ExportFile;

/** Exports through the services into the test folder, then reads the file a family would carry. */
async function exportOf(services: Services, sessionId: string): Promise<ExportFile> {
  const outcome = await must<ExportOutcome>(services.handle('sessions.export', { sessionId }));
  if (outcome.kind !== 'saved') throw new Error(`export went ${outcome.kind}`);
  return JSON.parse(await readFile(path.join(dir, 'exports', outcome.fileName), 'utf8')) as ExportFile;
}

async function must<T>(promise: Promise<{ ok: boolean; data?: unknown; error?: { message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.error?.message);
  return result.data as T;
}

/** A real saved game: a few dozen moves through the services, with undos in between. */
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-replay-'));
  dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  const services = createServices({ dataFile: path.join(dataDir, 'velada.db'), migrationsDir: path.resolve('migrations'), platform: 'web', exporter: folderExporter(path.join(dir, 'exports')) });
  try {
    const session = await must<SessionSummary>(
      services.handle('sessions.create', { gameId: 'silentes', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 'replay-cli' }),
    );
    sessionId = session.id;
    let undos = 0;
    for (let move = 0; move < 40; move++) {
      const table = await must<SessionSnapshot>(services.handle('sessions.open', { sessionId, seat: null }));
      if (table.status.result) break;
      const seat = table.status.deciding[0]!;
      const mine = await must<SessionSnapshot>(services.handle('sessions.open', { sessionId, seat }));
      const action = mine.legal[move % mine.legal.length] as Record<string, unknown>;
      const after = await must<SessionSnapshot>(services.handle('sessions.act', { sessionId, seat, expectedSeq: mine.seq, action }));
      if (after.undoSeat !== null && undos < 3) {
        await must(services.handle('sessions.undo', { sessionId, seat, expectedSeq: after.seq }));
        undos++;
      }
    }
    exported = await exportOf(services, sessionId);
    expect(exported.actions.some((a) => a.kind === 'undo')).toBe(true);
  } finally {
    services.close();
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeExport(name: string, file: unknown): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, JSON.stringify(file));
  return target;
}

describe('npm run replay', () => {
  it('replays an export file that reproduces: exit 0 and the JSON report', async () => {
    const run = await runScript('scripts/replay.ts', [await writeExport('good.json', exported)]);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLine(run)).toEqual({
      sessionId,
      actions: exported.actions.length,
      reproduces: true,
      finalHash: exported.finalHash,
      expectedHash: exported.finalHash,
    });
  });

  it('replays a session straight from the database with --data-dir', async () => {
    const run = await runScript('scripts/replay.ts', [sessionId, '--data-dir', dataDir]);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLine(run)).toMatchObject({ sessionId, actions: exported.actions.length, reproduces: true });
  });

  it('detects a tampered final hash: exit 1', async () => {
    const tampered = { ...exported, finalHash: '0123456789abcdef' };
    const run = await runScript('scripts/replay.ts', [await writeExport('hash.json', tampered)]);
    expect(run.code).toBe(1);
    expect(jsonLine(run)).toMatchObject({ reproduces: false, finalHash: exported.finalHash, expectedHash: '0123456789abcdef' });
  });

  it('detects a tampered seed: the replayed game differs, exit 1', async () => {
    const tampered = { ...exported, session: { ...exported.session, seed: 'another-seed' } };
    const run = await runScript('scripts/replay.ts', [await writeExport('seed.json', tampered)]);
    expect(run.code).toBe(1);
    const line = jsonLine(run);
    expect(line.reproduces).toBe(false);
    expect(line.finalHash).not.toBe(exported.finalHash);
  });

  it('detects a dropped last move: exit 1, the replayed hash differs', async () => {
    const actions = exported.actions.slice(0, -1);
    const run = await runScript('scripts/replay.ts', [await writeExport('dropped.json', { ...exported, actions })]);
    expect(run.code).toBe(1);
    const line = jsonLine(run);
    expect(line).toMatchObject({ reproduces: false, actions: exported.actions.length - 1, expectedHash: exported.finalHash });
    expect(line.finalHash).not.toBe(exported.finalHash);
  });

  it('detects a broken undo chain: exit 1 with the row where replay stopped', async () => {
    const undo = exported.actions.find((a) => a.kind === 'undo')!;
    const actions = exported.actions.map((a) => (a === undo ? { ...a, undoes: a.seq + 5 } : a));
    const run = await runScript('scripts/replay.ts', [await writeExport('undo.json', { ...exported, actions })]);
    expect(run.code).toBe(1);
    expect(jsonLine(run)).toMatchObject({ reproduces: false, failedAtSeq: undo.seq, error: { code: 'undo_mismatch' } });
  });

  it('replays a Grizzled export whose bot seats moved through sessions.botStep', async () => {
    const file = path.join(dir, 'bots.db');
    const services = createServices({ dataFile: file, migrationsDir: path.resolve('migrations'), platform: 'web', exporter: folderExporter(path.join(dir, 'exports')) });
    let botFile: ExportFile;
    try {
      const players = [{ name: 'Ana' }, { name: 'Robi', bot: true }, { name: 'Rita', bot: true }];
      const session = await must<SessionSummary>(services.handle('sessions.create', { gameId: 'grizzled', players, options: { variant: 'rookie' }, seed: 'replay-bots' }));
      let snap = await must<SessionSnapshot>(services.handle('sessions.open', { sessionId: session.id, seat: 0 }));
      for (let move = 0; move < 60 && snap.status.result === null; move++) {
        snap = snap.botToMove !== null
          ? await must<SessionSnapshot>(services.handle('sessions.botStep', { sessionId: session.id, expectedSeq: snap.seq }))
          : await must<SessionSnapshot>(services.handle('sessions.act', { sessionId: session.id, seat: 0, expectedSeq: snap.seq, action: snap.legal[move % snap.legal.length] }));
      }
      botFile = await exportOf(services, session.id);
    } finally {
      services.close();
    }
    expect(botFile.session.bots).toEqual([1, 2]);
    expect(botFile.actions.some((a) => a.seat !== 0)).toBe(true);
    const run = await runScript('scripts/replay.ts', [await writeExport('bots.json', botFile)]);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLine(run)).toMatchObject({ sessionId: botFile.session.id, actions: botFile.actions.length, reproduces: true, finalHash: botFile.finalHash });
  });

  it.each([
    ['a file that is not an export', { hello: 'world' }, 'invalid_export'],
    ['a file that is not JSON', '{"format": "velada-session"', 'is not JSON'],
  ])('refuses %s with exit code 2 and a clear message', async (_label, content, message) => {
    const target = path.join(dir, `bad-${message}.json`);
    await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content));
    await expectUsageError('scripts/replay.ts', [target], message);
  });

  it('refuses an unknown session id, a missing file and a missing data file with exit code 2', async () => {
    const unknown = await runScript('scripts/replay.ts', ['no-such-session', '--data-dir', dataDir]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('session_not_found');
    const missingFile = await runScript('scripts/replay.ts', [path.join(dir, 'missing.json')]);
    expect(missingFile.code).toBe(2);
    expect(missingFile.stderr).toContain('cannot read');
    const noData = await runScript('scripts/replay.ts', [sessionId, '--data-dir', path.join(dir, 'empty')]);
    expect(noData.code).toBe(2);
    expect(noData.stderr).toContain('no data file');
  });
});
