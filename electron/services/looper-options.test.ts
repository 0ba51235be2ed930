/** Options by reference: a Looper game's { scriptId, loops? } becomes { script, loops? } in main. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';
import { familyScript, familyScriptJson, openLibrary, serviceErrorOf } from '../../test/persistence/looper-fixtures';
import { optionResolvers, resolveGameOptions, resolveLooperOptions } from './looper-options';
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

describe('resolveGameOptions', () => {
  it('runs the game\'s hook, and leaves games without one as they came', () => {
    const resolvers = optionResolvers(library);
    const grizzled = { variant: 'rookie' };
    expect(resolveGameOptions(resolvers, 'grizzled', grizzled)).toBe(grizzled);
    expect(resolveGameOptions(resolvers, 'looper', { scriptId: SHIPPED_SCRIPTS[0]!.id })).toEqual({ script: SHIPPED_SCRIPTS[0] });
    expect(resolveGameOptions(resolvers, 'toString', grizzled)).toBe(grizzled);
  });
});
