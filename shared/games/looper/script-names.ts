/**
 * Spanish and English names of the script vocabulary, for the validator's messages only.
 * The validator runs in main as well as in the renderer, so its messages cannot wait for
 * vue-i18n; the renderer's own translations stay the source for everything on screen.
 */
import type { CharacterId, IncidentId, LocationId, PlotId, RoleId, TragedySetId } from './ids';

export interface Name { es: string; en: string }
/** Singular and plural, for "2 Amigos" / "2 Friends". */
export interface CountedName { es: [string, string]; en: [string, string] }

export const ROLE_NAMES: Record<RoleId, CountedName> = {
  person: { es: ['Figurante', 'Figurantes'], en: ['Person', 'Persons'] },
  keyPerson: { es: ['Persona clave', 'Personas clave'], en: ['Key Person', 'Key Persons'] },
  killer: { es: ['Asesino', 'Asesinos'], en: ['Killer', 'Killers'] },
  brain: { es: ['Cerebro', 'Cerebros'], en: ['Brain', 'Brains'] },
  cultist: { es: ['Cultista', 'Cultistas'], en: ['Cultist', 'Cultists'] },
  conspiracyTheorist: { es: ['Conspiranoico', 'Conspiranoicos'], en: ['Conspiracy Theorist', 'Conspiracy Theorists'] },
  serialKiller: { es: ['Asesino en serie', 'Asesinos en serie'], en: ['Serial Killer', 'Serial Killers'] },
  curmudgeon: { es: ['Cascarrabias', 'Cascarrabias'], en: ['Curmudgeon', 'Curmudgeons'] },
  friend: { es: ['Amigo', 'Amigos'], en: ['Friend', 'Friends'] },
  timeTraveler: { es: ['Viajero del tiempo', 'Viajeros del tiempo'], en: ['Time Traveler', 'Time Travelers'] },
  witch: { es: ['Brujo', 'Brujos'], en: ['Witch', 'Witches'] },
  lover: { es: ['Amante', 'Amantes'], en: ['Lover', 'Lovers'] },
  lovedOne: { es: ['Persona amada', 'Personas amadas'], en: ['Loved One', 'Loved Ones'] },
  factor: { es: ['Factótum', 'Factótums'], en: ['Factor', 'Factors'] },
};

export const PLOT_NAMES: Record<PlotId, Name> = {
  murderPlan: { es: 'Plan de asesinato', en: 'Murder Plan' },
  lightOfTheAvenger: { es: 'La luz del vengador', en: 'Light of the Avenger' },
  aPlaceToProtect: { es: 'Un lugar que proteger', en: 'A Place to Protect' },
  theSealedItem: { es: 'El objeto sellado', en: 'The Sealed Item' },
  signWithMe: { es: '¡Dime que sí!', en: 'Sign with me!' },
  changeOfFuture: { es: 'Cambio de futuro', en: 'Change of Future' },
  giantTimeBombX: { es: 'Bombazo de relojería', en: 'Giant Time Bomb X' },
  shadowOfTheRipper: { es: 'La sombra del destripador', en: 'Shadow of the Ripper' },
  anUnsettlingRumor: { es: 'Un rumor inquietante', en: 'An Unsettling Rumor' },
  aHideousScript: { es: 'Un guion terrible', en: 'A Hideous Script' },
  circleOfFriends: { es: 'Círculo de amigos', en: 'Circle of Friends' },
  aLoveAffair: { es: 'Un asunto amoroso', en: 'A Love Affair' },
  theHiddenFreak: { es: 'El monstruo oculto', en: 'The Hidden Freak' },
  paranoiaVirus: { es: 'Paranoia contagiosa', en: 'Paranoia Virus' },
  threadsOfFate: { es: 'Hilos del destino', en: 'Threads of Fate' },
  unknownFactorX: { es: 'Incógnita sin despejar', en: 'Unknown Factor X' },
};

export const INCIDENT_NAMES: Record<IncidentId, Name> = {
  murder: { es: 'Asesinato', en: 'Murder' },
  increasingUnease: { es: 'Inquietud creciente', en: 'Increasing Unease' },
  suicide: { es: 'Suicidio', en: 'Suicide' },
  hospitalIncident: { es: 'Incidente hospitalario', en: 'Hospital Incident' },
  farawayMurder: { es: 'Asesinato remoto', en: 'Faraway Murder' },
  missingPerson: { es: 'Persona desaparecida', en: 'Missing Person' },
  spreading: { es: 'Propagación', en: 'Spreading' },
  foulEvil: { es: 'Maldad perversa', en: 'Foul Evil' },
  butterflyEffect: { es: 'Efecto mariposa', en: 'Butterfly Effect' },
};

export const CHARACTER_NAMES: Record<CharacterId, Name> = {
  boyStudent: { es: 'El estudiante', en: 'Boy Student' },
  girlStudent: { es: 'La estudiante', en: 'Girl Student' },
  richMansDaughter: { es: 'La niña rica', en: "Rich Man's Daughter" },
  classRep: { es: 'La delegada', en: 'Class Rep' },
  mysteryBoy: { es: 'El chico misterioso', en: 'Mystery Boy' },
  shrineMaiden: { es: 'La novicia', en: 'Shrine Maiden' },
  alien: { es: 'La alienígena', en: 'Alien' },
  godlyBeing: { es: 'El ser divino', en: 'Godly Being' },
  policeOfficer: { es: 'El oficial de policía', en: 'Police Officer' },
  officeWorker: { es: 'El oficinista', en: 'Office Worker' },
  informer: { es: 'La confidente', en: 'Informer' },
  popIdol: { es: 'La estrella del pop', en: 'Pop Idol' },
  journalist: { es: 'El periodista', en: 'Journalist' },
  boss: { es: 'El capo', en: 'Boss' },
  doctor: { es: 'El médico', en: 'Doctor' },
  patient: { es: 'El paciente', en: 'Patient' },
  nurse: { es: 'La enfermera', en: 'Nurse' },
  henchman: { es: 'El secuaz', en: 'Henchman' },
};

export const SET_NAMES: Record<TragedySetId, Name> = {
  firstSteps: { es: 'Primeros pasos', en: 'First Steps' },
  basicTragedy: { es: 'Tragedia básica', en: 'Basic Tragedy' },
};

export const LOCATION_NAMES: Record<LocationId, Name> = {
  hospital: { es: 'Hospital', en: 'Hospital' },
  shrine: { es: 'Capilla', en: 'Shrine' },
  city: { es: 'Centro', en: 'City' },
  school: { es: 'Escuela', en: 'School' },
};

/** "2 Amigos" / "1 Friend". */
export function countOf(n: number, role: RoleId): Name {
  const r = ROLE_NAMES[role];
  return { es: `${n} ${r.es[n === 1 ? 0 : 1]}`, en: `${n} ${r.en[n === 1 ? 0 : 1]}` };
}
