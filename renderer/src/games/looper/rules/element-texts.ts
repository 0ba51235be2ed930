/**
 * What incidents, action cards, counters, places and markers do (digest §2–§4.4, rulings L11,
 * L12, L21–L24, L26), in Spanish and English; names come from i18n/names.ts.
 */
import type { CardKind, CounterKind, IncidentId, LocationId } from '../../../../../shared/games/looper/ids';

type Text = { es: string; en: string };

export const INCIDENT_TEXTS: Record<IncidentId, Text> = {
  murder: { es: 'Muere otro personaje en la localización del culpable.', en: "Another character in the culprit's location dies." },
  increasingUnease: {
    es: 'Coloca 2 de Paranoia sobre un personaje y luego 1 Intriga sobre otro personaje.',
    en: 'Place 2 Paranoia on a character, then 1 Intrigue on another character.',
  },
  suicide: { es: 'El culpable muere.', en: 'The culprit dies.' },
  hospitalIncident: {
    es: 'Si el Hospital tiene 1 o más de Intriga, mueren todos los personajes en él. Si tiene 2 o más, mueren también los protagonistas.',
    en: 'If the Hospital has 1 or more Intrigue, every character there dies. With 2 or more, the protagonists die too.',
  },
  farawayMurder: { es: 'Muere un personaje con 2 o más de Intriga, esté donde esté (puede ser el culpable).', en: 'A character with 2 or more Intrigue dies, wherever it is (the culprit included).' },
  missingPerson: {
    es: 'El culpable va a cualquier localización que no tenga prohibida y se coloca 1 Intriga sobre ella.',
    en: 'The culprit moves to any location it is not forbidden, and 1 Intrigue is placed there.',
  },
  spreading: {
    es: 'Quita hasta 2 de Cooperación a un personaje y coloca 2 de Cooperación sobre otro.',
    en: 'Remove up to 2 Goodwill from a character and place 2 Goodwill on another.',
  },
  foulEvil: { es: 'Coloca 2 de Intriga sobre la Capilla.', en: 'Place 2 Intrigue on the Shrine.' },
  butterflyEffect: {
    es: 'Coloca 1 ficha (Cooperación, Paranoia o Intriga, a elección de la mente maestra) sobre un personaje en la localización del culpable.',
    en: "Place 1 counter (Goodwill, Paranoia or Intrigue, as the mastermind chooses) on a character in the culprit's location.",
  },
};

export const CARD_TEXTS: Record<CardKind, Text> = {
  paranoiaPlus1: { es: 'Coloca 1 Paranoia sobre el personaje.', en: 'Place 1 Paranoia on the character.' },
  paranoiaMinus1: { es: 'Quita 1 Paranoia al personaje (si coincide con un +1, el +1 se aplica primero).', en: 'Remove 1 Paranoia from the character (with a +1 on it, the +1 applies first).' },
  goodwillPlus1: { es: 'Coloca 1 Cooperación sobre el personaje.', en: 'Place 1 Goodwill on the character.' },
  goodwillPlus2: { es: 'Coloca 2 de Cooperación sobre el personaje.', en: 'Place 2 Goodwill on the character.' },
  intriguePlus1: { es: 'Coloca 1 Intriga sobre el personaje o la localización.', en: 'Place 1 Intrigue on the character or location.' },
  intriguePlus2: { es: 'Coloca 2 de Intriga sobre el personaje o la localización.', en: 'Place 2 Intrigue on the character or location.' },
  forbidParanoia: { es: 'Anula las cartas de Paranoia +1 o −1 sobre el mismo objetivo.', en: 'Cancels Paranoia +1 or −1 on the same target.' },
  forbidGoodwill: { es: 'Anula las cartas de Cooperación sobre el mismo objetivo.', en: 'Cancels Goodwill cards on the same target.' },
  forbidIntrigue: {
    es: 'Anula las cartas de Intriga sobre el mismo objetivo. Si se juegan 2 o más Impedir Intriga el mismo día, se anulan todas.',
    en: 'Cancels Intrigue cards on the same target. If 2 or more Forbid Intrigue are played the same day, all are void.',
  },
  forbidMovement: { es: 'Anula todas las cartas de movimiento sobre el mismo personaje.', en: 'Cancels every movement card on the same character.' },
  moveVertical: {
    es: 'Mueve al personaje en vertical: Hospital ↔ Centro, Capilla ↔ Escuela. Con uno horizontal, se mueve en diagonal.',
    en: 'Moves the character vertically: Hospital ↔ City, Shrine ↔ School. With a horizontal one, it moves diagonally.',
  },
  moveHorizontal: {
    es: 'Mueve al personaje en horizontal: Hospital ↔ Capilla, Centro ↔ Escuela. Con uno vertical, se mueve en diagonal.',
    en: 'Moves the character horizontally: Hospital ↔ Shrine, City ↔ School. With a vertical one, it moves diagonally.',
  },
  moveDiagonal: {
    es: 'Mueve al personaje en diagonal: Hospital ↔ Escuela, Capilla ↔ Centro. Con uno horizontal, en vertical; con uno vertical, en horizontal.',
    en: 'Moves the character diagonally: Hospital ↔ School, Shrine ↔ City. With a horizontal one, vertically; with a vertical one, horizontally.',
  },
};

export const COUNTER_TEXTS: Record<CounterKind, Text> = {
  paranoia: {
    es: 'Un personaje con tanta Paranoia como su límite (o más) está en pánico: si es el culpable de un incidente de hoy, el incidente ocurre.',
    en: 'A character with Paranoia at or above its limit is in panic: if it is the culprit of today\'s incident, the incident occurs.',
  },
  goodwill: {
    es: 'Permite al líder usar las habilidades de Cooperación del personaje; no se gasta al usarlas.',
    en: "Lets the leader use the character's goodwill abilities; it is not spent on them.",
  },
  intrigue: {
    es: 'Sobre personajes y localizaciones: la usan los papeles, las tramas y los incidentes para hacer perder a los protagonistas. No tiene tope.',
    en: 'On characters and locations: roles, plots and incidents use it to defeat the protagonists. It has no cap.',
  },
};

export const LOCATION_TEXTS: Record<LocationId, Text> = {
  hospital: { es: 'Arriba a la izquierda. Vecino de la Capilla (horizontal) y del Centro (vertical).', en: 'Top left. Next to the Shrine (horizontal) and the City (vertical).' },
  shrine: { es: 'Arriba a la derecha. Vecina del Hospital (horizontal) y de la Escuela (vertical).', en: 'Top right. Next to the Hospital (horizontal) and the School (vertical).' },
  city: { es: 'Abajo a la izquierda. Vecino de la Escuela (horizontal) y del Hospital (vertical).', en: 'Bottom left. Next to the School (horizontal) and the Hospital (vertical).' },
  school: { es: 'Abajo a la derecha. Vecina del Centro (horizontal) y de la Capilla (vertical).', en: 'Bottom right. Next to the City (horizontal) and the Shrine (vertical).' },
};

export const MARKER_TEXTS: Record<'leader' | 'extra' | 'turf' | 'corpse', Text> = {
  leader: {
    es: 'Quien tiene la carta de líder juega su carta primero y usa las habilidades de Cooperación. Pasa al siguiente protagonista al final de cada día (paso 8).',
    en: 'Whoever holds the leader card plays first and uses the goodwill abilities. It passes to the next protagonist at the end of each day (step 8).',
  },
  extra: {
    es: 'Lo pone el oficial de policía. La próxima vez que ese personaje fuera a morir, se retira el indicador y no muere. Se retira al empezar cada bucle.',
    en: 'Placed by the Police Officer. The next time that character would die, the marker is removed instead. It goes at every loop start.',
  },
  turf: {
    es: 'La localización que el guion da al capo. Su habilidad de Cooperación revela papeles de quienes estén allí.',
    en: "The location the script gives the Boss. His goodwill ability reveals the roles of characters there.",
  },
  corpse: {
    es: 'Un personaje muerto: carta de lado. No es un personaje: no se le juegan cartas ni usa habilidades, pero conserva sus fichas. Vuelve a la vida al empezar el bucle siguiente.',
    en: 'A dead character: card on its side. It is not a character: no cards on it, no abilities, but it keeps its counters. It comes back at the next loop start.',
  },
};
