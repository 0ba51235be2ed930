/**
 * The one entry point both hosts call (Electron's ipcMain glue and the web host's POST
 * routes): validate the untrusted request against the contract's schema, dispatch to a
 * service, and turn every outcome into a Result. Nothing is ever thrown across it.
 *
 * This module opens the data file (and replaces it when it cannot be opened); the commands are
 * answered per concern beside it: app-handlers (app, profiles, settings), session-handlers,
 * script-handlers, darkness-handlers and safety-handlers, joined in buildHandlers below.
 */
import path from 'node:path';
import { gameModule } from '../../shared/games/registry';
import { requestSchemas, type IpcError, type Result } from '../../shared/ipc/contract';
import { openDataFile, readMigrations, type Db, type Migration } from '../services/database';
import { writeDailyBackup } from '../services/auto-backup';
import { nowIso } from '../services/clock';
import { moveAside, restoreLatestBackup } from '../services/damaged-file';
import { ServiceError } from '../services/errors';
import { startIntegrityPass, type IntegrityPass } from '../services/integrity-pass';
import { acquireProcessLock, type ProcessLock } from '../services/process-lock';
import type { ReadOnlyReason } from '../services/read-only-copy';
import { ProfileService } from '../services/profiles';
import { SessionService } from '../services/sessions';
import { inlineBotRunner, WorkerBotRunner } from '../services/bot-runner';
import { SessionEvents, type SessionListener } from '../services/session-events';
import type { ExportDocument } from '../services/session-file';
import { SettingsService } from '../services/settings';
import { ScriptLibraryService } from '../services/looper/script-library';
import { DarknessGameEndService } from '../services/darkness/game-end';
import { checkBackup, listBackups, replaceDataFile, restoreBackup } from '../services/backups';
import { checkLibraryFile, LibraryStaging, prepareLibraryDownload, removeStaleLibraryFiles, type LibraryDownload } from '../services/library-file';
import { removeStalePartials } from '../services/partial-copies';
import { jsonTooDeep } from '../../shared/ipc/json-depth';
import { ImportStaging, SessionImportService, type StagedFile } from '../services/session-import';
import type { LibraryRestoreOutcome, ParsedRequest, ResponseMap, SessionImportOutcome } from '../../shared/ipc/contract';
import { appHandlers } from './app-handlers';
import { importHandlers, stageSessionImport } from './import-handlers';
import { libraryHandlers, stageLibraryFile } from './library-handlers';
import { darknessGameHandlers, darknessHandlers } from './darkness-handlers';
import { closedError, dispatch, fail, toIpcError, type Handlers } from './dispatch';
import { readOnlyError, WRITE_COMMANDS } from './read-only';
import { darknessExportDocument, darknessTransfer, safetyHandlers } from './safety-handlers';
import { scriptHandlers } from './script-handlers';
import { screenHandlers } from './screens-handlers';
import { ScreensService } from '../screens/screens-service';
import { ScreensEvents, type ScreensListener } from '../screens/screens-events';
import { sessionDocument, sessionHandlers } from './session-handlers';
import type { ServicesOptions } from './services-options';

export type { ServicesOptions } from './services-options';

export interface Services {
  /** Resolves once the database is open and migrated, or with the error that prevented it. */
  ready: Promise<Result<void>>;
  handle(command: string, rawRequest: unknown): Promise<Result<unknown>>;
  /** The export file itself, for the host that delivers it (never an IPC command: see sessions.export). */
  exportDocument(sessionId: string): Promise<Result<ExportDocument>>;
  /** A Looper script's file, for the host that delivers it (see scripts.export). */
  scriptDocument(scriptId: string): Promise<Result<ExportDocument>>;
  /** A When Darkness Comes file by its export key (`character:<id>`, `campaign:<id>`). */
  darknessDocument(key: string): Promise<Result<ExportDocument>>;
  /** A file uploaded for "Importar partida" (the web host's route): checked, kept, and its preview (S32). */
  stageSessionImport(file: StagedFile): Promise<Result<SessionImportOutcome>>;
  /** A library file uploaded for "Restaurar biblioteca" (the web host's route): `fill` writes it, then it is checked and kept (S36). */
  stageLibraryFile(fill: (target: string) => Promise<void>): Promise<Result<LibraryRestoreOutcome>>;
  /** A copy of the whole library for the web host's download; released once sent (S35). */
  libraryDownload(): Promise<Result<LibraryDownload>>;
  /** For hosts that need more than the IPC commands (e.g. Electron's window bounds). */
  settings(): Promise<SettingsService>;
  /** Told of every commit and deletion of any session (over reopened files too); returns the unsubscribe. */
  onSessionEvent(listener: SessionListener): () => void;
  /** Told of every change of any game's private screens (SC32), over reopened files too; returns the unsubscribe. */
  onScreensChange(listener: ScreensListener): () => void;
  /** Resolves when the background integrity pass over every session's log has finished. */
  integrityChecked(): Promise<void>;
  close(): void;
}

interface Opened {
  db: Db;
  handlers: Handlers;
  settings: SettingsService;
  sessions: SessionService;
  scripts: ScriptLibraryService;
  readOnly: ReadOnlyReason | null;
  integrity: IntegrityPass;
  screens: ScreensService;
}

/** Opening errors after which the person may replace the file; never a newer Velada's file, never a busy one. */
const REPLACEABLE_FILE_ERRORS: ReadonlySet<string> = new Set(['db_corrupt', 'db_foreign', 'db_is_folder']);

/**
 * Opens the database in the background and returns at once; `handle` waits for it, so a
 * host can register its routes immediately. If opening fails (newer file, corrupt file)
 * every command answers with that error, which the renderer can show.
 */
export function createServices(options: ServicesOptions): Services {
  const appVersion = options.appVersion ?? process.env.npm_package_version ?? '0.0.0';
  let closed = false;
  let openDb: Db | null = null;
  let lock: ProcessLock | null = null;
  let integrity: IntegrityPass | null = null;
  let screens: ScreensService | null = null;
  // Outlives a reopened file, like `staging`: a host subscribes once.
  const sessionEvents = new SessionEvents();
  const screensEvents = new ScreensEvents();
  // Outlives a reopened file: a file chosen before a restore is checked against the new one on confirm.
  const staging = new ImportStaging();
  const libraryStaging = new LibraryStaging(options.dataFile);
  // Outlives a reopened file: the worker loads the games once.
  const botRunner = options.botWorker ? new WorkerBotRunner(options.botWorker) : inlineBotRunner;

  const open = async (): Promise<Opened | IpcError> => {
    try {
      // A second Velada on the same file would answer from its own stale cache: refused first.
      lock ??= acquireProcessLock(options.dataFile);
      const { db, readOnly } = await openDataFile(options.dataFile, { migrationsDir: options.migrationsDir, appVersion });
      if (closed) {
        db.close();
        return closedError();
      }
      openDb = db;
      if (!readOnly) {
        // Under the lock no other Velada writes copies of this file: a .partial not ours is a crash's leftover (S29).
        removeStalePartials(options.dataFile);
        removeStaleLibraryFiles(options.dataFile);
        // A failed copy must not stop tonight's game; the next open tries again.
        await writeDailyBackup(db, options.dataFile, nowIso()).catch(() => null);
      }
      const settings = new SettingsService(db);
      const sessions = new SessionService(db, { games: options.games ?? gameModule, botRunner });
      sessions.onEvent((event) => sessionEvents.emit(event));
      integrity = startIntegrityPass(sessions);
      const scripts = new ScriptLibraryService(db);
      screens = new ScreensService(db, sessions, options.screens ?? null, screensEvents);
      const handlers = buildHandlers(sessions, db, settings, options, appVersion, readOnly, scripts, { staging, libraryStaging }, screens);
      return { db, settings, sessions, scripts, readOnly, integrity, handlers, screens };
    } catch (error) {
      return toIpcError(error);
    }
  };
  let opening: Promise<Opened | IpcError> = open();

  /** "Empezar con un archivo nuevo" / "Restaurar la última copia": only while the file could not be opened. */
  const replaceFile = async (replace: () => Record<string, string>): Promise<Result<unknown>> => {
    const opened = await opening;
    if ('db' in opened || !REPLACEABLE_FILE_ERRORS.has(opened.code)) {
      const state = 'db' in opened ? 'open' : opened.code;
      return fail('file_replacement_refused', `The data file is not damaged (${state}); it stays as it is`, { state });
    }
    let moved: Record<string, string>;
    try {
      moved = replace();
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    opening = open();
    const reopened = await opening;
    return 'db' in reopened ? { ok: true, data: moved } : { ok: false, error: reopened };
  };
  const replaceCommand = (command: 'data.startFresh' | 'data.restoreBackup', rawRequest: unknown): Promise<Result<unknown>> => {
    const parsed = requestSchemas[command].safeParse(rawRequest);
    if (!parsed.success) {
      return Promise.resolve(fail('invalid_request', `Invalid ${command} request`, { command, issues: parsed.error.issues[0]!.message }));
    }
    return replaceFile((): Record<string, string> => {
      if (command === 'data.startFresh') return { movedTo: path.basename(moveAside(options.dataFile, nowIso())) };
      const { restoredFrom, movedTo } = restoreLatestBackup(options.dataFile, nowIso());
      return { restoredFrom: path.basename(restoredFrom), movedTo: path.basename(movedTo) };
    });
  };

  /**
   * Replaces the open data file by a checked one: the check runs while the file is still open (a
   * refused file changes nothing), then the file is closed, moved aside (never deleted), replaced
   * and opened again (migrated forward when older). Also offered while the file could not be
   * opened, like data.restoreBackup. `backups.restore` puts a listed copy in place,
   * `library.restore.confirm` a library file chosen for it (S36).
   */
  const swapDataFile = async <C extends 'backups.restore' | 'library.restore.confirm'>(
    command: C,
    rawRequest: unknown,
    check: (request: ParsedRequest<C>, migrations: Migration[]) => void,
    replace: (request: ParsedRequest<C>, migrations: Migration[]) => ResponseMap[C],
  ): Promise<Result<unknown>> => {
    const parsed = requestSchemas[command].safeParse(rawRequest);
    if (!parsed.success) {
      return fail('invalid_request', `Invalid ${command} request`, { command, issues: parsed.error.issues[0]!.message });
    }
    const request = parsed.data as ParsedRequest<C>;
    const current = await opening;
    if (closed) return { ok: false, error: closedError() };
    if ('db' in current && current.readOnly) return readOnlyError(current.readOnly);
    if (!('db' in current) && !REPLACEABLE_FILE_ERRORS.has(current.code)) {
      return fail('file_replacement_refused', `The data file cannot be replaced now (${current.code})`, { state: current.code });
    }
    let migrations: Migration[];
    try {
      migrations = readMigrations(options.migrationsDir);
      check(request, migrations);
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    let outcome: Result<unknown> = { ok: false, error: closedError() };
    opening = (async () => {
      if ('db' in current) {
        current.integrity.stop();
        // The phones' listeners answer from this file: they close with it (the links stay in it).
        await current.screens.close();
        current.db.close();
      }
      try {
        outcome = { ok: true, data: replace(request, migrations) };
      } catch (error) {
        outcome = { ok: false, error: toIpcError(error) };
      }
      return open();
    })();
    const reopened = await opening;
    return outcome.ok && !('db' in reopened) ? { ok: false, error: reopened } : outcome;
  };
  const restoreCommand = (rawRequest: unknown) =>
    swapDataFile(
      'backups.restore',
      rawRequest,
      (r, migrations) => checkBackup(options.dataFile, r.file, migrations),
      (r, migrations) => restoreBackup(options.dataFile, r.file, migrations, nowIso()),
    );
  const restoreLibraryCommand = (rawRequest: unknown) =>
    swapDataFile(
      'library.restore.confirm',
      rawRequest,
      // The same check as the preview's, on the very file the page was shown the counts of.
      (r, migrations) => checkLibraryFile(libraryStaging.get(r.token), migrations),
      (r) => {
        const movedTo = replaceDataFile(options.dataFile, libraryStaging.get(r.token), nowIso());
        libraryStaging.drop(r.token);
        return { movedTo };
      },
    );

  const documentFrom = async <T = ExportDocument>(find: (opened: Opened) => T | Promise<T>, writes = false): Promise<Result<T>> => {
    const opened = await opening;
    if (!('db' in opened)) return { ok: false, error: opened };
    if (closed) return { ok: false, error: closedError() };
    if (writes && opened.readOnly) return readOnlyError(opened.readOnly);
    try {
      return { ok: true, data: await find(opened) };
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
  };

  return {
    ready: opening.then((opened) => ('db' in opened ? { ok: true, data: undefined } : { ok: false, error: opened })),

    async handle(command, rawRequest) {
      // Before anything walks the request recursively (S30).
      const deep = jsonTooDeep(rawRequest);
      if (deep) return { ok: false, error: deep };
      if (command === 'data.startFresh' || command === 'data.restoreBackup') return replaceCommand(command, rawRequest);
      if (command === 'backups.restore') return restoreCommand(rawRequest);
      if (command === 'library.restore.confirm') return restoreLibraryCommand(rawRequest);
      const opened = await opening;
      // The copies are listed even while the file cannot be opened: that is when one is restored.
      if (!('db' in opened) && command === 'backups.list' && requestSchemas[command].safeParse(rawRequest).success) {
        return { ok: true, data: listBackups(options.dataFile) };
      }
      if (!('db' in opened)) return { ok: false, error: opened };
      if (closed) return { ok: false, error: closedError() };
      if (opened.readOnly && WRITE_COMMANDS.has(command)) return readOnlyError(opened.readOnly);
      return dispatch(opened.handlers, command, rawRequest);
    },

    exportDocument(sessionId) {
      return documentFrom((opened) => sessionDocument(opened.db, opened.sessions, options, sessionId));
    },

    scriptDocument(scriptId) {
      return documentFrom((opened) => opened.scripts.exportFile(scriptId));
    },

    darknessDocument(key) {
      return documentFrom((opened) => darknessExportDocument(darknessTransfer(opened.db, options.dataFile), key));
    },

    stageLibraryFile(fill) {
      return documentFrom(() => stageLibraryFile(libraryStaging, options, fill), true);
    },

    libraryDownload() {
      return documentFrom((opened) => prepareLibraryDownload(opened.db, options.dataFile, nowIso()), true);
    },

    stageSessionImport(file) {
      return documentFrom((opened) => stageSessionImport(new SessionImportService(opened.db, options.dataFile, options.games ?? gameModule), staging, file));
    },

    async settings() {
      const opened = await opening;
      if (!('db' in opened)) throw new ServiceError(opened.code, opened.message, opened.params);
      return opened.settings;
    },

    onSessionEvent(listener) {
      return sessionEvents.on(listener);
    },

    onScreensChange(listener) {
      return screensEvents.on(listener);
    },

    async integrityChecked() {
      const opened = await opening;
      if ('db' in opened) await opened.integrity.done;
    },

    close() {
      if (closed) return;
      closed = true;
      integrity?.stop();
      botRunner.close();
      // Listeners stop taking connections now; their sockets are gone before the file closes below.
      void screens?.close();
      // Still opening: the open callback sees `closed` and closes the file itself.
      if (openDb?.open) openDb.close();
      lock?.release();
    },
  };
}

/** Every command's handler, one concern's module at a time (the contract's types say none is missing). */
function buildHandlers(
  sessions: SessionService,
  db: Db,
  settings: SettingsService,
  options: ServicesOptions,
  appVersion: string,
  readOnly: ReadOnlyReason | null,
  scripts: ScriptLibraryService,
  { staging, libraryStaging }: { staging: ImportStaging; libraryStaging: LibraryStaging },
  screens: ScreensService,
): Handlers {
  const games = options.games ?? gameModule;
  const gameEnds = new DarknessGameEndService(db, sessions);
  return {
    ...appHandlers({ db, appVersion, platform: options.platform, readOnly, games, profiles: new ProfileService(db), settings }),
    ...sessionHandlers({ db, sessions, scripts, games, options }),
    ...importHandlers(db, games, options, staging),
    ...libraryHandlers(db, options, libraryStaging),
    ...scriptHandlers(scripts, options),
    ...darknessHandlers(db),
    ...darknessGameHandlers(db, sessions, gameEnds),
    ...safetyHandlers(db, options.dataFile, options.darknessExporter ?? options.exporter, gameEnds),
    ...screenHandlers(screens),
  };
}
