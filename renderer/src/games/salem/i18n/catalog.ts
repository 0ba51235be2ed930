/**
 * What the home screen and the save list read before Salem 1692 loads, merged under `salem.*`:
 * the catalog's name and blurb and the save row's line (from the game's public summary).
 */
export const catalogTexts = {
  es: {
    name: 'Salem 1692',
    blurb: 'Acusaciones, juicios y brujas escondidas en el pueblo.',
    saveLine: 'Turno {turn} · Vivos {alive} · Mazo {deck} · Brujas a la vista {witches}',
  },
  en: {
    name: 'Salem 1692',
    blurb: 'Accusations, trials and witches hiding in the village.',
    saveLine: 'Turn {turn} · Alive {alive} · Deck {deck} · Witches revealed {witches}',
  },
};
