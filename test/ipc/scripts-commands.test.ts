/**
 * The Looper script commands as Electron and the web host call them: zod at the door, result
 * objects out, the table untouched by every refusal, and no secret card in any answer (the
 * renderer may be showing a protagonist).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderExporter } from '../../electron/services/export-sink';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';
import { scriptFromJson, scriptToJson } from '../../shared/games/looper/script-file';
import {
  SCRIPT_JSON_MAX_CHARS,
  scriptProblemsOf,
  type ExportOutcome,
  type IpcError,
  type LooperScriptSummary,
  type Result,
  type ScriptImportResult,
} from '../../shared/ipc/contract';
import { readRows } from '../fixtures/temp-data';
import { useIpcServices } from '../fixtures/ipc-services';
import { familyScript, familyScriptJson, secretNeedles } from '../persistence/looper-fixtures';

const { ok, refused, dataFile, file } = useIpcServices('ipc-scripts', (dir) => ({ exporter: folderExporter(path.join(dir, 'exports')) }));

const storedScripts = () => readRows(dataFile(), 'SELECT * FROM looper_scripts ORDER BY id');

/** A refusal with `code` that leaves looper_scripts as it was. */
async function fails(command: string, request: unknown, code: string): Promise<IpcError> {
  const before = storedScripts();
  const error = await refused(command, request);
  expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  expect(storedScripts()).toEqual(before);
  return error;
}

function expectNoSecrets(answer: unknown): void {
  const text = JSON.stringify(answer);
  for (const script of [...SHIPPED_SCRIPTS, familyScript()]) {
    for (const needle of secretNeedles(script, true)) expect(text, `${script.id}: ${needle}`).not.toContain(needle);
  }
}

describe('scripts.list and scripts.import', () => {
  it('S21 lists the shipped scripts, then an imported one, with public figures only', async () => {
    const imported = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    expect(imported.added).toBe(true);
    expectNoSecrets(imported);
    const list = await ok<LooperScriptSummary[]>('scripts.list', {});
    expect(list.map((s) => s.id)).toEqual([...SHIPPED_SCRIPTS.map((s) => s.id), imported.script.id]);
    expect(list.at(-1)).toEqual(imported.script);
    expectNoSecrets(list);
  });

  it('S17 answers a second import of the same file with added: false and one row', async () => {
    const first = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    const rows = storedScripts();
    expect(await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() })).toEqual({ ...first, added: false });
    expect(storedScripts()).toEqual(rows);
  });

  it('S18 refuses an invalid file with every problem (path, es, en) and stores nothing', async () => {
    const broken = familyScript();
    broken.secret.subPlots = [];
    const error = await fails('scripts.import', { json: scriptToJson(broken) }, 'invalid_script');
    const problems = scriptProblemsOf(error);
    expect(problems).toHaveLength(error.params.count as number);
    expect(problems).toContainEqual(expect.objectContaining({ path: 'secret.subPlots', code: 'subplot_count' }));
    for (const problem of problems) expect(problem.es && problem.en).toBeTruthy();
    await fails('scripts.import', { json: 'not json' }, 'invalid_script');
    await fails('scripts.import', { json: scriptToJson({ ...familyScript(), id: SHIPPED_SCRIPTS[0]!.id }) }, 'script_is_shipped');
  });

  it('S23 refuses malformed requests at the door', async () => {
    await fails('scripts.import', {}, 'invalid_request');
    await fails('scripts.import', { json: { id: 'x' } }, 'invalid_request');
    await fails('scripts.import', { json: 'x'.repeat(SCRIPT_JSON_MAX_CHARS + 1) }, 'invalid_request');
    await fails('scripts.list', { all: true }, 'invalid_request');
    await fails('scripts.export', { scriptId: '' }, 'invalid_request');
    await fails('scripts.delete', { scriptId: 7 }, 'invalid_request');
  });
});

describe('scripts.export', () => {
  it('S19 saves the file through the exporter and answers only where it went', async () => {
    const { script } = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    const outcome = await ok<ExportOutcome>('scripts.export', { scriptId: script.id });
    expect(outcome).toEqual({ kind: 'saved', fileName: 'velada-looper-script-la-casa-del-lago-1.json' });
    const written = readFileSync(path.join(file('exports'), 'velada-looper-script-la-casa-del-lago-1.json'), 'utf8');
    const read = scriptFromJson(written);
    expect(read.ok && read.value).toEqual({ ...familyScript(), id: script.id });
  });

  it('exports a shipped script without its secret card crossing to the renderer', async () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    const outcome = await ok<ExportOutcome>('scripts.export', { scriptId: shipped.id });
    expectNoSecrets(outcome);
    if (outcome.kind !== 'saved') throw new Error(outcome.kind);
    expect(readFileSync(path.join(file('exports'), outcome.fileName), 'utf8')).toBe(scriptToJson(shipped));
  });

  it('answers script_not_found for an unknown script', async () => {
    await fails('scripts.export', { scriptId: 'user-0000000000000000' }, 'script_not_found');
  });
});

describe('scripts.delete', () => {
  it('deletes an imported script and refuses a shipped one', async () => {
    const { script } = await ok<ScriptImportResult>('scripts.import', { json: familyScriptJson() });
    await fails('scripts.delete', { scriptId: SHIPPED_SCRIPTS[0]!.id }, 'cannot_delete_shipped');
    expect(await ok('scripts.delete', { scriptId: script.id })).toEqual({ deleted: true });
    expect(storedScripts()).toEqual([]);
    await fails('scripts.delete', { scriptId: script.id }, 'script_not_found');
  });
});

describe('sessions.create for Tragedy Looper', () => {
  it('S22 resolves scriptId in main: an unknown one is script_not_found, a whole script is refused', async () => {
    const players = [{ name: 'Ana' }, { name: 'Luis' }];
    await fails('sessions.create', { gameId: 'looper', players, options: { scriptId: 'user-0000000000000000' } }, 'script_not_found');
    await fails('sessions.create', { gameId: 'looper', players, options: { script: familyScript() } }, 'invalid_options');
  });
});
