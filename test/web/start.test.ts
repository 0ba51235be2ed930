import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './http-helpers';

let dir: string;
let child: ChildProcessWithoutNullStreams | null = null;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-start-'));
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

function waitForLine(proc: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = out.match(pattern);
      if (m) resolve(m);
    });
    proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
    proc.on('exit', (code) => reject(new Error(`exited with ${code} before printing ${pattern}: ${out}${err}`)));
  });
}

describe('npm run web entry point (electron/web/start.ts)', () => {
  it('announces its URL, serves commands, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = path.join(dir, 'data');
    child = spawn(process.execPath, ['--import', 'tsx', 'electron/web/start.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, VELADA_PORT: '0', VELADA_DATA_DIR: dataDir },
    });
    const [, url] = await waitForLine(child, /Velada en (http:\/\/127\.0\.0\.1:\d+)/);
    const info = await postJson(url!, 'app.info', {});
    expect(info.json).toMatchObject({ ok: true, data: { platform: 'web', readOnly: null } });
    expect(info.body).not.toContain(dataDir);
    expect(existsSync(path.join(dataDir, 'velada.db'))).toBe(true);

    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses an invalid VELADA_PORT with a clear message and exit code 1', async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'electron/web/start.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, VELADA_PORT: 'abc', VELADA_DATA_DIR: path.join(dir, 'bad') },
    });
    let err = '';
    proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('VELADA_PORT');
  });
});
