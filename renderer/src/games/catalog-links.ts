/**
 * Extra places a game's catalog entry links to, besides "Nueva partida" and the rules (e.g.
 * Tragedy Looper's script library). A game adds its line here; the catalog writes no game names.
 */
export interface CatalogLink {
  to: string;
  /** i18n key of the link's text. */
  label: string;
  testid: string;
}

const LINKS: Readonly<Record<string, readonly CatalogLink[]>> = {
  looper: [{ to: '/looper/scripts', label: 'looper.scripts.title', testid: 'catalog-looper-scripts' }],
};

export function catalogLinks(gameId: string): readonly CatalogLink[] {
  return Object.hasOwn(LINKS, gameId) ? LINKS[gameId]! : [];
}
