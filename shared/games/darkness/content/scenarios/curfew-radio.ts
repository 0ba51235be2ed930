/**
 * Introductory scenario (digest §2.3 e 1, Velada's own text): three radio parts hidden among the
 * discs of the café (1, 3) and the police station (2) — the tiles on the table from the start (D312) —
 * to be carried to the police station's `!`; a 14-round doom clock; the Night Stalker joins at
 * round 7, half-way (ruling D215).
 */
import type { ScenarioDef } from '../types';
import { allDiscsExcept } from './disc-sets';

export const CURFEW_RADIO: ScenarioDef = {
  id: 'curfew_radio',
  name: { es: 'Radio de toque de queda', en: 'Curfew Radio' },
  intro: {
    es: 'Esta noche se ha ido la luz en todo Velada y algo camina por las calles. La emisora de la comisaría puede pedir ayuda al valle, pero el transmisor está desmontado: sus tres piezas se las llevaron los vecinos al huir.',
    en: 'Tonight the power is out all over Velada and something walks the streets. The police station\'s radio could call the valley for help, but the transmitter is in pieces: the neighbours took its three parts with them when they fled.',
  },
  goal: {
    es: 'Llevad las piezas 1, 2 y 3 a la sala de radio (!) de la comisaría antes de que acabe el reloj.',
    en: 'Bring parts 1, 2 and 3 to the radio room (!) of the police station before the clock runs out.',
  },
  players: { min: 1, max: 6 },
  difficulty: 'intro',
  startTile: 'cafe',
  preplaced: [{ tile: 'police', at: { tx: 1, ty: 0 }, rotation: 0 }],
  stack: ['bar', 'clinic', 'bank', 'supermarket', 'house', 'school_a', 'school_b', 'game_shop', 'gun_shop', 'church', 'museum', 'warehouse', 'library'],
  // 47 discs + 3 parts = the town's 50 `?` squares: the Night Stalker arrives by event, the Horror and a guard sit this one out.
  discs: allDiscsExcept(['night_stalker', 'wrapped_horror', 'guard_security']),
  numbered: [
    { n: 1, name: { es: 'Válvula del transmisor', en: 'Transmitter valve' }, role: 'part', weight: 1, placement: { tile: 'cafe' } },
    { n: 2, name: { es: 'Micrófono de mesa', en: 'Desk microphone' }, role: 'part', weight: 1, placement: { tile: 'police' } },
    { n: 3, name: { es: 'Cristal de cuarzo', en: 'Quartz crystal' }, role: 'part', weight: 1, placement: { tile: 'cafe' } },
  ],
  startingAdversaries: [],
  bosses: [],
  doomClock: 14,
  events: [
    {
      round: 7,
      kind: 'message',
      text: { es: 'Se oyen pasos sobre los tejados: el Acechador nocturno ha olido a los vivos.', en: 'Footsteps on the rooftops: the Night Stalker has smelt the living.' },
    },
    { round: 7, kind: 'adversaryJoins', adversary: 'night_stalker', at: 'nearestStreetToHeroes' },
  ],
  start: { light: 'day', weather: 'clear' },
  objective: { kind: 'deliver', numbered: [1, 2, 3], to: { tile: 'police' } },
  actions: [],
  vpAwards: { delivered: 2, objective: 5 },
  campaign: {
    reads: [],
    sets: [
      { flag: 'radio_fixed', when: 'objective' },
      { flag: 'radio_silent', when: 'failed' },
    ],
  },
  special: [
    { es: 'Las piezas pesan 1 y se llevan como objetos; entregar una en la sala de radio da 2 PV a quien la trae.', en: 'Parts weigh 1 and are carried like items; delivering one in the radio room gives its bearer 2 VP.' },
    { es: 'Las piezas 1 y 3 están boca abajo entre los discos de la cafetería; la 2, entre los de la comisaría.', en: 'Parts 1 and 3 lie face down among the café\'s discs; part 2 among the police station\'s.' },
    { es: 'En la ronda 7 el Acechador nocturno aparece boca arriba en la calle más cercana a los héroes.', en: 'In round 7 the Night Stalker appears face up on the street nearest to the heroes.' },
  ],
};
