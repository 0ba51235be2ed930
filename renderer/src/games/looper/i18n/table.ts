/** Tragedy Looper texts, the table: board, tracks, covers (namespace: table). Spanish first; English mirrors every key. */
export const tableTexts = {
  es: {},
  en: {},
};
