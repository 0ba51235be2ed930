/**
 * VP purchases (digest §1.14, ruling A10) as a pure per-turn budget: extra dice only before a
 * roll and re-rolls only after it, three of each a turn (D5: counted over every roll of the
 * turn), and never spending into negative VP. A rejected purchase leaves the budget as it was.
 */
import { ruleError, type RuleError } from '../../../engine/errors';

export const VP_COSTS = { extraDie: 2, reroll: 1, cancelOhCrap: 3, discardFailure: 5, skillPoint: 10 } as const;
export const VP_TURN_LIMITS = { extraDie: 3, reroll: 3 } as const;

export type VpPurchase = keyof typeof VP_COSTS;

export interface VpBudget {
  vp: number;
  failureDiscs: number;
  /** 'before' = a roll is being prepared (or none yet); 'after' = the current roll's faces are known. */
  phase: 'before' | 'after';
  extraDiceThisTurn: number;
  rerollsThisTurn: number;
}

export type VpResult = { ok: true; budget: VpBudget } | { ok: false; error: RuleError };

export function startTurn(vp: number, failureDiscs = 0): VpBudget {
  if (!Number.isInteger(vp)) throw new RangeError(`VP are whole numbers, not ${vp}`);
  return { vp, failureDiscs, phase: 'before', extraDiceThisTurn: 0, rerollsThisTurn: 0 };
}

/** The dice of the current roll have been thrown: from now on only re-rolls may be bought for it. */
export function markRolled(budget: VpBudget): VpBudget {
  return { ...budget, phase: 'after' };
}

/** Another roll in the same turn (e.g. the action after the movement roll): dice may be bought again, within the turn's limit. */
export function nextRoll(budget: VpBudget): VpBudget {
  return { ...budget, phase: 'before' };
}

const fail = (code: string, message: string, params: Record<string, string | number> = {}): VpResult => ({
  ok: false,
  error: ruleError(code, message, params),
});

export function vpPurchase(budget: VpBudget, purchase: VpPurchase): VpResult {
  const cost = VP_COSTS[purchase];
  if (cost === undefined) return fail('vp_purchase_unknown', `Unknown VP purchase ${String(purchase)}`);
  if (purchase === 'extraDie') {
    if (budget.phase === 'after') return fail('vp_extra_die_after_roll', 'Extra dice are bought before rolling');
    if (budget.extraDiceThisTurn >= VP_TURN_LIMITS.extraDie) return fail('vp_extra_die_limit', `At most ${VP_TURN_LIMITS.extraDie} dice may be bought per turn`, { limit: VP_TURN_LIMITS.extraDie });
  }
  if (purchase === 'reroll') {
    if (budget.phase === 'before') return fail('vp_reroll_before_roll', 'A re-roll is bought after rolling');
    if (budget.rerollsThisTurn >= VP_TURN_LIMITS.reroll) return fail('vp_reroll_limit', `At most ${VP_TURN_LIMITS.reroll} re-rolls per turn`, { limit: VP_TURN_LIMITS.reroll });
  }
  // D6: cancelling an Oh Crap is a purchase made before that roll, like an extra die.
  if (purchase === 'cancelOhCrap' && budget.phase === 'after') return fail('vp_cancel_after_roll', 'An Oh Crap roll is cancelled before it is rolled');
  if (purchase === 'discardFailure' && budget.failureDiscs < 1) return fail('vp_no_failure_disc', 'There is no Failure disc to discard');
  if (budget.vp < cost) return fail('vp_insufficient', `${purchase} costs ${cost} VP; only ${budget.vp} left`, { cost, vp: budget.vp });
  return {
    ok: true,
    budget: {
      ...budget,
      vp: budget.vp - cost,
      extraDiceThisTurn: budget.extraDiceThisTurn + (purchase === 'extraDie' ? 1 : 0),
      rerollsThisTurn: budget.rerollsThisTurn + (purchase === 'reroll' ? 1 : 0),
      failureDiscs: budget.failureDiscs - (purchase === 'discardFailure' ? 1 : 0),
    },
  };
}
