/**
 * The Master's loot tables (seed §1.19, digest table "Building loot tables"), one per building kind,
 * as Velada item ids with their target level (6H = 1, 1P = 2, 3S = 3, 3K = 4, 4S = 5). The seed's
 * "Maza" is the mace (pepper spray) and "Licor" the flammable alcohol (A34); "Navaja" is the
 * pocketknife; "pelotas" are baseballs.
 */
import type { BuildingKind, Level } from '../types';

type Loot = readonly { item: string; target: Level }[];

const l = (...pairs: [string, Level][]): Loot => pairs.map(([item, target]) => ({ item, target }));

export const LOOT: Record<BuildingKind, Loot> = {
  bar: l(['rubbing_alcohol', 1], ['matches', 1], ['knife', 2], ['money', 3], ['pistol', 5], ['liquor', 3], ['mace', 4]),
  police: l(['handcuffs', 2], ['flashlight', 1], ['mace', 4], ['pistol', 1], ['nightstick', 3], ['taser', 4]),
  clinic: l(['rubbing_alcohol', 2], ['money', 4], ['scalpel', 2], ['syringe', 2], ['medicine', 3], ['bandages', 1]),
  cafe: l(['matches', 1], ['food', 1], ['knife', 2], ['money', 3], ['pistol', 5]),
  bank: l(['money', 5]),
  supermarket: l(['food', 1], ['money', 2], ['flashlight', 1], ['hammer', 4], ['pocketknife', 3], ['pistol', 5]),
  house: l(['baseball_bat', 3], ['bicycle', 3], ['matches', 1], ['food', 1], ['knife', 2], ['rope', 4], ['pistol', 5]),
  school: l(['rubbing_alcohol', 1], ['baseball_bat', 3], ['bicycle', 5], ['rope', 1], ['skateboard', 4], ['baseball', 2], ['chemicals', 3], ['test_tube', 2]),
  game_shop: l(['cards', 2], ['food', 1], ['money', 3]),
  gun_shop: l(['rope', 1], ['shotgun', 5], ['mace', 3], ['gas_mask', 2], ['pocketknife', 1], ['brass_knuckles', 3], ['pistol', 4], ['taser', 3], ['camouflage_suit', 2]),
  church: l(['holy_water', 1], ['matches', 3], ['crucifix', 2]),
  museum: l(['knife', 2], ['spear', 3], ['flashlight', 1]),
  warehouse: l(['flashlight', 1], ['crowbar', 2]),
  library: l(['letter_opener', 2], ['books', 1], ['old_book', 3]),
};
