import { defineScript } from './define';

export const VELADA_BT_4 = defineScript({
  id: 'velada-bt-4',
  title: { es: 'La feria de ciencias', en: 'The Science Fair' },
  story: {
    es: 'La delegada de clase ha construido un invento para la feria de ciencias que promete ganar el primer premio. Alguien ha estado preguntando por los planos. Mientras tanto, en el hospital corre un extraño nerviosismo que se contagia.',
    en: 'The class rep has built an invention for the science fair that is sure to win first prize. Someone has been asking about the blueprints. Meanwhile, a strange nervousness is spreading through the hospital.',
  },
  hints: [
    {
      es: 'La Delegada (Persona clave) y el Estudiante (Asesino) empiezan juntos en la Escuela: con 2 Intrigas sobre ella al final de un día, el Asesino la mata. El Oficial de policía (Cerebro) tendrá que acercarse o usa tus cartas de Intriga.',
      en: 'The Class Rep (Key Person) and the Boy Student (Killer) start together at the School: with 2 Intrigue on her at a day\'s end, the Killer kills her. The Police Officer (Brain) has to come closer, or use your Intrigue cards.',
    },
    {
      es: 'El Oficinista es el Factótum: con 2 Intrigas en la Escuela gana las habilidades del Conspiranoico, y con 2 en el Centro las de la Persona clave (su muerte también hace perder). Los protagonistas rara vez lo sospechan.',
      en: 'The Office Worker is the Factor: with 2 Intrigue on the School he gains the Conspiracy Theorist\'s abilities, and with 2 on the City the Key Person\'s (his death also loses them the loop). Protagonists rarely suspect him.',
    },
    {
      es: 'Paranoia contagiosa: la Enfermera y el Médico son figurantes en el Hospital; si uno llega a 3 Paranoias se vuelve Asesino en serie y mata al otro.',
      en: 'Paranoia Virus: the Nurse and the Doctor are Persons at the Hospital; if one reaches 3 Paranoia he becomes a Serial Killer and kills the other.',
    },
  ],
  difficulty: { '4': 4, '5': 3 },
  tragedySet: 'basicTragedy',
  loops: 4,
  days: 8,
  mainPlot: 'murderPlan',
  subPlots: ['paranoiaVirus', 'unknownFactorX'],
  cast: [
    { character: 'classRep', role: 'keyPerson' },
    { character: 'boyStudent', role: 'killer' },
    { character: 'policeOfficer', role: 'brain' },
    { character: 'popIdol', role: 'conspiracyTheorist' },
    { character: 'officeWorker', role: 'factor' },
    { character: 'girlStudent', role: 'person' },
    { character: 'richMansDaughter', role: 'person' },
    { character: 'nurse', role: 'person' },
    { character: 'doctor', role: 'person' },
    { character: 'informer', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'richMansDaughter' },
    { day: 4, incident: 'murder', culprit: 'nurse' },
    { day: 6, incident: 'missingPerson', culprit: 'girlStudent' },
    { day: 8, incident: 'farawayMurder', culprit: 'informer' },
  ],
});
