/**
 * Velada's 50 encounter discs (22 items, 10 allies, 8 security, 10 adversaries, digest §2.3 d) and
 * the item definitions that are not among them (loot, kept items, scenario-made items).
 */
import type { DiscDef, ItemDisc } from '../types';
import { ADVERSARY_DISCS } from './adversaries';
import { ALLY_DISCS } from './allies';
import { EQUIPMENT } from './equipment';
import { ITEM_DISCS } from './items';
import { SECURITY_DISCS } from './security';

export const DISCS: readonly DiscDef[] = [...ITEM_DISCS, ...ALLY_DISCS, ...SECURITY_DISCS, ...ADVERSARY_DISCS];

const IN_SET = new Set(DISCS.map((d) => d.id));

/** Equipment that is not one of the 50 discs, still resolvable by `discById`. */
export const EXTRA_ITEMS: readonly ItemDisc[] = EQUIPMENT.filter((e) => !IN_SET.has(e.id));

export { ADVERSARY_DISCS, ALLY_DISCS, EQUIPMENT, ITEM_DISCS, SECURITY_DISCS };
