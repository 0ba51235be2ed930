/** The Looper script library called directly: import, list, get, export, delete, and every refusal. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED_SCRIPTS } from '../../../shared/games/looper/scripts';
import { scriptFromJson, scriptToJson } from '../../../shared/games/looper/script-file';
import { scriptProblemsOf } from '../../../shared/ipc/contract';
import { familyScript, familyScriptJson, openLibrary, secretNeedles, serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import type { Db } from '../database';
import { importedId, type ScriptLibraryService } from './script-library';

let db: Db;
let library: ScriptLibraryService;
let close: () => void;

beforeEach(async () => {
  ({ db, library, close } = await openLibrary('scripts'));
});
afterEach(() => close());

function storedRows(): unknown[] {
  return db.prepare('SELECT id, json, imported_at FROM looper_scripts ORDER BY id').all();
}

const refusal = serviceErrorOf;

describe('ScriptLibraryService.import', () => {
  it('stores a valid script under a content-derived id and gives back the same script', () => {
    const result = library.import(familyScriptJson());
    const id = importedId(familyScript());
    expect(id).toMatch(/^user-[0-9a-f]{16}$/);
    expect(result).toEqual({
      added: true,
      script: { id, title: familyScript().handbook.title, tragedySet: 'firstSteps', loops: 3, days: 4, difficulty: { '3': 2, '4': 1 }, shipped: false },
    });
    expect(library.get(id)).toEqual({ ...familyScript(), id });
    expect(library.list().filter((s) => !s.shipped).map((s) => s.id)).toEqual([id]);
  });

  it('S17 the same script imported twice is one row, and the second answer says it was already there', () => {
    const first = library.import(familyScriptJson());
    const rowsBefore = storedRows();
    // The file's own id does not matter: the content decides.
    const again = library.import(scriptToJson({ ...familyScript(), id: 'otro-nombre' }));
    expect(again).toEqual({ added: false, script: first.script });
    expect(storedRows()).toEqual(rowsBefore);
  });

  it('gives different scripts different ids', () => {
    const a = library.import(familyScriptJson(1)).script.id;
    const b = library.import(familyScriptJson(2)).script.id;
    expect(a).not.toBe(b);
    expect(library.list().filter((s) => !s.shipped).map((s) => s.id).sort()).toEqual([a, b].sort());
  });

  const refusals: [string, () => string, string][] = [
    ['bad JSON', () => '{"id": "casa", ', 'bad_json'],
    ['a file over 64 KB', () => familyScriptJson().replace('La enfermera guarda un secreto.', 'x'.repeat(70 * 1024)), 'too_large'],
    ['a schema error', () => familyScriptJson().replace('"firstSteps"', '"thirdSteps"'), 'schema_value'],
    ['a broken authoring rule', () => scriptToJson({ ...familyScript(), secret: { ...familyScript().secret, subPlots: [] } }), 'subplot_count'],
  ];
  it.each(refusals)('S18 refuses %s as invalid_script with its problems and stores nothing', (_name, file, code) => {
    library.import(familyScriptJson(9)); // something already stored must stay as it is
    const before = storedRows();
    const error = refusal(() => library.import(file()));
    expect(error.code).toBe('invalid_script');
    const problems = scriptProblemsOf(error.toJSON());
    expect(problems.length).toBe(error.params.count);
    expect(problems.map((p) => p.code)).toContain(code);
    for (const problem of problems) {
      expect(typeof problem.path).toBe('string');
      expect(problem.es.length).toBeGreaterThan(0);
      expect(problem.en.length).toBeGreaterThan(0);
    }
    expect(storedRows()).toEqual(before);
  });

  it('S18 reports every broken rule of a file, not only the first', () => {
    const broken = familyScript();
    broken.secret.subPlots = [];
    broken.secret.culprits = [{ day: 4, culprit: 'officeWorker' }];
    const problems = scriptProblemsOf(refusal(() => library.import(scriptToJson(broken))).toJSON());
    expect(problems.map((p) => p.code)).toEqual(expect.arrayContaining(['subplot_count', 'incident_without_culprit']));
    expect(problems.find((p) => p.code === 'incident_without_culprit')?.path).toBe('public.incidents[0]');
  });

  it('S20 refuses a shipped script brought back (its id, or its content under another id) and stores nothing', () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    const sameId = refusal(() => library.import(scriptToJson({ ...familyScript(), id: shipped.id })));
    expect(sameId.code).toBe('script_is_shipped');
    expect(sameId.params).toEqual({ scriptId: shipped.id });
    const sameContent = refusal(() => library.import(scriptToJson({ ...shipped, id: 'mi-copia' })));
    expect(sameContent).toMatchObject({ code: 'script_is_shipped', params: { scriptId: shipped.id } });
    expect(storedRows()).toEqual([]);
  });
});

describe('ScriptLibraryService.list', () => {
  it('lists every shipped script first, marked shipped, then the imported ones', () => {
    const imported = library.import(familyScriptJson()).script;
    const list = library.list();
    expect(list.map((s) => s.id)).toEqual([...SHIPPED_SCRIPTS.map((s) => s.id), imported.id]);
    expect(list.slice(0, SHIPPED_SCRIPTS.length).every((s) => s.shipped)).toBe(true);
  });

  it('S21 holds no secret card, story or hint of any script (the list is shown to protagonists)', () => {
    library.import(familyScriptJson());
    const text = JSON.stringify(library.list());
    for (const script of [...SHIPPED_SCRIPTS, familyScript()]) {
      for (const needle of secretNeedles(script, true)) expect(text, `${script.id}: ${needle}`).not.toContain(needle);
      expect(text).not.toContain(script.handbook.story.es);
      for (const hint of script.handbook.hints) expect(text).not.toContain(hint.es);
    }
    for (const key of ['secret', 'cast', 'culprits', 'mainPlot', 'subPlots', 'story', 'hints']) expect(text).not.toContain(`"${key}"`);
  });
});

describe('ScriptLibraryService.exportFile', () => {
  it('S19 exports an imported script as the text it stored, which imports back to the same script', () => {
    const { id } = library.import(familyScriptJson()).script;
    const file = library.exportFile(id);
    expect(file.fileName).toBe('velada-looper-script-la-casa-del-lago-1.json');
    expect(library.exportFile(id)).toEqual(file);
    const read = scriptFromJson(file.json);
    expect(read.ok && read.value).toEqual({ ...familyScript(), id });
    expect(library.import(file.json)).toMatchObject({ added: false, script: { id } });
  });

  it('exports a shipped script as its canonical file', () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    expect(library.exportFile(shipped.id).json).toBe(scriptToJson(shipped));
  });

  it('answers script_not_found for an unknown id', () => {
    expect(refusal(() => library.exportFile('user-0000000000000000'))).toMatchObject({ code: 'script_not_found' });
  });
});

describe('ScriptLibraryService.delete', () => {
  it('deletes an imported script', () => {
    const { id } = library.import(familyScriptJson()).script;
    library.delete(id);
    expect(storedRows()).toEqual([]);
    expect(refusal(() => library.get(id)).code).toBe('script_not_found');
    expect(refusal(() => library.delete(id)).code).toBe('script_not_found');
  });

  it('S20 refuses to delete a shipped script', () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    expect(refusal(() => library.delete(shipped.id))).toMatchObject({ code: 'cannot_delete_shipped', params: { scriptId: shipped.id } });
    expect(library.get(shipped.id)).toBe(shipped);
  });
});
