/** Runs one of the CLI scripts as a child process, the way `npm run <script>` does. */
import { spawn } from 'node:child_process';
import { expect } from 'vitest';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runScript(script: string, args: string[], timeoutMs = 120_000): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} ${args.join(' ')} did not finish in ${timeoutMs} ms`));
    }, timeoutMs);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The single JSON line a CLI prints on stdout. */
export function jsonLine(run: ScriptRun): Record<string, unknown> {
  const lines = run.stdout.trim().split('\n');
  expectOneLine(lines, run);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

function expectOneLine(lines: string[], run: ScriptRun): void {
  if (lines.length !== 1 || lines[0] === '') {
    throw new Error(`expected exactly one JSON line, got:\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}

/** Every JSON line a CLI printed on stdout (one per scenario, script or player count). */
export function jsonLines(run: { stdout: string }): Record<string, unknown>[] {
  return run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Runs `npm run sim` twice with the same arguments: the two lines agree but for the speed. Returns that line. */
export async function simTwice(args: string[]): Promise<Record<string, unknown>> {
  const [a, b] = await Promise.all([runScript('scripts/sim.ts', args), runScript('scripts/sim.ts', args)]);
  expect(a.code, a.stderr).toBe(0);
  const { actionsPerSecond: _a, ...first } = jsonLine(a);
  const { actionsPerSecond: _b, ...second } = jsonLine(b);
  expect(first).toEqual(second);
  return first;
}

/** The script refuses its arguments as a usage error: exit code 2, nothing on stdout, `message` on stderr. */
export async function expectUsageError(script: string, args: string[], message: string): Promise<void> {
  const run = await runScript(script, args);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain(message);
}
