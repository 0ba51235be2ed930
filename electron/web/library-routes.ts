/**
 * The whole library through the web host (rulings S35–S36). `GET /backup/library` serves a copy
 * of the data file as an attachment only to the browser's own download or navigation (the
 * Fetch Metadata checks of S25), never to a script of any page. `POST /import/library` takes a
 * library file the page posts as the body without reading it, streams it to a staged file beside
 * the data file (never whole in memory) and answers only the preview's counts and a token.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import type http from 'node:http';
import type { LibraryRestoreOutcome, Result } from '../../shared/ipc/contract';
import { fail } from '../ipc/dispatch';
import { libraryTooLarge } from '../ipc/library-handlers';
import type { LibraryDownload } from '../services/library-file';
import { downloadErrorStatus, downloadRefusal } from './download-guard';
import { uploadRefused } from './import-upload';
import { DRAIN_LIMIT_BYTES } from './read-body';
import { SECURITY_HEADERS, sendJson } from './security-headers';

export const LIBRARY_BACKUP_ROUTE = '/backup/library';
export const LIBRARY_UPLOAD_ROUTE = '/import/library';

/** What a browser sends a File as: a SQLite file's own types, or none for a file without one. */
const LIBRARY_TYPES: ReadonlySet<string> = new Set(['application/octet-stream', 'application/vnd.sqlite3', 'application/x-sqlite3']);

export async function handleLibraryDownload(req: http.IncomingMessage, res: http.ServerResponse, prepare: () => Promise<Result<LibraryDownload>>): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    sendJson(res, 405, fail('method_not_allowed', `Use GET for ${LIBRARY_BACKUP_ROUTE}`, { method: req.method ?? '' }));
    req.resume();
    return;
  }
  // Before any copy is made: a page's fetch() never gets the file nor makes one.
  const refused = downloadRefusal(req.headers);
  if (refused) {
    sendJson(res, 403, { ok: false, error: refused });
    return;
  }
  const prepared = await prepare();
  if (!prepared.ok) {
    sendJson(res, downloadErrorStatus(prepared.error.code), prepared);
    return;
  }
  const copy = prepared.data;
  res.on('close', () => copy.release());
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/vnd.sqlite3',
    'Content-Length': statSync(copy.file).size,
    'Content-Disposition': `attachment; filename="${copy.fileName}"`,
    'Cache-Control': 'no-store',
  });
  const stream = createReadStream(copy.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/**
 * Streams the body into `target`, at most `limit` bytes. A larger body is read to its end and
 * thrown away (up to DRAIN_LIMIT_BYTES past the limit, then the connection is cut) before the
 * refusal, so the client sees the answer and not a reset (S14).
 */
export function writeBodyTo(req: http.IncomingMessage, target: string, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit + DRAIN_LIMIT_BYTES) {
      req.destroy();
      reject(libraryTooLarge(limit));
      return;
    }
    const out = createWriteStream(target);
    let size = 0;
    let failed: unknown = null;
    out.on('error', (error) => {
      failed ??= error;
      req.resume();
    });
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit + DRAIN_LIMIT_BYTES) {
        req.destroy();
        out.destroy();
        reject(libraryTooLarge(limit));
        return;
      }
      if (size > limit || failed) return;
      // The disk is slower than loopback: wait for it rather than holding the file in memory.
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      out.end(() => {
        if (failed) reject(failed);
        else if (size > limit) reject(libraryTooLarge(limit));
        else resolve();
      });
    });
    req.on('error', (error) => {
      out.destroy();
      reject(error);
    });
  });
}

export async function handleLibraryUpload(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  ownOrigins: readonly string[],
  limit: number,
  stage: (fill: (target: string) => Promise<void>) => Promise<Result<LibraryRestoreOutcome>>,
): Promise<void> {
  if (uploadRefused(req, res, LIBRARY_UPLOAD_ROUTE, ownOrigins, LIBRARY_TYPES)) return;
  const staged = await stage((target) => writeBodyTo(req, target, limit));
  if (!staged.ok && staged.error.code === 'library_too_large') {
    res.setHeader('Connection', 'close');
    sendJson(res, 413, staged);
    return;
  }
  // A refusal before the body was read (a read-only file) still reads it, so the answer arrives whole.
  if (!req.readableEnded) req.resume();
  sendJson(res, 200, staged);
}
