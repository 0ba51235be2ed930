import { defineScript } from './define';

export const VELADA_BT_9 = defineScript({
  id: 'velada-bt-9',
  title: { es: 'Apagón en el centro', en: 'Blackout Downtown' },
  story: {
    es: 'Cada noche se va la luz en el centro durante un minuto exacto. El oficinista trabaja hasta tarde y dice no haber visto nada. Un hombre de traje aparece cada mañana en un sitio distinto.',
    en: 'Every night the downtown lights go out for exactly one minute. The office worker works late and says he has seen nothing. A man in a suit turns up somewhere different every morning.',
  },
  hints: [
    {
      es: 'El Oficinista es el Brujo: 2 Intrigas en el Centro, donde empieza, y los protagonistas pierden. El Centro está lleno de gente: reparte cartas entre personajes y la localización para que no sepan qué vigilar.',
      en: 'The Office Worker is the Witch: 2 Intrigue on the City, where he starts, and the protagonists lose. The City is crowded: spread cards between characters and the location so they do not know what to watch.',
    },
    {
      es: 'El Secuaz es el Asesino en serie y tú eliges dónde empieza en cada bucle: empiézalo en un lugar vacío y lleva allí a un solo personaje con una carta de Movimiento; esa noche lo mata. Si es la Estrella del pop (Amiga), el bucle está ganado.',
      en: 'The Henchman is the Serial Killer and you choose where he starts each loop: start him somewhere empty and bring a single character there with a Movement card; he kills that one at night. If it is the Pop Idol (a Friend), the loop is won.',
    },
    {
      es: 'Paranoia contagiosa: los figurantes con 3 Paranoias también matan como Asesinos en serie. El Oficial de policía (culpable del día 4) llega a 3 justo a tiempo.',
      en: 'Paranoia Virus: Persons with 3 Paranoia also kill as Serial Killers. The Police Officer (day 4 culprit) reaches 3 just in time.',
    },
  ],
  difficulty: { '4': 4, '3': 6 },
  tragedySet: 'basicTragedy',
  loops: 4,
  days: 6,
  mainPlot: 'giantTimeBombX',
  subPlots: ['paranoiaVirus', 'theHiddenFreak'],
  cast: [
    { character: 'officeWorker', role: 'witch' },
    { character: 'journalist', role: 'conspiracyTheorist' },
    { character: 'popIdol', role: 'friend' },
    { character: 'henchman', role: 'serialKiller' },
    { character: 'boyStudent', role: 'person' },
    { character: 'girlStudent', role: 'person' },
    { character: 'informer', role: 'person' },
    { character: 'policeOfficer', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'missingPerson', culprit: 'boyStudent' },
    { day: 4, incident: 'murder', culprit: 'policeOfficer' },
    { day: 6, incident: 'foulEvil', culprit: 'informer' },
  ],
});
