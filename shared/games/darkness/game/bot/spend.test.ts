import { describe, expect, it } from 'vitest';
import type { DarknessAction } from '../types';
import { heroBot } from './hero';
import { VP_RESERVE } from './spend';
import { heroFixture, viewFixture } from './test-view';

const DANA = 0;
const BUY: DarknessAction = { type: 'buySkillPoint', cost: 10 };
const ROLL: DarknessAction = { type: 'rollMovement', cancelOhCrap: false };
const learn = (skill: string, cost: number): DarknessAction => ({ type: 'learnSkill', skill, tier: 'basic', cost });

describe('D408 the hero bot spends VP on skills only with a reserve, toward a skill it lacks', () => {
  it('buys a point when the VP above the reserve pay for a wanted skill, then learns it', () => {
    const hero = heroFixture(0, DANA, { x: 7, y: 3 });
    hero.vp = 10 + VP_RESERVE;
    const view = viewFixture([hero]);
    expect(heroBot(view, 0, [ROLL, BUY], 1)).toEqual(BUY);
    hero.vp = VP_RESERVE;
    hero.skillPoints = 1;
    expect(heroBot(view, 0, [ROLL, learn('climbing', 1), learn('bribery', 1)], 1)).toEqual(learn('bribery', 1));
  });

  it('keeps its reserve, and never buys for a skill it would not use', () => {
    const hero = heroFixture(0, DANA, { x: 7, y: 3 });
    hero.vp = 10 + VP_RESERVE - 1;
    expect(heroBot(viewFixture([hero]), 0, [ROLL, BUY], 1)).toEqual(ROLL);
    hero.vp = 40;
    hero.skillPoints = 1;
    expect(heroBot(viewFixture([hero]), 0, [ROLL, learn('climbing', 1)], 1)).toEqual(ROLL);
    for (const skill of ['dodge', 'hand_to_hand', 'search', 'bribery', 'charm', 'sprint']) hero.skills[skill] = 'basic';
    expect(heroBot(viewFixture([hero]), 0, [ROLL, BUY], 1)).toEqual(ROLL);
  });
});
