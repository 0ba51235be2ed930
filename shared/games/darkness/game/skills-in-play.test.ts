/**
 * D403 (rules 2; seed l.289–293): 10 VP buy a skill point during play, offered as a legal action
 * that carries its price, and points buy or improve a skill of Velada's table at once.
 */
import { describe, expect, it } from 'vitest';
import { skillById, upgradeCost } from '../characters/skills';
import { legalActions } from './legal';
import { SKILL_POINT_VP } from './skills-in-play';
import { act, edit, newGame, refused } from './test-helpers';
import type { DarknessAction, DarknessState } from './types';

function hero0(vp: number, f: (d: DarknessState) => void = () => {}, rulesVersion?: number): DarknessState {
  return edit(newGame({ heroes: [{ skills: { search: 'basic' } }, {}], rulesVersion }), (d) => {
    d.heroes[0]!.vp = vp;
    f(d);
  });
}

const learns = (s: DarknessState) => legalActions(s, 0).filter((a): a is Extract<DarknessAction, { type: 'learnSkill' }> => a.type === 'learnSkill');

describe('D403 buying skill points in play', () => {
  it('a legal action with its price when the hero holds 10 VP; paying moves 10 VP into a skill point', () => {
    expect(SKILL_POINT_VP).toBe(10);
    expect(legalActions(hero0(10), 0)).toContainEqual({ type: 'buySkillPoint', cost: 10 });
    expect(legalActions(hero0(9), 0).some((a) => a.type === 'buySkillPoint')).toBe(false);
    const s = act(hero0(12), 0, { type: 'buySkillPoint', cost: 10 });
    expect(s.heroes[0]).toMatchObject({ vp: 2, skillPoints: 1 });
    expect(s.turn.actionTaken).toBe(false);
    expect(s.log.at(-1)).toMatchObject({ key: 'skill.pointBought', params: { seat: 0, vp: 10, points: 1 } });
  });

  it('never into negative VP, never at another price, never while a roll waits or on another\'s turn', () => {
    refused(hero0(9), 0, { type: 'buySkillPoint', cost: 10 }, 'vp_insufficient');
    refused(hero0(30), 0, { type: 'buySkillPoint', cost: 5 }, 'skill_point_price');
    const rolling = act(hero0(30), 0, { type: 'rollMovement', cancelOhCrap: false });
    refused(rolling, 0, { type: 'buySkillPoint', cost: 10 }, 'not_your_decision');
    refused(hero0(30, (d) => { d.heroes[1]!.vp = 30; }), 1, { type: 'buySkillPoint', cost: 10 }, 'not_your_decision');
  });

  it('points buy a skill at its table cost, or basic → expert at A6\'s upgrade cost; the skill counts from the next roll', () => {
    const one = act(hero0(10), 0, { type: 'buySkillPoint', cost: 10 });
    const offers = learns(one);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((a) => a.cost === 1 && a.tier === 'basic')).toBe(true);
    expect(offers).toContainEqual({ type: 'learnSkill', skill: 'climbing', tier: 'basic', cost: 1 });
    const climbs = act(one, 0, { type: 'learnSkill', skill: 'climbing', tier: 'basic', cost: 1 });
    expect(climbs.heroes[0]!.skills.climbing).toBe('basic');
    expect(climbs.heroes[0]!.skillPoints).toBe(0);
    expect(climbs.heroes[0]!.boughtInPlay).toEqual([{ skill: 'climbing', tier: 'basic', points: 1, how: 'buy' }]);
    expect(one.heroes[0]!.skills.climbing).toBeUndefined();
    const climb = (s: DarknessState) => legalActions(edit(s, (d) => {
      d.pending = { kind: 'build', vpDiceAllowed: 0, check: { purpose: { kind: 'window', window: '2,1' }, seat: 0, attribute: 'dexterity', skills: ['climbing'], itemUses: [], target: { kind: 'level', level: 2 }, assistable: false } };
    }), 0).some((a) => a.type === 'roll' && a.skill === 'climbing');
    expect([climb(one), climb(climbs)]).toEqual([false, true]);
    const upgrade = upgradeCost(skillById('search')!, {});
    const rich = edit(hero0(0), (d) => { d.heroes[0]!.skillPoints = upgrade; });
    expect(learns(rich)).toContainEqual({ type: 'learnSkill', skill: 'search', tier: 'expert', cost: upgrade });
    const expert = act(rich, 0, { type: 'learnSkill', skill: 'search', tier: 'expert', cost: upgrade });
    expect(expert.heroes[0]!.skills.search).toBe('expert');
    expect(expert.heroes[0]!.boughtInPlay).toEqual([{ skill: 'search', tier: 'expert', points: upgrade, how: 'upgrade' }]);
  });

  it('refuses a step the points do not pay for, a skill already held at that tier and a price that is not the table\'s', () => {
    const one = edit(hero0(0), (d) => { d.heroes[0]!.skillPoints = 1; });
    refused(one, 0, { type: 'learnSkill', skill: 'lockpicking', tier: 'basic', cost: 3 }, 'skill_points_short');
    refused(one, 0, { type: 'learnSkill', skill: 'search', tier: 'basic', cost: 3 }, 'skill_not_learnable');
    refused(one, 0, { type: 'learnSkill', skill: 'climbing', tier: 'basic', cost: 2 }, 'skill_point_price');
    refused(one, 0, { type: 'learnSkill', skill: 'nonsense', tier: 'basic', cost: 1 }, 'skill_not_learnable');
  });

  it('rules 1 had no buying in play: neither offered nor accepted', () => {
    const old = hero0(30, () => {}, 1);
    expect(legalActions(old, 0).some((a) => a.type === 'buySkillPoint' || a.type === 'learnSkill')).toBe(false);
    refused(old, 0, { type: 'buySkillPoint', cost: 10 }, 'not_in_these_rules');
  });
});
