import { describe, expect, it } from 'vitest';
import { act, clearDiscs, edit, newGame, putDisc, refused, settle } from './test-helpers';
import type { CheckSpec, DarknessState } from './types';

/** Two heroes on the same street square (7,3), hero 0's turn, movement rolled and spent. */
function base(f: (d: DarknessState) => void = () => {}, rules: Record<string, string> = {}, rulesVersion?: number): DarknessState {
  return edit(newGame({ heroes: [{}, {}, {}], rules, rulesVersion }), (d) => {
    clearDiscs(d);
    d.heroes[2]!.at = { x: 0, y: 7 };
    d.turn.moved = true;
    d.turn.movementLeft = 2;
    f(d);
  });
}

function check(s: DarknessState): CheckSpec {
  if (s.pending?.kind !== 'build') throw new Error(`expected a pool to build, not ${s.pending?.kind}`);
  return s.pending.check;
}

describe('perception (1.10, A24)', () => {
  const inside = (rules: Record<string, string> = {}) => base((d) => {
    d.heroes[0]!.at = { x: 3, y: 3 };
    putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 2, y: 2 }, faceUp: false });
    putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 4, y: 4 }, faceUp: false });
    putDisc(d, 'books', 'item', { zone: 'board', at: { x: 10, y: 2 }, faceUp: false });
  }, rules);

  it('Int + perception, no help, once per building', () => {
    const s = act(inside(), 0, { type: 'perception' });
    expect(check(s)).toMatchObject({ attribute: 'intelligence', skills: ['perception'], itemUses: ['perception'], assistable: false });
    expect(s.heroes[0]!.perceptionUsed).toEqual([0]);
    refused(edit(inside(), (d) => { d.heroes[0]!.perceptionUsed = [0]; }), 0, { type: 'perception' }, 'perception_used');
    refused(base(), 0, { type: 'perception' }, 'not_in_building');
  });

  it('D240 peeks at as many of the building\'s face-down discs as levels, nearest first, privately', () => {
    const s = act(inside(), 0, { type: 'perception' });
    const one = settle(s, check(s), { level: 1 });
    expect(one.peeks[0]).toHaveLength(1);
    const line = one.log.at(-1)!;
    expect(line.key).toBe('perception.peeked');
    expect(line.to).toEqual([0]);
    const two = settle(s, check(s), { level: 2 });
    expect(two.peeks[0]).toHaveLength(2);
    const defs = two.peeks[0]!.map((id) => two.discs[id]!.def).sort();
    expect(defs).toEqual(['crowbar', 'knife']);
  });

  it('A24 option public: the peek is everyone\'s', () => {
    const s = act(inside({ A24: 'public' }), 0, { type: 'perception' });
    const done = settle(s, check(s), { level: 1 });
    expect(done.log.at(-1)!.to).toBeUndefined();
    expect(done.peeks[1]).toHaveLength(1);
  });
});

describe('healing (1.7, 1.10, A36)', () => {
  it('heals another hero on the square 1 Health per level up to the maximum; the healer earns 1 VP a point', () => {
    const s = act(base((d) => { d.heroes[1]!.health = 1; d.heroes[1]!.effects.bleeding = true; }), 0, { type: 'healOther', target: 1 });
    expect(check(s)).toMatchObject({ attribute: 'medicine', skills: ['first_aid', 'medical_care'], assistable: true });
    const done = settle(s, check(s), { level: 5 });
    expect(done.heroes[1]!.health).toBe(4);
    expect(done.heroes[1]!.effects.bleeding).toBe(false);
    expect(done.heroes[0]!.vp).toBe(3);
  });

  it('A36 option cap_creation_defense: the cap is the Defense the character has on the sheet', () => {
    const s = act(base((d) => { d.heroes[1]!.health = 1; d.heroes[1]!.maxHealth = 2; d.heroes[1]!.attributes.defense = 4; }, { A36: 'cap_creation_defense' }), 0, { type: 'healOther', target: 1 });
    expect(settle(s, check(s), { level: 5 }).heroes[1]!.health).toBe(4);
    const d = act(base((x) => { x.heroes[1]!.health = 1; x.heroes[1]!.maxHealth = 2; x.heroes[1]!.attributes.defense = 4; }), 0, { type: 'healOther', target: 1 });
    expect(settle(d, check(d), { level: 5 }).heroes[1]!.health).toBe(2);
  });

  it('refuses healing someone elsewhere or unhurt', () => {
    refused(base((d) => { d.heroes[2]!.health = 1; }), 0, { type: 'healOther', target: 2 }, 'not_same_square');
    refused(base(), 0, { type: 'healOther', target: 1 }, 'heal_not_needed');
  });

  it('healing yourself takes the whole turn: not after moving, and the turn ends with it', () => {
    refused(base((d) => { d.heroes[0]!.health = 2; }), 0, { type: 'healSelf' }, 'turn_already_used');
    const fresh = edit(base(), (d) => { d.turn.moved = false; d.turn.movementLeft = null; d.heroes[0]!.health = 2; });
    const s = act(fresh, 0, { type: 'healSelf' });
    const done = settle(s, check(s), { level: 1 });
    expect(done.heroes[0]!.health).toBe(3);
    expect(done.turn.seat).toBe(1);
  });
});

describe('give, drop, pick up (1.10, A22)', () => {
  it('D236 gives a held disc to a hero on the square: its VP leave the giver, the taker scores its difficulty', () => {
    let bar = '';
    const s = base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 }, { awardedVp: 3 }); d.heroes[0]!.vp = 3; });
    const done = act(s, 0, { type: 'give', disc: bar, to: 1 });
    expect(done.discs[bar]!.where).toEqual({ zone: 'held', seat: 1 });
    expect(done.heroes[0]!.vp).toBe(0);
    expect(done.heroes[1]!.vp).toBe(2);
    refused(s, 0, { type: 'give', disc: bar, to: 2 }, 'not_same_square');
  });

  it('drops a disc face up on the square; picking it up scores its difficulty (A22), or nothing under no_vp', () => {
    let bar = '';
    const s = act(base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 }); }), 0, { type: 'drop', disc: bar });
    expect(s.discs[bar]!.where).toEqual({ zone: 'board', at: { x: 7, y: 3 }, faceUp: true });
    const next = edit(s, (d) => { d.turn.actionTaken = false; });
    expect(act(next, 0, { type: 'pickUp', disc: bar }).heroes[0]!.vp).toBe(2);
    const noVp = edit(next, (d) => { d.rules = { ...d.rules, A22: 'no_vp' }; });
    expect(act(noVp, 0, { type: 'pickUp', disc: bar }).heroes[0]!.vp).toBe(0);
    refused(next, 0, { type: 'pickUp', disc: 'nope' }, 'nothing_to_pick_up');
  });

  it('rules 1: over the carrying limit the hero drops for free until it fits (1.6; D401 for rules 2)', () => {
    let bar = '';
    const s = base((d) => {
      for (let i = 0; i < 2; i++) putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 });
      bar = putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 7, y: 3 }, faceUp: true });
    }, {}, 1);
    const over = act(s, 0, { type: 'pickUp', disc: bar });
    expect(over.pending).toEqual({ kind: 'drop', seat: 0, over: 1 });
    const fixed = act(over, 0, { type: 'drop', disc: bar });
    expect(fixed.pending).toBeNull();
    expect(fixed.discs[bar]!.where.zone).toBe('board');
  });

  it('one action a turn', () => {
    let bar = '';
    const s = act(base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 }); }), 0, { type: 'drop', disc: bar });
    refused(s, 0, { type: 'pickUp', disc: bar }, 'action_already_taken');
  });
});

describe('taking from another hero (1.10, A3, A31)', () => {
  it('items: opposed Attack; the defender\'s hand is rolled at once; the winner keeps it', () => {
    let bar = '';
    const s = act(base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 1 }); }), 0, { type: 'takeFrom', target: 1, disc: bar });
    const c = check(s);
    expect(c).toMatchObject({ attribute: 'attack', skills: ['brawn'] });
    expect(c.target.kind).toBe('opposed');
    const won = settle(s, c, { success: true, level: 3 });
    expect(won.discs[bar]!.where).toEqual({ zone: 'held', seat: 0 });
    const lost = settle(s, c, { success: false });
    expect(lost.discs[bar]!.where).toEqual({ zone: 'held', seat: 1 });
  });

  it('allies: opposed Persuasion', () => {
    let kid = '';
    const s = act(base((d) => { kid = putDisc(d, 'street_kid', 'ally', { zone: 'held', seat: 1 }); }), 0, { type: 'takeFrom', target: 1, disc: kid });
    expect(check(s)).toMatchObject({ attribute: 'persuasion', skills: ['leadership'] });
  });

  it('D250 A31: the loser cannot take it back until their second following turn ends; option two_rounds', () => {
    let bar = '';
    const s = act(base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 1 }); }), 0, { type: 'takeFrom', target: 1, disc: bar });
    const won = settle(s, check(s), { success: true });
    // Seat 1 plays next (turn n+1) and again at n+4 with three heroes: locked through n+4.
    expect(won.discs[bar]!.lockedUntilTurn).toBe(s.turn.number + 1 + 3);
    const back = edit(won, (d) => { d.turn = { ...d.turn, seat: 1, number: s.turn.number + 1, actionTaken: false }; d.heroes[0]!.at = { x: 7, y: 3 }; });
    refused(back, 1, { type: 'takeFrom', target: 0, disc: bar }, 'take_locked');
    const rounds = edit(s, (d) => { d.rules = { ...d.rules, A31: 'two_rounds' }; });
    expect(settle(rounds, check(rounds), { success: true }).discs[bar]!.lockedUntilTurn).toBe(s.turn.number + 6);
  });
});

describe('carrying, failures and discs', () => {
  it('raising the limit: 5 + levels; no level falls back to 5 (1.6)', () => {
    const s = act(base(), 0, { type: 'raiseCarry' });
    expect(settle(s, check(s), { level: 2 }).heroes[0]!.carryLimit).toBe(7);
    const high = edit(s, (d) => { d.heroes[0]!.carryLimit = 8; });
    expect(settle(high, check(high), { level: 0 }).heroes[0]!.carryLimit).toBe(5);
  });

  it('discarding a Failure disc costs 5 VP and is free of the action', () => {
    const s = act(base((d) => { d.heroes[0]!.failures = 2; d.heroes[0]!.vp = 6; d.turn.actionTaken = true; }), 0, { type: 'discardFailure' });
    expect(s.heroes[0]!.failures).toBe(1);
    expect(s.heroes[0]!.vp).toBe(1);
    refused(base((d) => { d.heroes[0]!.failures = 1; d.heroes[0]!.vp = 4; }), 0, { type: 'discardFailure' }, 'vp_insufficient');
    refused(base((d) => { d.heroes[0]!.vp = 9; }), 0, { type: 'discardFailure' }, 'vp_no_failure_disc');
  });

  it('flipping the face-down disc on the square starts its encounter (an item: the search roll)', () => {
    let bar = '';
    const s = act(base((d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 7, y: 3 }, faceUp: false }); }), 0, { type: 'flipDisc' });
    expect(s.turn.actionTaken).toBe(true);
    expect(s.discs[bar]!.where).toMatchObject({ faceUp: true });
    expect(check(s).purpose).toEqual({ kind: 'search', disc: bar });
    refused(base(), 0, { type: 'flipDisc' }, 'no_disc_here');
  });
});
