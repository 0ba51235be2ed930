/**
 * What each role and plot does (digest §4.1–4.3, with rulings L20, L21, L62, L65 applied), in
 * Spanish and English. Names, limits, Goodwill Refusal and the roles a plot adds are read from
 * the engine's tables by reference.ts, so only the effects are written here.
 */
import type { PlotId, RoleId } from '../../../../../shared/games/looper/ids';

type Text = { es: string; en: string };

export const ROLE_TEXTS: Record<RoleId, Text> = {
  person: { es: 'Sin habilidades. Es el papel de todo personaje al que las tramas no dan otro.', en: 'No abilities. The role of every character the plots give no other.' },
  keyPerson: {
    es: '[Obligatoria][Siempre] Si este personaje muere, los protagonistas pierden y el bucle termina de inmediato.',
    en: '[Mandatory][Always] When this character dies, the protagonists lose and the loop ends at once.',
  },
  killer: {
    es: '[Opcional][Final del día] Si la persona clave tiene 2 o más de Intriga y está en su localización, puede matarla. [Opcional][Final del día] Si este personaje tiene 4 o más de Intriga, puede matar a los protagonistas.',
    en: '[Optional][Day end] If the Key Person has 2 or more Intrigue and is in its location, it may kill the Key Person. [Optional][Day end] If this character has 4 or more Intrigue, it may kill the protagonists.',
  },
  brain: {
    es: '[Opcional][Habilidad de mente maestra] Coloca 1 Intriga sobre su localización o sobre un personaje en ella.',
    en: '[Optional][Mastermind ability] Place 1 Intrigue on its location or on a character there.',
  },
  cultist: {
    es: '[Opcional][Resolución de cartas] Puede ignorar todas las cartas de Impedir Intriga sobre su localización y sobre los personajes en ella.',
    en: '[Optional][Card resolution] It may ignore every Forbid Intrigue on its location and on the characters there.',
  },
  conspiracyTheorist: {
    es: '[Opcional][Habilidad de mente maestra] Coloca 1 Paranoia sobre un personaje en su localización.',
    en: '[Optional][Mastermind ability] Place 1 Paranoia on a character in its location.',
  },
  serialKiller: {
    es: '[Obligatoria][Final del día] Si hay exactamente otro personaje vivo en su localización, ese personaje muere.',
    en: '[Mandatory][Day end] If exactly one other living character is in its location, that character dies.',
  },
  curmudgeon: { es: 'Sin habilidades (solo puede negar Cooperación).', en: 'No abilities (it may only refuse Goodwill).' },
  friend: {
    es: '[Obligatoria][Final del bucle] Si este personaje está muerto, se revela su papel y los protagonistas pierden. [Obligatoria][Inicio del bucle] Si su papel ya se reveló, recibe 1 Cooperación.',
    en: '[Mandatory][Loop end] If this character is dead, its role is revealed and the protagonists lose. [Mandatory][Loop start] If its role was revealed before, it gets 1 Goodwill.',
  },
  timeTraveler: {
    es: '[Obligatoria][Siempre] No puede morir. [Obligatoria][Resolución de cartas] Ignora Impedir Cooperación sobre él. [Opcional][Final del último día] Si tiene 2 o menos de Cooperación, la mente maestra puede declarar la derrota de los protagonistas.',
    en: '[Mandatory][Always] It cannot die. [Mandatory][Card resolution] It ignores Forbid Goodwill on itself. [Optional][Last day end] If it has 2 Goodwill or less, the mastermind may declare the protagonists lost.',
  },
  witch: { es: 'Sin habilidades (niega Cooperación siempre).', en: 'No abilities (it always refuses Goodwill).' },
  lover: {
    es: '[Obligatoria][Siempre] Cuando muere la persona amada, este personaje recibe 6 de Paranoia.',
    en: '[Mandatory][Always] When the Loved One dies, this character gets 6 Paranoia.',
  },
  lovedOne: {
    es: '[Obligatoria][Siempre] Cuando muere el amante, este personaje recibe 6 de Paranoia. [Opcional][Final del día] Si tiene 3 o más de Paranoia y 1 o más de Intriga, puede matar a los protagonistas.',
    en: '[Mandatory][Always] When the Lover dies, this character gets 6 Paranoia. [Optional][Day end] If it has 3 or more Paranoia and 1 or more Intrigue, it may kill the protagonists.',
  },
  factor: {
    es: '[Obligatoria] Mientras la Escuela tenga 2 o más de Intriga, tiene las habilidades del conspiranoico. Mientras el Centro tenga 2 o más de Intriga, tiene las de la persona clave (sus habilidades, no el papel).',
    en: "[Mandatory] While the School has 2 or more Intrigue, it has the Conspiracy Theorist's abilities. While the City has 2 or more Intrigue, it has the Key Person's (the abilities, not the role).",
  },
};

const NO_RULE: Text = { es: 'Sin reglas propias: solo añade sus papeles.', en: 'No rules of its own: it only adds its roles.' };

export const PLOT_TEXTS: Record<PlotId, Text> = {
  murderPlan: NO_RULE,
  lightOfTheAvenger: {
    es: 'Derrota al final del bucle: la localización de inicio del cerebro tiene 2 o más de Intriga.',
    en: "Loss at loop end: the Brain's starting location has 2 or more Intrigue.",
  },
  aPlaceToProtect: { es: 'Derrota al final del bucle: la Escuela tiene 2 o más de Intriga.', en: 'Loss at loop end: the School has 2 or more Intrigue.' },
  theSealedItem: { es: 'Derrota al final del bucle: la Capilla tiene 2 o más de Intriga.', en: 'Loss at loop end: the Shrine has 2 or more Intrigue.' },
  signWithMe: {
    es: 'La persona clave es una chica. Derrota al final del bucle: la persona clave tiene 2 o más de Intriga.',
    en: 'The Key Person is a Girl. Loss at loop end: the Key Person has 2 or more Intrigue.',
  },
  changeOfFuture: {
    es: 'Derrota al final del bucle: el incidente Efecto mariposa ocurrió en este bucle.',
    en: 'Loss at loop end: the Butterfly Effect incident occurred this loop.',
  },
  giantTimeBombX: {
    es: 'Derrota al final del bucle: la localización de inicio del brujo tiene 2 o más de Intriga.',
    en: "Loss at loop end: the Witch's starting location has 2 or more Intrigue.",
  },
  shadowOfTheRipper: NO_RULE,
  anUnsettlingRumor: {
    es: '[Opcional][Habilidad de mente maestra] Una vez por bucle: coloca 1 Intriga sobre cualquier localización.',
    en: '[Optional][Mastermind ability] Once per loop: place 1 Intrigue on any location.',
  },
  aHideousScript: { es: 'El guion tiene de 0 a 2 cascarrabias, a elección de quien lo escribe.', en: 'The script has 0 to 2 Curmudgeons, as its writer chooses.' },
  circleOfFriends: NO_RULE,
  aLoveAffair: NO_RULE,
  theHiddenFreak: NO_RULE,
  paranoiaVirus: {
    es: '[Obligatoria][Siempre] Todo figurante con 3 o más de Paranoia es un asesino en serie mientras las tenga.',
    en: '[Mandatory][Always] Every Person with 3 or more Paranoia is a Serial Killer while it has them.',
  },
  threadsOfFate: {
    es: '[Obligatoria][Inicio del bucle] Todo personaje (también los cadáveres) que tenía Cooperación al final del bucle anterior recibe 2 de Paranoia.',
    en: '[Mandatory][Loop start] Every character (corpses too) that had Goodwill at the end of the previous loop gets 2 Paranoia.',
  },
  unknownFactorX: NO_RULE,
};
