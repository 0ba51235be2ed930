/**
 * The VeladaApi for a plain browser (`npm run web`): each command goes to the local web host —
 * as a message on its command socket when that is open (command-socket.ts), else as one POST —
 * and the host answers with the same Result JSON the Electron preload returns. Network or
 * protocol failures become typed results too, so callers handle exactly one shape.
 */
import type { Command, Request, ResponseMap, Result, VeladaApi } from '../../../shared/ipc/contract';
import { pageCommandSocket, type CommandSocket, type SocketPushes } from './command-socket';
import { hostPushOf, hasPushListeners, tellSessionPush } from './session-pushes';

/** The page's socket hands the host's pushes to the page's listeners (session-pushes.ts). */
const PAGE_PUSHES: SocketPushes = {
  push(message) {
    const push = hostPushOf(message);
    if (push) tellSessionPush(push);
  },
  wanted: hasPushListeners,
  reopened: () => tellSessionPush({ kind: 'reconnected' }),
};

/**
 * Every command, checked against the contract by the compiler: a command added to or removed
 * from `requestSchemas` fails typecheck here until the bridge follows. (Importing the
 * contract's runtime list would ship zod to the browser just for its keys.)
 */
const COMMAND_NAMES: Record<Command, true> = {
  'app.info': true,
  'games.catalog': true,
  'profiles.list': true,
  'profiles.create': true,
  'profiles.rename': true,
  'profiles.delete': true,
  'sessions.list': true,
  'sessions.create': true,
  'sessions.rename': true,
  'sessions.delete': true,
  'sessions.duplicate': true,
  'sessions.open': true,
  'sessions.act': true,
  'sessions.undo': true,
  'sessions.botStep': true,
  'sessions.export': true,
  'sessions.import.preview': true,
  'sessions.import.confirm': true,
  'sessions.recover': true,
  'sessions.rematch': true,
  'sessions.endOfGame': true,
  'sessions.replayAt': true,
  'profiles.history': true,
  'data.startFresh': true,
  'data.restoreBackup': true,
  'settings.get': true,
  'settings.set': true,
  'scripts.list': true,
  'scripts.import': true,
  'scripts.export': true,
  'scripts.delete': true,
  'scripts.get': true,
  'notes.get': true,
  'notes.set': true,
  'darkness.characters.list': true,
  'darkness.characters.create': true,
  'darkness.characters.get': true,
  'darkness.characters.correct': true,
  'darkness.characters.revert': true,
  'darkness.characters.retire': true,
  'darkness.characters.archive': true,
  'darkness.campaigns.list': true,
  'darkness.campaigns.create': true,
  'darkness.campaigns.get': true,
  'darkness.campaigns.rename': true,
  'darkness.campaigns.archive': true,
  'darkness.campaigns.addCharacter': true,
  'darkness.campaigns.lend': true,
  'darkness.campaigns.recordPlayed': true,
  'darkness.drafts.get': true,
  'darkness.drafts.save': true,
  'darkness.drafts.clear': true,
  'darkness.export.character': true,
  'darkness.export.campaign': true,
  'darkness.import.preview': true,
  'darkness.import.confirm': true,
  'darkness.endOfGame.preview': true,
  'darkness.endOfGame.confirm': true,
  'darkness.games.create': true,
  'darkness.games.end': true,
  'backups.list': true,
  'backups.restore': true,
  'library.backup': true,
  'library.restore.preview': true,
  'library.restore.confirm': true,
  'screens.start': true,
  'screens.link': true,
  'screens.revoke': true,
  'screens.status': true,
  'screens.stop': true,
  'screens.openWindow': true,
};

export const WEB_COMMANDS = Object.keys(COMMAND_NAMES) as Command[];

export function failure(code: string, message: string, params: Record<string, string | number> = {}): { ok: false; error: { code: string; params: Record<string, string | number>; message: string } } {
  return { ok: false, error: { code, params, message } };
}

export function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.ok === true) return 'data' in v;
  if (v.ok !== false || typeof v.error !== 'object' || v.error === null) return false;
  const e = v.error as Record<string, unknown>;
  return typeof e.code === 'string' && typeof e.message === 'string';
}

export type FetchLike = (input: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ text(): Promise<string>; status: number }>;

/** `baseUrl` is '' in the page (same origin); tests pass the host's URL. */
export async function postCommand<C extends Command>(
  command: C,
  request: Request<C>,
  baseUrl = '',
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<Result<ResponseMap[C]>> {
  return resultOfPost(command, () =>
    fetchImpl(`${baseUrl}/api/${command}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) }),
  );
}

/** One POST's answer read as a Result: a request cut off, a body that is not JSON or not a Result each say so. */
export async function resultOfPost<T>(command: Command, post: () => Promise<{ text(): Promise<string>; status: number }>): Promise<Result<T>> {
  let text: string;
  let status: number;
  try {
    const response = await post();
    status = response.status;
    text = await response.text();
  } catch (err) {
    return failure('network_error', `Could not reach Velada: ${(err as Error)?.message ?? String(err)}`, { command });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure('bad_response', `The host answered ${status} with something that is not JSON`, { command, status });
  }
  if (!isResult(body)) return failure('bad_response', `The host answered ${status} without a result object`, { command, status });
  return body as Result<T>;
}

/** A command on the socket; a socket that closed first gives the same answer as a request cut off. */
async function socketCommand(answer: Promise<unknown>, command: Command): Promise<Result<unknown>> {
  const result = await answer;
  if (result === null) return failure('network_error', 'Could not reach Velada: the connection closed', { command });
  if (!isResult(result)) return failure('bad_response', 'The host answered without a result object', { command });
  return result;
}

/** `socket`: the page's own command socket by default; null sends every command as a request. */
export function createWebBridge(baseUrl = '', fetchImpl?: FetchLike, socket: CommandSocket | null = baseUrl === '' && !fetchImpl ? pageCommandSocket(PAGE_PUSHES) : null): VeladaApi {
  const api = {} as Record<Command, (request: unknown) => Promise<Result<unknown>>>;
  for (const command of WEB_COMMANDS) {
    api[command] = (request) => {
      const answer = socket?.call(command, request);
      if (answer) return socketCommand(answer, command);
      return postCommand(command, request as Request<typeof command>, baseUrl, fetchImpl);
    };
  }
  return api as unknown as VeladaApi;
}
