/**
 * Tragedy Looper texts, names of characters, roles, plots, incidents, locations, cards, counters, traits, steps and tragedy sets (namespaces: character, role, plot, incident, location, card, counter, trait, step, set, marker). Spanish first; English mirrors every key.
 *
 * Character, role, plot, incident, location and set names come from the engine's name table
 * (shared/games/looper/script-names.ts, rulings L27 and L100), so the validator's messages and
 * the table never disagree; everything else is written here.
 */
import { CHARACTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, TRAGEDY_SETS, type CharacterId } from '../../../../../shared/games/looper/ids';
import { CHARACTER_NAMES, INCIDENT_NAMES, LOCATION_NAMES, PLOT_NAMES, ROLE_NAMES, SET_NAMES } from '../../../../../shared/games/looper/script-names';
import { ABILITY_TEXTS } from './ability-texts';

type Lang = 'es' | 'en';

function table<K extends string>(ids: readonly K[], name: (id: K) => string): Record<K, string> {
  return Object.fromEntries(ids.map((id) => [id, name(id)])) as Record<K, string>;
}

/** `{ name, ability0, ability1 }` per character. */
function characters(lang: Lang): Record<CharacterId, Record<string, string>> {
  const out = {} as Record<CharacterId, Record<string, string>>;
  for (const id of CHARACTERS) {
    const entry: Record<string, string> = { name: CHARACTER_NAMES[id][lang] };
    ABILITY_TEXTS[id][lang].forEach((text, i) => { entry[`ability${i}`] = text; });
    out[id] = entry;
  }
  return out;
}

function names(lang: Lang) {
  return {
    character: characters(lang),
    role: table(ROLES, (id) => ROLE_NAMES[id][lang][0]),
    plot: table(PLOTS, (id) => PLOT_NAMES[id][lang]),
    incident: table(INCIDENTS, (id) => INCIDENT_NAMES[id][lang]),
    location: table(LOCATIONS, (id) => LOCATION_NAMES[id][lang]),
    set: table(TRAGEDY_SETS, (id) => SET_NAMES[id][lang]),
  };
}

const es = {
  ...names('es'),
  card: {
    paranoiaPlus1: 'Paranoia +1',
    paranoiaMinus1: 'Paranoia −1',
    goodwillPlus1: 'Cooperación +1',
    goodwillPlus2: 'Cooperación +2',
    intriguePlus1: 'Intriga +1',
    intriguePlus2: 'Intriga +2',
    forbidParanoia: 'Impedir Paranoia',
    forbidGoodwill: 'Impedir Cooperación',
    forbidIntrigue: 'Impedir Intriga',
    forbidMovement: 'Impedir movimiento',
    moveVertical: 'Movimiento vertical',
    moveHorizontal: 'Movimiento horizontal',
    moveDiagonal: 'Movimiento diagonal',
  },
  // L100: counts as the seed writes them ("2 de Paranoia", "4 de Cooperación").
  counter: {
    paranoia: { name: 'Paranoia', count: '{n} Paranoia | {n} de Paranoia' },
    goodwill: { name: 'Cooperación', count: '{n} Cooperación | {n} de Cooperación' },
    intrigue: { name: 'Intriga', count: '{n} Intriga | {n} de Intriga' },
  },
  trait: { student: 'Estudiante', boy: 'Chico', girl: 'Chica', adult: 'Adulto', man: 'Hombre', woman: 'Mujer' },
  step: {
    loopStart: 'Inicio del bucle',
    dayStart: '1. Comienzo del día',
    mastermindCards: '2. La mente maestra juega cartas',
    protagonistCards: '3. Los protagonistas juegan cartas',
    cardResolution: '4. Resolución de cartas',
    mastermindAbilities: '5. Habilidades de la mente maestra',
    goodwillAbilities: '6. Habilidades de Cooperación',
    incidents: '7. Incidentes',
    leaderChange: '8. Cambio de líder',
    dayEnd: '9. Final del día',
    finalGuess: 'Hipótesis final',
    over: 'Partida terminada',
  },
  marker: {
    leader: 'Carta de líder',
    extra: 'Indicador adicional',
    turf: 'Territorio del capo',
    corpse: 'Cadáver',
    mastermind: 'Mente maestra',
    hand: 'Mano {n}',
  },
};

const en: typeof es = {
  ...names('en'),
  card: {
    paranoiaPlus1: 'Paranoia +1',
    paranoiaMinus1: 'Paranoia −1',
    goodwillPlus1: 'Goodwill +1',
    goodwillPlus2: 'Goodwill +2',
    intriguePlus1: 'Intrigue +1',
    intriguePlus2: 'Intrigue +2',
    forbidParanoia: 'Forbid Paranoia',
    forbidGoodwill: 'Forbid Goodwill',
    forbidIntrigue: 'Forbid Intrigue',
    forbidMovement: 'Forbid Movement',
    moveVertical: 'Movement (vertical)',
    moveHorizontal: 'Movement (horizontal)',
    moveDiagonal: 'Movement (diagonal)',
  },
  counter: {
    paranoia: { name: 'Paranoia', count: '{n} Paranoia | {n} Paranoia' },
    goodwill: { name: 'Goodwill', count: '{n} Goodwill | {n} Goodwill' },
    intrigue: { name: 'Intrigue', count: '{n} Intrigue | {n} Intrigue' },
  },
  trait: { student: 'Student', boy: 'Boy', girl: 'Girl', adult: 'Adult', man: 'Man', woman: 'Woman' },
  step: {
    loopStart: 'Loop start',
    dayStart: '1. Day start',
    mastermindCards: '2. Mastermind plays cards',
    protagonistCards: '3. Protagonists play cards',
    cardResolution: '4. Card resolution',
    mastermindAbilities: '5. Mastermind abilities',
    goodwillAbilities: '6. Goodwill abilities',
    incidents: '7. Incidents',
    leaderChange: '8. Leader change',
    dayEnd: '9. Day end',
    finalGuess: 'Final Guess',
    over: 'Game over',
  },
  marker: {
    leader: 'Leader card',
    extra: 'Extra marker',
    turf: "Boss's Turf",
    corpse: 'Corpse',
    mastermind: 'Mastermind',
    hand: 'Hand {n}',
  },
};

export const namesTexts = { es, en };
