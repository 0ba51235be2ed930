/** Tragedy Looper texts, the script editor, the script list, the new-game screen and the save-list line (namespaces: editor, scripts, newGame, saveLine). Spanish first; English mirrors every key. */
export const editorTexts = {
  es: {},
  en: {},
};
