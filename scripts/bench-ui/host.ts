/**
 * The web host of `npm run bench:ui` in its own Node process (scripts/bench-ui-host.ts), as
 * `npm run web` runs it: the bench's Playwright traffic must not share the host's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export interface HostProcess {
  url: string;
  child: ChildProcess;
}

/** Starts the host and waits for the URL it prints as its first line. */
export async function startHostProcess(staticDir: string, dataDir: string): Promise<HostProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench-ui-host.ts'), staticDir, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    if (out.includes('\n')) return { url: out.split('\n')[0]!.trim(), child };
  }
  throw new Error('the bench host exited before printing its URL');
}

export async function stopHostProcess(host: HostProcess): Promise<void> {
  if (host.child.exitCode !== null) return;
  const exited = once(host.child, 'exit');
  host.child.kill('SIGTERM');
  await exited;
}
