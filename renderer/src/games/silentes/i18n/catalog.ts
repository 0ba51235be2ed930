/**
 * What the home screen and the save list read before Silentes loads, merged under `silentes.*`:
 * the catalog's name and blurb and the save row's line (from the game's public summary).
 */
export const catalogTexts = {
  es: {
    name: 'Silentes',
    blurb: 'Dos supervivientes, una baraja de tarot y demonios ciegos que lo oyen todo.',
    saveLine: 'Ronda {round} · Ruido {noise}/15 · Caza {huntDeck}',
  },
  en: {
    name: 'Silentes',
    blurb: 'Two survivors, a tarot deck and blind demons that hear everything.',
    saveLine: 'Round {round} · Noise {noise}/15 · Hunt {huntDeck}',
  },
};
