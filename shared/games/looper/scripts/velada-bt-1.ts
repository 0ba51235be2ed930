/**
 * Built on the manual's own worked example of script writing (seed, "Cómo crear un guión"):
 * its plots, its nine characters and their roles, and four incidents on days 2, 4, 5 and 7.
 * The figure names no incidents and its culprit labels are scrambled by the OCR, so the
 * incidents and the culprit of each day are this script's own reading (ruling L80).
 */
import { defineScript } from './define';

export const VELADA_BT_1 = defineScript({
  id: 'velada-bt-1',
  title: { es: 'Cartas sin remitente', en: 'Letters Without a Sender' },
  story: {
    es: 'Durante una semana aparecen cartas sin remitente en los buzones del barrio, cada una con un secreto de otra persona. La novicia ha recibido la última. El paciente del hospital asegura que sabe quién las escribe, pero nadie le escucha.',
    en: 'For a week, letters without a sender turn up in the neighbourhood\'s mailboxes, each holding someone else\'s secret. The shrine maiden got the last one. The hospital patient claims he knows who writes them, but nobody listens.',
  },
  hints: [
    {
      es: 'La Novicia (Persona clave) no puede ir al Centro. La Estudiante (Asesina) la mata si coinciden al final del día y ella tiene 2 Intrigas: lleva a la Novicia a la Escuela con Movimiento vertical, o deja que el Suicidio del día 5 haga el trabajo.',
      en: 'The Shrine Maiden (Key Person) cannot enter the City. The Girl Student (Killer) kills her if they share a place at day end and she has 2 Intrigue: take the Shrine Maiden to the School with a vertical Movement, or let the day 5 Suicide do the work.',
    },
    {
      es: 'El Paciente y la Niña rica son Amante y Amada: si uno muere, el otro recibe 6 Paranoia. La Niña rica con 1 Intriga y esa Paranoia mata a los protagonistas al final del día.',
      en: 'The Patient and the Rich Man\'s Daughter are Lover and Loved One: if one dies, the other gets 6 Paranoia. The Daughter with 1 Intrigue and that Paranoia kills the protagonists at day end.',
    },
    {
      es: 'El Oficial de policía (Cerebro) y el rumor ponen Intriga; el Médico (Conspiranoico) pone Paranoia en el Hospital. No uses todo el mismo día: reparte para que no sepan de dónde viene.',
      en: 'The Police Officer (Brain) and the rumor add Intrigue; the Doctor (Conspiracy Theorist) adds Paranoia at the Hospital. Do not use everything on the same day: spread it so they cannot tell where it comes from.',
    },
  ],
  difficulty: { '4': 4, '3': 6, '5': 3 },
  tragedySet: 'basicTragedy',
  loops: 4,
  days: 7,
  mainPlot: 'murderPlan',
  subPlots: ['aLoveAffair', 'anUnsettlingRumor'],
  cast: [
    { character: 'richMansDaughter', role: 'lovedOne' },
    { character: 'boyStudent', role: 'person' },
    { character: 'girlStudent', role: 'killer' },
    { character: 'policeOfficer', role: 'brain' },
    { character: 'officeWorker', role: 'person' },
    { character: 'shrineMaiden', role: 'keyPerson' },
    { character: 'informer', role: 'person' },
    { character: 'doctor', role: 'conspiracyTheorist' },
    { character: 'patient', role: 'lover' },
  ],
  schedule: [
    { day: 2, incident: 'increasingUnease', culprit: 'officeWorker' },
    { day: 4, incident: 'hospitalIncident', culprit: 'doctor' },
    { day: 5, incident: 'suicide', culprit: 'shrineMaiden' },
    { day: 7, incident: 'murder', culprit: 'patient' },
  ],
});
