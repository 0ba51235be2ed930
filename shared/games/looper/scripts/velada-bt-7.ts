import { defineScript } from './define';

export const VELADA_BT_7 = defineScript({
  id: 'velada-bt-7',
  title: { es: 'La carta de la estrella', en: "The Star's Letter" },
  story: {
    es: 'La estrella del pop va a firmar el contrato de su vida, y alguien ha escrito una carta para impedirlo. El oficial de policía vigila la firma mientras piensa en otra persona. En el centro la gente murmura, y cuanto más murmuran, más raro se comporta alguien.',
    en: 'The pop idol is about to sign the contract of her life, and someone has written a letter to stop it. The police officer guards the signing while thinking of someone else. Downtown people whisper, and the more they whisper, the stranger someone behaves.',
  },
  hints: [
    {
      es: 'La Estrella del pop (Persona clave, chica) no debe acabar el bucle con 2 Intrigas: es tu ruta principal. No hay Cerebro, así que la Intriga sale de tus cartas: reparte Intriga +1 y +2 entre ella y figurantes para cansar sus Impedir Intriga.',
      en: 'The Pop Idol (Key Person, a Girl) must not end the loop with 2 Intrigue: that is your main route. There is no Brain, so Intrigue comes from your cards: spread Intrigue +1 and +2 between her and Persons to wear out their Forbid Intrigue.',
    },
    {
      es: 'El Oficial (Amante) y la Delegada (Amada): el Suicidio del día 7 (el Oficial) da 6 Paranoias a la Delegada, que con 1 Intriga mata a los protagonistas esa noche. El Asesinato del día 3 en el Centro puede matar a la Estrella.',
      en: 'The Officer (Lover) and the Class Rep (Loved One): the day 7 Suicide (the Officer) gives the Class Rep 6 Paranoia, and with 1 Intrigue she kills the protagonists that night. The day 3 Murder in the City can kill the Pop Idol.',
    },
    {
      es: 'La Enfermera es el Factótum: con 2 Intrigas en el Centro gana las habilidades de la Persona clave, y su muerte también hace perder. El Ser divino está desde el bucle 1 y es un figurante: deja que sospechen de él.',
      en: 'The Nurse is the Factor: with 2 Intrigue on the City she gains the Key Person\'s abilities, and her death also loses them the loop. The Godly Being is there from loop 1 and is a Person: let them suspect him.',
    },
  ],
  difficulty: { '5': 3, '4': 5 },
  tragedySet: 'basicTragedy',
  loops: 5,
  days: 7,
  mainPlot: 'signWithMe',
  subPlots: ['aLoveAffair', 'unknownFactorX'],
  cast: [
    { character: 'popIdol', role: 'keyPerson' },
    { character: 'policeOfficer', role: 'lover' },
    { character: 'classRep', role: 'lovedOne' },
    { character: 'nurse', role: 'factor' },
    { character: 'shrineMaiden', role: 'person' },
    { character: 'boyStudent', role: 'person' },
    { character: 'godlyBeing', role: 'person', entryLoop: 1 },
    { character: 'officeWorker', role: 'person' },
    { character: 'alien', role: 'person' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'boyStudent' },
    { day: 3, incident: 'murder', culprit: 'officeWorker' },
    { day: 5, incident: 'spreading', culprit: 'alien' },
    { day: 7, incident: 'suicide', culprit: 'policeOfficer' },
  ],
});
