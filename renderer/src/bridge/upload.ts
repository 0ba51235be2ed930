/**
 * "Importar partida" in a plain browser (ruling S32): the chosen File goes to the web host as the
 * body of one POST, unread by this page (an unfinished game's file holds every hand); the host
 * answers the preview's public facts and a token, as the Electron command would.
 */
import type { Result, SessionImportOutcome } from '../../../shared/ipc/contract';
import { failure, isResult } from './web';

export const SESSION_IMPORT_ROUTE = '/import/session';

export async function uploadSessionImport(file: Blob, baseUrl = ''): Promise<Result<SessionImportOutcome>> {
  let text: string;
  let status: number;
  try {
    // The File itself is the body: the browser streams it, no script of ours reads it.
    const response = await fetch(`${baseUrl}${SESSION_IMPORT_ROUTE}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: file });
    status = response.status;
    text = await response.text();
  } catch (err) {
    return failure('network_error', `Could not reach Velada: ${(err as Error)?.message ?? String(err)}`, { command: 'sessions.import.preview' });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure('bad_response', `The host answered ${status} with something that is not JSON`, { status });
  }
  return isResult(body) ? (body as Result<SessionImportOutcome>) : failure('bad_response', `The host answered ${status} without a result object`, { status });
}
