/**
 * Maps a request path onto a file of the built renderer (dist/renderer), for the web host
 * and for Electron's app:// protocol. Anything that would leave the root (`..`, encoded
 * slashes, backslashes, NUL bytes, symlinks pointing outside) is refused, never served.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type StaticLookup =
  | { kind: 'file'; filePath: string; contentType: string }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Decodes a URL pathname into safe relative segments, or null when it tries to escape. */
export function safeSegments(urlPathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  // A drive letter ("C:") would make path.resolve jump to another root on Windows.
  if (segments.some((s) => s === '..' || /^[a-zA-Z]:/.test(s))) return null;
  return segments;
}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root + path.sep);
}

async function existingFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * Client-side routes (no file extension in the last segment) fall back to index.html so
 * that reloading /partida/123 still opens the app; missing assets stay 404s.
 */
export async function lookupStaticFile(root: string, urlPathname: string): Promise<StaticLookup> {
  const segments = safeSegments(urlPathname);
  if (segments === null) return { kind: 'forbidden' };
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return { kind: 'notFound' };
  }
  const candidate = path.resolve(realRoot, ...segments);
  if (!isInside(realRoot, candidate)) return { kind: 'forbidden' };

  const targets = [candidate, path.join(candidate, 'index.html')];
  for (const target of targets) {
    if (!(await existingFile(target))) continue;
    const real = await realpath(target);
    if (!isInside(realRoot, real)) return { kind: 'forbidden' };
    return { kind: 'file', filePath: real, contentType: contentTypeFor(real) };
  }

  const last = segments[segments.length - 1] ?? '';
  if (path.extname(last) === '') {
    const index = path.join(realRoot, 'index.html');
    if (await existingFile(index)) return { kind: 'file', filePath: index, contentType: contentTypeFor(index) };
  }
  return { kind: 'notFound' };
}
