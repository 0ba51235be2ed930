/** Options by reference: a Looper game's { scriptId, loops? } becomes { script, loops? } in main. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED_SCRIPTS } from '../../../shared/games/looper/scripts';
import { familyScript, familyScriptJson, openLibrary, serviceErrorOf } from '../../../test/persistence/looper-fixtures';
import { GENERATED_DEFAULTS, resolveLooperOptions } from './game-options';
import { generateScript } from '../../../shared/games/looper/generate-script';
import { validateScript } from '../../../shared/games/looper/validate-script';
import type { Script } from '../../../shared/games/looper/script';
import type { ScriptLibraryService } from './script-library';

let library: ScriptLibraryService;
let close: () => void;

beforeEach(async () => {
  ({ library, close } = await openLibrary('looper-options'));
});
afterEach(() => close());

const thrown = serviceErrorOf;

describe('resolveLooperOptions', () => {
  it('S22 puts the whole shipped script into the options, with the loops when given', () => {
    const shipped = SHIPPED_SCRIPTS[0]!;
    expect(resolveLooperOptions(library, { scriptId: shipped.id })).toEqual({ script: shipped });
    expect(resolveLooperOptions(library, { scriptId: shipped.id, loops: 2 })).toEqual({ script: shipped, loops: 2 });
  });

  it('S22 resolves an imported script, and the resolved options do not depend on the library afterwards', () => {
    const { id } = library.import(familyScriptJson()).script;
    const options = resolveLooperOptions(library, { scriptId: id });
    library.delete(id);
    expect(options).toEqual({ script: { ...familyScript(), id } });
  });

  it('S22 answers script_not_found for an id the library does not have', () => {
    expect(thrown(() => resolveLooperOptions(library, { scriptId: 'user-ffffffffffffffff' }))).toMatchObject({
      code: 'script_not_found',
      params: { scriptId: 'user-ffffffffffffffff' },
    });
  });

  it.each([
    ['no scriptId', {}],
    ['a whole script instead of an id', { script: familyScript() }],
    ['loops that are not a whole number', { scriptId: 'x', loops: 1.5 }],
  ])('S22 refuses %s with invalid_options', (_name, options) => {
    expect(thrown(() => resolveLooperOptions(library, options as Record<string, unknown>)).code).toBe('invalid_options');
  });
});

describe('resolveLooperOptions with a generated script', () => {
  it('L180 generates the script in main from the seed and set, with the set\'s default figures', () => {
    const options = resolveLooperOptions(library, { generate: { seed: 'mesa-7', tragedySet: 'basicTragedy' } });
    const script = options.script as Script;
    expect(Object.keys(options)).toEqual(['script']);
    expect(script).toEqual(generateScript({ tragedySet: 'basicTragedy', seed: 'mesa-7', ...GENERATED_DEFAULTS.basicTragedy }));
    expect(script.public).toMatchObject({ tragedySet: 'basicTragedy', loops: 4, days: 6 });
    expect(script.secret.cast).toHaveLength(9);
    expect(validateScript(script)).toEqual([]);
  });

  it('L180 the same seed gives the same script, another seed another one, and the figures asked for are kept', () => {
    const ask = (seed: string | number) => resolveLooperOptions(library, { generate: { seed, tragedySet: 'firstSteps', loops: 3, days: 4, castSize: 6 } }).script as Script;
    expect(ask('a')).toEqual(ask('a'));
    expect(JSON.stringify(ask('a').secret)).not.toBe(JSON.stringify(ask('b').secret));
    expect(ask(42).public).toMatchObject({ loops: 3, days: 4 });
    expect(ask(42).secret.cast).toHaveLength(6);
    expect(ask(42).handbook.difficulty).toHaveProperty('3');
  });

  it.each([
    ['an unknown set', { generate: { seed: 'x', tragedySet: 'midnightCircle' } }],
    ['no seed', { generate: { tragedySet: 'firstSteps' } }],
    ['a cast too small for any plot', { generate: { seed: 'x', tragedySet: 'firstSteps', castSize: 1 } }],
    ['days above the maximum', { generate: { seed: 'x', tragedySet: 'firstSteps', days: 9 } }],
    ['both a script id and a generated script', { scriptId: 'velada-fs-1', generate: { seed: 'x', tragedySet: 'firstSteps' } }],
    ['a script handed over whole inside generate', { generate: { seed: 'x', tragedySet: 'firstSteps', script: familyScript() } }],
  ])('L180 refuses %s with invalid_options', (_name, options) => {
    expect(thrown(() => resolveLooperOptions(library, options as Record<string, unknown>)).code).toBe('invalid_options');
  });
});
