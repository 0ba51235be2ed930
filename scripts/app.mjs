// `npm run app`: the first command after cloning. Plain Node, no dependencies, so npm can run
// it before anything is installed. It installs dependencies when needed, tries to obtain the
// Electron binary, and starts the desktop app, or the web version on 127.0.0.1 when Electron
// cannot run here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const onWindows = process.platform === 'win32';
const npm = onWindows ? 'npm.cmd' : 'npm';
const ELECTRON_DOWNLOAD_TIMEOUT_MS = 60_000;

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: onWindows, ...options });
}

function mtime(file) {
  return statSync(file).mtimeMs;
}

/** npm writes node_modules/.package-lock.json after every install; older than the lock = stale. */
function dependenciesAreStale() {
  const modules = path.join(root, 'node_modules');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(modules)) return true;
  if (!existsSync(lock)) return false;
  const marker = path.join(modules, '.package-lock.json');
  // npm install rewrites package-lock.json a moment after the marker: allow a few seconds.
  return mtime(existsSync(marker) ? marker : modules) + 5_000 < mtime(lock);
}

function installDependencies() {
  console.log('Instalando dependencias (npm ci)…');
  // electron's postinstall downloads its binary and fails offline; it is fetched separately below.
  const env = { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
  const result = run(npm, ['ci', '--no-audit', '--no-fund'], { env });
  if (result.status !== 0) {
    console.error('No se pudieron instalar las dependencias; revisa el mensaje anterior.');
    process.exit(result.status ?? 1);
  }
}

/** Path of the Electron executable if its binary is really there (path.txt alone is not enough). */
function electronExecutable() {
  const dir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

function tryDownloadElectron() {
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return;
  console.log('Buscando el ejecutable de Electron…');
  const env = { ...process.env };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  const result = run(process.execPath, [installer], {
    env,
    timeout: ELECTRON_DOWNLOAD_TIMEOUT_MS,
    shell: false,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const reason = result.error?.message ?? `${result.stderr ?? ''}`.trim().split('\n')[0] ?? '';
    console.log(`No se pudo descargar Electron${reason ? `: ${reason}` : ''}`);
  }
}

/** better-sqlite3 is compiled for Node; Electron needs it rebuilt for its own ABI. */
function nativeModulesLoadInElectron(executable) {
  const result = spawnSync(executable, ['-e', "require('better-sqlite3')"], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    timeout: 30_000,
  });
  return result.status === 0;
}

function prepareElectron(executable) {
  if (nativeModulesLoadInElectron(executable)) return true;
  console.log('Recompilando better-sqlite3 para Electron…');
  run(npm, ['exec', '--', 'electron-builder', 'install-app-deps']);
  return nativeModulesLoadInElectron(executable);
}

function exitWith(result) {
  process.exit(result.status ?? 1);
}

if (dependenciesAreStale()) installDependencies();
if (!electronExecutable()) tryDownloadElectron();

const executable = electronExecutable();
if (executable && prepareElectron(executable)) {
  exitWith(run(npm, ['start']));
} else {
  console.log('Electron no está disponible aquí (Electron is unavailable here): abriendo la versión web con npm run web.');
  exitWith(run(npm, ['run', 'web']));
}
