/**
 * The one entry point both hosts call (Electron's ipcMain glue and the web host's POST
 * routes): validate the untrusted request against the contract's schema, dispatch to a
 * service, and turn every outcome into a Result. Nothing is ever thrown across it.
 */
import type { AnyGameModule } from '../../shared/engine/contract';
import { gameModule } from '../../shared/games/registry';
import {
  requestSchemas,
  type Command,
  type IpcError,
  type ParsedRequest,
  type ResponseMap,
  type Result,
} from '../../shared/ipc/contract';
import { gameCatalog } from '../services/catalog';
import { openDatabase, type Db } from '../services/database';
import { isServiceError, ServiceError } from '../services/errors';
import { ProfileService } from '../services/profiles';
import { SessionService } from '../services/sessions';
import { SettingsService } from '../services/settings';

export interface ServicesOptions {
  dataFile: string;
  migrationsDir: string;
  platform: 'electron' | 'web';
  /** Shown by app.info and recorded in the database; defaults to the npm package version. */
  appVersion?: string;
  /** Game lookup; tests may add fixture games. Defaults to the shared registry. */
  games?: (id: string) => AnyGameModule | undefined;
}

export interface Services {
  /** Resolves once the database is open and migrated, or with the error that prevented it. */
  ready: Promise<Result<void>>;
  handle(command: string, rawRequest: unknown): Promise<Result<unknown>>;
  /** For hosts that need more than the IPC commands (e.g. Electron's window bounds). */
  settings(): Promise<SettingsService>;
  close(): void;
}

type Handlers = { [C in Command]: (request: ParsedRequest<C>) => ResponseMap[C] };

interface Opened {
  db: Db;
  handlers: Handlers;
  settings: SettingsService;
}

/**
 * Opens the database in the background and returns at once; `handle` waits for it, so a
 * host can register its routes immediately. If opening fails (newer file, corrupt file)
 * every command answers with that error, which the renderer can show.
 */
export function createServices(options: ServicesOptions): Services {
  const appVersion = options.appVersion ?? process.env.npm_package_version ?? '0.0.0';
  let closed = false;
  let openDb: Db | null = null;
  const opening: Promise<Opened | IpcError> = openDatabase(options.dataFile, {
    migrationsDir: options.migrationsDir,
    appVersion,
  }).then(
    (db) => {
      if (closed) {
        db.close();
        return closedError();
      }
      openDb = db;
      const settings = new SettingsService(db);
      return { db, settings, handlers: buildHandlers(db, settings, options, appVersion) };
    },
    (error: unknown) => toIpcError(error),
  );

  return {
    ready: opening.then((opened) => ('db' in opened ? { ok: true, data: undefined } : { ok: false, error: opened })),

    async handle(command, rawRequest) {
      const opened = await opening;
      if (!('db' in opened)) return { ok: false, error: opened };
      if (closed) return { ok: false, error: closedError() };
      return dispatch(opened.handlers, command, rawRequest);
    },

    async settings() {
      const opened = await opening;
      if (!('db' in opened)) throw new ServiceError(opened.code, opened.message, opened.params);
      return opened.settings;
    },

    close() {
      if (closed) return;
      closed = true;
      // Still opening: the open callback sees `closed` and closes the file itself.
      if (openDb?.open) openDb.close();
    },
  };
}

function dispatch(handlers: Handlers, command: string, rawRequest: unknown): Result<unknown> {
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
    return { ok: true, data: handler(parsed.data) };
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
}

function buildHandlers(db: Db, settings: SettingsService, options: ServicesOptions, appVersion: string): Handlers {
  const games = options.games ?? gameModule;
  const sessions = new SessionService(db, { games });
  const profiles = new ProfileService(db);
  return {
    'app.info': () => ({ version: appVersion, platform: options.platform, dataFile: options.dataFile }),
    'games.catalog': () => gameCatalog(games),
    'profiles.list': () => profiles.list(),
    'profiles.create': (r) => profiles.create(r.name, r.color),
    'profiles.rename': (r) => profiles.rename(r.profileId, r.name),
    'profiles.delete': (r) => {
      profiles.delete(r.profileId);
      return { deleted: true };
    },
    'sessions.list': () => sessions.list(),
    'sessions.create': (r) => sessions.create(r.gameId, r.title, r.players, r.options, r.seed),
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
    'sessions.export': (r) => sessions.export(r.sessionId),
    'settings.get': () => settings.get(),
    'settings.set': (r) => settings.set(r),
  };
}

/** Deliberate service errors keep their code; anything else is a bug and says only that. */
function toIpcError(error: unknown): IpcError {
  if (isServiceError(error)) return error.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal_error', params: {}, message: `Internal error: ${message}` };
}

function fail(code: string, message: string, params: Record<string, string | number>): Result<never> {
  return { ok: false, error: { code, params, message } };
}

function closedError(): IpcError {
  return { code: 'services_closed', params: {}, message: 'The data file has been closed' };
}
