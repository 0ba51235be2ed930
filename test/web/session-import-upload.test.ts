/**
 * "Importar partida" through the web host as hostile ground (ruling S32): the page posts the file
 * as the body of POST /import/session and gets only the preview's public facts and a token; the
 * confirmation is the command sessions.import.confirm. Only Velada's own page may post (Origin
 * required, no form types), a body past the limit is refused unread, a malformed file is refused by
 * name and never kept, a token confirms once.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_FILE_MAX_BYTES } from '../../shared/ipc/contract';
import { useSessionFile } from '../fixtures/session-file';
import { postJson, rawRequest } from './http-helpers';
import { useStubHost } from './stub-host';

const host = useStubHost('session-upload');
const elsewhere = useSessionFile('session-upload-source');

/** An unfinished game's export, made on "another computer". */
function unfinishedExport(seed: string): { id: string; json: string } {
  const created = elsewhere.service.create('silentes', 'Viaje', [{ name: 'Ana' }, { name: 'Luis' }], {}, seed);
  const table = elsewhere.service.open(created.id, 0);
  elsewhere.service.act(created.id, 0, table.seq, table.legal[0]);
  return { id: created.id, json: elsewhere.service.exportDocument(created.id).json };
}

const own = () => ({ Host: new URL(host.url).host, Origin: host.url, 'Content-Type': 'application/json' });

async function upload(body: string | Buffer, headers: Record<string, string> = own()) {
  const res = await rawRequest(host.url, { method: 'POST', path: '/import/session', headers, body });
  return { ...res, json: JSON.parse(res.body) as { ok: boolean; data?: any; error?: { code: string } } };
}

describe('importing a save through the web host', () => {
  it('previews public facts from the posted file, confirms by token, and a second import is a copy', async () => {
    const game = unfinishedExport('upload-seed-secret');
    const first = await upload(game.json);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ ok: true, data: { kind: 'preview', preview: { gameId: 'silentes', title: 'Viaje', moves: 1, status: 'active', asCopy: false } } });
    // The answer the page reads holds nothing that rebuilds a hand.
    expect(first.body).not.toContain('upload-seed-secret');
    expect(first.body).not.toContain('"actions"');

    const confirmed = await postJson(host.url, 'sessions.import.confirm', { token: first.json.data.token });
    expect(confirmed.json).toMatchObject({ ok: true, data: { asCopy: false, session: { id: game.id, title: 'Viaje' } } });
    const opened = await postJson(host.url, 'sessions.open', { sessionId: game.id, seat: null });
    expect(opened.json).toMatchObject({ ok: true, data: { seq: 1 } });

    const again = await upload(game.json);
    expect(again.json.data.preview).toMatchObject({ asCopy: true, title: 'Viaje (copia)' });
    const copy = await postJson(host.url, 'sessions.import.confirm', { token: again.json.data.token });
    expect(copy.json.data.session.id).not.toBe(game.id);
    const list = await postJson(host.url, 'sessions.list', {});
    expect(list.json.data.map((s: { title: string }) => s.title)).toEqual(expect.arrayContaining(['Viaje', 'Viaje (copia)']));
  });

  it('confirms a token once; an unknown token is import_expired and writes nothing', async () => {
    const game = unfinishedExport('upload-once');
    const staged = await upload(game.json);
    expect((await postJson(host.url, 'sessions.import.confirm', { token: staged.json.data.token })).json.ok).toBe(true);
    const twice = await postJson(host.url, 'sessions.import.confirm', { token: staged.json.data.token });
    expect(twice.json).toMatchObject({ ok: false, error: { code: 'import_expired' } });
    const made = await postJson(host.url, 'sessions.import.confirm', { token: '6f1c1c8e-5b1a-4c3e-9a55-2f4d1f3b8c11' });
    expect(made.json).toMatchObject({ ok: false, error: { code: 'import_expired' } });
    expect((await postJson(host.url, 'sessions.import.confirm', { token: 'not-a-token' })).json).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it('refuses a post without our Origin, from another origin, as a form type, or with another method', async () => {
    const game = unfinishedExport('upload-hostile');
    const { Origin: _o, ...noOrigin } = own();
    expect((await upload(game.json, noOrigin)).status).toBe(403);
    const foreign = await upload(game.json, { ...own(), Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ ok: false, error: { code: 'forbidden_origin' } });
    const form = await upload(game.json, { ...own(), 'Content-Type': 'text/plain' });
    expect(form.status).toBe(415);
    const get = await rawRequest(host.url, { path: '/import/session', headers: own() });
    expect(get.status).toBe(405);
  });

  it('refuses an oversized body with 413 and a malformed file by name, keeping neither', async () => {
    const big = await upload(Buffer.alloc(SESSION_FILE_MAX_BYTES + 1, 0x20));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ ok: false, error: { code: 'import_too_large' } });
    const broken = await upload('{"format": "velada-session"');
    expect(broken.status).toBe(200);
    expect(broken.json).toMatchObject({ ok: false, error: { code: 'import_not_json' } });
    expect(broken.json.data).toBeUndefined();
  });

  it('has no file dialog: sessions.import.preview as a command says the file comes as an upload', async () => {
    const res = await postJson(host.url, 'sessions.import.preview', {});
    expect(res.json).toMatchObject({ ok: false, error: { code: 'import_needs_upload' } });
  });
});
