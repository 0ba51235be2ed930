/**
 * Every piece of equipment as an item definition with stats (seed §1.18 tables; A35 gives the
 * loot-table items the seed leaves without stats Velada's own, ruling D206). The 22 item discs of
 * the 50 (items.ts) are copies of some of these; the rest come into play through the Master's loot
 * tables, kept items and scenarios. `difficulty` is the search target used when one is found as a
 * disc (the seed's loot level where the tables give one).
 *
 * How the engine reads the bonuses (D207): an item adds the dice of its best bonus whose `use` the
 * check lists, once per roll; a ranged bonus applies when the target is at most `range` squares away.
 */
import type { ItemBonus, ItemDisc, Level, Texts } from '../types';

function item(
  id: string, name: Texts, difficulty: Level, weight: number, icon: string, bonuses: ItemBonus[], tags: string[],
  extra: Partial<Pick<ItemDisc, 'uses' | 'movement' | 'spentOnUse'>> = {},
): ItemDisc {
  return { id, kind: 'item', name, difficulty, weight, icon, bonuses, tags, ...extra };
}

const melee = (dice = 1): ItemBonus[] => [{ use: 'attack', dice }];

// Weapons (seed table "Armas").
export const BASEBALL_BAT = item('baseball_bat', { es: 'Bate de béisbol', en: 'Baseball bat' }, 3, 2, 'bat', melee(), ['weapon', 'melee']);
export const BASEBALL = item('baseball', { es: 'Pelota de béisbol', en: 'Baseball' }, 2, 1, 'ball', [{ use: 'attack_ranged', dice: 1, range: 1 }], ['weapon', 'thrown']);
export const KNIFE = item('knife', { es: 'Cuchillo', en: 'Knife' }, 2, 1, 'knife', melee(), ['weapon', 'melee', 'blade']);
export const SHOTGUN = item('shotgun', { es: 'Escopeta', en: 'Shotgun' }, 5, 3, 'shotgun', [
  { use: 'attack_ranged', dice: 3, range: 0 },
  { use: 'attack_ranged', dice: 2, range: 1 },
  { use: 'attack_ranged', dice: 1, range: 2 },
], ['weapon', 'firearm'], { uses: 3 });
export const SPEAR = item('spear', { es: 'Lanza', en: 'Spear' }, 3, 2, 'spear', [{ use: 'attack_ranged', dice: 1, range: 1 }], ['weapon', 'thrown']);
export const HAMMER = item('hammer', { es: 'Martillo', en: 'Hammer' }, 4, 1, 'hammer', melee(), ['weapon', 'melee']);
export const MACE = item('mace', { es: 'Espray de pimienta', en: 'Pepper spray' }, 4, 1, 'spray', [{ use: 'initiative', dice: 2, range: 0 }], ['weapon']);
export const AMMUNITION = item('ammunition', { es: 'Munición', en: 'Ammunition' }, 2, 1, 'ammo', [], ['ammunition']);
export const BRASS_KNUCKLES = item('brass_knuckles', { es: 'Puño americano', en: 'Brass knuckles' }, 3, 1, 'knuckles', melee(), ['weapon', 'melee']);
export const PISTOL = item('pistol', { es: 'Pistola', en: 'Pistol' }, 4, 1, 'pistol', [
  { use: 'attack_ranged', dice: 2, range: 0 },
  { use: 'attack_ranged', dice: 1, range: 1 },
], ['weapon', 'firearm']);
export const NIGHTSTICK = item('nightstick', { es: 'Porra', en: 'Nightstick' }, 3, 1, 'nightstick', melee(), ['weapon', 'melee']);
export const TASER = item('taser', { es: 'Táser', en: 'Taser' }, 4, 1, 'taser', [{ use: 'initiative', dice: 2, range: 0 }], ['weapon']);

// Explosives and flammables (seed table "Explosivos / inflamables").
export const RUBBING_ALCOHOL = item('rubbing_alcohol', { es: 'Alcohol de farmacia', en: 'Rubbing alcohol' }, 1, 1, 'bottle', [{ use: 'medicine_combat', dice: 1 }], ['flammable']);
export const LIQUOR = item('liquor', { es: 'Licor (alcohol inflamable)', en: 'Liquor (flammable alcohol)' }, 3, 1, 'liquor', [
  { use: 'attack_ranged', dice: 3, range: 1 },
  { use: 'attack_ranged', dice: 2, range: 2 },
], ['flammable', 'thrown'], { uses: 1 });
export const MATCHES = item('matches', { es: 'Cerillas', en: 'Matches' }, 1, 0, 'matches', [
  { use: 'initiative', dice: 2, range: 1 },
  { use: 'attack_ranged', dice: 1, range: 1 },
], ['fire']);
export const CHEMICALS = item('chemicals', { es: 'Productos químicos', en: 'Chemicals' }, 3, 1, 'flask', [], ['scenario', 'ingredient']);

// Other (seed table "Otros").
export const BICYCLE = item('bicycle', { es: 'Bicicleta', en: 'Bicycle' }, 3, 0, 'bicycle', [], ['vehicle', 'not_carried'], { movement: { factor: 3, streetsOnly: false } });
export const CAR = item('car', { es: 'Coche', en: 'Car' }, 5, 0, 'car', [], ['vehicle', 'not_carried', 'street_only', 'scenario'], { movement: { factor: 5, streetsOnly: true } });
export const FOOD = item('food', { es: 'Comida', en: 'Food' }, 1, 1, 'food', [{ use: 'animal_handling', dice: 1 }], ['food']);
export const MONEY = item('money', { es: 'Dinero (200 $)', en: 'Money ($200)' }, 3, 1, 'money', [{ use: 'bribe', dice: 1 }], ['money'], { uses: 2, spentOnUse: true });
export const GAS_MASK = item('gas_mask', { es: 'Máscara de gas', en: 'Gas mask' }, 2, 1, 'gas_mask', [], ['gas_protection']);
export const MEDICINE = item('medicine', { es: 'Medicinas', en: 'Medicine' }, 3, 1, 'pills', [{ use: 'medicine', dice: 2 }], ['medical']);
export const CAMOUFLAGE_SUIT = item('camouflage_suit', { es: 'Traje de camuflaje', en: 'Camouflage suit' }, 2, 1, 'camouflage', [{ use: 'stealth', dice: 1 }], []);
export const FLASHLIGHT = item('flashlight', { es: 'Linterna', en: 'Flashlight' }, 1, 1, 'flashlight', [{ use: 'search', dice: 1 }, { use: 'tracking', dice: 1 }], ['light']);
export const BANDAGES = item('bandages', { es: 'Vendas', en: 'Bandages' }, 1, 1, 'bandages', [{ use: 'medicine_combat', dice: 1 }], ['medical']);

// The loot-table items the seed gives no stats (A35, D206).
export const HANDCUFFS = item('handcuffs', { es: 'Esposas', en: 'Handcuffs' }, 2, 1, 'handcuffs', [{ use: 'persuasion', dice: 1 }], ['restrain']);
export const SCALPEL = item('scalpel', { es: 'Bisturí', en: 'Scalpel' }, 2, 1, 'scalpel', melee(), ['weapon', 'melee', 'blade', 'medical']);
export const SYRINGE = item('syringe', { es: 'Jeringuilla', en: 'Syringe' }, 2, 1, 'syringe', [{ use: 'medicine', dice: 1 }], ['medical']);
export const POCKETKNIFE = item('pocketknife', { es: 'Navaja', en: 'Pocketknife' }, 3, 1, 'pocketknife', melee(), ['weapon', 'melee', 'blade']);
export const ROPE = item('rope', { es: 'Cuerda', en: 'Rope' }, 4, 1, 'rope', [{ use: 'climbing', dice: 1 }], []);
export const SKATEBOARD = item('skateboard', { es: 'Monopatín', en: 'Skateboard' }, 4, 1, 'skateboard', [], ['vehicle'], { movement: { factor: 2, streetsOnly: true } });
export const TEST_TUBE = item('test_tube', { es: 'Probeta', en: 'Test tube' }, 2, 1, 'test_tube', [], ['scenario', 'ingredient']);
export const CARDS = item('cards', { es: 'Baraja de cartas', en: 'Deck of cards' }, 2, 0, 'cards', [{ use: 'persuasion', dice: 1 }], []);
export const HOLY_WATER = item('holy_water', { es: 'Agua bendita', en: 'Holy water' }, 1, 1, 'holy_water', [{ use: 'undead', dice: 1 }], ['holy']);
export const CRUCIFIX = item('crucifix', { es: 'Crucifijo', en: 'Crucifix' }, 2, 1, 'crucifix', [{ use: 'undead', dice: 1 }], ['holy']);
export const CROWBAR = item('crowbar', { es: 'Palanca', en: 'Crowbar' }, 2, 2, 'crowbar', [{ use: 'attack', dice: 1 }, { use: 'doors', dice: 1 }], ['weapon', 'melee', 'tool']);
export const LETTER_OPENER = item('letter_opener', { es: 'Abrecartas', en: 'Letter opener' }, 2, 1, 'letter_opener', melee(), ['weapon', 'melee', 'blade']);
export const BOOKS = item('books', { es: 'Libros', en: 'Books' }, 1, 1, 'books', [{ use: 'perception', dice: 1 }], []);
export const OLD_BOOK = item('old_book', { es: 'El libro de actas de 1911', en: 'The 1911 minute book' }, 3, 1, 'old_book', [{ use: 'undead', dice: 1 }], ['scenario', 'clue']);

/** Made by a scenario action (Chemistry Lesson's crafting): +2 dice to attacks on undead, and what the ward boss needs (D208). */
export const WARD = item('ward', { es: 'Amuleto de sal y plata', en: 'Salt-and-silver ward' }, 3, 1, 'ward', [{ use: 'undead', dice: 2 }], ['ward', 'scenario_made']);

export const EQUIPMENT: readonly ItemDisc[] = [
  BASEBALL_BAT, BASEBALL, KNIFE, SHOTGUN, SPEAR, HAMMER, MACE, AMMUNITION, BRASS_KNUCKLES, PISTOL, NIGHTSTICK, TASER,
  RUBBING_ALCOHOL, LIQUOR, MATCHES, CHEMICALS,
  BICYCLE, CAR, FOOD, MONEY, GAS_MASK, MEDICINE, CAMOUFLAGE_SUIT, FLASHLIGHT, BANDAGES,
  HANDCUFFS, SCALPEL, SYRINGE, POCKETKNIFE, ROPE, SKATEBOARD, TEST_TUBE, CARDS, HOLY_WATER, CRUCIFIX, CROWBAR,
  LETTER_OPENER, BOOKS, OLD_BOOK, WARD,
];
