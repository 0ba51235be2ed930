import { defineScript } from './define';

export const VELADA_FS_3 = defineScript({
  id: 'velada-fs-3',
  title: { es: 'El jardín de la escuela', en: 'The School Garden' },
  story: {
    es: 'Los alumnos han plantado un jardín detrás de la escuela, y un rumor dice que alguien quiere arrancarlo antes de la fiesta de fin de curso. El paciente del hospital lo mira cada día desde su ventana. Nadie sabe quién empezó el rumor.',
    en: 'The students have planted a garden behind the school, and a rumor says someone wants to dig it up before the end-of-year party. The hospital patient watches it from his window every day. Nobody knows who started the rumor.',
  },
  hints: [
    {
      es: 'Dos derrotas posibles: 2 Intrigas en la Escuela al final del bucle, o la muerte del Paciente (Persona clave) por el Asesinato del día 3 (la Enfermera está con él) o por el Incidente hospitalario del día 5.',
      en: 'Two ways to win: 2 Intrigue on the School at loop end, or the Patient (Key Person) dies in the day 3 Murder (the Nurse is with him) or in the day 5 Hospital Incident.',
    },
    {
      es: 'El Estudiante (Cultista) está en la Escuela: puede ignorar los Impedir Intriga que allí se jueguen. Úsalo el día que más te convenga, no el primero: revela que hay un Cultista.',
      en: 'The Boy Student (Cultist) is at the School: he may ignore the Forbid Intrigue played there. Use it on the day it matters most, not the first one: it reveals there is a Cultist.',
    },
    {
      es: 'El rumor (una vez por bucle) pone 1 Intriga en cualquier lugar: guárdalo para el último día, cuando los protagonistas ya no pueden responder.',
      en: 'The rumor (once per loop) puts 1 Intrigue anywhere: save it for the last day, when the protagonists can no longer answer.',
    },
  ],
  difficulty: { '4': 2, '3': 4, '5': 1 },
  tragedySet: 'firstSteps',
  loops: 4,
  days: 6,
  mainPlot: 'aPlaceToProtect',
  subPlots: ['anUnsettlingRumor'],
  cast: [
    { character: 'boyStudent', role: 'cultist' },
    { character: 'patient', role: 'keyPerson' },
    { character: 'popIdol', role: 'conspiracyTheorist' },
    { character: 'nurse', role: 'person' },
    { character: 'journalist', role: 'person' },
    { character: 'richMansDaughter', role: 'person' },
    { character: 'policeOfficer', role: 'person' },
  ],
  schedule: [
    { day: 3, incident: 'murder', culprit: 'nurse' },
    { day: 5, incident: 'hospitalIncident', culprit: 'journalist' },
    { day: 6, incident: 'increasingUnease', culprit: 'richMansDaughter' },
  ],
});
