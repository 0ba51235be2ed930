/**
 * The 22 item discs of Velada's 50 (digest §2.3 d). Each is the equipment item of the same id or a
 * second copy with its own id and name (a disc id is unique, D204), the same stats.
 */
import type { ItemDisc, Texts } from '../types';
import {
  AMMUNITION, BANDAGES, BASEBALL_BAT, CAMOUFLAGE_SUIT, FLASHLIGHT, FOOD, GAS_MASK, KNIFE, MATCHES, MEDICINE, MONEY, PISTOL,
  RUBBING_ALCOHOL, SHOTGUN, TASER,
} from './equipment';

/** A second disc of an item: same stats, own id and name; `base` says which equipment it copies. */
function copyOf(base: ItemDisc, id: string, name: Texts): ItemDisc {
  return { ...base, id, name, tags: [...base.tags, `copy_of:${base.id}`] };
}

export const ITEM_DISCS: readonly ItemDisc[] = [
  FLASHLIGHT,
  copyOf(FLASHLIGHT, 'flashlight_2', { es: 'Linterna de petaca', en: 'Pocket torch' }),
  BANDAGES,
  copyOf(BANDAGES, 'bandages_2', { es: 'Botiquín de coche', en: 'Car first-aid kit' }),
  MATCHES,
  copyOf(MATCHES, 'matches_2', { es: 'Mechero de gasolina', en: 'Petrol lighter' }),
  FOOD,
  copyOf(FOOD, 'food_2', { es: 'Bocadillo de chorizo', en: 'Chorizo sandwich' }),
  RUBBING_ALCOHOL,
  KNIFE,
  copyOf(KNIFE, 'knife_2', { es: 'Cuchillo jamonero', en: 'Ham-carving knife' }),
  AMMUNITION,
  GAS_MASK,
  CAMOUFLAGE_SUIT,
  BASEBALL_BAT,
  MEDICINE,
  MONEY,
  copyOf(MONEY, 'money_2', { es: 'Sobre con billetes', en: 'Envelope of banknotes' }),
  TASER,
  PISTOL,
  copyOf(PISTOL, 'pistol_2', { es: 'Revólver del abuelo', en: "Grandad's revolver" }),
  SHOTGUN,
];
