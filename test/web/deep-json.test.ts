/**
 * Issue 20 §3: a request body nested 100,000 levels deep (200 KB, under the body limit) made
 * notes.set and darkness.drafts.save overflow the stack while writing the document and answer
 * internal_error. It is refused at the door as json_too_deep, whatever the command, and the
 * host answers the next request as usual (ruling S30).
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../electron/web/host';
import { JSON_MAX_DEPTH } from '../../shared/ipc/json-depth';
import { postJson } from './http-helpers';
import { useStubHost } from './stub-host';

let sessionId: string;

const host = useStubHost('deep', async () => {
  const created = await postJson(host.url, 'sessions.create', { gameId: 'looper', players: [{ name: 'Mente' }, { name: 'Ana' }], options: { scriptId: 'velada-fs-1' } });
  sessionId = created.json.data.id;
});

/** `[[[…]]]` nested `depth` arrays deep, as text (building it as a value would itself be deep). */
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON at the web host (S30)', () => {
  it.each([
    ['notes.set', () => `{"sessionId":"${sessionId}","notebook":"protagonists","notes":{"general":${nested(100_000)}}}`],
    ['darkness.drafts.save', () => `{"kind":"creation","key":"nuevo","draft":{"step":${nested(100_000)}}}`],
    ['sessions.create', () => `{"gameId":"silentes","players":[{"name":"Ana"},{"name":"Luis"}],"options":{"x":${nested(100_000)}}}`],
  ])('refuses %s nested 100,000 deep as json_too_deep, not internal_error', async (command, body) => {
    const text = body();
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BODY_BYTES);
    const res = await postJson(host.url, command, text);
    expect(res.json).toMatchObject({ ok: false, error: { code: 'json_too_deep', params: { max: JSON_MAX_DEPTH } } });
    expect((await postJson(host.url, 'notes.get', { sessionId, notebook: 'protagonists' })).json).toMatchObject({ ok: true, data: { notes: null } });
  });

  it('takes a document at the depth limit and refuses one a level deeper', async () => {
    // The request is one level, its notes a second, so the notes' own nesting may go JSON_MAX_DEPTH − 2 deeper.
    const within = `{"sessionId":"${sessionId}","notebook":"protagonists","notes":{"general":${nested(JSON_MAX_DEPTH - 2)}}}`;
    expect((await postJson(host.url, 'notes.set', within)).json).toMatchObject({ ok: true });
    const beyond = `{"sessionId":"${sessionId}","notebook":"protagonists","notes":{"general":${nested(JSON_MAX_DEPTH - 1)}}}`;
    expect((await postJson(host.url, 'notes.set', beyond)).json).toMatchObject({ ok: false, error: { code: 'json_too_deep' } });
  });
});
