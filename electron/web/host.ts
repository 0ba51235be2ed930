/**
 * The web host: the same services Electron uses, behind a small HTTP server on 127.0.0.1.
 * It exists so Velada runs (and is tested end to end) where no Electron binary is available.
 * Only loopback, only same-origin, only known commands; every answer is a typed Result.
 */
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { COMMANDS, LIBRARY_FILE_MAX_BYTES, type ExportOutcome, type Result } from '../../shared/ipc/contract';
import { createServices } from '../ipc/handlers';
import { fail } from '../ipc/dispatch';
import { darknessDownloadLink, downloadLink, scriptDownloadLink, DARKNESS_EXPORT_PREFIX, SCRIPT_EXPORT_PREFIX } from '../services/export-sink';
import type { ExportDocument } from '../services/session-file';
import { SECURITY_HEADERS, sendJson } from './security-headers';
import { handleSessionUpload, SESSION_IMPORT_ROUTE } from './import-upload';
import { handleLibraryDownload, handleLibraryUpload, LIBRARY_BACKUP_ROUTE, LIBRARY_UPLOAD_ROUTE } from './library-routes';
import { serveStatic } from './serve-static';
import { hostRefusal, originRefusal } from './request-checks';
import { readBody } from './read-body';
import { downloadErrorStatus, downloadRefusal } from './download-guard';
import { attachCommandSocket } from './command-socket';
import type { BotWorkerScript } from '../services/bot-runner';

export const MAX_BODY_BYTES = 256 * 1024;
const EXPORT_PREFIX = '/export/';
export const DEFAULT_PORT = 5317;

export interface WebHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Folder holding velada.db; created when missing. */
  dataDir: string;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** SQL migrations; defaults to ./migrations of the working directory. */
  migrationsDir?: string;
  /** The largest library file `POST /import/library` takes; LIBRARY_FILE_MAX_BYTES unless a test lowers it. */
  libraryUploadMaxBytes?: number;
  /** The seat page served to phones (issue 23); defaults to `seat` beside staticDir (dist/seat). */
  seatPageDir?: string;
  /** The address a game's phone listener binds instead of the LAN's (tests: 127.0.0.1). */
  screensAddress?: string;
  /** The bot worker's script (ruling B6); without it bots decide in the host's own thread. */
  botWorker?: BotWorkerScript;
}

export interface WebHost {
  url: string;
  port: number;
  dataFile: string;
  /** Whether the data file opened; when not, every command answers with this error. */
  ready: Promise<Result<void>>;
  /** Closes every page's command socket (their commands go on as requests until they reconnect). */
  dropSockets(): void;
  close(): Promise<void>;
}

const KNOWN_COMMANDS: ReadonlySet<string> = new Set(COMMANDS);


export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  await mkdir(options.dataDir, { recursive: true });
  const dataFile = path.join(options.dataDir, 'velada.db');
  const services = createServices({
    dataFile,
    migrationsDir: options.migrationsDir ?? path.resolve('migrations'),
    platform: 'web',
    exporter: downloadLink,
    scriptExporter: scriptDownloadLink,
    darknessExporter: darknessDownloadLink,
    // The browser takes the copy from the download route; nothing is written until it asks (S35).
    libraryExporter: (): ExportOutcome => ({ kind: 'download', url: LIBRARY_BACKUP_ROUTE }),
    refuseUnfinishedExports: true,
    screens: {
      pageDir: path.resolve(options.seatPageDir ?? path.join(path.dirname(path.resolve(options.staticDir)), 'seat')),
      bindAddress: options.screensAddress,
    },
    ...(options.botWorker ? { botWorker: options.botWorker } : {}),
  });
  const staticDir = path.resolve(options.staticDir);
  let port = options.port;

  // Both names of the loopback address are "us"; anything else is another site
  // (or a DNS-rebinding page pretending to be us) and gets nothing.
  const ownHosts = (): string[] => [`127.0.0.1:${port}`, `localhost:${port}`];
  const ownOrigins = (): string[] => ownHosts().map((h) => `http://${h}`);

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, command: string): Promise<void> {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      sendJson(res, 405, fail('method_not_allowed', `Use POST for /api/${command}`, { method: req.method ?? '' }));
      return;
    }
    if (!KNOWN_COMMANDS.has(command)) {
      sendJson(res, 404, fail('unknown_command', `Unknown command "${command}"`, { command }));
      req.resume();
      return;
    }
    // HTML forms can post cross-site without a preflight only as form or text types: refusing
    // those closes that door even for a browser that would omit the Origin header.
    const contentType = req.headers['content-type'];
    if (contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
      sendJson(res, 415, fail('unsupported_media_type', 'Commands must be sent as application/json', { contentType }));
      req.resume();
      return;
    }
    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body.ok) {
      // Sent after the whole body was read (and thrown away), so the client sees this answer, not a reset.
      res.setHeader('Connection', 'close');
      sendJson(res, 413, fail('payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`, { limit: MAX_BODY_BYTES }));
      return;
    }
    let payload: unknown;
    try {
      // An empty body means "no parameters", the same as {}.
      payload = body.text.trim() === '' ? {} : JSON.parse(body.text);
    } catch (err) {
      sendJson(res, 400, fail('bad_json', `The request body is not valid JSON: ${(err as Error).message}`));
      return;
    }
    sendJson(res, 200, await services.handle(command, payload));
  }

  /**
   * The export download: the browser saves it as a file, the page's JavaScript never reads it.
   * Only a navigation of the browser's own from Velada's page gets it (ruling S25): a fetch(),
   * an XHR or a frame of any page, ours included, is refused before the file is looked up.
   */
  async function handleExport(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    encodedId: string,
    find: (id: string) => Promise<Result<ExportDocument>> = (id) => services.exportDocument(id),
  ): Promise<void> {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendJson(res, 405, fail('method_not_allowed', 'Use GET for an export', { method: req.method ?? '' }));
      return;
    }
    const refused = downloadRefusal(req.headers);
    if (refused) {
      sendJson(res, 403, { ok: false, error: refused });
      return;
    }
    let sessionId: string;
    try {
      sessionId = decodeURIComponent(encodedId);
    } catch {
      sessionId = '';
    }
    const found = await find(sessionId);
    if (!found.ok) {
      sendJson(res, downloadErrorStatus(found.error.code), found);
      return;
    }
    const body = Buffer.from(found.data.json, 'utf8');
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'Content-Disposition': `attachment; filename="${found.data.fileName}"`,
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const own = { hosts: ownHosts, origins: ownOrigins };
    const refused = hostRefusal(req, own) ?? originRefusal(req, own, false);
    if (refused) {
      sendJson(res, 403, refused);
      req.resume();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // A Looper script file (secret card included) is served like a session export.
    if (pathname.startsWith(SCRIPT_EXPORT_PREFIX)) {
      await handleExport(req, res, pathname.slice(SCRIPT_EXPORT_PREFIX.length), (id) => services.scriptDocument(id));
      return;
    }
    if (pathname.startsWith(DARKNESS_EXPORT_PREFIX)) {
      await handleExport(req, res, pathname.slice(DARKNESS_EXPORT_PREFIX.length), (key) => services.darknessDocument(key));
      return;
    }
    if (pathname.startsWith(EXPORT_PREFIX)) {
      await handleExport(req, res, pathname.slice(EXPORT_PREFIX.length));
      return;
    }
    if (pathname === LIBRARY_BACKUP_ROUTE) {
      await handleLibraryDownload(req, res, () => services.libraryDownload());
      return;
    }
    if (pathname === LIBRARY_UPLOAD_ROUTE) {
      await handleLibraryUpload(req, res, ownOrigins(), options.libraryUploadMaxBytes ?? LIBRARY_FILE_MAX_BYTES, (fill) => services.stageLibraryFile(fill));
      return;
    }
    if (pathname === SESSION_IMPORT_ROUTE) {
      await handleSessionUpload(req, res, ownOrigins(), (file) => services.stageSessionImport(file));
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const command = pathname.slice('/api/'.length);
      if (command === '' || command.includes('/')) {
        sendJson(res, 404, fail('not_found', `No such route: ${pathname}`, { path: pathname }));
        req.resume();
        return;
      }
      await handleApi(req, res, command);
      return;
    }
    await serveStatic(req, res, staticDir, pathname);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 500, fail('internal_error', `Internal error: ${(err as Error)?.message ?? String(err)}`));
    });
  });

  const commandSockets = attachCommandSocket(server, {
    maxPayloadBytes: MAX_BODY_BYTES,
    ownHosts,
    ownOrigins,
    isKnownCommand: (command) => KNOWN_COMMANDS.has(command),
    handle: (command, request) => services.handle(command, request),
  });

  // A commit made anywhere (a phone's move included) tells every page at once: the table refreshes itself.
  const stopCommits = services.onSessionEvent((event) => {
    if (event.kind === 'committed') commandSockets.broadcast({ push: 'sessions.committed', sessionId: event.sessionId, seq: event.seq });
  });
  // A phone claimed its link, connected, dropped, was removed…: the Pantallas panel reads the status again (SC32).
  // The game's id only: the change's kind and seat stay here, and nothing secret ever rides a push.
  const stopScreens = services.onScreensChange((change) => commandSockets.broadcast({ push: 'screens.changed', sessionId: change.sessionId }));
  const stopPushes = () => {
    stopCommits();
    stopScreens();
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    services.close();
    throw err;
  }
  port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataFile,
    ready: services.ready,
    dropSockets: () => commandSockets.closeAll(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        stopPushes();
        commandSockets.closeAll();
        server.close(() => {
          services.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
