/**
 * From an untrusted request to a Result: the command looked up in the contract, the request
 * validated by its schema, the handler run, and every outcome (a deliberate ServiceError, a
 * storage failure, a bug) turned into a Result. Nothing is ever thrown across it.
 */
import { requestSchemas, type Command, type IpcError, type ParsedRequest, type ResponseMap, type Result } from '../../shared/ipc/contract';
import { isServiceError } from '../services/errors';
import { storageError } from '../services/storage-errors';

/** The handlers of some commands (a concern's), each answering its contract's response type. */
export type HandlersOf<C extends Command> = { [K in C]: (request: ParsedRequest<K>) => ResponseMap[K] | Promise<ResponseMap[K]> };
export type Handlers = HandlersOf<Command>;

export async function dispatch(handlers: Handlers, command: string, rawRequest: unknown): Promise<Result<unknown>> {
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

/** Deliberate service errors keep their code; anything else is a bug and says only that. */
export function toIpcError(error: unknown): IpcError {
  if (isServiceError(error)) return error.toJSON();
  // A full disk, a read-only or locked file: the person can act on these, so they get their own codes.
  const storage = storageError(error);
  if (storage) return storage.toJSON();
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal_error', params: {}, message: `Internal error: ${message}` };
}

export function fail(code: string, message: string, params: Record<string, string | number> = {}): Result<never> {
  return { ok: false, error: { code, params, message } };
}

export function closedError(): IpcError {
  return { code: 'services_closed', params: {}, message: 'The data file has been closed' };
}
