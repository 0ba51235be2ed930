/**
 * Rules version 2 (issue 20 §2, D400–D404, D406): each reading of the seed under the new version,
 * and the first engine's reading still there for a game created under version 1.
 */
import { describe, expect, it } from 'vitest';
import { discById } from '../content';
import { applyCombatChoice } from './combat';
import { flipDisc } from './encounters';
import { applyFate } from './fate';
import { fightOf } from './fight';
import { follow, runFlow } from './flow';
import { reachable } from './movement';
import { apply } from './rules';
import { addDisc, build, faceDown, held, pendingCheck, refusedWith, act as act2, settle as settle2 } from './test-helpers-e2';
import { act, clearDiscs, edit, findSeed, newGame, putDisc, refused, settle } from './test-helpers';
import type { CheckSpec, DarknessState, RollRecord } from './types';

const Q1 = { x: 2, y: 2 };
const difficulty = (id: string) => (discById(id) as { difficulty: number }).difficulty;

describe('D400 a success without dice pays the disc\'s level, not the top of the ladder (l.241, l.245)', () => {
  const searchWith = (version: number, prepare: (s: DarknessState) => void, def = 'knife') => {
    const s = build({ heroes: [{ at: Q1 }] });
    s.rulesVersion = version;
    prepare(s);
    const disc = addDisc(s, def, 'item', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, disc));
    return { s, disc };
  };

  it('Woohoo 12 ("tu siguiente chequeo es éxito automático"): the item is found, worth its difficulty; rules 1 paid 8', () => {
    const lucky = (s: DarknessState) => { s.heroes[0]!.effects.nextCheck = 'succeeds'; };
    const { s, disc } = searchWith(2, lucky);
    expect(s.discs[disc]!.where).toEqual(held(0));
    expect(s.lastRoll).toMatchObject({ faces: [], success: true, auto: true });
    expect(s.heroes[0]!.vp).toBe(difficulty('knife'));
    expect(s.discs[disc]!.awardedVp).toBe(difficulty('knife'));
    const old = searchWith(1, lucky);
    expect(old.s.heroes[0]!.vp).toBe(8);
    expect(old.s.lastRoll).not.toHaveProperty('auto');
  });

  it('a target made automatic by Woohoo 2 (6H − 1) pays the disc\'s 6H, 1 VP; an ally the same', () => {
    const easier = (s: DarknessState) => runFlow(s, applyFate(s, 0, 'woohoo', 2));
    const { s } = searchWith(2, easier, 'flashlight');
    expect(difficulty('flashlight')).toBe(1);
    expect(s.heroes[0]!.vp).toBe(1);
    expect(searchWith(1, easier, 'flashlight').s.heroes[0]!.vp).toBe(8);
    const kid = build({ heroes: [{ at: Q1 }] });
    kid.heroes[0]!.effects.nextCheck = 'succeeds';
    const ally = addDisc(kid, 'street_kid', 'ally', faceDown(Q1));
    runFlow(kid, flipDisc(kid, 0, ally));
    expect(kid.heroes[0]!.vp).toBe(difficulty('street_kid'));
  });

  it('with a Master, a search won without dice finds what the search\'s own target reaches, worth its level', () => {
    const search = (version: number) => {
      const s = build({ master: true, heroes: [{ at: { x: 3, y: 3 } }, { at: { x: 0, y: 7 } }] });
      s.rulesVersion = version;
      s.heroes[0]!.effects.nextCheck = 'succeeds';
      return act2(s, 0, { type: 'searchBuilding' });
    };
    const found = (s: DarknessState) => Object.values(s.discs).find((d) => d.where.zone === 'held' && d.where.seat === 0)!;
    const s = search(2);
    expect(['matches', 'food']).toContain(found(s).def);
    expect(s.heroes[0]!.vp).toBe(1);
    const old = search(1);
    expect(found(old).def).toBe('pistol');
    expect(old.heroes[0]!.vp).toBe(8);
  });

  it('A29 killing_roll_level: a blow struck without dice is worth the adversary\'s D', () => {
    const s = build({ heroes: [{ at: Q1 }], rules: { A29: 'killing_roll_level' } });
    const foe = addDisc(s, 'shambler_1', 'adversary', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, foe));
    settle2(s, true);
    s.heroes[0]!.effects.nextCheck = 'succeeds';
    expect(follow(s, applyCombatChoice(s, 0, 'attack'))).toBeNull();
    expect(s.discs[foe]!.where).toEqual(held(0));
    expect(s.heroes[0]!.vp).toBe((discById('shambler_1') as { defense: number }).defense);
  });
});

describe('D401 carrying past the limit asks for a Strength roll; dropping what still does not fit is free (l.153)', () => {
  /** Hero 0 on (7,3) holding two crowbars (weight 2 each), a third face up at their feet; movement spent. */
  const loaded = (rulesVersion?: number) => {
    let bar = '';
    const s = edit(newGame({ heroes: [{}, {}], rulesVersion }), (d) => {
      clearDiscs(d);
      d.turn.moved = true;
      d.turn.movementLeft = 0;
      for (let i = 0; i < 2; i++) putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 });
      bar = putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 7, y: 3 }, faceUp: true });
    });
    return { s: act(s, 0, { type: 'pickUp', disc: bar }), bar };
  };
  const check = (s: DarknessState): CheckSpec => {
    if (s.pending?.kind !== 'build') throw new Error(`expected a roll, not ${s.pending?.kind}`);
    return s.pending.check;
  };

  it('picking up past 5 rolls Attack (Brawn, help welcome) at once; a level of 1P or more carries it all', () => {
    const { s, bar } = loaded();
    expect(check(s)).toMatchObject({ purpose: { kind: 'carry' }, seat: 0, attribute: 'attack', skills: ['brawn'], assistable: true });
    expect(s.log.at(-1)).toMatchObject({ key: 'carry.overLimit', params: { seat: 0, load: 6, limit: 5 } });
    const kept = settle(s, check(s), { level: 2 });
    expect(kept.heroes[0]!.carryLimit).toBe(7);
    expect(kept.pending).toBeNull();
    expect(kept.discs[bar]!.where).toEqual({ zone: 'held', seat: 0 });
  });

  it('no level at all: the limit falls back to 5 and the excess is dropped, free (no action needed)', () => {
    const { s, bar } = loaded();
    const weak = settle(s, check(s), { level: 0 });
    expect(weak.heroes[0]!.carryLimit).toBe(5);
    expect(weak.pending).toEqual({ kind: 'drop', seat: 0, over: 1 });
    const dropped = act(weak, 0, { type: 'drop', disc: bar });
    expect(dropped.pending).toBeNull();
    expect(dropped.discs[bar]!.where).toMatchObject({ zone: 'board', faceUp: true });
  });

  it('rules 1: straight to the free drop, no roll', () => {
    const { s } = loaded(1);
    expect(s.pending).toEqual({ kind: 'drop', seat: 0, over: 1 });
  });
});

describe('D402 a helper closes in on a fight 3 squares a round (l.281)', () => {
  /** A fight in the police station at (13,5); Luis five squares away in the same building at (10,3). */
  const brawl = (version: number) => {
    const s = build({ heroes: [{ at: { x: 13, y: 5 } }, { at: { x: 10, y: 3 } }] });
    s.rulesVersion = version;
    const foe = addDisc(s, 'ghoul_1', 'adversary', faceDown({ x: 13, y: 5 }));
    runFlow(s, flipDisc(s, 0, foe));
    settle2(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
    return s;
  };
  const ask = { type: 'roll' as const, skill: null, items: [], ally: null, vpDice: 0, helpers: [1] };
  /** The attack misses, the defense holds; the next round opens with the hero attacking again. */
  const nextRound = (s: DarknessState) => {
    settle2(s, false);
    settle2(s, true);
    follow(s, applyCombatChoice(s, 0, 'attack'));
  };

  it('the seed\'s example: 5 squares away, out of reach in rounds 1 and 2, helping in the third and ending on the square', () => {
    const s = brawl(2);
    expect(fightOf(s)!.round).toBe(1);
    expect(refusedWith(s, 0, ask)).toBe('helper_out_of_range');
    nextRound(s);
    expect(fightOf(s)!.round).toBe(2);
    expect(refusedWith(s, 0, ask)).toBe('helper_out_of_range');
    nextRound(s);
    expect(fightOf(s)!.round).toBe(3);
    expect(pendingCheck(s).purpose.kind).toBe('attack');
    const asked = act2(s, 0, ask);
    expect(asked.pending).toMatchObject({ kind: 'assistOffer', seat: 1, helping: 0 });
    const helped = act2(asked, 1, { type: 'assist', accept: true });
    expect(helped.heroes[1]!.at).toEqual({ x: 13, y: 5 });
  });

  it('rules 1 keep the 3-square range in every round; a hero outside the building never closes in', () => {
    const old = brawl(1);
    nextRound(old);
    nextRound(old);
    expect(refusedWith(old, 0, ask)).toBe('helper_out_of_range');
    const outside = brawl(2);
    outside.heroes[1]!.at = { x: 15, y: 2 };
    nextRound(outside);
    nextRound(outside);
    expect(refusedWith(outside, 0, ask)).toBe('helper_out_of_range');
  });
});

describe('D404 entering a building is not movement (l.184)', () => {
  /** Ana on the street outside the café's open door (6,3) with half a point left. */
  const atDoor = (version: number) => {
    const s = build({ heroes: [{ at: { x: 7, y: 3 } }] });
    s.rulesVersion = version;
    s.doors['6,3'] = 'open';
    s.turn = { ...s.turn, moved: true, movementLeft: 0.5 };
    return s;
  };

  it('the step in through the door costs nothing and still ends the movement; rules 1 charged a point', () => {
    expect(reachable(atDoor(2), 0).get('6,3')).toMatchObject({ ticks: 0, stop: true });
    const inside = act2(atDoor(2), 0, { type: 'moveTo', x: 6, y: 3 });
    expect(inside.turn.movementLeft).toBe(0);
    expect(refusedWith(atDoor(1), 0, { type: 'moveTo', x: 6, y: 3 })).toBe('not_reachable');
  });

  it('the street squares before the door still cost their half point', () => {
    const s = atDoor(2);
    s.heroes[0]!.at = { x: 7, y: 2 };
    expect(reachable(s, 0).get('7,3')).toMatchObject({ ticks: 6 });
    expect(reachable(s, 0).get('6,3')).toMatchObject({ ticks: 6, stop: true });
  });
});

describe('D406 the movement roll, with its fate die, is made every turn unless the hero heals (l.181, l.103)', () => {
  const actedFirst = (rulesVersion?: number, seed?: string) => edit(newGame({ heroes: [{}, {}], rulesVersion, seed }), (d) => { d.turn.actionTaken = true; });
  const rollFate = (s: DarknessState): { s: DarknessState; roll: RollRecord } => {
    let next = act(s, 0, { type: 'rollMovement', cancelOhCrap: false });
    next = act(next, 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    if (next.pending?.kind === 'rolled') next = act(next, 0, { type: 'keep' });
    return { s: next, roll: next.lastRoll! };
  };

  it('acting first does not skip it: the turn cannot end before it, and it brings no movement', () => {
    const s = actedFirst();
    refused(s, 0, { type: 'endTurn' }, 'movement_roll_required');
    const { s: rolled } = rollFate(s);
    expect(rolled.turn).toMatchObject({ moved: true, movementLeft: 0 });
    expect(rolled.log.find((e) => e.key === 'movement.points')?.params.points).toBe(0);
  });

  it('an Oh Crap on the fate die comes after the action too (nothing dodges it for free)', () => {
    const { s } = findSeed((seed) => rollFate(actedFirst(undefined, seed)), ({ roll }) => roll.fateDie === 1);
    expect(s.log.some((e) => e.key === 'fate.ohCrap')).toBe(true);
  });

  it('healing oneself still replaces it; rules 1 kept D234 (no roll after acting first)', () => {
    const hurt = edit(newGame({ heroes: [{}, {}] }), (d) => { d.heroes[0]!.health = 1; });
    const healing = act(hurt, 0, { type: 'healSelf' });
    expect(healing.turn.healedSelf).toBe(true);
    refused(actedFirst(1), 0, { type: 'rollMovement', cancelOhCrap: false }, 'action_already_taken');
    expect(act(actedFirst(1), 0, { type: 'endTurn' }).turn.seat).toBe(1);
    expect(apply(actedFirst(), 0, { type: 'rollMovement', cancelOhCrap: false }).ok).toBe(true);
  });
});
