/**
 * The two-tile High School (seed: "el instituto ocupa dos losetas", ruling D202). School A is the
 * west half and joins on its east side; school B the east half and joins on its west side. The
 * joined edges have no street: walls meet walls and floor meets floor, so the school is one
 * building across both tiles (placing one half brings the other, rotated with it).
 */
import type { TileDef } from '../types';
import { LOOT } from './loot';

export const SCHOOL_A: TileDef = {
  id: 'school_a',
  name: { es: 'Instituto Velada (ala oeste)', en: 'Velada High School (west wing)' },
  building: 'school',
  security: 'alarm',
  rows: [
    '........',
    '.###1###',
    '.#f?fff?',
    '.Wffffff',
    '.#?f!fff',
    '.Wfff?ff',
    '.#######',
    '........',
  ],
  windowLevel: 1,
  pair: { tileId: 'school_b', side: 'E' },
  loot: LOOT.school,
};

export const SCHOOL_B: TileDef = {
  id: 'school_b',
  name: { es: 'Instituto Velada (ala este)', en: 'Velada High School (east wing)' },
  building: 'school',
  security: 'alarm',
  rows: [
    '........',
    '###W###.',
    'f?fff?#.',
    'ffffff2.',
    'ff!fff#.',
    'f?ffff#.',
    '#######.',
    '........',
  ],
  windowLevel: 1,
  pair: { tileId: 'school_a', side: 'W' },
  loot: LOOT.school,
};
