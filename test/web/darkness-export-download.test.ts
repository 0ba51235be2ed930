/**
 * A When Darkness Comes character or campaign exported from the web build: the command answers
 * with a same-origin link, the host serves the file as an attachment, and the file imports back.
 */
import { describe, expect, it } from 'vitest';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';
import { downloadHeaders, postJson, rawRequest } from './http-helpers';
import { useStubHost } from './stub-host';

let characterId: string;
let campaignId: string;

const host = useStubHost('darkness-export', async () => {
  campaignId = (await postJson(host.url, 'darkness.campaigns.create', { name: 'Añil', mode: 'master' })).json.data.id;
  const created = await postJson(host.url, 'darkness.characters.create', { choice: pregenChoice(PREGENS[0]!, 'es'), campaignId, who: 'Ana' });
  characterId = created.json.data.id;
});

/** What the page's own `<a download>` click sends. */
const own = () => downloadHeaders(host.url);

describe('darkness exports in the web build', () => {
  it('D120 answers with a link, serves the character file as an attachment, and it imports back as a copy', async () => {
    const res = await postJson(host.url, 'darkness.export.character', { characterId });
    expect(res.json).toEqual({ ok: true, data: { kind: 'download', url: `/export-darkness/${encodeURIComponent(`character:${characterId}`)}` } });
    const file = await rawRequest(host.url, { path: res.json.data.url, headers: own() });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="velada-darkness-personaje-.+\.json"$/);
    expect(JSON.parse(file.body)).toMatchObject({ format: 'velada-darkness-character', version: 1, character: { id: characterId } });
    const preview = await postJson(host.url, 'darkness.import.preview', { json: file.body });
    expect(preview.json).toMatchObject({ ok: true, data: { kind: 'character', characters: [{ fileId: characterId, asCopy: true }] } });
  });

  it('D120 serves a campaign file; an unknown key is a typed 404', async () => {
    const res = await postJson(host.url, 'darkness.export.campaign', { campaignId });
    const file = await rawRequest(host.url, { path: res.json.data.url, headers: own() });
    expect(file.status).toBe(200);
    expect(JSON.parse(file.body)).toMatchObject({ format: 'velada-darkness-campaign', campaign: { id: campaignId, name: 'Añil', mode: 'master' } });
    const missing = await rawRequest(host.url, { path: '/export-darkness/character%3Anobody', headers: own() });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ ok: false, error: { code: 'darkness_character_not_found' } });
    const nonsense = await rawRequest(host.url, { path: '/export-darkness/recipe%3A1', headers: own() });
    expect(nonsense.status).toBe(404);
    expect(JSON.parse(nonsense.body)).toMatchObject({ ok: false, error: { code: 'darkness_export_not_found' } });
  });

  it('S25 refuses the page\'s own fetch() of a character file (Sec-Fetch-Mode cors) with 403', async () => {
    const res = await postJson(host.url, 'darkness.export.character', { characterId });
    const fetched = await rawRequest(host.url, { path: res.json.data.url, headers: { ...own(), 'Sec-Fetch-Mode': 'cors' } });
    expect(fetched.status).toBe(403);
    expect(fetched.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(fetched.body)).toMatchObject({ ok: false, error: { code: 'download_only' } });
  });
});
