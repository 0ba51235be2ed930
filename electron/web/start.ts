/**
 * `npm run web`: serve Velada on http://127.0.0.1:PORT (VELADA_PORT, default 5317) with its
 * data in VELADA_DATA_DIR (default ./.velada-data). Paths are relative to the working
 * directory, which npm sets to the project root.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORT, startWebHost } from './host';

function portFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`VELADA_PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const staticDir = path.resolve('dist/renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`Falta ${staticDir}/index.html: la API funciona, pero la interfaz no (npm run build:renderer).`);
  }
  const host = await startWebHost({
    port: portFromEnv(process.env.VELADA_PORT),
    dataDir: path.resolve(process.env.VELADA_DATA_DIR ?? '.velada-data'),
    staticDir,
    migrationsDir: path.resolve('migrations'),
    // The phones' listener binds the LAN address; VELADA_SCREENS_ADDRESS names another (127.0.0.1 for a test).
    screensAddress: process.env.VELADA_SCREENS_ADDRESS || undefined,
    // Run through tsx like this script: bots decide in a worker thread (ruling B6).
    botWorker: { file: path.resolve('electron/services/bot-worker.ts') },
  });
  console.log(`Velada en ${host.url}`);
  const ready = await host.ready;
  if (!ready.ok) console.error(`No se pudieron abrir los datos (${host.dataFile}): ${ready.error.message}`);

  const shutdown = (signal: string): void => {
    console.log(`${signal}: cerrando Velada…`);
    host.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE') console.error(`El puerto ya está en uso; prueba VELADA_PORT=otro (${(err as Error).message})`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
