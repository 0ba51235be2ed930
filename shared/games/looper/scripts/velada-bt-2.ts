import { defineScript } from './define';

export const VELADA_BT_2 = defineScript({
  id: 'velada-bt-2',
  title: { es: 'La campana de la capilla', en: 'The Chapel Bell' },
  story: {
    es: 'La vieja campana de la capilla lleva cien años en silencio, y dicen que sonará el día que alguien abra la caja escondida bajo el altar. Esta semana han empezado a oírse pasos de noche. Y a partir del segundo intento, alguien nuevo vigila la capilla.',
    en: 'The chapel\'s old bell has been silent for a hundred years, and they say it will ring on the day someone opens the box hidden under the altar. This week, footsteps have been heard at night. And from the second try on, someone new watches over the chapel.',
  },
  hints: [
    {
      es: 'El Capo (Cerebro) tiene su territorio en la Capilla: en el paso de habilidades puede poner Intriga allí aunque esté en el Centro. Dos Intrigas en la Capilla al final del bucle bastan, y la Maldad perversa del día 3 pone dos de golpe.',
      en: 'The Boss (Brain) has his Turf at the Shrine: in the ability step he may put Intrigue there while standing in the City. Two Intrigue on the Shrine at loop end are enough, and the day 3 Foul Evil puts two at once.',
    },
    {
      es: 'El Ser divino (Cultista) entra en el bucle 2, en la Capilla: desde entonces los Impedir Intriga jugados allí no te frenan. En el bucle 1 juega a matar a una Amiga (la Delegada, con el Suicidio del día 6) para que duden.',
      en: 'The Godly Being (Cultist) enters in loop 2, at the Shrine: from then on, Forbid Intrigue played there does not stop you. In loop 1, go for killing a Friend (the Class Rep, in the day 6 Suicide) to sow doubt.',
    },
    {
      es: 'Con la Paranoia contagiosa, todo figurante con 3 Paranoias es un Asesino en serie: la Enfermera y el Oficinista son buenos candidatos.',
      en: 'With Paranoia Virus, every Person with 3 Paranoia is a Serial Killer: the Nurse and the Office Worker are good candidates.',
    },
  ],
  difficulty: { '5': 3, '4': 5 },
  tragedySet: 'basicTragedy',
  loops: 5,
  days: 6,
  mainPlot: 'theSealedItem',
  subPlots: ['circleOfFriends', 'paranoiaVirus'],
  cast: [
    { character: 'boss', role: 'brain', turf: 'shrine' },
    { character: 'godlyBeing', role: 'cultist', entryLoop: 2 },
    { character: 'classRep', role: 'friend' },
    { character: 'alien', role: 'friend' },
    { character: 'journalist', role: 'conspiracyTheorist' },
    { character: 'nurse', role: 'person' },
    { character: 'officeWorker', role: 'person' },
    { character: 'popIdol', role: 'person' },
  ],
  schedule: [
    { day: 3, incident: 'foulEvil', culprit: 'nurse' },
    { day: 4, incident: 'murder', culprit: 'officeWorker' },
    { day: 6, incident: 'suicide', culprit: 'classRep' },
  ],
});
