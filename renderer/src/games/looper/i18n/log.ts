/** Tragedy Looper texts, the game-log templates, one per engine log key (namespace: log). Spanish first; English mirrors every key. */
export const logTexts = {
  es: {},
  en: {},
};
