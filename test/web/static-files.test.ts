import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor, lookupStaticFile, safeSegments } from '../../electron/web/static-files';

describe('safeSegments', () => {
  it('splits a normal path into its segments', () => {
    expect(safeSegments('/assets/app.js')).toEqual(['assets', 'app.js']);
    expect(safeSegments('/')).toEqual([]);
    expect(safeSegments('/a/./b//c')).toEqual(['a', 'b', 'c']);
    expect(safeSegments('/caf%C3%A9.png')).toEqual(['café.png']);
  });

  it.each(['/../x', '/a/../../x', '/..%2fx', '/%2e%2e/x', '/a%5c..%5cx', '/x%00', '/C:/Windows', '/%E0%A4%A'])(
    'returns null for %s',
    (p) => {
      expect(safeSegments(p)).toBeNull();
    },
  );
});

describe('contentTypeFor', () => {
  it('knows the types a Vite build produces and falls back to octet-stream', () => {
    expect(contentTypeFor('/x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('a.CSS')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('font.woff2')).toBe('font/woff2');
    expect(contentTypeFor('data.bin')).toBe('application/octet-stream');
  });
});

describe('lookupStaticFile', () => {
  let dir: string;
  let root: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'velada-static-'));
    root = path.join(dir, 'root');
    await mkdir(path.join(root, 'img'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), 'index');
    await writeFile(path.join(root, 'img', 'logo.svg'), '<svg/>');
    await writeFile(path.join(dir, 'outside.txt'), 'outside');
    await symlink(path.join(dir, 'outside.txt'), path.join(root, 'escape.txt'));
    await symlink(dir, path.join(root, 'escape-dir'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds files and directory index pages', async () => {
    expect(await lookupStaticFile(root, '/img/logo.svg')).toMatchObject({ kind: 'file', contentType: 'image/svg+xml' });
    const index = await lookupStaticFile(root, '/');
    expect(index).toMatchObject({ kind: 'file' });
    expect(index.kind === 'file' && path.basename(index.filePath)).toBe('index.html');
  });

  it('falls back to index.html only for extension-less paths', async () => {
    const route = await lookupStaticFile(root, '/sesiones/42');
    expect(route.kind === 'file' && path.basename(route.filePath)).toBe('index.html');
    expect(await lookupStaticFile(root, '/img/missing.png')).toEqual({ kind: 'notFound' });
  });

  it('refuses symlinks that lead outside the root', async () => {
    expect(await lookupStaticFile(root, '/escape.txt')).toEqual({ kind: 'forbidden' });
    expect(await lookupStaticFile(root, '/escape-dir/outside.txt')).toEqual({ kind: 'forbidden' });
  });

  it('refuses traversal attempts', async () => {
    expect(await lookupStaticFile(root, '/..%2foutside.txt')).toEqual({ kind: 'forbidden' });
  });

  it('reports notFound when the root itself does not exist', async () => {
    expect(await lookupStaticFile(path.join(dir, 'nope'), '/index.html')).toEqual({ kind: 'notFound' });
  });
});
