/**
 * Extra places a game's catalog entry links to, besides "Nueva partida" and the rules (e.g.
 * Tragedy Looper's script library). A game adds its line here; the catalog writes no game names.
 */
export interface CatalogLink {
  to: string;
  /** i18n key of the link's text. */
  label: string;
  testid: string;
  /**
   * A tool that works without the game's table (When Darkness Comes' roll helper and roster are
   * used beside a physical game), so it shows while the board game is still "próximamente".
   */
  standalone?: boolean;
}

const LINKS: Readonly<Record<string, readonly CatalogLink[]>> = {
  looper: [{ to: '/looper/scripts', label: 'looper.scripts.title', testid: 'catalog-looper-scripts' }],
  darkness: [
    { to: '/darkness/roll', label: 'darkness.catalog.roll', testid: 'catalog-darkness-roll', standalone: true },
    { to: '/darkness/characters', label: 'darkness.catalog.roster', testid: 'catalog-darkness-roster', standalone: true },
    { to: '/darkness/campaigns', label: 'darkness.campaigns.title', testid: 'catalog-darkness-campaigns', standalone: true },
  ],
};

export function catalogLinks(gameId: string): readonly CatalogLink[] {
  return Object.hasOwn(LINKS, gameId) ? LINKS[gameId]! : [];
}

/**
 * The links the catalog shows for a game: all of them once its table can be played, and before
 * that only the ones that stand on their own (a link into a table that does not exist helps no one).
 */
export function visibleCatalogLinks(gameId: string, playableTable: boolean): readonly CatalogLink[] {
  return catalogLinks(gameId).filter((link) => playableTable || link.standalone === true);
}
