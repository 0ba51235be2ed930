/**
 * What changes hands (E3's follow-ups): townsfolk are never carried (D305), and a part handed to,
 * picked up or found by a hero already on the objective's `!` square is delivered at once (D306).
 * Constructed states in E2's town: the café (0,0) and the police station (1,0), whose `!` is (11,3).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from './legal';
import { act, addDisc, build, faceDown, faceUp, held, refusedWith } from './test-helpers-e2';
import type { DarknessState, Seat } from './types';

const POLICE_MARK = { x: 11, y: 3 };

describe('D305 townsfolk are never carried', () => {
  const quiet = (following: Seat | null) => {
    const s = build({ scenarioId: 'quiet_stacks', heroes: [{ at: { x: 3, y: 2 } }, { at: { x: 3, y: 2 } }] });
    const id = addDisc(s, 'numbered:3', 'numbered', faceUp({ x: 3, y: 2 }), { following });
    return { s, id };
  };

  it('a face-up townsperson on the square cannot be picked up, calmed or not, and is not offered', () => {
    for (const following of [null, 0]) {
      const { s, id } = quiet(following);
      expect(refusedWith(s, 0, { type: 'pickUp', disc: id })).toBe('townsperson_not_carried');
      expect(legalActions(s, 0)).not.toContainEqual({ type: 'pickUp', disc: id });
      expect(s.discs[id]!.where).toEqual(faceUp({ x: 3, y: 2 }));
    }
  });

  it('a townsperson is neither given nor dropped, while a part still is', () => {
    const s = build({ scenarioId: 'quiet_stacks', heroes: [{ at: { x: 3, y: 2 } }, { at: { x: 3, y: 2 } }] });
    const person = addDisc(s, 'numbered:3', 'numbered', held(0));
    expect(refusedWith(s, 0, { type: 'give', disc: person, to: 1 })).toBe('disc_not_held');
    expect(refusedWith(s, 0, { type: 'drop', disc: person })).toBe('disc_not_held');
    const radio = build({ heroes: [{ at: { x: 3, y: 2 } }, { at: { x: 3, y: 2 } }] });
    const part = addDisc(radio, 'numbered:1', 'numbered', held(0));
    expect(act(radio, 0, { type: 'give', disc: part, to: 1 }).discs[part]!.where).toEqual(held(1));
  });
});

describe('D306 a part reaching a hero on the objective square is delivered at once', () => {
  const atMark = () => build({ heroes: [{ at: POLICE_MARK }, { at: POLICE_MARK }] });

  it('given to a hero standing on the police station\'s !: delivered, VP awarded, no step needed', () => {
    const s = atMark();
    const part = addDisc(s, 'numbered:1', 'numbered', held(0));
    const done = act(s, 0, { type: 'give', disc: part, to: 1 });
    expect(done.scenario['delivered.1']).toBe(true);
    expect(done.discs[part]!.where).toEqual({ zone: 'removed' });
    expect(done.heroes[1]!.vp).toBe(2);
    expect(done.log.some((e) => e.key === 'partDelivered' && e.params.seat === 1 && e.params.n === 1)).toBe(true);
  });

  it('picked up face up on the ! square: delivered at once', () => {
    const s = atMark();
    const part = addDisc(s, 'numbered:2', 'numbered', faceUp(POLICE_MARK));
    const done = act(s, 0, { type: 'pickUp', disc: part });
    expect(done.scenario['delivered.2']).toBe(true);
    expect(done.discs[part]!.where).toEqual({ zone: 'removed' });
  });

  it('found face down there (a part needs no roll): delivered at once; elsewhere it is only held', () => {
    const s = atMark();
    const part = addDisc(s, 'numbered:3', 'numbered', faceDown(POLICE_MARK));
    const found = act(s, 0, { type: 'flipDisc' });
    expect(found.scenario['delivered.3']).toBe(true);
    expect(found.discs[part]!.where).toEqual({ zone: 'removed' });
    const away = build({ heroes: [{ at: { x: 10, y: 2 } }] });
    const other = addDisc(away, 'numbered:3', 'numbered', faceDown({ x: 10, y: 2 }));
    const kept = act(away, 0, { type: 'flipDisc' });
    expect(kept.scenario['delivered.3']).toBeUndefined();
    expect(kept.discs[other]!.where).toEqual(held(0));
  });

  it('the last part delivered by a gift wins the game at once', () => {
    const s = atMark();
    s.scenario['delivered.1'] = true;
    s.scenario['delivered.2'] = true;
    const part = addDisc(s, 'numbered:3', 'numbered', held(0));
    const done = act(s, 0, { type: 'give', disc: part, to: 1 });
    expect(done.result?.outcome).toBe('victory');
  });
});
