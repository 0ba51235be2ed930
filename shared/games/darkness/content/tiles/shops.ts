/**
 * Velada's own shop tiles (digest §2.3 a, ruling D200): supermarket, game shop, gun shop, warehouse.
 */
import type { TileDef } from '../types';
import { LOOT } from './loot';

export const SUPERMARKET: TileDef = {
  id: 'supermarket',
  name: { es: 'Supermercado Ultramarinos Ríos', en: 'Ríos Supermarket' },
  building: 'supermarket',
  security: 'alarm',
  rows: [
    '........',
    '.##1#W#.',
    '.#?ff?#.',
    '.#ffff#.',
    '.#?f!?#.',
    '.#ffff#.',
    '.####2#.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.supermarket,
};

export const GAME_SHOP: TileDef = {
  id: 'game_shop',
  name: { es: 'Tienda de juegos El Dado Rojo', en: 'The Red Die Game Shop' },
  building: 'game_shop',
  security: 'none',
  rows: [
    '........',
    '.,,,,,,.',
    '.#####,.',
    '.#?f!#,.',
    '.W?ff1,.',
    '.#ff?#,.',
    '.#####,.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.game_shop,
};

export const GUN_SHOP: TileDef = {
  id: 'gun_shop',
  name: { es: 'Armería Montero', en: 'Montero Gun Shop' },
  building: 'gun_shop',
  security: 'dog',
  rows: [
    '........',
    '.######.',
    '.#?ff?#.',
    '.#f!ff#.',
    '.#?ff?#.',
    '.##3###.',
    '.,,,,,,.',
    '........',
  ],
  windowLevel: 3,
  loot: LOOT.gun_shop,
};

export const WAREHOUSE: TileDef = {
  id: 'warehouse',
  name: { es: 'Almacén del puerto', en: 'Harbour Warehouse' },
  building: 'warehouse',
  security: 'dog',
  rows: [
    '........',
    '.######.',
    '.#?fff#.',
    '.2ff!?#.',
    '.#ffff1.',
    '.#?fff#.',
    '.######.',
    '........',
  ],
  windowLevel: 2,
  loot: LOOT.warehouse,
};
