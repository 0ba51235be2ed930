import { defineScript } from './define';

export const VELADA_BT_3 = defineScript({
  id: 'velada-bt-3',
  title: { es: 'El baile de primavera', en: 'The Spring Dance' },
  story: {
    es: 'La estudiante ha prometido contestar el viernes a quien la invitó al baile de primavera. Un chico nuevo, que nadie recuerda haber visto matricularse, no deja de hacer preguntas. Cada vez que el tiempo vuelve atrás, algunos recuerdan quién fue amable con ellos.',
    en: 'The girl student has promised to answer, on Friday, whoever asked her to the spring dance. A new boy, whom nobody remembers enrolling, keeps asking questions. Every time time turns back, some remember who was kind to them.',
  },
  hints: [
    {
      es: 'Los protagonistas pierden si la Estudiante (Persona clave) acaba el bucle con 2 Intrigas. El Chico misterioso es el Cerebro y empieza en la Escuela con ella: ponle Intriga desde el primer día.',
      en: 'The protagonists lose if the Girl Student (Key Person) ends the loop with 2 Intrigue. Mystery Boy is the Brain and starts at the School with her: give her Intrigue from day one.',
    },
    {
      es: 'Cuidado: la habilidad del Chico misterioso revela su papel y no se puede negar. Si la usan, cambia de ruta: el Oficinista (Asesino en serie) mata a quien quede a solas con él, y la Confidente es Amiga.',
      en: 'Beware: Mystery Boy\'s ability reveals his role and cannot be refused. If they use it, switch routes: the Office Worker (Serial Killer) kills whoever is left alone with him, and the Informer is a Friend.',
    },
    {
      es: 'Hilos del destino: quien acabó un bucle con Cooperación empieza el siguiente con 2 Paranoias. Cuanto más les ayuden los personajes, más fácil te será provocar incidentes.',
      en: 'Threads of Fate: whoever ended a loop with Goodwill starts the next with 2 Paranoia. The more the characters help them, the easier it is for you to trigger incidents.',
    },
  ],
  difficulty: { '3': 4, '4': 3 },
  tragedySet: 'basicTragedy',
  loops: 3,
  days: 5,
  mainPlot: 'signWithMe',
  subPlots: ['theHiddenFreak', 'threadsOfFate'],
  cast: [
    { character: 'girlStudent', role: 'keyPerson' },
    { character: 'mysteryBoy', role: 'brain' },
    { character: 'informer', role: 'friend' },
    { character: 'officeWorker', role: 'serialKiller' },
    { character: 'richMansDaughter', role: 'person' },
    { character: 'journalist', role: 'person' },
    { character: 'patient', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'richMansDaughter' },
    { day: 4, incident: 'spreading', culprit: 'journalist' },
    { day: 5, incident: 'farawayMurder', culprit: 'patient' },
  ],
});
