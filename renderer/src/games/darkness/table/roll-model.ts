/**
 * The re-rolls a thrown check still allows (A10: 1 VP a die, at most 3 a turn, never into negative
 * VP). The engine lists the re-rolls it accepts; when it lists any, the table lets the player pick
 * up to that many dice, and never offers one when the engine offers none.
 */
import type { DarknessAction } from '../../../../../shared/games/darkness/game/types';
import { VP_TURN_LIMITS } from '../../../../../shared/games/darkness/dice';

export const REROLLS_PER_TURN: number = VP_TURN_LIMITS.reroll;

export function rerollLimit(legal: readonly DarknessAction[], vp: number, rerollsBought: number): number {
  const offered = legal.filter((a): a is Extract<DarknessAction, { type: 'reroll' }> => a.type === 'reroll');
  if (offered.length === 0) return 0;
  const byRule = Math.max(0, Math.min(REROLLS_PER_TURN - rerollsBought, vp));
  const listed = Math.max(...offered.map((a) => a.dice.length));
  // A listed re-roll of several dice shows the engine's own limit; one listed die means "any one die".
  return listed > 1 ? Math.min(listed, byRule) : byRule;
}
