import { defineScript } from './define';

export const VELADA_BT_6 = defineScript({
  id: 'velada-bt-6',
  title: { es: 'El paquete olvidado', en: 'The Forgotten Parcel' },
  story: {
    es: 'Un paquete sin dueño lleva días en la conserjería de la escuela, y hace tic-tac. La niña rica jura que no es suyo. En cuatro días llega la inspección y alguien tendrá que abrirlo.',
    en: 'An unclaimed parcel has been sitting at the school reception for days, and it ticks. The rich man\'s daughter swears it is not hers. The inspectors arrive in four days and someone will have to open it.',
  },
  hints: [
    {
      es: 'La Niña rica es la Bruja y empieza en la Escuela: 2 Intrigas en la Escuela al final del bucle y los protagonistas pierden. La Persona desaparecida del día 2 (la Delegada) puede llevar 1 Intriga allí.',
      en: 'The Rich Man\'s Daughter is the Witch and starts at the School: 2 Intrigue on the School at loop end and the protagonists lose. The day 2 Missing Person (the Class Rep) can bring 1 Intrigue there.',
    },
    {
      es: 'La Bruja siempre niega Cooperación: cada "no ocurre nada" con su habilidad la señala. Si los protagonistas no la usan, no la delates.',
      en: 'The Witch always refuses Goodwill: every "nothing happens" with her ability points at her. If the protagonists do not use it, do not give her away.',
    },
    {
      es: 'El Oficial de policía y el Paciente son Amigos: el Incidente hospitalario del día 3 con 1 Intriga en el Hospital mata al Paciente y gana el bucle aunque la Escuela esté limpia.',
      en: 'The Police Officer and the Patient are Friends: the day 3 Hospital Incident with 1 Intrigue on the Hospital kills the Patient and wins the loop even with a clean School.',
    },
  ],
  difficulty: { '3': 5, '4': 3 },
  tragedySet: 'basicTragedy',
  loops: 3,
  days: 4,
  mainPlot: 'giantTimeBombX',
  subPlots: ['circleOfFriends', 'anUnsettlingRumor'],
  cast: [
    { character: 'richMansDaughter', role: 'witch' },
    { character: 'policeOfficer', role: 'friend' },
    { character: 'patient', role: 'friend' },
    { character: 'informer', role: 'conspiracyTheorist' },
    { character: 'classRep', role: 'person' },
    { character: 'doctor', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'missingPerson', culprit: 'classRep' },
    { day: 3, incident: 'hospitalIncident', culprit: 'doctor' },
    { day: 4, incident: 'farawayMurder', culprit: 'informer' },
  ],
});
