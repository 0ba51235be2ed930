/**
 * The one entry point both hosts call (Electron's ipcMain glue and the web host's POST
 * routes): validate the untrusted request against the contract's schema, dispatch to a
 * service, and turn every outcome into a Result. Nothing is ever thrown across it.
 */
import path from 'node:path';
import type { AnyGameModule } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import {
  requestSchemas,
  type Command,
  type ExportOutcome,
  type IpcError,
  type ParsedRequest,
  type ResponseMap,
  type Result,
} from '../../shared/ipc/contract';
import { gameCatalog } from '../services/catalog';
import { openDataFile, readMigrations, type Db } from '../services/database';
import { writeDailyBackup } from '../services/auto-backup';
import { nowIso } from '../services/clock';
import { moveAside, restoreLatestBackup } from '../services/damaged-file';
import { isServiceError, ServiceError } from '../services/errors';
import { startIntegrityPass, type IntegrityPass } from '../services/integrity-pass';
import { acquireProcessLock, type ProcessLock } from '../services/process-lock';
import type { ReadOnlyReason } from '../services/read-only-copy';
import { storageError } from '../services/storage-errors';
import { ProfileService } from '../services/profiles';
import { SessionService, type ExportDocument } from '../services/sessions';
import { SettingsService } from '../services/settings';
import { GameReplayService } from '../services/game-replay';
import { rematch } from '../services/rematch';
import { profileHistory } from '../services/profile-history';
import { ScriptLibraryService } from '../services/script-library';
import { SessionNotesService } from '../services/session-notes';
import { optionResolvers, resolveGameOptions } from '../services/looper-options';
import { darknessGameHandlers, darknessHandlers } from './darkness-handlers';
import { DarknessGameEndService } from '../services/darkness/game-end';
import { resolveDarknessOptions } from '../services/darkness/game-options';
import { darknessExportDocument, darknessTransfer, safetyHandlers, type DarknessExporter } from './safety-handlers';
import { checkBackup, listBackups, restoreBackup } from '../services/backups';
import { refuseUnfinishedExport } from '../services/export-policy';
import { removeStalePartials } from '../services/partial-copies';
import { jsonTooDeep } from '../../shared/ipc/json-depth';

export interface ServicesOptions {
  dataFile: string;
  migrationsDir: string;
  platform: 'electron' | 'web';
  /** Shown by app.info and recorded in the database; defaults to the npm package version. */
  appVersion?: string;
  /** Game lookup; tests may add fixture games. Defaults to the shared registry. */
  games?: (id: string) => AnyGameModule | undefined;
  /**
   * Where an export goes, so its content never reaches the renderer: Electron writes it after
   * a save dialog, the web host hands back a link it serves itself.
   */
  exporter?: (sessionId: string, document: ExportDocument) => ExportOutcome | Promise<ExportOutcome>;
  /**
   * Where a Looper script export goes (its secret card must not reach the renderer either).
   * Defaults to `exporter`, which suits any exporter that writes the document it is given (a
   * save dialog, a folder); a host answering with id-based links passes its own (ruling S19).
   */
  scriptExporter?: (scriptId: string, document: ExportDocument) => ExportOutcome | Promise<ExportOutcome>;
  /** Where a When Darkness Comes character or campaign file goes; defaults to `exporter`, like scriptExporter. */
  darknessExporter?: DarknessExporter;
  /** export_unfinished for a game still being played: set by a host whose export passes through a browser (S26). */
  refuseUnfinishedExports?: boolean;
}

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
  /** For hosts that need more than the IPC commands (e.g. Electron's window bounds). */
  settings(): Promise<SettingsService>;
  /** Resolves when the background integrity pass over every session's log has finished. */
  integrityChecked(): Promise<void>;
  close(): void;
}

type Handlers = { [C in Command]: (request: ParsedRequest<C>) => ResponseMap[C] | Promise<ResponseMap[C]> };

interface Opened {
  db: Db;
  handlers: Handlers;
  settings: SettingsService;
  sessions: SessionService;
  scripts: ScriptLibraryService;
  readOnly: ReadOnlyReason | null;
  integrity: IntegrityPass;
}

/** Commands that write; in read-only mode they answer `read_only` with the reason. */
const WRITE_COMMANDS: ReadonlySet<string> = new Set([
  'profiles.create',
  'profiles.rename',
  'profiles.delete',
  'sessions.create',
  'sessions.rename',
  'sessions.delete',
  'sessions.duplicate',
  'sessions.act',
  'sessions.undo',
  'sessions.botStep',
  'sessions.recover',
  'sessions.rematch',
  'settings.set',
  'scripts.import',
  'scripts.delete',
  'notes.set',
  'darkness.characters.create',
  'darkness.characters.correct',
  'darkness.characters.revert',
  'darkness.characters.retire',
  'darkness.characters.archive',
  'darkness.campaigns.create',
  'darkness.campaigns.addCharacter',
  'darkness.campaigns.lend',
  'darkness.campaigns.recordPlayed',
  'darkness.drafts.save',
  'darkness.drafts.clear',
  'darkness.import.confirm',
  'darkness.endOfGame.confirm',
  'darkness.games.create',
  'backups.restore',
]);

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
        // A failed copy must not stop tonight's game; the next open tries again.
        await writeDailyBackup(db, options.dataFile, nowIso()).catch(() => null);
      }
      const settings = new SettingsService(db);
      const sessions = new SessionService(db, { games: options.games ?? gameModule });
      integrity = startIntegrityPass(sessions);
      const scripts = new ScriptLibraryService(db);
      const handlers = buildHandlers(sessions, db, settings, options, appVersion, readOnly, scripts);
      return { db, settings, sessions, scripts, readOnly, integrity, handlers };
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
   * "Restaurar esta copia": the copy is checked while the file is still open (a refused copy
   * changes nothing), then the file is closed, moved aside (never deleted), replaced by the copy
   * and opened again. Also offered while the file could not be opened, like data.restoreBackup.
   */
  const restoreCommand = async (rawRequest: unknown): Promise<Result<unknown>> => {
    const parsed = requestSchemas['backups.restore'].safeParse(rawRequest);
    if (!parsed.success) {
      return fail('invalid_request', 'Invalid backups.restore request', { command: 'backups.restore', issues: parsed.error.issues[0]!.message });
    }
    const current = await opening;
    if (closed) return { ok: false, error: closedError() };
    if ('db' in current && current.readOnly) return readOnlyError(current.readOnly);
    if (!('db' in current) && !REPLACEABLE_FILE_ERRORS.has(current.code)) {
      return fail('file_replacement_refused', `The data file cannot be replaced now (${current.code})`, { state: current.code });
    }
    const migrations = readMigrations(options.migrationsDir);
    try {
      checkBackup(options.dataFile, parsed.data.file, migrations);
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    let outcome: Result<unknown> = { ok: false, error: closedError() };
    opening = (async () => {
      if ('db' in current) {
        current.integrity.stop();
        current.db.close();
      }
      try {
        outcome = { ok: true, data: restoreBackup(options.dataFile, parsed.data.file, migrations, nowIso()) };
      } catch (error) {
        outcome = { ok: false, error: toIpcError(error) };
      }
      return open();
    })();
    const reopened = await opening;
    return outcome.ok && !('db' in reopened) ? { ok: false, error: reopened } : outcome;
  };

  const documentFrom = async (find: (opened: Opened) => ExportDocument): Promise<Result<ExportDocument>> => {
    const opened = await opening;
    if (!('db' in opened)) return { ok: false, error: opened };
    if (closed) return { ok: false, error: closedError() };
    try {
      return { ok: true, data: find(opened) };
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

    async settings() {
      const opened = await opening;
      if (!('db' in opened)) throw new ServiceError(opened.code, opened.message, opened.params);
      return opened.settings;
    },

    async integrityChecked() {
      const opened = await opening;
      if ('db' in opened) await opened.integrity.done;
    },

    close() {
      if (closed) return;
      closed = true;
      integrity?.stop();
      // Still opening: the open callback sees `closed` and closes the file itself.
      if (openDb?.open) openDb.close();
      lock?.release();
    },
  };
}

function readOnlyError(readOnly: ReadOnlyReason): Result<never> {
  return fail('read_only', `Nothing can be saved this time: ${readOnly.detail}`, { reason: readOnly.reason });
}

async function dispatch(handlers: Handlers, command: string, rawRequest: unknown): Promise<Result<unknown>> {
  if (!Object.prototype.hasOwnProperty.call(requestSchemas, command)) {
    return fail('unknown_command', `Unknown command ${command}`, { command });
  }
  const name = command as Command;
  const parsed = requestSchemas[name].safeParse(rawRequest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(request)';
    return fail('invalid_request', `Invalid ${command} request: ${where}: ${issue.message}`, {
      command,
      issues: `${where}: ${issue.message}`,
    });
  }
  try {
    const handler = handlers[name] as (request: unknown) => unknown;
    return { ok: true, data: await handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

function buildHandlers(
  sessions: SessionService,
  db: Db,
  settings: SettingsService,
  options: ServicesOptions,
  appVersion: string,
  readOnly: ReadOnlyReason | null,
  scripts: ScriptLibraryService,
  notes: SessionNotesService = new SessionNotesService(db),
): Handlers {
  const games = options.games ?? gameModule;
  // A darkness game names its heroes by reference too: main reads every sheet from the ledger (D366).
  const resolvers = { ...optionResolvers(scripts), darkness: (o: Record<string, unknown>) => resolveDarknessOptions(db, o) };
  const profiles = new ProfileService(db);
  const replays = new GameReplayService(db, games);
  const gameEnds = new DarknessGameEndService(db, sessions);
  return {
    // No data path here: the page has no use for where the file lives on this computer.
    'app.info': () => ({ version: appVersion, platform: options.platform, readOnly: readOnly && { reason: readOnly.reason } }),
    'games.catalog': () => gameCatalog(games),
    'profiles.list': () => profiles.list(),
    'profiles.create': (r) => profiles.create(r.name, r.color),
    'profiles.rename': (r) => profiles.rename(r.profileId, r.name),
    'profiles.delete': (r) => {
      profiles.delete(r.profileId);
      return { deleted: true };
    },
    'sessions.list': () => sessions.list(),
    // A game may name its options by reference (a Looper scriptId): main resolves them first.
    'sessions.create': (r) => sessions.create(r.gameId, r.title, r.players, resolveGameOptions(resolvers, r.gameId, r.options), r.seed),
    'sessions.rename': (r) => sessions.rename(r.sessionId, r.title),
    'sessions.delete': (r) => {
      sessions.delete(r.sessionId);
      return { deleted: true };
    },
    'sessions.duplicate': (r) => sessions.duplicate(r.sessionId),
    'sessions.open': (r) => sessions.open(r.sessionId, r.seat),
    'sessions.act': (r) => sessions.act(r.sessionId, r.seat, r.expectedSeq, r.action),
    'sessions.undo': (r) => sessions.undo(r.sessionId, r.seat, r.expectedSeq),
    'sessions.botStep': (r) => sessions.botStep(r.sessionId, r.expectedSeq),
    'sessions.recover': (r) => sessions.recover(r.sessionId),
    'sessions.rematch': (r) => rematch(db, sessions, r.sessionId),
    'sessions.endOfGame': (r) => replays.endOfGame(r.sessionId),
    'sessions.replayAt': (r) => replays.replayAt(r.sessionId, r.step, r.allHands),
    'profiles.history': (r) => profileHistory(db, profiles.list(), r.profileId),
    // Answered by createServices itself, since they must work while the file cannot be opened.
    'data.startFresh': () => {
      throw new ServiceError('file_replacement_refused', 'The data file is open; it stays as it is', { state: 'open' });
    },
    'data.restoreBackup': () => {
      throw new ServiceError('file_replacement_refused', 'The data file is open; it stays as it is', { state: 'open' });
    },
    'sessions.export': (r) => {
      const document = sessionDocument(db, sessions, options, r.sessionId);
      if (!options.exporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save an export');
      return options.exporter(r.sessionId, document);
    },
    'settings.get': () => settings.get(),
    'settings.set': (r) => settings.set(r),
    'scripts.list': () => scripts.list(),
    'scripts.import': (r) => scripts.import(r.json),
    'scripts.export': (r) => {
      const document = scripts.exportFile(r.scriptId);
      const exporter = options.scriptExporter ?? options.exporter;
      if (!exporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save an export');
      return exporter(r.scriptId, document);
    },
    'scripts.delete': (r) => {
      scripts.delete(r.scriptId);
      return { deleted: true };
    },
    'scripts.get': (r) => scripts.editorCopy(r.scriptId),
    'notes.get': (r) => notes.get(r.sessionId, r.notebook),
    'notes.set': (r) => notes.set(r.sessionId, r.notebook, r.notes),
    ...darknessHandlers(db),
    ...darknessGameHandlers(db, sessions, gameEnds),
    ...safetyHandlers(db, options.dataFile, options.darknessExporter ?? options.exporter, gameEnds),
  };
}

function sessionDocument(db: Db, sessions: SessionService, options: ServicesOptions, sessionId: string): ExportDocument {
  if (options.refuseUnfinishedExports) refuseUnfinishedExport(db, sessionId);
  return sessions.exportDocument(sessionId);
}

/** Deliberate service errors keep their code; anything else is a bug and says only that. */
function toIpcError(error: unknown): IpcError {
  if (isServiceError(error)) return error.toJSON();
  // A full disk, a read-only or locked file: the person can act on these, so they get their own codes.
  const storage = storageError(error);
  if (storage) return storage.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal_error', params: {}, message: `Internal error: ${message}` };
}

function fail(code: string, message: string, params: Record<string, string | number>): Result<never> {
  return { ok: false, error: { code, params, message } };
}

function closedError(): IpcError {
  return { code: 'services_closed', params: {}, message: 'The data file has been closed' };
}
