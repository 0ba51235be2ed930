/** Silentes' end-of-game figures (merged as `silentes.stats`); `n` picks the plural. */
export const silentesStatsEs = {
  noise: 'Ruido causado',
  cards: 'Cartas jugadas',
  provisions: 'Provisiones usadas',
  rounds: '{n} ronda | {n} rondas',
};

export const silentesStatsEn: typeof silentesStatsEs = {
  noise: 'Noise caused',
  cards: 'Cards played',
  provisions: 'Provisions used',
  rounds: '{n} round | {n} rounds',
};
