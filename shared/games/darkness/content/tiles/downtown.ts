/**
 * Velada's own downtown tiles (digest §2.3 a, ruling D200): bar, police station, clinic, café, bank.
 * 8 × 8 squares: a street ring, a walled building, doors 0–3 locks, windows, `?` and one `!`.
 */
import type { TileDef } from '../types';
import { LOOT } from './loot';

export const BAR: TileDef = {
  id: 'bar',
  name: { es: 'Bar El Farol', en: 'The Lantern Bar' },
  building: 'bar',
  security: 'owner',
  rows: [
    '........',
    '.##1###.',
    '.#f?ff#.',
    '.W?ff!#.',
    '.#ff?f#.',
    '.#ffff#.',
    '.####2#.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.bar,
};

export const POLICE: TileDef = {
  id: 'police',
  name: { es: 'Comisaría', en: 'Police Station' },
  building: 'police',
  security: 'guard',
  rows: [
    '........',
    '.##2###.',
    '.#?ff?#.',
    '.Wf!ff#.',
    '.#?ff?#.',
    '.#ffff3.',
    '.######.',
    '........',
  ],
  windowLevel: 2,
  loot: LOOT.police,
};

export const CLINIC: TileDef = {
  id: 'clinic',
  name: { es: 'Clínica San Roque', en: 'St Roch Clinic' },
  building: 'clinic',
  security: 'alarm',
  rows: [
    '........',
    '.,,,,,,.',
    '.##2#W#.',
    '.#?fff#.',
    '.#f!?f#.',
    '.#ff?f#.',
    '.######.',
    '........',
  ],
  windowLevel: 2,
  loot: LOOT.clinic,
};

export const CAFE: TileDef = {
  id: 'cafe',
  name: { es: 'Café La Tertulia', en: 'Tertulia Café' },
  building: 'cafe',
  security: 'none',
  rows: [
    '........',
    '.#W##W#.',
    '.#?ff?#.',
    '.#f!ff1.',
    '.#ff?f#.',
    '.######.',
    '.,,,,,,.',
    '........',
  ],
  windowLevel: 1,
  loot: LOOT.cafe,
};

export const BANK: TileDef = {
  id: 'bank',
  name: { es: 'Caja de Ahorros', en: 'Savings Bank' },
  building: 'bank',
  security: 'alarm',
  rows: [
    '........',
    '.######.',
    '.#?ff?#.',
    '.3f!ff#.',
    '.#ff?f#.',
    '.#ffff#.',
    '.######.',
    '........',
  ],
  windowLevel: 3,
  loot: LOOT.bank,
};
