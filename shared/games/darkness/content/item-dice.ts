/**
 * The dice an item adds to a roll (D207): its best bonus among the uses the check lists, counted
 * once, and for ranged bonuses only when the target is at most `range` squares away (a bonus with
 * no range works on the same square only).
 */
import type { ItemDisc } from './types';

export function itemDice(item: ItemDisc, uses: readonly string[], distance = 0): number {
  let best = 0;
  for (const b of item.bonuses) {
    if (!uses.includes(b.use)) continue;
    if (distance > (b.range ?? 0)) continue;
    best = Math.max(best, b.dice);
  }
  return best;
}
