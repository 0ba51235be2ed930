/**
 * Files a person chooses in a plain browser (rulings S32, S36): the chosen File goes to the web
 * host as the body of one POST, unread by this page (a save's or a library's file holds unfinished
 * games' hands); the host answers the preview's public facts and a token, as the Electron command
 * would after main's own open dialog.
 */
import type { Command, LibraryRestoreOutcome, Result, SessionImportOutcome } from '../../../shared/ipc/contract';
import { failure, isResult } from './web';

export const SESSION_IMPORT_ROUTE = '/import/session';
export const LIBRARY_UPLOAD_ROUTE = '/import/library';

async function uploadFile<T>(route: string, command: Command, contentType: string, file: Blob, baseUrl: string): Promise<Result<T>> {
  let text: string;
  let status: number;
  try {
    // The File itself is the body: the browser streams it, no script of ours reads it.
    const response = await fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: file });
    status = response.status;
    text = await response.text();
  } catch (err) {
    return failure('network_error', `Could not reach Velada: ${(err as Error)?.message ?? String(err)}`, { command });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure('bad_response', `The host answered ${status} with something that is not JSON`, { status });
  }
  return isResult(body) ? (body as Result<T>) : failure('bad_response', `The host answered ${status} without a result object`, { status });
}

export function uploadSessionImport(file: Blob, baseUrl = ''): Promise<Result<SessionImportOutcome>> {
  return uploadFile(SESSION_IMPORT_ROUTE, 'sessions.import.preview', 'application/json', file, baseUrl);
}

export function uploadLibraryFile(file: Blob, baseUrl = ''): Promise<Result<LibraryRestoreOutcome>> {
  return uploadFile(LIBRARY_UPLOAD_ROUTE, 'library.restore.preview', 'application/octet-stream', file, baseUrl);
}
