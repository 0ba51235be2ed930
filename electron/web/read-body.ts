/**
 * Reads a request body up to a limit. A body over the limit is still read to its end and
 * thrown away (up to DRAIN_LIMIT_BYTES) before the host answers 413: answering while the
 * client is still sending makes the socket close under it, and the client then reports a
 * connection reset instead of the "too large" answer it was sent.
 */
import type http from 'node:http';

export type BodyRead = { ok: true; text: string } | { ok: false; tooLarge: true };

/** Past this a client is not making a mistake but flooding: the connection is cut. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export function readBody(req: http.IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      req.destroy();
      resolve({ ok: false, tooLarge: true });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        resolve({ ok: false, tooLarge: true });
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      resolve(size > limit ? { ok: false, tooLarge: true } : { ok: true, text: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', reject);
  });
}
