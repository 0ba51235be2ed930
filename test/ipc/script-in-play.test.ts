/**
 * scripts.get and scripts.export while a game plays the script: the whole script is the secret
 * card of the game on the table, so main refuses it (script_in_play) until that game is over,
 * through IPC and through the web host's download alike. Ruling S24.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderExporter } from '../../electron/services/export-sink';
import { startWebHost, type WebHost } from '../../electron/web/host';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';
import type { ScriptImportResult, SessionSummary } from '../../shared/ipc/contract';
import { playOut } from '../fixtures/play-out';
import { useIpcServices } from '../fixtures/ipc-services';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';
import { familyScript, familyScriptJson, secretNeedles } from '../persistence/looper-fixtures';
import { downloadHeaders, postJson, rawRequest } from '../web/http-helpers';

const PLAYERS = [{ name: 'Marta' }, { name: 'Ana' }];

const { ok, refused: refusal, services, dataFile } = useIpcServices('ipc-script-in-play', (dir) => ({
  platform: 'electron',
  exporter: folderExporter(path.join(dir, 'exports')),
}));

function startGame(scriptId: string, title: string): Promise<SessionSummary> {
  return ok<SessionSummary>('sessions.create', { gameId: 'looper', title, players: PLAYERS, options: { scriptId }, seed: `in-play-${title}` });
}

describe('a script in an unfinished game (S24)', () => {
  it('refuses scripts.get and scripts.export with script_in_play, naming the game and nothing of the script', async () => {
    const { script } = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    await startGame(script.id, 'La noche del lago');
    for (const command of ['scripts.get', 'scripts.export']) {
      const error = await refusal(command, { scriptId: script.id });
      expect(error).toMatchObject({ code: 'script_in_play', params: { scriptId: script.id, title: 'La noche del lago' } });
      for (const needle of secretNeedles(familyScript(), true)) expect(JSON.stringify(error)).not.toContain(needle);
    }
    // Another script stays open to the editor, and a second game can still be started with this one.
    const other = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson(2) });
    expect(await ok('scripts.get', { scriptId: other.script.id })).toMatchObject({ id: other.script.id });
    await startGame(script.id, 'Otra vez');
  });

  it('refuses a shipped script the same way, and frees it when the game is deleted', async () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    const game = await startGame(shipped.id, 'Primeros pasos');
    expect(await refusal('scripts.get', { scriptId: shipped.id })).toMatchObject({ code: 'script_in_play' });
    expect(await refusal('scripts.export', { scriptId: shipped.id })).toMatchObject({ code: 'script_in_play' });
    await ok('sessions.delete', { sessionId: game.id });
    expect(await ok('scripts.get', { scriptId: shipped.id })).toEqual(shipped);
  });

  it('answers again once the game is finished', async () => {
    const { script } = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    const game = await startGame(script.id, 'Hasta el final');
    await playOut((command, request) => services().handle(command, request), game.id, 'script-in-play-end');
    expect(await ok('scripts.get', { scriptId: script.id })).toEqual({ ...familyScript(), id: script.id });
    expect(await ok('scripts.export', { scriptId: script.id })).toMatchObject({ kind: 'saved' });
  });
});

describe('the web host download of a script in play (S24)', () => {
  let host: WebHost;
  afterEach(async () => host?.close());

  it('answers the link with script_in_play and the download with 409, never the file', async () => {
    const dir = path.dirname(dataFile());
    const staticDir = path.join(dir, 'renderer');
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Velada</title>');
    host = await startWebHost({ port: 0, dataDir: path.join(dir, 'web'), staticDir, migrationsDir: MIGRATIONS_DIR });
    const post = async (command: string, body: unknown) => (await postJson(host.url, command, body)).json;
    const imported = await post('scripts.import', { json: familyScriptJson() });
    const scriptId = (imported.data as ScriptImportResult).script.id;
    expect(await post('scripts.export', { scriptId })).toEqual({ ok: true, data: { kind: 'download', url: `/export-script/${scriptId}` } });
    expect((await post('sessions.create', { gameId: 'looper', players: PLAYERS, options: { scriptId } })).ok).toBe(true);
    expect(await post('scripts.export', { scriptId })).toMatchObject({ ok: false, error: { code: 'script_in_play' } });
    const res = await rawRequest(host.url, { path: `/export-script/${scriptId}`, headers: downloadHeaders(host.url) });
    expect(res.status).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'script_in_play' } });
    for (const needle of secretNeedles(familyScript(), true)) expect(res.body).not.toContain(needle);
  });
});
