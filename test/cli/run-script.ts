/** Runs one of the CLI scripts as a child process, the way `npm run <script>` does. */
import { spawn } from 'node:child_process';

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
