/**
 * The web host alone in its own process for `npm run bench:ui`, as `npm run web` runs it for a
 * family: the bench's own Playwright client must not share the host's event loop, or its
 * traffic would be counted as the host's time. Prints the host's URL as its first line.
 * Usage: tsx scripts/bench-ui-host.ts <staticDir> <dataDir>
 */
import path from 'node:path';
import { startWebHost } from '../electron/web/host';

async function main(): Promise<void> {
  const [staticDir, dataDir] = process.argv.slice(2);
  if (!staticDir || !dataDir) throw new Error('usage: bench-ui-host.ts <staticDir> <dataDir>');
  const host = await startWebHost({ port: 0, dataDir, staticDir: path.resolve(staticDir), migrationsDir: path.resolve('migrations') });
  const ready = await host.ready;
  if (!ready.ok) throw new Error(`the data file did not open: ${ready.error.message}`);
  process.stdout.write(`${host.url}\n`);
  const stop = (): void => void host.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error)?.message ?? String(err)}\n`);
  process.exit(1);
});
