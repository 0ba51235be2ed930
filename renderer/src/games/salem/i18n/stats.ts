/**
 * Salem 1692's end-of-game figures (merged as `salem.stats`), one per figure of
 * shared/games/salem/stats.ts; `rounds` is the game's length in turns, `n` picks the plural.
 */
export const salemStatsEs = {
  accusations: 'Acusaciones puestas',
  cardsPlayed: 'Cartas jugadas',
  tryalsRevealed: 'Cartas de Juicio reveladas',
  nightsSurvived: 'Noches sobrevividas',
  rounds: '{n} turno | {n} turnos',
};

export const salemStatsEn: typeof salemStatsEs = {
  accusations: 'Accusations placed',
  cardsPlayed: 'Cards played',
  tryalsRevealed: 'Tryal cards revealed',
  nightsSurvived: 'Nights survived',
  rounds: '{n} turn | {n} turns',
};
