/**
 * VP bookkeeping (digest §1.14, A21, A30), Failure discs (§1.13) and death (§1.15): the awarded VP
 * stored per disc and taken back exactly, used-up items, the 3-disc loss with both A30 options,
 * death's dropped discs and followers.
 */
import { describe, expect, it } from 'vitest';
import { damageHero } from './death';
import { gainFailure } from './failures';
import { runFlow } from './flow';
import { apply } from './rules';
import { addDisc, build, faceDown, held, logKeys } from './test-helpers-e2';
import { awardVp, finishGame, gainDisc, loseDisc, useUpDisc } from './vp';

describe('VP on discs', () => {
  it('A21 gaining stores the VP awarded; losing takes exactly that back (and may go negative)', () => {
    const s = build();
    const knife = addDisc(s, 'knife', 'item', faceDown({ x: 2, y: 2 }));
    s.peeks = { 1: [knife] };
    gainDisc(s, 0, knife, 4);
    expect(s.heroes[0]!.vp).toBe(4);
    expect(s.peeks[1]).toEqual([]);
    s.heroes[0]!.vp = 1;
    loseDisc(s, 0, knife, { zone: 'board', at: { x: 3, y: 2 }, faceUp: true });
    expect(s.heroes[0]!.vp).toBe(-3);
    expect(s.discs[knife]!.awardedVp).toBe(0);
  });

  it('1.14 a used-up item leaves play without VP loss', () => {
    const s = build();
    const shotgun = addDisc(s, 'shotgun', 'item', held(0), { awardedVp: 5 });
    s.heroes[0]!.vp = 5;
    useUpDisc(s, 0, shotgun);
    expect(s.heroes[0]!.vp).toBe(5);
    expect(s.discs[shotgun]!.where).toEqual({ zone: 'removed' });
  });

  it('awardVp logs the reason; 0 VP logs nothing', () => {
    const s = build();
    awardVp(s, 0, 0, 'objective');
    awardVp(s, 0, 3, 'objective');
    expect(s.log).toEqual([{ key: 'vpAwarded', params: { seat: 0, vp: 3, reason: 'objective' } }]);
  });

  it('victory: the living heroes with the most VP win; A39 defeat: nobody, or the VP leader under vp_leader_wins', () => {
    const s = build({ heroes: [{ vp: 5 }, { vp: 7 }, { vp: 9, alive: false }, { vp: 7 }] });
    finishGame(s, 'victory', 'objective');
    expect(s.result).toEqual({ outcome: 'victory', reason: 'objective', objectiveAchieved: true, winners: [1, 3] });
    expect(s.pending).toEqual({ kind: 'gameOver' });
    const lost = build({ heroes: [{ vp: 5 }, { vp: 7 }] });
    finishGame(lost, 'defeat', 'doomClock');
    expect(lost.result?.winners).toEqual([]);
    const leader = build({ heroes: [{ vp: 5 }, { vp: 7 }], rules: { A39: 'vp_leader_wins' } });
    finishGame(leader, 'defeat', 'doomClock');
    expect(leader.result).toMatchObject({ outcome: 'defeat', objectiveAchieved: false, winners: [1] });
  });
});

describe('Failure discs', () => {
  function loaded(rules: Record<string, string> = {}) {
    const s = build({ heroes: [{ failures: 2, vp: 12, at: { x: 3, y: 2 } }], rules });
    const knife = addDisc(s, 'knife', 'item', held(0), { awardedVp: 4 });
    const priest = addDisc(s, 'priest', 'ally', held(0), { awardedVp: 3 });
    const guard = addDisc(s, 'guard_night', 'security', held(0), { awardedVp: 3 });
    const ghoul = addDisc(s, 'ghoul_1', 'adversary', held(0), { awardedVp: 5 });
    const part = addDisc(s, 'numbered:1', 'numbered', held(0));
    return { s, knife, priest, guard, ghoul, part };
  }

  it('A30 the third loses every item and ally with their VP, and the Failure discs; security and trophies stay; D283 parts are dropped', () => {
    const { s, knife, priest, guard, ghoul, part } = loaded();
    gainFailure(s, 0, 'forcedDoor');
    expect(s.heroes[0]!.failures).toBe(0);
    expect(s.heroes[0]!.vp).toBe(12 - 4 - 3);
    expect(s.discs[knife]!.where).toEqual({ zone: 'removed' });
    expect(s.discs[priest]!.where).toEqual({ zone: 'removed' });
    expect(s.discs[guard]!.where).toEqual(held(0));
    expect(s.discs[ghoul]!.where).toEqual(held(0));
    expect(s.discs[part]!.where).toEqual({ zone: 'board', at: { x: 3, y: 2 }, faceUp: true });
    expect(logKeys(s)).toEqual(['failureGained', 'vpLost', 'vpLost', 'threeFailures']);
  });

  it('A30 option keep_item_vp: the items go, their VP stay', () => {
    const { s, knife } = loaded({ A30: 'keep_item_vp' });
    gainFailure(s, 0, 'forcedDoor');
    expect(s.heroes[0]!.vp).toBe(12);
    expect(s.discs[knife]!.where).toEqual({ zone: 'removed' });
  });

  it('the first and second only count', () => {
    const s = build();
    addDisc(s, 'knife', 'item', held(0));
    gainFailure(s, 0, 'ohCrap10');
    gainFailure(s, 0, 'ohCrap10');
    expect(s.heroes[0]!.failures).toBe(2);
    expect(s.discs.d1!.where).toEqual(held(0));
  });
});

describe('death', () => {
  it('D299 damage lowers Health; at 0 the hero dies (the dropped discs\' VP leave with them), drops everything face up, loses followers and their fight', () => {
    const at = { x: 3, y: 2 };
    const s = build({ heroes: [{ at, health: 2 }, { at: { x: 9, y: 0 } }] });
    const knife = addDisc(s, 'knife', 'item', held(0), { awardedVp: 2 });
    const kid = addDisc(s, 'numbered:1', 'numbered', { zone: 'board', at, faceUp: true }, { following: 0 });
    const ghoul = addDisc(s, 'ghoul_1', 'adversary', { zone: 'underFigure', seat: 0 });
    runFlow(s, damageHero(s, 0, 1, 'bleeding'));
    expect(s.heroes[0]).toMatchObject({ health: 1, alive: true });
    runFlow(s, damageHero(s, 0, 5, 'combat'));
    expect(s.heroes[0]).toMatchObject({ health: 0, alive: false });
    expect(s.discs[knife]!.where).toEqual({ zone: 'board', at, faceUp: true });
    expect(s.heroes[0]!.vp).toBe(-2);
    expect(s.discs[kid]!.following).toBeNull();
    expect(s.discs[ghoul]!.where).toEqual({ zone: 'board', at, faceUp: true });
    expect(s.result).toBeNull();
    // Dying on their own turn ends it: the next living hero plays.
    expect(s.turn.seat).toBe(1);
    runFlow(s, damageHero(s, 1, 3, 'combat'));
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'allDead' });
  });
});

describe('A33 shots and ammunition (D208)', () => {
  const at = { x: 2, y: 2 };
  it('without a Master a shotgun found keeps its 3 printed shots; ammunition refills a used one and is used up without VP loss', () => {
    const s = build();
    const gun = addDisc(s, 'shotgun', 'item', faceDown(at), { usesLeft: 3 });
    gainDisc(s, 0, gun, 5);
    expect(s.discs[gun]!.usesLeft).toBe(3);
    s.discs[gun]!.usesLeft = 1;
    const ammo = addDisc(s, 'ammunition', 'item', faceDown(at));
    gainDisc(s, 0, ammo, 2);
    expect(s.discs[gun]!.usesLeft).toBe(3);
    expect(s.discs[ammo]!.where).toEqual({ zone: 'removed' });
    expect(s.heroes[0]!.vp).toBe(7);
  });

  it('without a Master ammunition waits while the shotgun is full', () => {
    const s = build();
    addDisc(s, 'shotgun', 'item', held(0), { usesLeft: 3 });
    const ammo = addDisc(s, 'ammunition', 'item', faceDown(at));
    gainDisc(s, 0, ammo, 2);
    expect(s.discs[ammo]!.where).toEqual(held(0));
  });

  it('with a Master a shotgun found holds 1d6 shots and ammunition adds 2d6', () => {
    const s = build({ master: true, seed: 'shots' });
    const gun = addDisc(s, 'shotgun', 'item', faceDown(at), { usesLeft: 3 });
    gainDisc(s, 0, gun, 5);
    const found = s.log.find((e) => e.key === 'shotsFound')!.params.shots as number;
    expect(s.discs[gun]!.usesLeft).toBe(found);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(found).toBeLessThanOrEqual(6);
    const ammo = addDisc(s, 'ammunition', 'item', faceDown(at));
    gainDisc(s, 0, ammo, 2);
    const loaded = s.discs[gun]!.usesLeft!;
    expect(loaded - found).toBeGreaterThanOrEqual(2);
    expect(loaded - found).toBeLessThanOrEqual(12);
    expect(s.discs[ammo]!.where).toEqual({ zone: 'removed' });
  });

  it('A33 option three_shots_always: with a Master too, 3 shots and a refill to 3', () => {
    const s = build({ master: true, rules: { A33: 'three_shots_always' } });
    const gun = addDisc(s, 'shotgun', 'item', faceDown(at), { usesLeft: 3 });
    gainDisc(s, 0, gun, 5);
    expect(s.discs[gun]!.usesLeft).toBe(3);
    s.discs[gun]!.usesLeft = 2;
    gainDisc(s, 0, addDisc(s, 'ammunition', 'item', faceDown(at)), 2);
    expect(s.discs[gun]!.usesLeft).toBe(3);
  });
});

describe('A22 a face-up disc picked up (E1\'s action over gainDisc)', () => {
  for (const [option, vp] of [['disc_difficulty', 3], ['no_vp', 0]] as const) {
    it(`${option}: the hero scores ${vp}, and losing it takes exactly that back`, () => {
      const at = { x: 3, y: 2 };
      const s = build({ heroes: [{ at }], rules: { A22: option } });
      const bat = addDisc(s, 'baseball_bat', 'item', { zone: 'board', at, faceUp: true });
      const r = apply(s, 0, { type: 'pickUp', disc: bat });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.heroes[0]!.vp).toBe(vp);
      expect(r.state.discs[bat]!.awardedVp).toBe(vp);
      loseDisc(r.state, 0, bat, { zone: 'board', at, faceUp: true });
      expect(r.state.heroes[0]!.vp).toBe(0);
    });
  }
});
