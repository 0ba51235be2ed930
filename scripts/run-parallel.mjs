// Runs shell commands side by side and fails when any fails: `npm run typecheck`'s three
// single-threaded checkers use both cores of a 2-core machine. Each command's output is
// printed whole when it ends, so two checkers' errors never interleave.
// Usage: node scripts/run-parallel.mjs "<command>" "<command>" ...
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "<command>" ...');
  process.exit(2);
}

const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`${output}${code === 0 ? '✓' : '✗'} ${command} (${seconds} s${code === 0 ? '' : `, exit ${code ?? signal}`})\n`);
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
