/**
 * Serves one file of a built page (the renderer for the local host, the seat page for a game's
 * LAN listener) with the security headers: GET and HEAD only, nothing outside the root
 * (static-files.ts refuses traversal and never lists a directory).
 */
import { createReadStream } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { SECURITY_HEADERS } from './security-headers';
import { lookupStaticFile } from './static-files';

export async function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, staticDir: string, pathname: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const found = await lookupStaticFile(staticDir, pathname);
  if (found.kind !== 'file') {
    const status = found.kind === 'forbidden' ? 403 : 404;
    res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(status === 403 ? 'Forbidden' : 'Not found');
    return;
  }
  // Vite puts content-hashed files under /assets/: they never change, everything else may.
  const immutable = found.filePath.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': found.contentType,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(found.filePath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
