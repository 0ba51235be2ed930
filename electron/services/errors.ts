/**
 * The one error type services throw on purpose. It carries the same {code, params, message}
 * shape as RuleError and IpcError, so the IPC layer can pass it to the renderer unchanged;
 * anything else that is thrown is a bug and becomes `internal_error` there.
 */
import type { RuleError } from '../../shared/engine/errors';
import { jsonTooDeep } from '../../shared/ipc/json-depth';

export class ServiceError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;

  constructor(code: string, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.params = params;
  }

  static fromRule(error: RuleError): ServiceError {
    return new ServiceError(error.code, error.message, error.params);
  }

  toJSON(): RuleError {
    return { code: this.code, params: this.params, message: this.message };
  }
}

export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}

/**
 * For a service that stores a caller's document whole (notes, drafts): refuses one nested past
 * JSON_MAX_DEPTH before JSON.stringify recurses into it (ruling S30). The IPC door checks every
 * request the same way; this keeps a direct call just as safe.
 */
export function refuseDeepJson(value: unknown): void {
  const deep = jsonTooDeep(value);
  if (deep) throw new ServiceError(deep.code, deep.message, deep.params);
}
