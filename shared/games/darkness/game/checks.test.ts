import { describe, expect, it } from 'vitest';
import { readRoll } from '../dice';
import { judge, startCheck, targetFor, vpDiceAllowed } from './checks';
import { runFlow } from './flow';
import { act, edit, findSeed, newGame, putDisc, refused } from './test-helpers';
import type { CheckSpec, DarknessState } from './types';

/** Hero 0 outside the café's 1-lock door with a lockpicking check waiting to be rolled. */
function atDoor(f: (d: DarknessState) => void = () => {}, rules: Record<string, string> = {}): DarknessState {
  const s = edit(newGame({ heroes: [{ skills: { lockpicking: 'basic' } }, {}], rules }), (d) => {
    d.heroes[1]!.at = { x: 7, y: 5 };
    f(d);
  });
  return act(s, 0, { type: 'openDoor', door: '6,3', method: 'lockpick' });
}

const roll = (o: Partial<{ skill: string | null; items: string[]; ally: string | null; vpDice: number; helpers: number[] }> = {}) =>
  ({ type: 'roll' as const, skill: null, items: [], ally: null, vpDice: 0, helpers: [], ...o });

describe('targets (A8, A12)', () => {
  const s = newGame();
  const shifted = (shift: number) => edit(s, (d) => { d.heroes[0]!.effects.targetShift = { shift, untilTurn: 5 }; });

  it('a plain target is its level; exceed keeps the level to beat', () => {
    expect(targetFor(s, 0, 3, 'meet')).toEqual({ kind: 'level', level: 3 });
    expect(targetFor(s, 0, 2, 'exceed')).toEqual({ kind: 'exceed', level: 2 });
  });

  it('A8: past 5K is impossible, below 6H automatic; exceeding 5K is impossible', () => {
    expect(targetFor(shifted(1), 0, 8, 'meet')).toEqual({ kind: 'impossible' });
    expect(targetFor(shifted(-1), 0, 1, 'meet')).toEqual({ kind: 'automatic' });
    expect(targetFor(s, 0, 8, 'exceed')).toEqual({ kind: 'impossible' });
    expect(targetFor(shifted(1), 0, 3, 'meet')).toEqual({ kind: 'level', level: 4 });
  });

  it('A8 option clamp_to_ladder keeps the target at 5K or 6H', () => {
    const c = edit(shifted(1), (d) => { d.rules = { ...d.rules, A8: 'clamp_to_ladder' }; });
    expect(targetFor(c, 0, 8, 'meet')).toEqual({ kind: 'level', level: 8 });
    const e = edit(shifted(-1), (d) => { d.rules = { ...d.rules, A8: 'clamp_to_ladder' }; });
    expect(targetFor(e, 0, 1, 'meet')).toEqual({ kind: 'level', level: 1 });
  });

  it('A2 and A3 judge a hand: meet or beat, the target pattern option, exceed, opposed ties to the defender', () => {
    const spec = (target: CheckSpec['target']): CheckSpec => ({ purpose: { kind: 'carry' }, seat: 0, attribute: 'attack', skills: [], itemUses: [], target, assistable: true });
    const straight = [1, 2, 3];
    expect(judge(s, spec({ kind: 'level', level: 1 }), straight, readRoll(straight).level)).toBe(true);
    const strict = edit(s, (d) => { d.rules = { ...d.rules, A2: 'target_pattern_required' }; });
    expect(judge(strict, spec({ kind: 'level', level: 1 }), straight, 3)).toBe(false);
    expect(judge(s, spec({ kind: 'exceed', level: 3 }), straight, 3)).toBe(false);
    expect(judge(s, spec({ kind: 'exceed', level: 2 }), straight, 3)).toBe(true);
    expect(judge(s, spec({ kind: 'opposed', faces: [4, 4, 1] }), [4, 4, 1], 2)).toBe(false);
    expect(judge(s, spec({ kind: 'opposed', faces: [4, 4, 1] }), [4, 4, 2], 2)).toBe(true);
    const quo = edit(s, (d) => { d.rules = { ...d.rules, A3: 'status_quo_only' }; });
    expect(judge(quo, spec({ kind: 'opposed', faces: [4, 4, 1] }), [5, 5, 2], 2)).toBe(false);
  });
});

describe('the pool builder', () => {
  it('opens with the check and how many VP dice may be bought', () => {
    const s = atDoor((d) => { d.heroes[0]!.vp = 5; });
    expect(s.pending?.kind).toBe('build');
    if (s.pending?.kind !== 'build') return;
    expect(s.pending.check.target).toEqual({ kind: 'level', level: 1 });
    expect(s.pending.vpDiceAllowed).toBe(2);
  });

  it('refuses a skill the check does not list, or the hero lacks', () => {
    const s = atDoor();
    refused(s, 0, roll({ skill: 'brawn' }), 'skill_not_allowed');
    const t = atDoor((d) => { d.heroes[0]!.skills = {}; });
    refused(t, 0, roll({ skill: 'lockpicking' }), 'skill_not_held');
  });

  it('refuses items not held or of no use to the check', () => {
    let knife = '';
    let bar = '';
    const s = atDoor((d) => {
      knife = putDisc(d, 'knife', 'item', { zone: 'held', seat: 0 });
      bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 1 });
    });
    refused(s, 0, roll({ items: [knife] }), 'item_not_for_check');
    refused(s, 0, roll({ items: [bar] }), 'item_not_held');
  });

  it('A5: an ally helps only with its listed attributes; option listed_dice_any_check lifts that', () => {
    let kid = '';
    let mechanic = '';
    const place = (d: DarknessState) => {
      kid = putDisc(d, 'street_kid', 'ally', { zone: 'held', seat: 0 });
      mechanic = putDisc(d, 'mechanic', 'ally', { zone: 'held', seat: 0 });
    };
    const s = atDoor(place);
    refused(s, 0, roll({ ally: mechanic }), 'ally_not_for_check');
    const ok = act(s, 0, roll({ ally: kid }));
    expect(ok.lastRoll?.assists).toHaveLength(1);
    expect(ok.lastRoll?.assists[0]!.faces).toHaveLength(2);
    const any = atDoor(place, { A5: 'listed_dice_any_check' });
    expect(act(any, 0, roll({ ally: mechanic })).lastRoll?.assists).toHaveLength(1);
  });

  it('VP dice cost 2 VP each, at most 3 a turn, never into negative VP', () => {
    const s = atDoor((d) => { d.heroes[0]!.vp = 7; });
    refused(s, 0, roll({ vpDice: 4 }), 'vp_insufficient');
    refused(edit(s, (d) => { d.heroes[0]!.vp = 10; if (d.pending?.kind === 'build') d.pending = { ...d.pending, vpDiceAllowed: 3 }; }), 0, roll({ vpDice: 4 }), 'vp_extra_die_limit');
    const after = act(s, 0, roll({ vpDice: 3 }));
    expect(after.heroes[0]!.vp).toBeLessThanOrEqual(1);
    expect(after.turn.vpDiceBought).toBe(3);
    expect(vpDiceAllowed(edit(after, (d) => { d.heroes[0]!.vp = 10; }), 0)).toBe(0);
    const poor = atDoor((d) => { d.heroes[0]!.vp = 3; });
    refused(poor, 0, roll({ vpDice: 2 }), 'vp_insufficient');
  });

  it('a roll has attribute + skill + item + VP dice, and success means the level meets the target', () => {
    let bar = '';
    const s = atDoor((d) => {
      d.heroes[0]!.vp = 2;
      bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 });
    });
    const r = act(s, 0, roll({ skill: 'lockpicking', items: [bar], vpDice: 1 }));
    const rolled = r.pending?.kind === 'rolled' ? r.pending.roll : r.lastRoll!;
    expect(rolled.faces).toHaveLength(3 + 1 + 1 + 1);
    expect(rolled.level).toBe(readRoll(rolled.faces).level);
    expect(rolled.success).toBe(rolled.level >= 1);
  });

  it('nobody may help movement or perception rolls; helpers must be living heroes within 3 squares', () => {
    const s = newGame({ heroes: [{}, {}] });
    const moving = act(s, 0, { type: 'rollMovement', cancelOhCrap: false });
    refused(moving, 0, roll({ helpers: [1] }), 'no_help_for_check');
    const far = atDoor((d) => { d.heroes[1]!.at = { x: 0, y: 7 }; });
    refused(far, 0, roll({ helpers: [1] }), 'helper_out_of_range');
  });
});

describe('helpers (1.5, A4)', () => {
  it('D245 asks the helper, who moves onto the roller\'s square and rolls their own hand', () => {
    const s = atDoor();
    const asked = act(s, 0, roll({ helpers: [1] }));
    expect(asked.pending).toMatchObject({ kind: 'assistOffer', seat: 1, helping: 0 });
    refused(asked, 0, { type: 'assist', accept: true }, 'not_your_decision');
    const done = act(asked, 1, { type: 'assist', accept: true });
    // The roller's square when help was agreed (a successful lockpick then takes the roller inside).
    expect(done.heroes[1]!.at).toEqual({ x: 7, y: 3 });
    expect(done.lastRoll?.assists.map((a) => a.name)).toEqual(['Luis']);
    expect(done.lastRoll?.assists[0]!.faces).toHaveLength(3);
  });

  it('a helper who declines stays put and adds no hand', () => {
    const s = act(atDoor(), 0, roll({ helpers: [1] }));
    const done = act(s, 1, { type: 'assist', accept: false });
    expect(done.heroes[1]!.at).toEqual({ x: 7, y: 5 });
    expect(done.lastRoll?.assists).toEqual([]);
  });

  it('A4 option merged_pool: the helper\'s dice join the roller\'s hand', () => {
    const s = act(atDoor(() => {}, { A4: 'merged_pool' }), 0, roll({ helpers: [1] }));
    const done = act(s, 1, { type: 'assist', accept: true });
    expect(done.lastRoll?.assists).toEqual([]);
    expect(done.lastRoll?.faces).toHaveLength(3 + 3);
  });
});

describe('re-rolls (A10)', () => {
  const failed = (vp: number) =>
    findSeed(
      (seed) => act(edit(atDoor((d) => { d.heroes[0]!.vp = vp; }), (d) => { d.rng = newGame({ seed }).rng; }), 0, roll()),
      (s) => s.lastRoll?.success === false || (s.pending?.kind === 'rolled' && s.pending.roll.success === false),
    );

  it('a failed roll waits for a re-roll or keep only while the hero has VP', () => {
    const s = failed(2);
    expect(s.pending?.kind).toBe('rolled');
    const poor = failed(0);
    expect(poor.pending).toBeNull();
    expect(poor.doors['6,3']).toBe('locked');
  });

  it('a re-roll costs 1 VP a die and changes only the dice chosen', () => {
    const s = failed(3);
    if (s.pending?.kind !== 'rolled') throw new Error('expected a rolled pending');
    const before = s.pending.roll.faces;
    const r = act(s, 0, { type: 'reroll', dice: [0, 1] });
    expect(r.heroes[0]!.vp).toBe(1);
    expect(r.turn.rerollsBought).toBe(2);
    const after = r.pending?.kind === 'rolled' ? r.pending.roll : r.lastRoll!;
    expect(after.faces[2]).toBe(before[2]);
    expect(after.rerolled).toBe(2);
  });

  it('at most 3 re-rolls a turn; keep resolves the roll as it is', () => {
    const s = failed(5);
    refused(s, 0, { type: 'reroll', dice: [0, 1, 2, 0] }, 'reroll_repeated');
    const capped = edit(s, (d) => { d.turn.rerollsBought = 3; });
    refused(capped, 0, { type: 'reroll', dice: [0] }, 'vp_reroll_limit');
    const kept = act(s, 0, { type: 'keep' });
    expect(kept.pending).toBeNull();
    expect(kept.doors['6,3']).toBe('locked');
  });

  it('D232 a graded roll (movement) waits for a re-roll while the hero has VP; without VP it is kept at once', () => {
    const build = (vp: number) => act(edit(newGame(), (d) => { d.heroes[0]!.vp = vp; }), 0, { type: 'rollMovement', cancelOhCrap: false });
    const rich = act(build(2), 0, roll());
    expect(rich.pending?.kind === 'rolled' || rich.lastRoll?.level === 8).toBe(true);
    const poor = act(build(0), 0, roll());
    expect(poor.pending?.kind === 'rolled').toBe(false);
    expect(poor.turn.movementLeft).not.toBeNull();
  });

  it('D233 the red fate die of a movement roll is not re-rolled', () => {
    const s = findSeed(
      (seed) => act(edit(newGame({ seed }), (d) => { d.heroes[0]!.vp = 3; }), 0, { type: 'rollMovement', cancelOhCrap: false }),
      (x) => x.pending?.kind === 'build',
    );
    const r = act(s, 0, roll());
    if (r.pending?.kind !== 'rolled') throw new Error('a graded roll with VP waits for a re-roll (D232)');
    refused(r, 0, { type: 'reroll', dice: [0] }, 'reroll_fate_die');
  });
});

describe('Oh Crap / Woohoo 12', () => {
  it('Oh Crap 12: the next check with a target fails at once and the effect is used up', () => {
    const s = atDoor((d) => { d.heroes[0]!.effects.nextCheck = 'fails'; });
    expect(s.pending).toBeNull();
    expect(s.lastRoll?.success).toBe(false);
    expect(s.doors['6,3']).toBe('locked');
    expect(s.heroes[0]!.effects.nextCheck).toBeNull();
  });

  it('Woohoo 12: the next check succeeds without a roll', () => {
    const s = atDoor((d) => { d.heroes[0]!.effects.nextCheck = 'succeeds'; });
    expect(s.doors['6,3']).toBe('open');
    expect(s.heroes[0]!.at).toEqual({ x: 5, y: 3 });
  });

  it('D246 movement and graded checks leave the effect waiting', () => {
    const s = edit(newGame(), (d) => { d.heroes[0]!.effects.nextCheck = 'succeeds'; });
    const moving = act(s, 0, { type: 'rollMovement', cancelOhCrap: false });
    expect(moving.pending?.kind).toBe('build');
    expect(moving.heroes[0]!.effects.nextCheck).toBe('succeeds');
    const carry = edit(s, (d) => { d.turn.moved = true; d.turn.movementLeft = 0; });
    const c = act(carry, 0, { type: 'raiseCarry' });
    expect(c.pending?.kind).toBe('build');
  });

  it('an automatic target resolves without dice; an impossible one fails', () => {
    const s = edit(newGame(), (d) => { d.turn.moved = true; });
    const spec: CheckSpec = { purpose: { kind: 'door', door: '6,3', method: 'lockpick' }, seat: 0, attribute: 'dexterity', skills: [], itemUses: [], target: { kind: 'automatic' }, assistable: true };
    const ok = edit(s, (d) => runFlow(d, startCheck(d, spec)));
    expect(ok.doors['6,3']).toBe('open');
    const no = edit(s, (d) => runFlow(d, startCheck(d, { ...spec, target: { kind: 'impossible' } })));
    expect(no.doors['6,3']).toBe('locked');
    expect(no.lastRoll?.faces).toEqual([]);
  });
});
