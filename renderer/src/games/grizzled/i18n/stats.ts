/** The Grizzled's end-of-game figures (merged as `grizzled.stats`); `n` picks the plural. */
export const grizzledStatsEs = {
  missionsLed: 'Misiones dirigidas',
  knocks: 'Golpes Duros',
  support: 'Apoyos recibidos',
  speeches: 'Discursos',
  rounds: '{n} misión | {n} misiones',
};

export const grizzledStatsEn: typeof grizzledStatsEs = {
  missionsLed: 'Missions led',
  knocks: 'Hard Knocks',
  support: 'Support received',
  speeches: 'Speeches',
  rounds: '{n} mission | {n} missions',
};
