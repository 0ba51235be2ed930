/** Options by reference: each game's resolver is found by its id, and other games' options pass through. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED_SCRIPTS } from '../../shared/games/looper/scripts';
import { openLibrary } from '../../test/persistence/looper-fixtures';
import type { Db } from './database';
import type { ScriptLibraryService } from './looper/script-library';
import { optionResolvers, resolveGameOptions } from './option-registry';

let db: Db;
let library: ScriptLibraryService;
let close: () => void;

beforeEach(async () => {
  ({ db, library, close } = await openLibrary('option-registry'));
});
afterEach(() => close());

describe('resolveGameOptions', () => {
  it('runs the game\'s hook, and leaves games without one as they came', () => {
    const resolvers = optionResolvers({ db, scripts: library });
    const grizzled = { variant: 'rookie' };
    expect(resolveGameOptions(resolvers, 'grizzled', grizzled)).toBe(grizzled);
    expect(resolveGameOptions(resolvers, 'looper', { scriptId: SHIPPED_SCRIPTS[0]!.id })).toEqual({ script: SHIPPED_SCRIPTS[0] });
    expect(resolveGameOptions(resolvers, 'toString', grizzled)).toBe(grizzled);
  });

  it('registers a resolver for each game whose options name things only main may read', () => {
    expect(Object.keys(optionResolvers({ db, scripts: library })).sort()).toEqual(['darkness', 'looper']);
    expect(() => resolveGameOptions(optionResolvers({ db, scripts: library }), 'darkness', { heroes: [] })).toThrow(/When Darkness Comes options/);
  });
});
