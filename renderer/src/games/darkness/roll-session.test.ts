import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '../../../../shared/engine/rng';
import { readRoll } from '../../../../shared/games/darkness/dice';
import { emptyForm, enterFaces, formHands, rerollOwnDie, rollHands, type PoolForm } from './roll-session';
import { outcomeOf } from './roll-outcome';

const form = (over: Partial<PoolForm>): PoolForm => ({ ...emptyForm(), ...over });

function hands(over: Partial<PoolForm>) {
  const r = formHands(form(over));
  if (!r.ok) throw new Error(r.error.code);
  return r;
}

describe('roll helper pool', () => {
  it('A4 builds the own hand from attribute, one skill tier, items and VP dice, with helpers and the ally apart', () => {
    const r = hands({ attribute: 3, skillTier: 'expert', itemDice: 1, vpDice: 2, vp: 5, helpers: [2, 4], ally: 3 });
    expect(r.hands).toEqual([
      { kind: 'main', index: 0, dice: 8 },
      { kind: 'helper', index: 0, dice: 2 },
      { kind: 'helper', index: 1, dice: 4 },
      { kind: 'ally', index: 0, dice: 3 },
    ]);
    expect(r.budget.vp).toBe(1);
    expect(r.budget.extraDiceThisTurn).toBe(2);
  });

  it('A10 refuses VP dice beyond three or beyond the VP held, and attributes outside 1-12', () => {
    const over = (o: Partial<PoolForm>) => {
      const r = formHands(form(o));
      return r.ok ? 'ok' : r.error.code;
    };
    expect(over({ vpDice: 4, vp: 20 })).toBe('vp_extra_die_limit');
    expect(over({ vpDice: 2, vp: 3 })).toBe('vp_insufficient');
    expect(over({ attribute: 0 })).toBe('roll_attribute_range');
    expect(over({ attribute: 13 })).toBe('roll_attribute_range');
    expect(over({ helpers: [0] })).toBe('assist_dice_invalid');
    expect(over({ opponent: 0 })).toBe('roll_opponent_dice');
    expect(over({ attribute: 12, skillTier: 'basic' })).toBe('ok');
  });

  it('D133 the same seed throws the same faces, one face per die of each hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), fc.string(), (attribute, helpers, seed) => {
        const r = hands({ attribute, helpers });
        const a = rollHands(r.hands, r.budget, seedRng(seed));
        const b = rollHands(r.hands, r.budget, seedRng(seed));
        expect(a.rolled.faces).toEqual(b.rolled.faces);
        expect(a.rolled.faces.map((f) => f.length)).toEqual(r.hands.map((h) => h.dice));
        expect(a.rolled.faces.flat().every((f) => f >= 1 && f <= 6)).toBe(true);
        expect(a.rolled.budget.phase).toBe('after');
      }),
    );
  });

  it('D132 re-rolls cost 1 VP each (A10), three at most, on the own hand only', () => {
    const r = hands({ attribute: 4, vp: 10 });
    let rolled = enterFaces(r.hands, r.budget, [[1, 1, 2, 5]]);
    let rng = seedRng('x');
    for (let i = 0; i < 3; i++) {
      const next = rerollOwnDie(rolled, 0, rng);
      if (!next.ok) throw new Error(next.error.code);
      expect(next.rolled.faces[0]!.slice(1)).toEqual([1, 2, 5]);
      rolled = next.rolled;
      rng = next.rng;
    }
    expect(rolled.budget.vp).toBe(7);
    expect(rolled.rerolls).toEqual([0, 0, 0]);
    const fourth = rerollOwnDie(rolled, 1, rng);
    expect(fourth.ok ? 'ok' : fourth.error.code).toBe('vp_reroll_limit');
  });

  it('A10 a re-roll is refused without VP and takes a typed face for physical dice', () => {
    const r = hands({ attribute: 2, vp: 0 });
    const rolled = enterFaces(r.hands, r.budget, [[3, 4]]);
    const refused = rerollOwnDie(rolled, 0, seedRng('y'));
    expect(refused.ok ? 'ok' : refused.error.code).toBe('vp_insufficient');
    const paid = rerollOwnDie({ ...rolled, budget: { ...rolled.budget, vp: 1 } }, 1, seedRng('y'), 6);
    expect(paid.ok && paid.rolled.faces[0]).toEqual([3, 6]);
  });
});

describe('roll helper outcome', () => {
  const goal = { target: 2, shift: 0, rollerDefends: false };

  it('A2 success is meeting or beating the target, and the pattern dice are marked', () => {
    const r = hands({ attribute: 4 });
    const out = outcomeOf(enterFaces(r.hands, r.budget, [[1, 2, 3, 1]]), { ...goal, target: 3 });
    expect(out.hands[0]).toMatchObject({ level: 3, code: '3S', marked: [0, 1, 2], remaining: [1], counts: true });
    expect(out.verdict).toEqual({ kind: 'target', target: { kind: 'level', level: 3 }, success: true });
    const fail = outcomeOf(enterFaces(r.hands, r.budget, [[1, 2, 5, 1]]), { ...goal, target: 3 });
    expect(fail.verdict).toMatchObject({ success: false });
  });

  it('A4 the best hand counts, whoever threw it', () => {
    const r = hands({ attribute: 2, helpers: [3], ally: 2 });
    const out = outcomeOf(enterFaces(r.hands, r.budget, [[1, 4], [5, 5, 5], [6, 6]]), goal);
    expect(out.hands.map((h) => h.counts)).toEqual([false, true, false]);
    expect(out.hands[1]!.code).toBe('3K');
  });

  it('A8 a shift past 5K is impossible and below 6H automatic', () => {
    const r = hands({ attribute: 1 });
    const rolled = enterFaces(r.hands, r.budget, [[2]]);
    expect(outcomeOf(rolled, { ...goal, target: 1, shift: -1 }).verdict).toEqual({ kind: 'target', target: { kind: 'automatic' }, success: true });
    expect(outcomeOf(rolled, { ...goal, target: 8, shift: 1 }).verdict).toEqual({ kind: 'target', target: { kind: 'impossible' }, success: false });
  });

  it('D140 opposed (A3): the best own hand against the other side; top face, then leftover dice; a full tie stays with whoever defends', () => {
    const r = hands({ attribute: 3, opponent: 3 });
    const byTop = outcomeOf(enterFaces(r.hands, r.budget, [[3, 3, 1], [2, 2, 1]]), goal);
    expect(byTop.verdict).toEqual({ kind: 'opposed', rollerWins: true, rollerDefends: false, decidedBy: 'top', position: null });
    const byRest = outcomeOf(enterFaces(r.hands, r.budget, [[3, 3, 1], [3, 3, 2]]), goal);
    expect(byRest.verdict).toMatchObject({ rollerWins: false, decidedBy: 'remaining', position: 1 });
    const tie = enterFaces(r.hands, r.budget, [[3, 3, 1], [1, 3, 3]]);
    expect(outcomeOf(tie, goal).verdict).toMatchObject({ rollerWins: false, decidedBy: 'statusQuo' });
    expect(outcomeOf(tie, { ...goal, rollerDefends: true }).verdict).toMatchObject({ rollerWins: true, decidedBy: 'statusQuo' });
  });

  it('the marked dice always spell the pattern the level names', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), (faces) => {
        const r = hands({ attribute: faces.length });
        const view = outcomeOf(enterFaces(r.hands, r.budget, [faces]), goal).hands[0]!;
        const reading = readRoll(faces);
        expect(view.marked.map((i) => faces[i]).sort()).toEqual((reading.pattern?.dice ?? []).slice().sort());
        expect(view.marked.length + view.remaining.length).toBe(faces.length);
      }),
    );
  });
});
