/**
 * A Looper script export in the web build: the command answers a link, the host serves the
 * file (secret card included) as an attachment to Velada's own page only, like a session export.
 */
import { describe, expect, it } from 'vitest';
import { scriptFromJson, scriptToJson } from '../../shared/games/looper/script-file';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';
import { familyScript, familyScriptJson, secretNeedles } from '../persistence/looper-fixtures';
import { downloadHeaders, postJson, rawRequest } from './http-helpers';
import { useStubHost } from './stub-host';

let scriptId: string;

const host = useStubHost('script-export', async () => {
  const imported = await postJson(host.url, 'scripts.import', { json: familyScriptJson() });
  scriptId = imported.json.data.script.id;
});

/** What the page's own `<a download>` click sends. */
const own = () => downloadHeaders(host.url);

describe('script export in the web build', () => {
  it('S19 answers scripts.export with a same-origin link and nothing of the script', async () => {
    const res = await postJson(host.url, 'scripts.export', { scriptId });
    expect(res.json).toEqual({ ok: true, data: { kind: 'download', url: `/export-script/${scriptId}` } });
    for (const needle of secretNeedles(familyScript(), true)) expect(res.body).not.toContain(needle);
  });

  it('S19 serves an imported script as an attachment that imports back to the same script', async () => {
    const res = await rawRequest(host.url, { path: `/export-script/${scriptId}`, headers: own() });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="velada-looper-script-la-casa-del-lago-1.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const read = scriptFromJson(res.body);
    expect(read.ok && read.value).toEqual({ ...familyScript(), id: scriptId });
  });

  it('S19 serves a shipped script as its canonical file', async () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    const link = await postJson(host.url, 'scripts.export', { scriptId: shipped.id });
    const res = await rawRequest(host.url, { path: link.json.data.url, headers: own() });
    expect(res.status).toBe(200);
    expect(res.body).toBe(scriptToJson(shipped));
  });

  it('S19 refuses a download started by another site, another Host or another method', async () => {
    const crossSite = await rawRequest(host.url, { path: `/export-script/${scriptId}`, headers: { ...own(), 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).not.toContain('"secret"');
    const rebinding = await rawRequest(host.url, { path: `/export-script/${scriptId}`, headers: { Host: 'evil.example:80' } });
    expect(rebinding.status).toBe(403);
    const post = await rawRequest(host.url, { method: 'POST', path: `/export-script/${scriptId}`, headers: own() });
    expect(post.status).toBe(405);
  });

  it('S25 refuses the page\'s own fetch() of the file (Sec-Fetch-Mode cors) with 403 and no secret', async () => {
    const fetched = await rawRequest(host.url, { path: `/export-script/${scriptId}`, headers: { ...own(), 'Sec-Fetch-Mode': 'cors' } });
    expect(fetched.status).toBe(403);
    expect(JSON.parse(fetched.body)).toMatchObject({ ok: false, error: { code: 'download_only' } });
    for (const needle of secretNeedles(familyScript(), true)) expect(fetched.body).not.toContain(needle);
  });

  it('answers 404 with a typed error for an unknown script, and for a deleted one', async () => {
    const unknown = await rawRequest(host.url, { path: '/export-script/user-0000000000000000', headers: own() });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'script_not_found' } });
    const other = await postJson(host.url, 'scripts.import', { json: familyScriptJson(2) });
    const id = other.json.data.script.id as string;
    expect((await postJson(host.url, 'scripts.delete', { scriptId: id })).json).toEqual({ ok: true, data: { deleted: true } });
    expect((await rawRequest(host.url, { path: `/export-script/${id}`, headers: own() })).status).toBe(404);
  });
});
