/**
 * Texts of the rules panel and its "Reglas" buttons (the rules themselves are data in
 * renderer/src/games/<game>/rules/). Merged under `rules` by ./index.ts.
 */
export const rulesPanelEs = {
  open: 'Reglas',
  openFor: 'Reglas de {game}',
  title: 'Reglas · {game}',
  close: 'Cerrar las reglas',
  search: 'Buscar en las reglas',
  searchPlaceholder: 'Una carta, una ficha, una palabra…',
  sectionsLabel: 'Partes de las reglas',
  section: { howTo: 'Cómo se juega', reference: 'Referencia', rulings: 'Aclaraciones' },
  results: 'Resultados: {n}',
  noResults: 'Nada coincide con «{query}».',
  noRules: 'Las reglas de este juego aún no están escritas.',
  rulingsIntro: 'Cómo resuelve Velada lo que el reglamento deja abierto.',
};

export const rulesPanelEn: typeof rulesPanelEs = {
  open: 'Rules',
  openFor: 'Rules of {game}',
  title: 'Rules · {game}',
  close: 'Close the rules',
  search: 'Search the rules',
  searchPlaceholder: 'A card, a tile, a word…',
  sectionsLabel: 'Parts of the rules',
  section: { howTo: 'How to play', reference: 'Reference', rulings: 'Rulings' },
  results: 'Results: {n}',
  noResults: 'Nothing matches “{query}”.',
  noRules: 'The rules of this game are not written yet.',
  rulingsIntro: 'How Velada settles what the rulebook leaves open.',
};
