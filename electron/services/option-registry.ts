/**
 * Options a renderer sends by reference, resolved in main before the engine sees them: a game
 * whose options name things only main may read (a Looper script's secret card, a When Darkness
 * Comes hero's sheet in the ledger) registers its resolver here, by game id, the same way its
 * engine is registered in shared/games/registry.ts. A game without one gets its options as they
 * came. Adding such a game = its resolver in its services folder + one line here.
 */
import type { Db } from './database';
import { resolveDarknessOptions } from './darkness/game-options';
import { resolveLooperOptions } from './looper/game-options';
import type { ScriptLibraryService } from './looper/script-library';

/** Turns the renderer's options for one game into the options its engine parses. */
export type OptionResolver = (options: Record<string, unknown>) => Record<string, unknown>;

/** What a resolver may read: the data file, and the services over it it needs. */
export interface OptionSources {
  db: Db;
  scripts: ScriptLibraryService;
}

const RESOLVERS: Readonly<Record<string, (sources: OptionSources) => OptionResolver>> = {
  looper: ({ scripts }) => (options) => resolveLooperOptions(scripts, options),
  // A darkness game names its heroes by reference too: main reads every sheet from the ledger (D366).
  darkness: ({ db }) => (options) => resolveDarknessOptions(db, options),
};

/** Every registered game's resolver, bound to this data file. */
export function optionResolvers(sources: OptionSources): Readonly<Record<string, OptionResolver>> {
  return Object.fromEntries(Object.entries(RESOLVERS).map(([gameId, bind]) => [gameId, bind(sources)]));
}

export function resolveGameOptions(
  resolvers: Readonly<Record<string, OptionResolver>>,
  gameId: string,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const resolve = Object.prototype.hasOwnProperty.call(resolvers, gameId) ? resolvers[gameId] : undefined;
  return resolve ? resolve(options) : options;
}
