/**
 * The renderer is served from app://velada/… instead of file:// so it gets a real origin,
 * a strict CSP header and no access to the rest of the disk. Kept free of Electron imports
 * so the handler can be exercised with plain fetch Requests in tests.
 */
import { readFile } from 'node:fs/promises';
import { SECURITY_HEADERS } from './web/security-headers';
import { lookupStaticFile } from './web/static-files';

export const APP_SCHEME = 'app';
export const APP_HOST = 'velada';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** True only for URLs of our own renderer (the sender check of every IPC call relies on it). */
export function isAppUrl(raw: string | undefined | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function createAppProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!isAppUrl(request.url)) return textResponse(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
    const found = await lookupStaticFile(rendererDir, new URL(request.url).pathname);
    if (found.kind === 'forbidden') return textResponse(403, 'Forbidden');
    if (found.kind === 'notFound') return textResponse(404, 'Not found');
    const body = request.method === 'HEAD' ? null : await readFile(found.filePath);
    return new Response(body, { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': found.contentType } });
  };
}
