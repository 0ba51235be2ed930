/**
 * Night and boss scenario (Velada's own, digest §2.3 e "weather/night, a boss"): the Bell-Ringer, 2
 * health, waits in the church tower; the night lasts 16 rounds; two ghouls answer his bells
 * (ruling D220).
 */
import type { AdversaryDisc, ScenarioDef } from '../types';
import { allDiscsExcept } from './disc-sets';

export const BELL_RINGER: AdversaryDisc = {
  id: 'bell_ringer',
  kind: 'adversary',
  name: { es: 'El Campanero', en: 'The Bell-Ringer' },
  difficulty: 3,
  weight: 0,
  icon: 'boss_bell_ringer',
  initiative: 3,
  attack: 3,
  defense: 3,
  speed: 5,
  health: 2,
  tags: ['undead', 'boss'],
};

export const LONG_NIGHT: ScenarioDef = {
  id: 'long_night',
  name: { es: 'La noche más larga', en: 'The Longest Night' },
  intro: {
    es: 'Cuando las campanas de la Soledad tocan a muerto sin que nadie suba al campanario, en Velada nadie duerme. Esta noche hay que subir.',
    en: 'When the bells of Our Lady of Solitude toll with nobody in the tower, nobody in Velada sleeps. Tonight someone has to climb up.',
  },
  goal: {
    es: 'Derrotad al Campanero (2 heridas) antes del amanecer, al final de la ronda 16.',
    en: 'Defeat the Bell-Ringer (2 wounds) before dawn, at the end of round 16.',
  },
  players: { min: 1, max: 6 },
  difficulty: 'hard',
  startTile: 'bar',
  preplaced: [{ tile: 'church', at: { tx: 1, ty: 0 }, rotation: 0 }],
  stack: ['police', 'clinic', 'cafe', 'bank', 'supermarket', 'house', 'school_a', 'school_b', 'game_shop', 'gun_shop', 'museum', 'warehouse', 'library'],
  // 48 discs (+1 from the campaign) for 50 `?` squares; the ghouls come by event.
  discs: allDiscsExcept(['ghoul_1', 'ghoul_2', 'night_stalker', 'wrapped_horror']),
  numbered: [],
  startingAdversaries: [{ adversary: 'bell_ringer', at: { tile: 'church', square: 'scenario' } }],
  bosses: [BELL_RINGER],
  doomClock: 16,
  events: [
    // D319: four heroes or more find the Night Stalker at the church door and the Wrapped Horror on their own street.
    { round: 1, kind: 'adversaryJoins', adversary: 'night_stalker', at: { tile: 'church' }, minHeroes: 4 },
    { round: 1, kind: 'adversaryJoins', adversary: 'wrapped_horror', at: 'nearestStreetToHeroes', minHeroes: 4 },
    { round: 4, kind: 'message', text: { es: 'Las campanas tocan a muerto.', en: 'The bells toll.' } },
    { round: 4, kind: 'adversaryJoins', adversary: 'ghoul_1', at: 'nearestStreetToHeroes' },
    { round: 9, kind: 'adversaryJoins', adversary: 'ghoul_2', at: { tile: 'church' } },
    { round: 14, kind: 'message', text: { es: 'El cielo clarea por el este: quedan dos rondas.', en: 'The sky pales in the east: two rounds left.' } },
  ],
  start: { light: 'night', weather: 'clear' },
  objective: { kind: 'defeatBoss', boss: 'bell_ringer' },
  actions: [],
  vpAwards: { bossDefeated: 6, objective: 3 },
  campaign: {
    reads: [
      { flag: 'radio_fixed', effect: 'extraDisc', disc: 'off_duty_cop' },
      { flag: 'townsfolk_saved', effect: 'startingVp', vp: 2 },
      { flag: 'stacks_lost', effect: 'doomClock', delta: -2 },
    ],
    sets: [{ flag: 'bells_silenced', when: 'bossDefeated' }],
  },
  special: [
    { es: 'Es de noche toda la partida: sin linterna se ve solo la propia casilla y se mueve 2 menos; con linterna, 2 casillas y 1 menos.', en: 'It is night all game: without a flashlight you see only your own square and move 2 less; with one, 2 squares and 1 less.' },
    { es: 'El Campanero empieza boca arriba en el campanario (!) y aguanta 2 heridas; una herida queda aunque el combate acabe.', en: 'The Bell-Ringer starts face up in the bell tower (!) and takes 2 wounds to defeat; a wound stays when the fight ends.' },
    { es: 'En la ronda 4 un necrófago aparece en la calle más cercana a los héroes; en la ronda 9 otro sale de la iglesia.', en: 'In round 4 a ghoul appears on the street nearest the heroes; in round 9 another comes out of the church.' },
    { es: 'Con 4 héroes o más, el Acechador nocturno espera desde el principio a la puerta de la iglesia y el Horror vendado sale a la calle de los héroes.', en: 'With 4 heroes or more, the Night Stalker waits at the church door from the start and the Wrapped Horror comes out on the heroes\' street.' },
  ],
};
