/**
 * Time-limit and weather scenario (digest §2.3 e 4, Velada's own text): the whole town is laid
 * out; three heroes in four must stand on its edge street when the bus comes (rounds 10–12), with light rain
 * from round 5 and a storm from round 8; grave hounds prowl the far corners and a ghoul (round 5) and
 * the Night Stalker (round 8) hunt the party while it waits (rulings D219, D311, D315).
 */
import type { ScenarioDef } from '../types';
import { allDiscsExcept } from './disc-sets';

export const LAST_BUS: ScenarioDef = {
  id: 'last_bus',
  name: { es: 'El último autobús', en: 'Last Bus Out' },
  intro: {
    es: 'El último autobús del valle sale a medianoche desde las afueras y no esperará a nadie. Se acerca una tormenta y todavía hay mucho que rapiñar por el pueblo.',
    en: 'The valley\'s last bus leaves the outskirts at midnight and will wait for no one. A storm is coming and there is still plenty to scavenge in town.',
  },
  goal: {
    es: 'El autobús llega en la ronda 10: entre la ronda 10 y el final de la ronda 12, al menos tres de cada cuatro héroes (todos, si sois uno, dos o tres) deben estar a la vez en una calle del borde del pueblo. Gana quien más PV tenga entre los que suben.',
    en: 'The bus arrives in round 10: from round 10 to the end of round 12, at least three heroes in four (all of you, if you are one, two or three) must stand on a street at the edge of town at the same time. The one with the most VP among those who board wins.',
  },
  players: { min: 1, max: 6 },
  difficulty: 'standard',
  startTile: 'library',
  // The whole town from the start (15 tiles, a 4 × 4 square with one corner open): no tile draws.
  preplaced: [
    { tile: 'bar', at: { tx: -1, ty: -1 }, rotation: 0 },
    { tile: 'police', at: { tx: 0, ty: -1 }, rotation: 0 },
    { tile: 'clinic', at: { tx: 1, ty: -1 }, rotation: 0 },
    { tile: 'cafe', at: { tx: 2, ty: -1 }, rotation: 0 },
    { tile: 'bank', at: { tx: -1, ty: 0 }, rotation: 0 },
    { tile: 'school_a', at: { tx: 1, ty: 0 }, rotation: 0 },
    { tile: 'school_b', at: { tx: 2, ty: 0 }, rotation: 0 },
    { tile: 'house', at: { tx: -1, ty: 1 }, rotation: 0 },
    { tile: 'game_shop', at: { tx: 0, ty: 1 }, rotation: 0 },
    { tile: 'gun_shop', at: { tx: 1, ty: 1 }, rotation: 0 },
    { tile: 'church', at: { tx: 2, ty: 1 }, rotation: 0 },
    { tile: 'museum', at: { tx: -1, ty: 2 }, rotation: 0 },
    { tile: 'warehouse', at: { tx: 0, ty: 2 }, rotation: 0 },
    { tile: 'supermarket', at: { tx: 1, ty: 2 }, rotation: 0 },
  ],
  stack: [],
  discs: allDiscsExcept(['ghoul_1', 'ghoul_2', 'night_stalker', 'wrapped_horror', 'grave_hound_1', 'grave_hound_2']),
  numbered: [],
  startingAdversaries: [
    { adversary: 'grave_hound_1', at: { tile: 'museum', square: 'street' } },
    { adversary: 'grave_hound_2', at: { tile: 'cafe', square: 'street' } },
  ],
  bosses: [],
  doomClock: 12,
  events: [
    { round: 5, kind: 'weather', weather: 'lightRain' },
    { round: 5, kind: 'adversaryJoins', adversary: 'ghoul_1', at: 'nearestStreetToHeroes' },
    // D319: bigger parties meet more of the town on the way out (three heroes or more: a second ghoul and the Wrapped Horror).
    { round: 4, kind: 'adversaryJoins', adversary: 'ghoul_2', at: 'nearestStreetToHeroes', minHeroes: 3 },
    { round: 6, kind: 'adversaryJoins', adversary: 'wrapped_horror', at: 'nearestStreetToHeroes', minHeroes: 3 },
    { round: 8, kind: 'weather', weather: 'storm' },
    { round: 8, kind: 'adversaryJoins', adversary: 'night_stalker', at: 'nearestStreetToHeroes' },
    { round: 10, kind: 'message', text: { es: 'Se oye el motor del autobús en las afueras.', en: 'The bus engine can be heard on the outskirts.' } },
  ],
  start: { light: 'day', weather: 'clear' },
  objective: { kind: 'reachEdge', fraction: 0.75, byRound: 12, fromRound: 10 },
  actions: [],
  vpAwards: { reachedEdge: 3 },
  campaign: { reads: [], sets: [{ flag: 'bus_caught', when: 'objective' }, { flag: 'stranded', when: 'failed' }] },
  special: [
    { es: 'El borde del pueblo es toda casilla de calle en un lado de loseta sin loseta al otro lado.', en: 'The edge of town is every street square on a tile side with no tile beyond it.' },
    { es: 'Lluvia ligera desde la ronda 5 (movimiento −1), tormenta desde la ronda 8 (movimiento −2).', en: 'Light rain from round 5 (movement −1), a storm from round 8 (movement −2).' },
    { es: 'Solo los héroes que estén en el borde al cumplirse el objetivo pueden ganar.', en: 'Only heroes standing on the edge when the objective is met can win.' },
    { es: 'Llegar antes al borde no basta: el objetivo solo cuenta desde la ronda 10. Dos perros de las tumbas rondan las esquinas; un necrófago (ronda 5) y el Acechador nocturno (ronda 8) salen a la calle más cercana a los héroes.', en: 'Reaching the edge early is not enough: the objective counts only from round 10. Two grave hounds prowl the corners; a ghoul (round 5) and the Night Stalker (round 8) appear on the street nearest the heroes.' },
    { es: 'Con 3 héroes o más, otro necrófago (ronda 4) y el Horror vendado (ronda 6) salen también a la calle más cercana a los héroes.', en: 'With 3 heroes or more, a second ghoul (round 4) and the Wrapped Horror (round 6) also appear on the street nearest the heroes.' },
  ],
};
