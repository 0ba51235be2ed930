/**
 * Issue 7, point 11: a body far over the limit gets the 413 answer, not a connection reset
 * (the host used to answer while the client was still sending, and close the socket under it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, startWebHost, type WebHost } from '../../electron/web/host';
import { postJson, rawRequest } from './http-helpers';

let dir: string;
let host: WebHost;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velada-body-'));
  host = await startWebHost({ port: 0, dataDir: path.join(dir, 'data'), staticDir: path.join(dir, 'none') });
});
afterAll(async () => {
  await host?.close();
  await rm(dir, { recursive: true, force: true });
});

const FOUR_MB = 4 * 1024 * 1024;

/**
 * Sends `total` bytes in 256 KiB pieces with a pause between them, as a browser uploads,
 * and, like a browser, takes the answer only once the whole body went out: a server that
 * answers early and closes the connection mid-upload makes this fail with a reset.
 */
function slowUpload(baseUrl: string, total: number, declareLength: boolean): Promise<{ status: number; body: string }> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (declareLength) headers['Content-Length'] = String(total);
    let answer: { status: number; body: string } | null = null;
    let uploaded = false;
    const settle = (): void => {
      if (answer && uploaded) resolve(answer);
    };
    const req = http.request({ host: base.hostname, port: base.port, method: 'POST', path: '/api/profiles.create', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
        settle();
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const piece = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const next = (): void => {
      if (sent >= total) {
        req.end(() => {
          uploaded = true;
          settle();
        });
        return;
      }
      const part = piece.subarray(0, Math.min(piece.length, total - sent));
      sent += part.length;
      req.write(part, (error) => (error ? reject(error) : setTimeout(next, 5)));
    };
    next();
  });
}

describe('request bodies over the limit', () => {
  it('answers a 4 MB upload that arrives in pieces with 413, not a reset, with or without a declared length', async () => {
    for (const declareLength of [true, false]) {
      const res = await slowUpload(host.url, FOUR_MB, declareLength);
      expect(res.status, `declared length: ${declareLength}`).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'payload_too_large' } });
    }
  });

  it('answers a 4 MB body with a declared length with 413 and the typed error', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(FOUR_MB) });
    const res = await rawRequest(host.url, {
      method: 'POST',
      path: '/api/profiles.create',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'payload_too_large', params: { limit: MAX_BODY_BYTES } } });
  });

  it('answers a 4 MB chunked body with 413 too, and keeps serving afterwards without saving anything', async () => {
    const res = await rawRequest(host.url, {
      method: 'POST',
      path: '/api/profiles.create',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.alloc(FOUR_MB, 0x20),
    });
    expect(res.status).toBe(413);
    const list = await postJson(host.url, 'profiles.list', {});
    expect(list.json).toEqual({ ok: true, data: [] });
  });
});
