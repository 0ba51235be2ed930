/**
 * Time-limit and weather scenario (digest §2.3 e 4, Velada's own text): the whole town is laid
 * out; at least half the heroes must stand on its edge street by round 12, with light rain from
 * round 5 and a storm from round 8 (ruling D219).
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
    es: 'Antes del final de la ronda 12, al menos la mitad de los héroes debe estar en una calle del borde del pueblo. Gana quien más PV tenga entre los que lleguen.',
    en: 'Before the end of round 12, at least half the heroes must stand on a street at the edge of town. The one with the most VP among those who make it wins.',
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
  discs: allDiscsExcept([]),
  numbered: [],
  startingAdversaries: [],
  bosses: [],
  doomClock: 12,
  events: [
    { round: 5, kind: 'weather', weather: 'lightRain' },
    { round: 8, kind: 'weather', weather: 'storm' },
    { round: 10, kind: 'message', text: { es: 'Se oye el motor del autobús en las afueras.', en: 'The bus engine can be heard on the outskirts.' } },
  ],
  start: { light: 'day', weather: 'clear' },
  objective: { kind: 'reachEdge', fraction: 0.5, byRound: 12 },
  actions: [],
  vpAwards: { reachedEdge: 3 },
  campaign: { reads: [], sets: [{ flag: 'bus_caught', when: 'objective' }, { flag: 'stranded', when: 'failed' }] },
  special: [
    { es: 'El borde del pueblo es toda casilla de calle en un lado de loseta sin loseta al otro lado.', en: 'The edge of town is every street square on a tile side with no tile beyond it.' },
    { es: 'Lluvia ligera desde la ronda 5 (movimiento −1), tormenta desde la ronda 8 (movimiento −2).', en: 'Light rain from round 5 (movement −1), a storm from round 8 (movement −2).' },
    { es: 'Solo los héroes que estén en el borde al cumplirse el objetivo pueden ganar.', en: 'Only heroes standing on the edge when the objective is met can win.' },
  ],
};
