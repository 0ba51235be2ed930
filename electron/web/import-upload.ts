/**
 * "Importar partida" on the web host (ruling S32): the page posts the chosen File as the request
 * body without reading it, and the host checks it, keeps it in main and answers only the preview's
 * public facts (an unfinished game's file holds every hand). Only Velada's own page may post one:
 * the Origin header is required here (every browser sends it on a POST), and form types, which a
 * foreign page could post without asking first, are refused.
 */
import type http from 'node:http';
import { SESSION_FILE_MAX_BYTES, type Result, type SessionImportOutcome } from '../../shared/ipc/contract';
import { fail } from '../ipc/dispatch';
import type { StagedFile } from '../services/session-import';
import { readBody } from './read-body';
import { sendJson } from './security-headers';

export const SESSION_IMPORT_ROUTE = '/import/session';

/** What a File posted as a body is sent as: its own type, or none for a file without one. */
const UPLOAD_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/octet-stream']);

/**
 * The doors every upload route shares: POST only, an Origin of Velada's own, and the file's own
 * types (never a form type). Answers the refusal and returns true when the request may not post.
 */
export function uploadRefused(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
  ownOrigins: readonly string[],
  types: ReadonlySet<string>,
): boolean {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendJson(res, 405, fail('method_not_allowed', `Use POST for ${route}`, { method: req.method ?? '' }));
    req.resume();
    return true;
  }
  const origin = req.headers.origin;
  if (origin === undefined || !ownOrigins.includes(origin.toLowerCase())) {
    sendJson(res, 403, fail('forbidden_origin', `A file is posted by Velada's own page only (${origin ?? 'no Origin'})`, { origin: origin ?? '' }));
    req.resume();
    return true;
  }
  const contentType = req.headers['content-type']?.split(';')[0]!.trim().toLowerCase();
  if (contentType !== undefined && contentType !== '' && !types.has(contentType)) {
    sendJson(res, 415, fail('unsupported_media_type', `Post the file itself (${[...types].join(', ')})`, { contentType }));
    req.resume();
    return true;
  }
  return false;
}

export async function handleSessionUpload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ownOrigins: readonly string[],
  stage: (file: StagedFile) => Promise<Result<SessionImportOutcome>>,
): Promise<void> {
  if (uploadRefused(req, res, SESSION_IMPORT_ROUTE, ownOrigins, UPLOAD_TYPES)) return;
  const body = await readBody(req, SESSION_FILE_MAX_BYTES);
  if (!body.ok) {
    res.setHeader('Connection', 'close');
    sendJson(res, 413, fail('import_too_large', `A save's file is at most ${SESSION_FILE_MAX_BYTES} bytes`, { max: SESSION_FILE_MAX_BYTES }));
    return;
  }
  sendJson(res, 200, await stage({ fileName: 'upload', text: body.text }));
}
