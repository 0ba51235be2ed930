/**
 * Electron main process: thin glue only. It opens one locked-down window on app://velada,
 * forwards every IPC call from our own renderer to the services (which validate and do all
 * the work), and refuses everything else: other origins, new windows, permissions, remote
 * content. Compiled to CommonJS by tsconfig.electron.json.
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, screen, session, type WebContents } from 'electron';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SESSION_FILE_MAX_BYTES, type ExportOutcome, type IpcError, type Result } from '../shared/ipc/contract';
import { APP_ENTRY_URL, APP_SCHEME, createAppProtocolHandler, isAppUrl } from './app-protocol';
import { LOCKED_WEB_PREFERENCES } from './locked-preferences';
import { DISABLED_CHROMIUM_FEATURES } from './chromium-features';
import { createServices } from './ipc/handlers';
import { writeExportFile } from './services/export-sink';
import { ServiceError } from './services/errors';
import type { ExportDocument } from './services/session-file';
import type { StagedFile } from './services/session-import';
import { createSeatWindows } from './seat-window';
import { fitToDisplays, MIN_HEIGHT, MIN_WIDTH, placementToSave, type WindowPlacement } from './window-state';

type Services = ReturnType<typeof createServices>;
type Settings = Awaited<ReturnType<Services['settings']>>;

// Must happen before 'ready': a standard + secure scheme gets a real origin, so 'self' in
// the CSP, fetch and relative URLs behave as on https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
]);

// Before 'ready', as every Chromium switch: a move's answer is drawn without waiting a frame (chromium-features.ts).
app.commandLine.appendSwitch('disable-features', DISABLED_CHROMIUM_FEATURES.join(','));

// Tests and portable setups point the data folder elsewhere; must be set before 'ready'.
if (process.env.VELADA_USER_DATA_DIR) app.setPath('userData', process.env.VELADA_USER_DATA_DIR);

let services: Services | null = null;
let mainWindow: BrowserWindow | null = null;

/** A seat on a window of its own, for a second monitor (seat-window.ts, SC33–SC35); Electron's objects passed in. */
const seatWindows = createSeatWindows({
  createWindow: (options) => new BrowserWindow(options),
  sessionFor: (partition) => session.fromPartition(partition),
  displays: () => screen.getAllDisplays().map((d) => d.workArea),
  mainBounds: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow.getBounds() : null),
  devTools: !app.isPackaged,
});

function ipcError(code: string, message: string, params: IpcError['params'] = {}): Result<never> {
  return { ok: false, error: { code, params, message } };
}

function appPaths() {
  const root = app.getAppPath();
  return {
    rendererDir: path.join(root, 'dist', 'renderer'),
    seatPageDir: path.join(root, 'dist', 'seat'),
    preload: path.join(root, 'dist-electron', 'electron', 'preload.js'),
    migrationsDir: path.join(root, 'migrations'),
    // Compiled beside the services (tsconfig.electron.json); bots decide there, off main's path (ruling B6).
    botWorker: path.join(root, 'dist-electron', 'electron', 'services', 'bot-worker.js'),
    dataFile: path.join(app.getPath('userData'), 'velada.db'),
  };
}

/**
 * Applied to every web contents ever created, so no later window escapes the rules. A seat window
 * navigates on its listener's origin only, under seat-window.ts's own rules (SC34).
 */
function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url) && !seatWindows.owns(contents)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url) && !seatWindows.owns(contents)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  // Velada is offline by design: nothing but our own files (and inline data: images) loads.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAppUrl(details.url) || details.url.startsWith('data:') || details.url.startsWith('devtools:');
    callback({ cancel: !allowed });
  });
}

function createWindow(paths: ReturnType<typeof appPaths>, settings: Settings | null): BrowserWindow {
  let saved: WindowPlacement | null = null;
  try {
    saved = settings?.windowBounds() ?? null;
  } catch {
    saved = null;
  }
  const placement = fitToDisplays(saved, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...(placement.x !== undefined && placement.y !== undefined ? { x: placement.x, y: placement.y } : {}),
    width: placement.width,
    height: placement.height,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    title: 'Velada',
    show: false,
    backgroundColor: '#1b1b22',
    webPreferences: {
      preload: paths.preload,
      ...LOCKED_WEB_PREFERENCES,
      devTools: !app.isPackaged,
    },
  });
  if (placement.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    try {
      settings?.setWindowBounds(placementToSave(win.getNormalBounds(), win.isMaximized()));
    } catch (err) {
      // Losing the window position is not worth blocking the quit.
      console.error('Could not save the window bounds:', err);
    }
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
    // The shared screen gone, its seat windows go too (their links live on, as when the app closes: SC35).
    seatWindows.closeAll();
  });
  void win.loadURL(APP_ENTRY_URL);
  return win;
}

function registerIpc(active: Services): void {
  ipcMain.handle('velada', async (event, command: unknown, payload: unknown) => {
    // Only our own page may talk to the services, never a frame that navigated elsewhere.
    const senderUrl = event.senderFrame?.url;
    if (!isAppUrl(senderUrl)) {
      return ipcError('forbidden_sender', `IPC from ${senderUrl ?? 'an unknown frame'} is refused`, { url: senderUrl ?? '' });
    }
    if (typeof command !== 'string') return ipcError('unknown_command', 'The command name must be a string', { command: String(command) });
    return active.handle(command, payload);
  });
}

/** The renderer's preload listens here (preload.ts): a game committed a move, wherever it was made. */
const SESSION_COMMITTED_CHANNEL = 'velada:session-committed';

/** The preload listens here too: a game's private screens changed (SC32). */
const SCREENS_CHANGED_CHANNEL = 'velada:screens-changed';

/** Every commit — a phone's move included — tells the window, which then asks for what it may show. */
function forwardSessionEvents(active: Services): void {
  active.onSessionEvent((event) => {
    if (event.kind !== 'committed' || !mainWindow || mainWindow.isDestroyed()) return;
    mainWindow.webContents.send(SESSION_COMMITTED_CHANNEL, { sessionId: event.sessionId, seq: event.seq });
  });
  // A phone claimed its link, connected, dropped…: the window reads screens.status again; the game's id only.
  active.onScreensChange((change) => {
    seatWindows.changed(change);
    if (!mainWindow || mainWindow.isDestroyed()) return;
    mainWindow.webContents.send(SCREENS_CHANGED_CHANNEL, { sessionId: change.sessionId });
  });
}

/** The person picks where the file goes; main writes it, so the page never holds its content. */
async function saveExportWithDialog(_sessionId: string, document: ExportDocument): Promise<ExportOutcome> {
  const options = { defaultPath: document.fileName, filters: [{ name: 'Velada', extensions: ['json'] }] };
  const chosen = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
  if (chosen.canceled || !chosen.filePath) return { kind: 'cancelled' };
  writeExportFile(chosen.filePath, document);
  return { kind: 'saved', fileName: path.basename(chosen.filePath) };
}

/** "Importar partida": main reads the file the person picks, so the page never holds its hands (S32). */
async function pickImportFile(): Promise<StagedFile | null> {
  const options = { properties: ['openFile' as const], filters: [{ name: 'Velada', extensions: ['json'] }] };
  const chosen = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
  const filePath = chosen.filePaths[0];
  if (chosen.canceled || !filePath) return null;
  // Refused by its size before a byte of it is read.
  if (statSync(filePath).size > SESSION_FILE_MAX_BYTES) {
    throw new ServiceError('import_too_large', `${path.basename(filePath)} is larger than a save's file may be`, { max: SESSION_FILE_MAX_BYTES });
  }
  return { fileName: path.basename(filePath), text: readFileSync(filePath, 'utf8') };
}

/** "Copia de la biblioteca": the person picks where it goes; main writes the copy there (S35). */
async function saveLibraryWithDialog(fileName: string, write: (target: string) => Promise<void>): Promise<ExportOutcome> {
  const options = { defaultPath: fileName, filters: [{ name: 'Velada', extensions: ['db'] }] };
  const chosen = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
  if (chosen.canceled || !chosen.filePath) return { kind: 'cancelled' };
  await write(chosen.filePath);
  return { kind: 'saved', fileName: path.basename(chosen.filePath) };
}

/** "Restaurar biblioteca": main takes the file the person picks; the services copy and check it (S36). */
async function pickLibraryFile(): Promise<string | null> {
  const options = { properties: ['openFile' as const], filters: [{ name: 'Velada', extensions: ['db', 'sqlite'] }] };
  const chosen = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
  return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
}

async function start(): Promise<void> {
  await app.whenReady();
  const paths = appPaths();
  services = createServices({
    dataFile: paths.dataFile,
    migrationsDir: paths.migrationsDir,
    platform: 'electron',
    appVersion: app.getVersion(),
    exporter: saveExportWithDialog,
    pickImportFile,
    libraryExporter: saveLibraryWithDialog,
    pickLibraryFile,
    screens: { pageDir: paths.seatPageDir, seatWindows },
    botWorker: { file: paths.botWorker },
  });
  // When the file cannot be opened the window still opens: every command answers with that
  // error, and the renderer's own screen explains it and offers a new file or the latest copy.
  const ready = await services.ready;
  const settings = ready.ok ? await services.settings() : null;
  protocol.handle(APP_SCHEME, createAppProtocolHandler(paths.rendererDir));
  lockDownSession();
  registerIpc(services);
  forwardSessionEvents(services);
  mainWindow = createWindow(paths, settings);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(paths, settings);
  });
}

app.on('web-contents-created', (_event, contents) => lockDown(contents));

if (!app.requestSingleInstanceLock()) {
  // Two processes writing one database is how saves get corrupted: the first one wins.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    services?.close();
    services = null;
  });
  start().catch((err: unknown) => {
    console.error(err);
    app.exit(1);
  });
}
