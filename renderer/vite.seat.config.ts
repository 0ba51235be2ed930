/**
 * The seat page's build (issue 23): its own entry (renderer/seat/index.html → src/seat/main.ts)
 * into dist/seat, the folder a game's LAN listener serves. A build apart from the app's, so the
 * app's first screen and chunks are exactly what they were; `npm run build:renderer` runs both.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

const seatRoot = fileURLToPath(new URL('./seat/', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default mergeConfig(appConfig, defineConfig({
  root: seatRoot,
  // The app's favicon, from the app's public folder.
  publicDir: fileURLToPath(new URL('./public/', import.meta.url)),
  build: {
    outDir: `${repoRoot}dist/seat`,
    emptyOutDir: true,
  },
}));
