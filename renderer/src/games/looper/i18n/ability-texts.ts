/**
 * The goodwill abilities printed on the 18 character cards (digest §1.2, Spanish wording from
 * the seed where it prints one), in the order of shared/games/looper/abilities.ts, so
 * `character.<id>.ability<i>` reads ABILITIES[id][i]. Rulings L1–L8 and L63 shape the words.
 */
import type { CharacterId } from '../../../../../shared/games/looper/ids';

type Texts = { es: string[]; en: string[] };

export const ABILITY_TEXTS: Record<CharacterId, Texts> = {
  boyStudent: {
    es: ['Cooperación 2: elimina 1 Paranoia de otro estudiante en esta localización.'],
    en: ['Goodwill 2: remove 1 Paranoia from another Student in this location.'],
  },
  girlStudent: {
    es: ['Cooperación 2: elimina 1 Paranoia de otro estudiante en esta localización.'],
    en: ['Goodwill 2: remove 1 Paranoia from another Student in this location.'],
  },
  richMansDaughter: {
    es: ['Cooperación 3: solo en la Escuela o el Centro. Coloca 1 Cooperación sobre un personaje en esta localización (ella incluida).'],
    en: ['Goodwill 3: only in the School or the City. Place 1 Goodwill on a character in this location (herself included).'],
  },
  classRep: {
    es: ['Cooperación 2, una vez por bucle: el líder recupera en su mano una de sus cartas de «una vez por bucle» ya usadas.'],
    en: ['Goodwill 2, once per loop: the leader takes back into hand one of their spent once-per-loop cards.'],
  },
  mysteryBoy: {
    es: ['Cooperación 3: revela el papel de este personaje. No se puede negar.'],
    en: ["Goodwill 3: reveal this character's role. Cannot be refused."],
  },
  shrineMaiden: {
    es: [
      'Cooperación 3: solo en la Capilla. Elimina 1 Intriga de la Capilla.',
      'Cooperación 5, una vez por bucle: revela el papel de un personaje en esta localización.',
    ],
    en: [
      'Goodwill 3: only at the Shrine. Remove 1 Intrigue from the Shrine.',
      'Goodwill 5, once per loop: reveal the role of a character in this location.',
    ],
  },
  alien: {
    es: [
      'Cooperación 4, una vez por bucle: mata a otro personaje en esta localización.',
      'Cooperación 5, una vez por bucle: resucita un cadáver en esta localización (conserva sus fichas).',
    ],
    en: [
      'Goodwill 4, once per loop: kill another character in this location.',
      'Goodwill 5, once per loop: revive a corpse in this location (it keeps its counters).',
    ],
  },
  godlyBeing: {
    es: [
      'Cooperación 3, una vez por bucle: revela el culpable de un incidente del calendario.',
      'Cooperación 5: elimina 1 Intriga de esta localización o de un personaje en ella.',
    ],
    en: [
      'Goodwill 3, once per loop: reveal the culprit of one incident on the schedule.',
      'Goodwill 5: remove 1 Intrigue from this location or from a character in it.',
    ],
  },
  policeOfficer: {
    es: [
      'Cooperación 4, una vez por bucle: revela el culpable de un incidente ocurrido en este bucle.',
      'Cooperación 5, una vez por bucle: pon el indicador adicional sobre un personaje en esta localización (él incluido); la próxima vez que fuera a morir, se retira el indicador en su lugar.',
    ],
    en: [
      'Goodwill 4, once per loop: reveal the culprit of an incident that occurred this loop.',
      'Goodwill 5, once per loop: put the Extra marker on a character in this location (himself included); the next time it would die, the marker is removed instead.',
    ],
  },
  officeWorker: {
    es: ['Cooperación 3: revela el papel de este personaje.'],
    en: ["Goodwill 3: reveal this character's role."],
  },
  informer: {
    es: ['Cooperación 5, una vez por bucle: el líder nombra una trama secundaria; la mente maestra nombra otra trama secundaria activa en este guión.'],
    en: ['Goodwill 5, once per loop: the leader names a subplot; the mastermind names a different subplot active in this script.'],
  },
  popIdol: {
    es: [
      'Cooperación 3: elimina 1 Paranoia de otro personaje en esta localización.',
      'Cooperación 4: coloca 1 Cooperación sobre otro personaje en esta localización.',
    ],
    en: [
      'Goodwill 3: remove 1 Paranoia from another character in this location.',
      'Goodwill 4: place 1 Goodwill on another character in this location.',
    ],
  },
  journalist: {
    es: [
      'Cooperación 2: coloca 1 Paranoia sobre cualquier otro personaje (en cualquier localización).',
      'Cooperación 2: coloca 1 Intriga sobre esta localización o sobre un personaje en ella.',
    ],
    en: [
      'Goodwill 2: place 1 Paranoia on any other character (in any location).',
      'Goodwill 2: place 1 Intrigue on this location or on a character in it.',
    ],
  },
  boss: {
    es: ['Cooperación 5, una vez por bucle: revela el papel de otro personaje que esté en el territorio del capo.'],
    en: ["Goodwill 5, once per loop: reveal the role of another character in the Boss's Turf."],
  },
  doctor: {
    es: [
      'Cooperación 2: quita o pon 1 Paranoia a otro personaje en esta localización. Si el papel del médico puede «Negar Cooperación», la mente maestra también puede usar esta habilidad.',
      'Cooperación 3: el paciente puede salir del Hospital durante el resto del bucle.',
    ],
    en: [
      "Goodwill 2: place or remove 1 Paranoia on another character in this location. If the Doctor's role has Goodwill Refusal, the mastermind may use this ability too.",
      'Goodwill 3: the Patient may leave the Hospital for the rest of the loop.',
    ],
  },
  patient: { es: [], en: [] },
  nurse: {
    es: ['Cooperación 2: elimina 1 Paranoia de otro personaje en esta localización que esté en pánico. No se puede negar.'],
    en: ['Goodwill 2: remove 1 Paranoia from another character in this location that is in panic. Cannot be refused.'],
  },
  henchman: {
    es: ['Cooperación 3: durante el resto del bucle, este personaje no desencadena los incidentes de los que es culpable.'],
    en: ['Goodwill 3: for the rest of the loop, this character does not trigger incidents of which he is the culprit.'],
  },
};
