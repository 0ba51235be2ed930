/** The shared end screen's figures for When Darkness Comes (`darkness.stats.*`, from shared/games/darkness/game/stats.ts). */
export const statsTexts = {
  es: {
    stats: {
      vp: 'PV',
      discs: 'Discos ganados',
      rolls: 'Tiradas',
      health: 'Salud',
      rounds: '{n} ronda | {n} rondas',
    },
  },
  en: {
    stats: {
      vp: 'VP',
      discs: 'Discs won',
      rolls: 'Rolls',
      health: 'Health',
      rounds: '{n} round | {n} rounds',
    },
  },
};
