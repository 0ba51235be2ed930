/**
 * The games this renderer has: one entry per game (its folder's entry.ts), and the one place
 * outside a game's folder that names a game. Everything else reads games from here: the router
 * (their screens), the catalog (names, links), the play and replay screens and the rules panel
 * (their definitions). A sixth game adds one line to GAMES.
 *
 * Each game's definition loads in its own chunk the first time one of its screens opens, so the
 * first screen parses none of them; loading it hands its texts, refusals' params and rules to
 * the app's i18n, error texts and rules lookup.
 */
import type { Component } from 'vue';
import type { RouteRecordRaw } from 'vue-router';
import type { GameDefinition, GameEntry } from './game-definition';
import { addErrorTexts, addGameTexts } from '../i18n';
import { addErrorParams } from '../i18n/error-text';
import { addRules } from './rules-registry';
import { silentesEntry } from './silentes/entry';
import { grizzledEntry } from './grizzled/entry';
import { looperEntry } from './looper/entry';
import { darknessEntry } from './darkness/entry';
import { salemEntry } from './salem/entry';

export const GAMES: readonly GameEntry[] = [silentesEntry, grizzledEntry, looperEntry, darknessEntry, salemEntry];

const BY_ID = new Map(GAMES.map((entry) => [entry.id, entry]));

export function gameEntry(gameId: string): GameEntry | undefined {
  return BY_ID.get(gameId);
}

// The catalog texts and refusals are there from the start: the home screen and the save list
// show every game's name and line, and a service may refuse a game's request on any screen.
for (const entry of GAMES) {
  addGameTexts(entry.id, entry.texts);
  if (entry.errors) addErrorTexts(entry.errors);
}

/** Every game's screens, each marked with its game so the router loads the game first. */
export function gameRoutes(): RouteRecordRaw[] {
  return GAMES.flatMap((entry) => entry.routes.map((route) => ({ ...route, meta: { ...route.meta, game: entry.id } }) as RouteRecordRaw));
}

const definitions = new Map<string, Promise<GameDefinition>>();
const loaded = new Map<string, GameDefinition>();

/**
 * A game's definition, its texts and rules in place (loaded once); null for an id this renderer
 * has no game for. A chunk that failed to load is asked for again next time.
 */
export function loadDefinition(gameId: string): Promise<GameDefinition | null> {
  const entry = gameEntry(gameId);
  if (!entry) return Promise.resolve(null);
  let pending = definitions.get(gameId);
  if (!pending) {
    pending = entry.load().then((definition) => {
      addGameTexts(gameId, definition.messages);
      addRules(gameId, definition.rules);
      if (definition.errorParams) addErrorParams(definition.errorParams);
      loaded.set(gameId, definition);
      return definition;
    });
    pending.catch(() => definitions.delete(gameId));
    definitions.set(gameId, pending);
  }
  return pending;
}

/** A definition already loaded, for code that runs while the game's screen is up. */
export function loadedDefinition(gameId: string): GameDefinition | undefined {
  return loaded.get(gameId);
}

/** A game ready for the play and replay screens: its definition and its table and end components. */
export interface LoadedGame {
  definition: GameDefinition;
  table: Component;
  end: Component;
}

const games = new Map<string, Promise<LoadedGame | null>>();

export function loadGame(gameId: string): Promise<LoadedGame | null> {
  let pending = games.get(gameId);
  if (!pending) {
    pending = loadDefinition(gameId).then(async (definition) => {
      if (!definition) return null;
      const [table, end] = await Promise.all([definition.table(), definition.end()]);
      return { definition, table: table.default, end: end.default };
    });
    pending.catch(() => games.delete(gameId));
    games.set(gameId, pending);
  }
  return pending;
}
