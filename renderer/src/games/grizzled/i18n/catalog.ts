/**
 * What the home screen and the save list read before The Grizzled loads, merged under
 * `grizzled.*`: the catalog's name and blurb and the save row's line (from the public summary).
 */
export const catalogTexts = {
  es: {
    name: 'The Grizzled',
    blurb: 'Amigos en las trincheras de la Gran Guerra: sobrevivir juntos a cada misión.',
    saveLine: 'Misión {mission} · Moral {morale} · Pruebas {trials}',
  },
  en: {
    name: 'The Grizzled',
    blurb: 'Friends in the trenches of the Great War: survive every mission together.',
    saveLine: 'Mission {mission} · Morale {morale} · Trials {trials}',
  },
};
