/**
 * Velada's own civic tiles (digest §2.3 a, ruling D200): house, church, museum, library.
 */
import type { TileDef } from '../types';
import { LOOT } from './loot';

export const HOUSE: TileDef = {
  id: 'house',
  name: { es: 'Casa de los Albás', en: 'The Albás House' },
  building: 'house',
  security: 'owner',
  rows: [
    '........',
    '.,,,,,,.',
    '.#W#2##.',
    '.#f?ff#.',
    '.W?f!f#.',
    '.#ff?f#.',
    '.######.',
    '........',
  ],
  windowLevel: 2,
  loot: LOOT.house,
};

export const CHURCH: TileDef = {
  id: 'church',
  name: { es: 'Iglesia de la Soledad', en: 'Our Lady of Solitude Church' },
  building: 'church',
  security: 'none',
  rows: [
    '........',
    '.,,,,,,.',
    '.##0###.',
    '.#?ff?#.',
    '.W!fff#.',
    '.#f?ff#.',
    '.######.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.church,
};

export const MUSEUM: TileDef = {
  id: 'museum',
  name: { es: 'Museo Arqueológico', en: 'Archaeological Museum' },
  building: 'museum',
  security: 'guard',
  rows: [
    '........',
    '.###2##.',
    '.#?ff?#.',
    '.#f!ffW.',
    '.#?ff?#.',
    '.#ffff#.',
    '.######.',
    '........',
  ],
  windowLevel: 2,
  loot: LOOT.museum,
};

export const LIBRARY: TileDef = {
  id: 'library',
  name: { es: 'Biblioteca municipal', en: 'Town Library' },
  building: 'library',
  security: 'none',
  rows: [
    '........',
    '.#W##W#.',
    '.#?ff?#.',
    '.#f!ff#.',
    '.#ff?f#.',
    '.##1###.',
    '.,,,,,,.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.library,
};
