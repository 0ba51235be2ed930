/**
 * VP bookkeeping (digest §1.14, A21, A30), Failure discs (§1.13) and death (§1.15): the awarded VP
 * stored per disc and taken back exactly, used-up items, the 3-disc loss with both A30 options,
 * death's dropped discs and followers.
 */
import { describe, expect, it } from 'vitest';
import { damageHero } from './death';
import { gainFailure } from './failures';
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
    damageHero(s, 0, 1, 'bleeding');
    expect(s.heroes[0]).toMatchObject({ health: 1, alive: true });
    damageHero(s, 0, 5, 'combat');
    expect(s.heroes[0]).toMatchObject({ health: 0, alive: false });
    expect(s.discs[knife]!.where).toEqual({ zone: 'board', at, faceUp: true });
    expect(s.heroes[0]!.vp).toBe(-2);
    expect(s.discs[kid]!.following).toBeNull();
    expect(s.discs[ghoul]!.where).toEqual({ zone: 'board', at, faceUp: true });
    expect(s.result).toBeNull();
    // Dying on their own turn ends it: the next living hero plays.
    expect(s.turn.seat).toBe(1);
    damageHero(s, 1, 3, 'combat');
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'allDead' });
  });
});
