import { defineScript } from './define';

export const VELADA_BT_8 = defineScript({
  id: 'velada-bt-8',
  title: { es: 'Segunda oportunidad', en: 'Second Chance' },
  story: {
    es: 'La delegada de clase se despierta cada lunes sabiendo lo que pasará el viernes, y no le gusta. El capo ha comprado el viejo gimnasio de la escuela y nadie sabe para qué. Los amigos que hizo en un intento no siempre la reconocen en el siguiente.',
    en: 'The class rep wakes up every Monday knowing what will happen on Friday, and she does not like it. The boss has bought the school\'s old gym and nobody knows why. The friends she made in one try do not always recognise her in the next.',
  },
  hints: [
    {
      es: 'Si ocurre un Efecto mariposa (días 5 y 8), los protagonistas pierden el bucle. El Paciente nunca sale del Hospital: es un culpable fácil de vigilar para ellos, así que apuesta también por el Estudiante el día 8.',
      en: 'If a Butterfly Effect occurs (days 5 and 8), the protagonists lose the loop. The Patient never leaves the Hospital: an easy culprit for them to watch, so also bet on the Boy Student on day 8.',
    },
    {
      es: 'El Capo es el Cultista y su territorio está en la Escuela. La Delegada es la Viajera del tiempo: si acaba el último día con 2 Cooperaciones o menos, puedes declarar la derrota.',
      en: 'The Boss is the Cultist and his Turf is the School. The Class Rep is the Time Traveler: if she ends the last day with 2 Goodwill or less, you may declare their loss.',
    },
    {
      es: 'Hilos del destino castiga la Cooperación del bucle anterior con 2 Paranoias: los bucles largos (8 días) te dan tiempo para llevar a los culpables al pánico.',
      en: 'Threads of Fate punishes last loop\'s Goodwill with 2 Paranoia: long loops (8 days) give you time to drive the culprits into panic.',
    },
  ],
  difficulty: { '6': 3, '5': 4, '4': 6 },
  tragedySet: 'basicTragedy',
  loops: 6,
  days: 8,
  mainPlot: 'changeOfFuture',
  subPlots: ['threadsOfFate', 'circleOfFriends'],
  cast: [
    { character: 'classRep', role: 'timeTraveler' },
    { character: 'boss', role: 'cultist', turf: 'school' },
    { character: 'shrineMaiden', role: 'friend' },
    { character: 'girlStudent', role: 'friend' },
    { character: 'doctor', role: 'conspiracyTheorist' },
    { character: 'boyStudent', role: 'person' },
    { character: 'richMansDaughter', role: 'person' },
    { character: 'journalist', role: 'person' },
    { character: 'informer', role: 'person' },
    { character: 'nurse', role: 'person' },
    { character: 'patient', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'journalist' },
    { day: 3, incident: 'suicide', culprit: 'richMansDaughter' },
    { day: 5, incident: 'butterflyEffect', culprit: 'patient' },
    { day: 6, incident: 'hospitalIncident', culprit: 'nurse' },
    { day: 8, incident: 'butterflyEffect', culprit: 'boyStudent' },
  ],
});
