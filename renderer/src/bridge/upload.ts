/**
 * Files a person chooses in a plain browser (rulings S32, S36): the chosen File goes to the web
 * host as the body of one POST, unread by this page (a save's or a library's file holds unfinished
 * games' hands); the host answers the preview's public facts and a token, as the Electron command
 * would after main's own open dialog.
 */
import type { Command, LibraryRestoreOutcome, Result, SessionImportOutcome } from '../../../shared/ipc/contract';
import { resultOfPost } from './web';

export const SESSION_IMPORT_ROUTE = '/import/session';
export const LIBRARY_UPLOAD_ROUTE = '/import/library';

function uploadFile<T>(route: string, command: Command, contentType: string, file: Blob, baseUrl: string): Promise<Result<T>> {
  // The File itself is the body: the browser streams it, no script of ours reads it.
  return resultOfPost<T>(command, () => fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: file }));
}

export function uploadSessionImport(file: Blob, baseUrl = ''): Promise<Result<SessionImportOutcome>> {
  return uploadFile(SESSION_IMPORT_ROUTE, 'sessions.import.preview', 'application/json', file, baseUrl);
}

export function uploadLibraryFile(file: Blob, baseUrl = ''): Promise<Result<LibraryRestoreOutcome>> {
  return uploadFile(LIBRARY_UPLOAD_ROUTE, 'library.restore.preview', 'application/octet-stream', file, baseUrl);
}
