/** The introductory script: small cast, short loops, and the most detailed mastermind hints. */
import { defineScript } from './define';

export const VELADA_FS_1 = defineScript({
  id: 'velada-fs-1',
  title: { es: 'La última función del club de teatro', en: "The Drama Club's Last Show" },
  story: {
    es: 'El club de teatro ensaya su última función y la estrella del pop que la protagoniza ha recibido una nota sin firma. En cuatro días se levanta el telón. Alguien en la ciudad no quiere que la obra se estrene.',
    en: 'The drama club is rehearsing its last show, and the pop idol who stars in it has received an unsigned note. The curtain rises in four days. Someone in town does not want the play to open.',
  },
  hints: [
    {
      es: 'Tus caminos a la victoria: (1) que la Estrella del pop (Persona clave) tenga 2 Intrigas al final de un día en el mismo lugar que el Periodista (Asesino), que entonces la mata; (2) que el Periodista llegue a 4 Intrigas y mate a los protagonistas; (3) el Incidente hospitalario del día 4 con 2 Intrigas en el Hospital, que mata a los protagonistas; (4) el Asesinato del día 3 en el Centro, que puede matar a la Estrella.',
      en: 'Your routes to victory: (1) the Pop Idol (Key Person) ends a day with 2 Intrigue in the same place as the Journalist (Killer), who then kills her; (2) the Journalist reaches 4 Intrigue and kills the protagonists; (3) the day 4 Hospital Incident with 2 Intrigue on the Hospital kills the protagonists; (4) the day 3 Murder in the City can kill the Pop Idol.',
    },
    {
      es: 'Bucle 1: ve de frente. Día 1, Intriga +2 sobre la Estrella del pop; día 2, Intriga +1 sobre ella o sobre el Periodista. Al final del día el Asesino actúa. Los protagonistas aún no saben nada: que pierdan rápido y sin entender por qué.',
      en: 'Loop 1: go straight at it. Day 1, Intrigue +2 on the Pop Idol; day 2, Intrigue +1 on her or on the Journalist. At day end the Killer acts. The protagonists know nothing yet: let them lose fast without knowing why.',
    },
    {
      es: 'Bucle 2: ya vigilarán a la Estrella con Impedir Intriga. Cambia de ruta: Paranoia +1 cada día a la Enfermera (culpable del día 4) y usa al Médico (Cerebro) para poner Intriga en el Hospital en el paso de habilidades. Con 2 Intrigas allí, el Incidente hospitalario mata a los protagonistas.',
      en: 'Loop 2: they will now guard the Pop Idol with Forbid Intrigue. Switch routes: Paranoia +1 on the Nurse (day 4 culprit) every day, and use the Doctor (Brain) to put Intrigue on the Hospital in the ability step. With 2 Intrigue there, the Hospital Incident kills the protagonists.',
    },
    {
      es: 'Bucle 3: mezcla amenazas y farolea. Pon cartas sobre figurantes (el Oficial de policía, la Enfermera) para que gasten su Impedir Intriga donde no importa; dos Impedir Intriga el mismo día se anulan. La Novicia (Conspiranoica) añade 1 Paranoia a alguien de la Capilla; el Estudiante (Asesino en serie) mata a quien se quede a solas con él en la Escuela: un Movimiento bien puesto lleva allí a la Estrella.',
      en: 'Loop 3: mix threats and bluff. Put cards on Persons (the Police Officer, the Nurse) so they spend Forbid Intrigue where it does not matter; two Forbid Intrigue on the same day cancel each other. The Shrine Maiden (Conspiracy Theorist) adds 1 Paranoia to someone at the Shrine; the Boy Student (Serial Killer) kills whoever is left alone with him at the School: a well-placed Movement takes the Pop Idol there.',
    },
    {
      es: 'Negar Cooperación: el Periodista y el Médico pueden negarse, pero cada "no ocurre nada" es una pista. Niégate solo cuando la habilidad te arruine la ruta de ese bucle.',
      en: 'Goodwill Refusal: the Journalist and the Doctor may refuse, but every "nothing happens" is a clue. Refuse only when the ability would ruin that loop\'s route.',
    },
  ],
  difficulty: { '3': 2, '4': 1 },
  tragedySet: 'firstSteps',
  loops: 3,
  days: 4,
  mainPlot: 'murderPlan',
  subPlots: ['shadowOfTheRipper'],
  cast: [
    { character: 'popIdol', role: 'keyPerson' },
    { character: 'journalist', role: 'killer' },
    { character: 'doctor', role: 'brain' },
    { character: 'shrineMaiden', role: 'conspiracyTheorist' },
    { character: 'boyStudent', role: 'serialKiller' },
    { character: 'nurse', role: 'person' },
    { character: 'policeOfficer', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'doctor' },
    { day: 3, incident: 'murder', culprit: 'policeOfficer' },
    { day: 4, incident: 'hospitalIncident', culprit: 'nurse' },
  ],
});
