/**
 * Escort scenario (digest §2.3 e 2, Velada's own text): four townsfolk hide in the library, the
 * house, the café and the museum; calm each with Pers (6H, D313), then they follow their rescuer to the
 * church's `!`. Two grave hounds start face up outside (ruling D217).
 */
import type { ScenarioDef } from '../types';
import { allDiscsExcept } from './disc-sets';

export const QUIET_STACKS: ScenarioDef = {
  id: 'quiet_stacks',
  name: { es: 'Silencio entre estanterías', en: 'Quiet Stacks' },
  intro: {
    es: 'Cuatro vecinos no llegaron al refugio de la iglesia: se escondieron donde pudieron y ahora no se atreven a salir. Los perros de las tumbas rondan la plaza.',
    en: 'Four neighbours never reached the shelter in the church: they hid where they could and now dare not come out. The grave hounds prowl the square.',
  },
  goal: {
    es: 'Calmad a los cuatro vecinos (1 a 4) y llevadlos hasta el altar (!) de la iglesia.',
    en: 'Calm the four neighbours (1 to 4) and bring them to the altar (!) of the church.',
  },
  players: { min: 1, max: 6 },
  difficulty: 'standard',
  startTile: 'church',
  preplaced: [
    { tile: 'library', at: { tx: 1, ty: 0 }, rotation: 0 },
    { tile: 'house', at: { tx: -1, ty: 0 }, rotation: 0 },
    { tile: 'cafe', at: { tx: 0, ty: 1 }, rotation: 0 },
    { tile: 'museum', at: { tx: 1, ty: 1 }, rotation: 0 },
  ],
  stack: ['bar', 'police', 'clinic', 'bank', 'supermarket', 'school_a', 'school_b', 'game_shop', 'gun_shop', 'warehouse'],
  // 46 discs + 4 townsfolk = 50 `?` squares; the hounds start on the street, the two strongest stay out.
  discs: allDiscsExcept(['grave_hound_1', 'grave_hound_2', 'night_stalker', 'wrapped_horror']),
  numbered: [
    { n: 1, name: { es: 'Doña Pilar, la bibliotecaria jubilada', en: 'Doña Pilar, the retired librarian' }, role: 'townsperson', weight: 0, placement: { tile: 'library' }, calm: 1 },
    { n: 2, name: { es: 'Mateo, el hijo de los Albás', en: 'Mateo, the Albás boy' }, role: 'townsperson', weight: 0, placement: { tile: 'house' }, calm: 1 },
    { n: 3, name: { es: 'Sole, la camarera', en: 'Sole, the waitress' }, role: 'townsperson', weight: 0, placement: { tile: 'cafe' }, calm: 1 },
    { n: 4, name: { es: 'Herminio, el conserje del museo', en: 'Herminio, the museum caretaker' }, role: 'townsperson', weight: 0, placement: { tile: 'museum' }, calm: 1 },
  ],
  startingAdversaries: [
    { adversary: 'grave_hound_1', at: { tile: 'library', square: 'street' } },
    { adversary: 'grave_hound_2', at: { tile: 'museum', square: 'street' } },
  ],
  bosses: [],
  doomClock: 20,
  // D318: two heroes get four more rounds, four heroes four fewer (bot games, docs/balance-darkness.md).
  doomClockByHeroes: { 2: 24, 4: 16 },
  events: [
    // D318: the clock depends on the party, so the warning names no count and comes before the shortest clock ends.
    { round: 12, kind: 'message', text: { es: 'Las velas del refugio empiezan a consumirse.', en: 'The shelter\'s candles begin to burn low.' } },
  ],
  start: { light: 'day', weather: 'clear' },
  objective: { kind: 'escort', numbered: [1, 2, 3, 4], to: { tile: 'church' } },
  actions: [],
  vpAwards: { escorted: 3, objective: 3 },
  campaign: {
    reads: [
      { flag: 'radio_fixed', effect: 'doomClock', delta: 2 },
      { flag: 'radio_silent', effect: 'doomClock', delta: -2 },
    ],
    sets: [
      { flag: 'townsfolk_saved', when: 'allTownsfolkSaved' },
      { flag: 'stacks_lost', when: 'failed' },
    ],
  },
  special: [
    { es: 'El reloj del fin depende de los héroes: 24 rondas con 2, 16 con 4, 20 con cualquier otro número.', en: 'The doom clock depends on the heroes: 24 rounds with 2, 16 with 4, 20 with any other number.' },
    { es: 'Un vecino boca abajo se calma con Persuasión (6H) al voltearlo; fallar da un disco de Fallo y el vecino sigue escondido.', en: 'A face-down neighbour is calmed with Persuasion (6H) when flipped; failing gives a Failure disc and the neighbour stays hidden.' },
    { es: 'Un vecino calmado sigue a quien lo calmó (peso 0) y se queda donde cae si su rescatador muere.', en: 'A calmed neighbour follows the one who calmed them (weight 0) and stays where they are if the rescuer dies.' },
    { es: 'Los dos perros de las tumbas empiezan boca arriba en la calle de la biblioteca y del museo.', en: 'The two grave hounds start face up on the library\'s and the museum\'s street.' },
  ],
};
