import { defineScript } from './define';

export const VELADA_FS_2 = defineScript({
  id: 'velada-fs-2',
  title: { es: 'Luces en la ventana del centro', en: 'Lights in the Downtown Window' },
  story: {
    es: 'Cada noche se enciende una luz en una oficina que lleva años cerrada. La delegada de clase ha decidido averiguar quién la enciende. Cinco días después, algo en la ciudad se apagará para siempre.',
    en: 'Every night a light goes on in an office that has been closed for years. The class rep has decided to find out who turns it on. Five days later, something in town will go dark for good.',
  },
  hints: [
    {
      es: 'El Cerebro es el Secuaz, y tú eliges dónde empieza en cada bucle: esa localización es la que debe acabar con 2 Intrigas. Cambia de sitio en cada bucle para que los protagonistas no sepan qué proteger.',
      en: 'The Brain is the Henchman, and you choose where he starts each loop: that location is the one that must end with 2 Intrigue. Change it every loop so the protagonists do not know what to protect.',
    },
    {
      es: 'La Persona desaparecida del día 2 (el Oficinista) pone 1 Intriga donde tú lo lleves: llévalo al lugar de inicio del Secuaz. El Asesinato remoto del día 4 mata a quien tenga 2 Intrigas: si es la Delegada (Amiga), los protagonistas pierden al final del bucle.',
      en: 'The day 2 Missing Person (the Office Worker) puts 1 Intrigue where you take him: take him to the Henchman\'s starting location. The day 4 Faraway Murder kills someone with 2 Intrigue: if it is the Class Rep (Friend), the protagonists lose at loop end.',
    },
    {
      es: 'El Oficinista es Cascarrabias: puede negar Cooperación como lo haría un Cerebro. Niégate de vez en cuando con él para que sospechen del personaje equivocado.',
      en: 'The Office Worker is a Curmudgeon: he may refuse Goodwill just as a Brain would. Refuse with him now and then so they suspect the wrong character.',
    },
  ],
  difficulty: { '4': 3, '3': 5 },
  tragedySet: 'firstSteps',
  loops: 4,
  days: 5,
  mainPlot: 'lightOfTheAvenger',
  subPlots: ['aHideousScript'],
  cast: [
    { character: 'henchman', role: 'brain' },
    { character: 'alien', role: 'conspiracyTheorist' },
    { character: 'classRep', role: 'friend' },
    { character: 'officeWorker', role: 'curmudgeon' },
    { character: 'informer', role: 'person' },
    { character: 'girlStudent', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'missingPerson', culprit: 'officeWorker' },
    { day: 4, incident: 'farawayMurder', culprit: 'informer' },
    { day: 5, incident: 'spreading', culprit: 'girlStudent' },
  ],
});
