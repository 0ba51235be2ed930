import { defineScript } from './define';

export const VELADA_BT_5 = defineScript({
  id: 'velada-bt-5',
  title: { es: 'El reloj de la torre', en: 'The Clock Tower' },
  story: {
    es: 'El reloj de la torre se ha parado a las doce y nadie consigue ponerlo en marcha. La alienígena dice venir de un mañana que no quiere repetir. Dos compañeros de clase se escriben notas que nunca llegan a entregarse.',
    en: 'The clock tower has stopped at twelve and nobody can get it going again. The alien says she comes from a tomorrow she does not want to see again. Two classmates write each other notes that never get delivered.',
  },
  hints: [
    {
      es: 'Basta con que ocurra un Efecto mariposa (días 4 y 6) para que los protagonistas pierdan el bucle: lleva la Paranoia de la Estrella del pop y del Oficinista a su límite. Cuenta como ocurrido aunque su efecto no haga nada.',
      en: 'A single Butterfly Effect (days 4 and 6) loses the protagonists the loop: push the Pop Idol\'s and the Office Worker\'s Paranoia to their limits. It counts as occurred even if its effect does nothing.',
    },
    {
      es: 'La Alienígena (Viajera del tiempo) no puede morir; el último día, si tiene 2 Cooperaciones o menos, puedes declarar la derrota. Impedir Cooperación no le afecta: úsalo en otros personajes, de farol.',
      en: 'The Alien (Time Traveler) cannot die; on the last day, if she has 2 Goodwill or less, you may declare their loss. Forbid Goodwill does not work on her: use it as a bluff on others.',
    },
    {
      es: 'El Estudiante y la Estudiante son Amante y Amada; el Suicidio del día 5 (el Estudiante) deja a la Estudiante con 6 Paranoias: con 1 Intriga, mata a los protagonistas.',
      en: 'The Boy Student and the Girl Student are Lover and Loved One; the day 5 Suicide (the Boy Student) leaves the Girl Student with 6 Paranoia: with 1 Intrigue she kills the protagonists.',
    },
  ],
  difficulty: { '4': 4, '3': 6 },
  tragedySet: 'basicTragedy',
  loops: 4,
  days: 6,
  mainPlot: 'changeOfFuture',
  subPlots: ['aLoveAffair', 'theHiddenFreak'],
  cast: [
    { character: 'alien', role: 'timeTraveler' },
    { character: 'shrineMaiden', role: 'cultist' },
    { character: 'boyStudent', role: 'lover' },
    { character: 'girlStudent', role: 'lovedOne' },
    { character: 'henchman', role: 'friend' },
    { character: 'nurse', role: 'serialKiller' },
    { character: 'journalist', role: 'person' },
    { character: 'officeWorker', role: 'person' },
    { character: 'popIdol', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'journalist' },
    { day: 4, incident: 'butterflyEffect', culprit: 'popIdol' },
    { day: 5, incident: 'suicide', culprit: 'boyStudent' },
    { day: 6, incident: 'butterflyEffect', culprit: 'officeWorker' },
  ],
});
