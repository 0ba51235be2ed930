/**
 * The hero's turn with a Master (E3: D308, D309) and Master mode's building search (D310). Constructed
 * states in E2's town: the café (0,0) and the police station (1,0); streets on rows 0 and 7 and
 * columns 0, 7, 8, 15; the café's door (6,3) has 1 lock.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { reachable } from './movement';
import { act, addDisc, build, faceDown, pendingCheck, refusedWith, settle, type Build } from './test-helpers-e2';
import type { DarknessState, Seat } from './types';

const withMaster = (o: Build = {}) => build({ master: true, heroes: [{ at: { x: 7, y: 0 } }, { at: { x: 0, y: 7 } }], ...o });
const keys = (s: DarknessState, seat: Seat) => [...reachable(s, seat).keys()];

describe('D308 with a Master a turn is one action, and moving is one', () => {
  it('no movement roll: the hero moves up to Speed squares at once, and that is the turn\'s action', () => {
    const s = withMaster();
    expect(refusedWith(s, 0, { type: 'rollMovement', cancelOhCrap: false })).toBe('no_movement_roll');
    expect(legalActions(s, 0)).not.toContainEqual({ type: 'rollMovement', cancelOhCrap: false });
    expect(legalActions(s, 0)).toContainEqual({ type: 'moveTo', x: 7, y: 3 });
    const moved = act(s, 0, { type: 'moveTo', x: 7, y: 2 });
    expect(moved.heroes[0]!.at).toEqual({ x: 7, y: 2 });
    expect(moved.turn).toMatchObject({ moved: true, actionTaken: true, movementLeft: 1 });
    // The rest of the same move may still be walked; no other action may follow it.
    expect(act(moved, 0, { type: 'moveTo', x: 7, y: 3 }).turn.movementLeft).toBe(0);
    expect(refusedWith(moved, 0, { type: 'raiseCarry' })).toBe('action_already_taken');
    expect(refusedWith(act(moved, 0, { type: 'moveTo', x: 7, y: 3 }), 0, { type: 'moveTo', x: 7, y: 4 })).toBe('action_already_taken');
  });

  it('another action first means no move this turn; ending the turn needs no roll', () => {
    const s = withMaster();
    const carried = act(s, 0, { type: 'raiseCarry' });
    const after = act(carried, 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    const kept = after.pending?.kind === 'rolled' ? act(after, 0, { type: 'keep' }) : after;
    expect(kept.pending).toBeNull();
    expect(refusedWith(kept, 0, { type: 'moveTo', x: 7, y: 1 })).toBe('action_already_taken');
    expect(act(s, 0, { type: 'endTurn' }).turn.seat).toBe(1);
  });

  it('Speed counts squares, every square 1 (no half-cost streets), less the environment, at least 1', () => {
    const s = withMaster();
    expect(keys(s, 0)).toContain('8,3');
    expect(keys(s, 0)).not.toContain('8,4');
    const night = withMaster();
    night.env = { light: 'night', weather: 'clear' };
    expect(Math.max(...[...reachable(night, 0).values()].map((r) => r.ticks)) / 12).toBe(1);
    const storm = withMaster();
    storm.env = { light: 'night', weather: 'storm' };
    expect(keys(storm, 0).length).toBeGreaterThan(0);
  });

  it('exploring is a step of the move: it takes the action and the Master places the tile', () => {
    const s = withMaster({ heroes: [{ at: { x: 0, y: 3 } }] });
    s.stack = ['bar'];
    const exploring = act(s, 0, { type: 'explore', side: 'W' });
    expect(exploring.pending).toMatchObject({ kind: 'master', reason: 'placeTile' });
    expect(exploring.turn).toMatchObject({ moved: true, actionTaken: true });
  });

  it('without a Master nothing changes: the roll is still needed', () => {
    const s = build({ heroes: [{ at: { x: 7, y: 0 } }] });
    expect(refusedWith(s, 0, { type: 'moveTo', x: 7, y: 1 })).toBe('movement_not_rolled');
    expect(refusedWith(s, 0, { type: 'endTurn' })).toBe('movement_roll_required');
  });
});

describe('D309 diagonal steps with a Master', () => {
  it('a diagonal is one square; it passes only where a way round it could be walked (a locked door\'s corner is shut)', () => {
    const s = withMaster();
    const r = reachable(s, 0);
    expect(r.get('8,1')?.ticks).toBe(12);
    const beside = withMaster({ heroes: [{ at: { x: 7, y: 2 } }] });
    expect(keys(beside, 0)).not.toContain('6,3');
    beside.doors['6,3'] = 'open';
    const open = reachable(beside, 0);
    // D404: entering the building is no movement under rules 2; rules 1 paid the square.
    expect(open.get('6,3')).toMatchObject({ ticks: 0, stop: true });
    expect(open.has('5,3')).toBe(false);
    expect(reachable({ ...beside, rulesVersion: 1 }, 0).get('6,3')).toMatchObject({ ticks: 12, stop: true });
  });

  it('without a Master there are no diagonals', () => {
    const s = build({ heroes: [{ at: { x: 7, y: 0 } }] });
    s.turn = { ...s.turn, moved: true, movementLeft: 0.5 };
    expect(keys(s, 0)).not.toContain('8,1');
    expect(keys(s, 0)).toContain('8,0');
  });
});

describe('D310 searching a building with a Master (1.17, A47, A21)', () => {
  const inCafe = (rules: Record<string, string> = {}) => withMaster({ heroes: [{ at: { x: 3, y: 3 } }], rules });

  it('an Int (Search) roll, helpers welcome, against the lowest target of what is left; not without a Master or outside', () => {
    const s = act(inCafe(), 0, { type: 'searchBuilding' });
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'loot', building: 0 }, attribute: 'intelligence', skills: ['search'], itemUses: ['search'], target: { kind: 'level', level: 1 }, assistable: true });
    expect(s.turn.actionTaken).toBe(true);
    expect(legalActions(inCafe(), 0)).toContainEqual({ type: 'searchBuilding' });
    expect(refusedWith(build({ heroes: [{ at: { x: 3, y: 3 } }] }), 0, { type: 'searchBuilding' })).toBe('search_needs_master');
    expect(refusedWith(withMaster(), 0, { type: 'searchBuilding' })).toBe('not_in_building');
  });

  it('the Master\'s set target is used once, then cleared', () => {
    const s = inCafe();
    s.scenario.masterTarget = 4;
    const searching = act(s, 0, { type: 'searchBuilding' });
    expect(pendingCheck(searching).target).toEqual({ kind: 'level', level: 4 });
    expect(searching.scenario.masterTarget).toBeUndefined();
  });

  it('A47 the highest item the level reaches, once per building; held, worth the roll\'s level (A21)', () => {
    const s = act(inCafe(), 0, { type: 'searchBuilding' });
    settle(s, true, 4);
    const money = Object.values(s.discs).find((d) => d.def === 'money')!;
    expect(money.where).toEqual({ zone: 'held', seat: 0 });
    expect(money.awardedVp).toBe(4);
    expect(s.heroes[0]!.vp).toBe(4);
    expect(s.scenario['loot.0.money']).toBe(true);
    expect(s.log.some((e) => e.key === 'lootFound' && e.params.item === 'money' && e.params.level === 3)).toBe(true);
    s.turn = { ...s.turn, actionTaken: false };
    const again = act(s, 0, { type: 'searchBuilding' });
    settle(again, true, 4);
    expect(Object.values(again.discs).filter((d) => d.def === 'money')).toHaveLength(1);
    expect(Object.values(again.discs).some((d) => d.def === 'knife' && d.where.zone === 'held')).toBe(true);
  });

  it('A21 disc_difficulty: worth the item\'s target', () => {
    const s = act(inCafe({ A21: 'disc_difficulty' }), 0, { type: 'searchBuilding' });
    settle(s, true, 4);
    expect(s.heroes[0]!.vp).toBe(3);
  });

  it('A47 exact_level: only the item of the level reached; none at that level finds nothing', () => {
    const s = act(inCafe({ A47: 'exact_level' }), 0, { type: 'searchBuilding' });
    settle(s, true, 4);
    expect(Object.values(s.discs)).toHaveLength(0);
    expect(s.log.at(-1)).toEqual({ key: 'lootNotFound', params: { seat: 0, level: 4 } });
    const two = act(inCafe({ A47: 'exact_level' }), 0, { type: 'searchBuilding' });
    settle(two, true, 2);
    expect(Object.values(two.discs).map((d) => d.def)).toEqual(['knife']);
  });

  it('a failed roll finds nothing; ties are drawn at random; an emptied building is refused', () => {
    const failed = act(inCafe(), 0, { type: 'searchBuilding' });
    settle(failed, false, 0);
    expect(Object.values(failed.discs)).toHaveLength(0);
    const firsts = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = act(withMaster({ heroes: [{ at: { x: 3, y: 3 } }], seed: `tie${i}` }), 0, { type: 'searchBuilding' });
      settle(s, true, 1);
      firsts.add(Object.values(s.discs)[0]!.def);
    }
    expect([...firsts].sort()).toEqual(['food', 'matches']);
    const empty = inCafe();
    for (const item of ['matches', 'food', 'knife', 'money', 'pistol']) empty.scenario[`loot.0.${item}`] = true;
    expect(refusedWith(empty, 0, { type: 'searchBuilding' })).toBe('loot_exhausted');
    addDisc(empty, 'knife', 'item', faceDown({ x: 2, y: 2 }));
    expect(legalActions(empty, 0)).not.toContainEqual({ type: 'searchBuilding' });
  });
});
