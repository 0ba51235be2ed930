/**
 * Encounter discs (digest §1.11, A21, A25): every kind's success and failure, each security kind's
 * social and fight approach, numbered discs by role. Constructed states in the café (test-helpers-e2).
 */
import { describe, expect, it } from 'vitest';
import { flipDisc, applySecurityApproach } from './encounters';
import { follow, runFlow } from './flow';
import { afterHeroMoved } from './objective';
import { reshuffleBuilding } from './reshuffle';
import { addDisc, build, expectPending, faceDown, faceUp, held, logKeys, pendingCheck, settle } from './test-helpers-e2';
import { scenarioActionIds, startScenarioAction } from './scenario';
import type { DarknessState } from './types';

const Q1 = { x: 2, y: 2 }, Q2 = { x: 5, y: 2 }, Q3 = { x: 4, y: 4 };
const CAFE_QUESTIONS = ['2,2', '5,2', '4,4'];

function cafeWith(def: string, kind: 'item' | 'ally' | 'security' | 'adversary', rules: Record<string, string> = {}, heroes = [{ at: Q1 }]): { s: DarknessState; id: string } {
  const s = build({ heroes, rules });
  const id = addDisc(s, def, kind, faceDown(Q1));
  addDisc(s, 'food', 'item', faceDown(Q2));
  addDisc(s, 'matches', 'item', faceDown(Q3));
  s.peeks = { 0: [id], 1: [id, 'd2'] };
  return { s, id };
}

const squaresOfFaceDown = (s: DarknessState) =>
  Object.values(s.discs).filter((d) => d.where.zone === 'board' && !d.where.faceUp).map((d) => (d.where.zone === 'board' ? `${d.where.at.x},${d.where.at.y}` : '')).sort();

describe('flipping a disc', () => {
  it('turns it face up for everyone, clears every peek of it and names it in a public line', () => {
    const { s, id } = cafeWith('knife', 'item');
    runFlow(s, flipDisc(s, 0, id));
    expect(s.discs[id]!.where).toEqual({ zone: 'board', at: Q1, faceUp: true });
    expect(s.peeks).toEqual({ 0: [], 1: ['d2'] });
    const line = s.log.find((e) => e.key === 'discFlipped')!;
    expect(line).toEqual({ key: 'discFlipped', params: { seat: 0, disc: 'knife', kind: 'item' } });
  });
});

describe('item discs', () => {
  it('start an Intelligence search check with Search and search items against the disc difficulty', () => {
    const { s, id } = cafeWith('knife', 'item');
    runFlow(s, flipDisc(s, 0, id));
    const check = pendingCheck(s);
    expect(check).toMatchObject({ purpose: { kind: 'search', disc: id }, seat: 0, attribute: 'intelligence', skills: ['search'], itemUses: ['search'], target: { kind: 'level', level: 2 }, assistable: true });
  });

  it('A21 success: held, worth the level of the roll (as printed), stored on the disc', () => {
    const { s, id } = cafeWith('knife', 'item');
    runFlow(s, flipDisc(s, 0, id));
    settle(s, true, 4);
    expect(s.discs[id]!.where).toEqual(held(0));
    expect(s.discs[id]!.awardedVp).toBe(4);
    expect(s.heroes[0]!.vp).toBe(4);
    expect(s.pending).toBeNull();
  });

  it('A21 option disc_difficulty: the item is worth its difficulty whatever the roll', () => {
    const { s, id } = cafeWith('knife', 'item', { A21: 'disc_difficulty' });
    runFlow(s, flipDisc(s, 0, id));
    settle(s, true, 6);
    expect(s.heroes[0]!.vp).toBe(2);
    expect(s.discs[id]!.awardedVp).toBe(2);
  });

  it('D281 failure: the building\'s face-down discs and this one are re-placed face down at random on its ? squares, peeks cleared, no Failure disc', () => {
    const { s, id } = cafeWith('knife', 'item');
    runFlow(s, flipDisc(s, 0, id));
    settle(s, false);
    expect(squaresOfFaceDown(s)).toEqual([...CAFE_QUESTIONS].sort());
    expect(s.discs[id]!.where).toMatchObject({ zone: 'board', faceUp: false });
    expect(s.peeks[1]).toEqual([]);
    expect(s.heroes[0]!.failures).toBe(0);
    expect(logKeys(s)).toContain('buildingReshuffled');
  });

  it('a reshuffle leaves discs of other tiles alone and keeps a face-up disc\'s square free', () => {
    const s = build();
    const police = addDisc(s, 'knife', 'item', faceDown({ x: 10, y: 2 }));
    const up = addDisc(s, 'food', 'item', { zone: 'board', at: Q1, faceUp: true });
    const a = addDisc(s, 'matches', 'item', faceDown(Q2));
    const b = addDisc(s, 'bandages', 'item', faceDown(Q3));
    for (let i = 0; i < 10; i++) {
      reshuffleBuilding(s, 0);
      expect(s.discs[police]!.where).toEqual(faceDown({ x: 10, y: 2 }));
      expect(s.discs[up]!.where).toEqual({ zone: 'board', at: Q1, faceUp: true });
      expect([a, b].map((d) => s.discs[d]!.where).every((w) => w.zone === 'board' && !(w.at.x === 2 && w.at.y === 2))).toBe(true);
    }
  });
});

describe('ally discs', () => {
  it('start a Persuasion check with the social skills; success holds the ally worth the roll\'s level', () => {
    const { s, id } = cafeWith('priest', 'ally');
    runFlow(s, flipDisc(s, 0, id));
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'recruit' }, attribute: 'persuasion', skills: ['fast_talk', 'bribery', 'negotiation', 'charm', 'intimidation', 'leadership'], target: { kind: 'level', level: 3 } });
    settle(s, true, 5);
    expect(s.discs[id]!.where).toEqual(held(0));
    expect(s.heroes[0]!.vp).toBe(5);
  });

  it('failure gives a Failure disc and reshuffles', () => {
    const { s, id } = cafeWith('priest', 'ally');
    runFlow(s, flipDisc(s, 0, id));
    settle(s, false);
    expect(s.heroes[0]!.failures).toBe(1);
    expect(s.discs[id]!.where).toMatchObject({ zone: 'board', faceUp: false });
    expect(squaresOfFaceDown(s)).toEqual([...CAFE_QUESTIONS].sort());
  });
});

describe('security discs', () => {
  for (const [def, how] of [['guard_night', 'guard'], ['owner_grumpy', 'owner'], ['dog_mastiff', 'dog']] as const) {
    it(`A25 a ${how} asks social or fight; social success keeps the disc worth its difficulty`, () => {
      const { s, id } = cafeWith(def, 'security');
      runFlow(s, flipDisc(s, 0, id));
      expect(s.pending).toEqual({ kind: 'securityApproach', seat: 0, disc: id, canFight: true });
      expect(follow(s, applySecurityApproach(s, 1, 'social'))?.code).toBe('not_your_decision');
      expect(follow(s, applySecurityApproach(s, 0, 'social'))).toBeNull();
      const check = pendingCheck(s);
      expect(check.purpose).toEqual({ kind: 'security', disc: id });
      expect(check.itemUses).toEqual(how === 'dog' ? ['animal_handling'] : ['persuasion', 'bribe']);
      if (how === 'dog') expect(check.skills).toContain('animal_handling');
      settle(s, true, 6);
      expect(s.discs[id]!.where).toEqual(held(0));
      const difficulty = how === 'guard' ? 3 : 2;
      expect(s.heroes[0]!.vp).toBe(difficulty);
      expect(s.discs[id]!.awardedVp).toBe(difficulty);
    });

    it(`a ${how}: social failure puts every hero in the building outside by the door, a Failure disc for the active hero, reshuffle`, () => {
      const { s, id } = cafeWith(def, 'security', {}, [{ at: Q1 }, { at: { x: 3, y: 3 } }, { at: { x: 9, y: 0 } }]);
      runFlow(s, flipDisc(s, 0, id));
      follow(s, applySecurityApproach(s, 0, 'social'));
      settle(s, false);
      expect(s.heroes[0]!.at).toEqual({ x: 7, y: 3 });
      expect(s.heroes[1]!.at).toEqual({ x: 7, y: 3 });
      expect(s.heroes[2]!.at).toEqual({ x: 9, y: 0 });
      expect(s.heroes.map((h) => h.failures)).toEqual([1, 0, 0]);
      expect(s.discs[id]!.where).toMatchObject({ zone: 'board', faceUp: false });
      expect(squaresOfFaceDown(s)).toEqual([...CAFE_QUESTIONS].sort());
    });

    it(`a ${how} fought: one round of combat`, () => {
      const { s, id } = cafeWith(def, 'security');
      runFlow(s, flipDisc(s, 0, id));
      follow(s, applySecurityApproach(s, 0, 'fight'));
      expect(pendingCheck(s).purpose).toEqual({ kind: 'initiative', disc: id });
      expect(s.scenario.fight).toContain('"rounds":1');
    });
  }

  it('A25 D302 option security_social_only: no approach asked, the social check starts, and fight is refused', () => {
    const { s, id } = cafeWith('guard_night', 'security', { A25: 'security_social_only' });
    runFlow(s, flipDisc(s, 0, id));
    expect(pendingCheck(s).purpose).toEqual({ kind: 'security', disc: id });
    s.pending = { kind: 'securityApproach', seat: 0, disc: id, canFight: false };
    const before = JSON.stringify(s);
    expect(follow(s, applySecurityApproach(s, 0, 'fight'))?.code).toBe('security_no_fight');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('an alarm goes straight to Intelligence + Security Systems; failure throws everyone out', () => {
    const { s, id } = cafeWith('alarm_basic', 'security');
    runFlow(s, flipDisc(s, 0, id));
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'security', disc: id }, attribute: 'intelligence', skills: ['security_systems'], itemUses: [], target: { kind: 'level', level: 2 } });
    settle(s, false);
    expect(s.heroes[0]!.at).toEqual({ x: 7, y: 3 });
    expect(s.heroes[0]!.failures).toBe(1);
  });

  it('D301 security passed is worth its difficulty under both A21 options', () => {
    const { s, id } = cafeWith('guard_night', 'security', { A21: 'disc_difficulty' });
    runFlow(s, flipDisc(s, 0, id));
    follow(s, applySecurityApproach(s, 0, 'social'));
    settle(s, true, 1);
    expect(s.heroes[0]!.vp).toBe(3);
  });

  it('an alarm disarmed is kept, worth its difficulty', () => {
    const { s, id } = cafeWith('alarm_silent', 'security');
    runFlow(s, flipDisc(s, 0, id));
    settle(s, true, 3);
    expect(s.discs[id]!.where).toEqual(held(0));
    expect(s.heroes[0]!.vp).toBe(3);
  });
});

describe('adversary discs', () => {
  it('start a fight: the disc stands under the figure and initiative is rolled (Dex vs I)', () => {
    const { s, id } = cafeWith('ghoul_1', 'adversary');
    runFlow(s, flipDisc(s, 0, id));
    expect(s.discs[id]!.where).toEqual({ zone: 'underFigure', seat: 0 });
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'initiative', disc: id }, attribute: 'dexterity', skills: ['quick_reflexes'], itemUses: ['initiative'], target: { kind: 'level', level: 2 } });
  });
});

describe('numbered discs', () => {
  it('a part is taken with no roll and no VP; its weight counts toward the carrying limit (D401: a Strength roll; rules 1: a drop)', () => {
    for (const version of [2, 1]) {
      const s = build({ heroes: [{ at: Q1, carryLimit: 1 }] });
      s.rulesVersion = version;
      addDisc(s, 'bandages', 'item', held(0));
      const part = addDisc(s, 'numbered:1', 'numbered', faceDown(Q1));
      runFlow(s, flipDisc(s, 0, part));
      expect(s.discs[part]!.where).toEqual(held(0));
      expect(s.heroes[0]!.vp).toBe(0);
      if (version === 1) expect(s.pending).toEqual({ kind: 'drop', seat: 0, over: 1 });
      else expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'carry' }, attribute: 'attack' });
    }
  });

  it('a townsperson must be calmed (Pers vs calm): success follows the rescuer, who leads them on', () => {
    const s = build({ scenarioId: 'quiet_stacks', heroes: [{ at: Q1 }] });
    const t = addDisc(s, 'numbered:3', 'numbered', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, t));
    expect(pendingCheck(s)).toMatchObject({ purpose: { kind: 'calm', disc: t }, attribute: 'persuasion', target: { kind: 'level', level: 1 } }); // D313: 6H
    settle(s, true);
    expect(s.discs[t]!.following).toBe(0);
    s.heroes[0]!.at = { x: 3, y: 2 };
    afterHeroMoved(s, 0);
    expect(s.discs[t]!.where).toEqual({ zone: 'board', at: { x: 3, y: 2 }, faceUp: true });
  });

  it('D289 a townsperson left face up can be calmed again as a scenario action on its square', () => {
    const s = build({ scenarioId: 'quiet_stacks', heroes: [{ at: Q1 }, { at: Q2 }] });
    const t = addDisc(s, 'numbered:3', 'numbered', { zone: 'board', at: Q1, faceUp: true });
    expect(scenarioActionIds(s, 0)).toEqual([`calm:${t}`]);
    expect(scenarioActionIds(s, 1)).toEqual([]);
    expect(follow(s, startScenarioAction(s, 1, `calm:${t}`))?.code).toBe('scenario_action_unavailable');
    expect(follow(s, startScenarioAction(s, 0, `calm:${t}`))).toBeNull();
    expect(pendingCheck(s).purpose).toEqual({ kind: 'calm', disc: t });
    settle(s, true);
    expect(s.discs[t]!.following).toBe(0);
    expect(scenarioActionIds(s, 0)).toEqual([]);
  });

  it('a townsperson not calmed stays face up where it is, with no Failure disc', () => {
    const s = build({ scenarioId: 'quiet_stacks', heroes: [{ at: Q1 }] });
    const t = addDisc(s, 'numbered:3', 'numbered', faceDown(Q1));
    runFlow(s, flipDisc(s, 0, t));
    settle(s, false);
    expect(s.discs[t]!.where).toEqual({ zone: 'board', at: Q1, faceUp: true });
    expect(s.discs[t]!.following).toBeNull();
    expect(s.heroes[0]!.failures).toBe(0);
    expectPending(s, null);
  });
});

describe('D281 reshuffles and public disc ids', () => {
  it('the disc just seen ends under a random id among the building\'s discs, so the table cannot follow it', () => {
    const holders = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const s = build({ heroes: [{ at: Q1 }], seed: `r${seed}` });
      const knife = addDisc(s, 'knife', 'item', faceDown(Q1));
      addDisc(s, 'food', 'item', faceDown(Q2));
      addDisc(s, 'matches', 'item', faceDown(Q3));
      runFlow(s, flipDisc(s, 0, knife));
      settle(s, false);
      const holder = Object.values(s.discs).filter((d) => d.def === 'knife');
      expect(holder).toHaveLength(1);
      expect(Object.values(s.discs).map((d) => d.def).sort()).toEqual(['food', 'knife', 'matches']);
      holders.add(holder[0]!.id);
    }
    expect(holders.size).toBeGreaterThan(1);
  });
});

describe('D304 a reshuffle keeps one face-down disc per ? square', () => {
  it('more face-down discs than ? squares: each square takes one, the extra waits (A17), never the numbered part while another can wait', () => {
    for (let seed = 0; seed < 10; seed++) {
      const s = build({ heroes: [{ at: { x: 3, y: 2 } }], seed: `over${seed}` });
      addDisc(s, 'knife', 'item', faceDown(Q1));
      addDisc(s, 'food', 'item', faceDown(Q2));
      addDisc(s, 'numbered:1', 'numbered', faceDown(Q3));
      // An adversary sent back face down on the floor square it was fled from (not a ? square).
      addDisc(s, 'shambler_1', 'adversary', faceDown({ x: 3, y: 2 }));
      reshuffleBuilding(s, 0);
      expect(squaresOfFaceDown(s)).toEqual(CAFE_QUESTIONS.slice().sort());
      const waiting = Object.values(s.discs).filter((d) => d.where.zone === 'waiting');
      expect(waiting).toHaveLength(1);
      expect(waiting[0]!.kind).not.toBe('numbered');
      expect(s.log.at(-1)).toEqual({ key: 'discsWaitForTile', params: { tile: 0, discs: 1 } });
    }
  });

  it('a ? square holding a face-up disc is used last; with room elsewhere no face-down disc joins it', () => {
    const s = build({ heroes: [{ at: { x: 3, y: 2 } }] });
    addDisc(s, 'knife', 'item', faceUp(Q1));
    addDisc(s, 'food', 'item', faceDown(Q2));
    addDisc(s, 'matches', 'item', faceDown({ x: 3, y: 2 }));
    reshuffleBuilding(s, 0);
    expect(squaresOfFaceDown(s)).toEqual(['4,4', '5,2']);
    expect(logKeys(s)).not.toContain('discsWaitForTile');
  });

  it('A17 remove_extras with the stack empty: an extra item leaves play instead of waiting', () => {
    const s = build({ heroes: [{ at: { x: 3, y: 2 } }], rules: { A17: 'remove_extras' } });
    for (const at of [Q1, Q2, Q3, { x: 3, y: 2 }]) addDisc(s, 'food', 'item', faceDown(at));
    reshuffleBuilding(s, 0);
    expect(Object.values(s.discs).filter((d) => d.where.zone === 'removed')).toHaveLength(1);
    expect(squaresOfFaceDown(s)).toEqual(CAFE_QUESTIONS.slice().sort());
  });
});
