import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markRolled, nextRoll, startTurn, vpPurchase, VP_COSTS, type VpBudget, type VpPurchase, type VpResult } from './vp';

function after(result: VpResult): VpBudget {
  if (!result.ok) throw new Error(`expected a purchase, got ${result.error.code}`);
  return result.budget;
}

const refused = (result: VpResult) => (result.ok ? null : result.error.code);

describe('VP purchases', () => {
  it('charge the seed costs', () => {
    let b = startTurn(30, 1);
    b = after(vpPurchase(b, 'extraDie'));
    expect(b.vp).toBe(28);
    b = after(vpPurchase(b, 'cancelOhCrap'));
    expect(b.vp).toBe(25);
    b = after(vpPurchase(b, 'discardFailure'));
    expect(b).toMatchObject({ vp: 20, failureDiscs: 0 });
    b = after(vpPurchase(b, 'skillPoint'));
    expect(b.vp).toBe(10);
    b = after(vpPurchase(markRolled(b), 'reroll'));
    expect(b.vp).toBe(9);
  });

  it('A10 extra dice only before the roll, re-rolls only after it', () => {
    const before = startTurn(10);
    expect(refused(vpPurchase(before, 'reroll'))).toBe('vp_reroll_before_roll');
    const rolled = markRolled(before);
    expect(refused(vpPurchase(rolled, 'extraDie'))).toBe('vp_extra_die_after_roll');
    expect(refused(vpPurchase(rolled, 'cancelOhCrap'))).toBe('vp_cancel_after_roll');
    expect(after(vpPurchase(rolled, 'reroll')).vp).toBe(9);
  });

  it('A10 at most 3 extra dice and 3 re-rolls a turn', () => {
    let b = startTurn(40);
    for (let i = 0; i < 2; i++) b = after(vpPurchase(b, 'extraDie'));
    b = markRolled(b);
    for (let i = 0; i < 3; i++) b = after(vpPurchase(b, 'reroll'));
    expect(refused(vpPurchase(b, 'reroll'))).toBe('vp_reroll_limit');
    b = nextRoll(b);
    b = after(vpPurchase(b, 'extraDie'));
    expect(refused(vpPurchase(b, 'extraDie'))).toBe('vp_extra_die_limit');
    expect(refused(vpPurchase(markRolled(b), 'reroll'))).toBe('vp_reroll_limit');
    // A new turn starts the counts again.
    expect(after(vpPurchase(startTurn(b.vp), 'extraDie')).extraDiceThisTurn).toBe(1);
  });

  it('D5 the per-turn limits count every roll of the turn, and start again next turn', () => {
    let b = startTurn(20);
    b = after(vpPurchase(b, 'extraDie'));
    b = markRolled(b); // the movement roll
    b = nextRoll(b); // the action's roll
    b = after(vpPurchase(b, 'extraDie'));
    b = after(vpPurchase(b, 'extraDie'));
    expect(refused(vpPurchase(b, 'extraDie'))).toBe('vp_extra_die_limit');
    expect(after(vpPurchase(startTurn(b.vp), 'extraDie')).extraDiceThisTurn).toBe(1);
  });

  it('D6 cancelling an Oh Crap is bought before that roll, never after it', () => {
    expect(after(vpPurchase(startTurn(3), 'cancelOhCrap')).vp).toBe(0);
    expect(refused(vpPurchase(markRolled(startTurn(3)), 'cancelOhCrap'))).toBe('vp_cancel_after_roll');
  });

  it('A10 never spends below 0 VP', () => {
    expect(refused(vpPurchase(startTurn(1), 'extraDie'))).toBe('vp_insufficient');
    expect(refused(vpPurchase(startTurn(9, 1), 'skillPoint'))).toBe('vp_insufficient');
    expect(refused(vpPurchase(startTurn(-2), 'reroll'))).toBe('vp_reroll_before_roll');
    expect(refused(vpPurchase(markRolled(startTurn(-2)), 'reroll'))).toBe('vp_insufficient');
  });

  it('a Failure disc can only be discarded when there is one; unknown purchases are refused', () => {
    expect(refused(vpPurchase(startTurn(10, 0), 'discardFailure'))).toBe('vp_no_failure_disc');
    expect(refused(vpPurchase(startTurn(10), 'teleport' as VpPurchase))).toBe('vp_purchase_unknown');
  });

  it('property: a refused purchase changes nothing and VP never go below 0 through purchases', () => {
    const purchase = fc.constantFrom(...(Object.keys(VP_COSTS) as VpPurchase[]), 'roll' as const, 'next' as const);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.array(purchase, { maxLength: 30 }), (vp, discs, steps) => {
        let b = startTurn(vp, discs);
        for (const step of steps) {
          if (step === 'roll') b = markRolled(b);
          else if (step === 'next') b = nextRoll(b);
          else {
            const snapshot = JSON.stringify(b);
            const r = vpPurchase(b, step);
            if (r.ok) b = r.budget;
            else expect(JSON.stringify(b)).toBe(snapshot);
          }
          if (b.vp < 0 || b.extraDiceThisTurn > 3 || b.rerollsThisTurn > 3 || b.failureDiscs < 0) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });
});
