/**
 * Extra places a game's catalog entry links to, besides "Nueva partida" and the rules (e.g.
 * Tragedy Looper's script library): each game lists its own in its entry; the catalog writes no
 * game names.
 */
import type { CatalogLink } from './game-definition';
import { gameEntry } from './registry';

export type { CatalogLink };

export function catalogLinks(gameId: string): readonly CatalogLink[] {
  return gameEntry(gameId)?.links ?? [];
}

/**
 * The links the catalog shows for a game: all of them once its table can be played, and before
 * that only the ones that stand on their own (a link into a table that does not exist helps no one).
 */
export function visibleCatalogLinks(gameId: string, playableTable: boolean): readonly CatalogLink[] {
  return catalogLinks(gameId).filter((link) => playableTable || link.standalone === true);
}
