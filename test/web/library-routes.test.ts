/**
 * The whole library through the web host as hostile ground (rulings S35–S36). The copy is served
 * by GET /backup/library only to the browser's own download or navigation from Velada's page — a
 * page's fetch(), a frame, another site or a request without Fetch Metadata get a 403 and no copy is
 * even made — and it holds unfinished games too (S35). A file to restore is posted unread to
 * POST /import/library: Origin of our own required, no form types, a size limit, a malformed file
 * refused by name and never kept; the restore is confirmed by token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadHeaders, postJson, rawRequest } from './http-helpers';
import { useStubHost } from './stub-host';
import { readMigrations } from '../../electron/services/database';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';

/** Lowered so an oversized body is cheap to send. */
const UPLOAD_LIMIT = 4 * 1024 * 1024;
let gameId = '';
const host = useStubHost(
  'library-routes',
  async () => {
    const created = await postJson(host.url, 'sessions.create', { gameId: 'silentes', title: 'Sin terminar', players: [{ name: 'Ana' }, { name: 'Luis' }], seed: 'biblioteca-secreta' });
    gameId = created.json.data.id;
  },
  { libraryUploadMaxBytes: UPLOAD_LIMIT },
);

const own = (type = 'application/octet-stream') => ({ Host: new URL(host.url).host, Origin: host.url, 'Content-Type': type });

async function upload(body: string | Buffer, headers: Record<string, string> = own()) {
  const res = await rawRequest(host.url, { method: 'POST', path: '/import/library', headers, body });
  return { ...res, json: JSON.parse(res.body) as { ok: boolean; data?: any; error?: { code: string } } };
}

/** The library files the host holds beside the data file (staged uploads, downloads being served). */
function heldFiles(): string[] {
  return fs.readdirSync(path.dirname(host.dataFile)).filter((n) => n.includes('.library-'));
}

describe('the library through the web host', () => {
  it('S35 answers library.backup with the download link, and serves the copy, unfinished games included, to the browser\'s own download', async () => {
    const link = await postJson(host.url, 'library.backup', {});
    expect(link.json).toEqual({ ok: true, data: { kind: 'download', url: '/backup/library' } });
    const res = await rawRequest(host.url, { path: '/backup/library', headers: downloadHeaders(host.url) });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="velada-biblioteca-\d{4}-\d{2}-\d{2}\.db"$/);
    expect(res.bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    // The copy made for this download is gone once it was sent.
    await expect.poll(heldFiles).toEqual([]);

    // Restored through the upload route: the unfinished game comes back.
    expect((await postJson(host.url, 'sessions.delete', { sessionId: gameId })).json.ok).toBe(true);
    const staged = await upload(res.bytes);
    expect(staged.status).toBe(200);
    expect(staged.json).toMatchObject({ ok: true, data: { kind: 'preview', preview: { counts: { unfinished: 1, finished: 0 }, schemaVersion: readMigrations(MIGRATIONS_DIR).length } } });
    // The answer the page reads is counts, never the file: no seed, no title.
    expect(staged.body).not.toContain('biblioteca-secreta');
    expect(staged.body).not.toContain('Sin terminar');
    const restored = await postJson(host.url, 'library.restore.confirm', { token: staged.json.data.token });
    expect(restored.json).toMatchObject({ ok: true, data: { movedTo: expect.stringMatching(/^velada-before-restore-/) } });
    const list = await postJson(host.url, 'sessions.list', {});
    expect(list.json.data.map((s: { id: string }) => s.id)).toEqual([gameId]);
    expect((await postJson(host.url, 'library.restore.confirm', { token: staged.json.data.token })).json).toMatchObject({ ok: false, error: { code: 'library_expired' } });
    expect(heldFiles()).toEqual([]);
  });

  it('S35 refuses the page\'s own fetch(), a frame, another site, a request without Fetch Metadata and a POST, making no copy', async () => {
    const base = downloadHeaders(host.url);
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, 'Sec-Fetch-Mode': 'cors' }, 403, 'download_only'],
      [{ ...base, 'Sec-Fetch-Dest': 'iframe' }, 403, 'download_only'],
      [{ ...base, 'Sec-Fetch-Site': 'cross-site' }, 403, 'forbidden_origin'],
      [{ Host: base.Host! }, 403, 'forbidden_origin'],
    ];
    for (const [headers, status, code] of cases) {
      const res = await rawRequest(host.url, { path: '/backup/library', headers });
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code } });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    const foreignPage = await rawRequest(host.url, { path: '/backup/library', headers: { ...base, Origin: 'http://evil.example' } });
    expect(foreignPage.status).toBe(403);
    const post = await rawRequest(host.url, { method: 'POST', path: '/backup/library', headers: { ...base, Origin: host.url } });
    expect(post.status).toBe(405);
    expect(heldFiles()).toEqual([]);
  });

  it('S36 refuses an upload without our Origin, from another origin, as a form type, or with another method', async () => {
    const { Origin: _o, ...noOrigin } = own();
    expect((await upload('x', noOrigin)).json).toMatchObject({ ok: false, error: { code: 'forbidden_origin' } });
    const foreign = await upload('x', { ...own(), Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const form = await upload('x', own(type));
      expect(form.status, type).toBe(415);
      expect(form.json).toMatchObject({ ok: false, error: { code: 'unsupported_media_type' } });
    }
    expect((await rawRequest(host.url, { path: '/import/library', headers: own() })).status).toBe(405);
    expect(heldFiles()).toEqual([]);
  });

  it('S36 refuses an oversized body with 413 and a malformed file by name, keeping neither', async () => {
    const big = await upload(Buffer.alloc(UPLOAD_LIMIT + 1, 0x20));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ ok: false, error: { code: 'library_too_large', params: { max: UPLOAD_LIMIT } } });
    const text = await upload('{"format": "velada-session"}');
    expect(text.status).toBe(200);
    expect(text.json).toMatchObject({ ok: false, error: { code: 'library_not_sqlite' } });
    const truncated = await upload(Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(200, 1)]));
    expect(truncated.json).toMatchObject({ ok: false, error: { code: 'library_not_velada' } });
    expect(heldFiles()).toEqual([]);
    // The library is the one it was.
    expect((await postJson(host.url, 'sessions.list', {})).json.data).toHaveLength(1);
  });

  it('has no file dialog: library.restore.preview as a command says the file comes as an upload', async () => {
    expect((await postJson(host.url, 'library.restore.preview', {})).json).toMatchObject({ ok: false, error: { code: 'library_needs_upload' } });
  });
});
