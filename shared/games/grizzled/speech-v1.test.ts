/**
 * A speech under rules version 1 (saves made before G16 changed): only the players still in
 * who hold a card of the named threat are asked, a pass is logged in public (`speechPass`) and
 * the speech ends without a line of its own. The same situations under version 2 ask everyone
 * (mission.test.ts), so each test here also checks that version 2 still differs.
 * Cards: TC05 night+whistle, TC07 snow+shell, TC09 snow+gas, TC13 rain+shell, TC15 rain+gas, TC17 rain+whistle.
 */
import { describe, expect, it } from 'vitest';
import type { GrizzledState } from './types';
import { A, act, decision, expectConserved, expectRejected, legal, logKeys, scenario, viewOf, type Scenario } from './test-helpers';

/** The scenario under the rules of version `rulesVersion`. */
function under(rulesVersion: number, o: Scenario): GrizzledState {
  return { ...scenario(o), rulesVersion };
}

// Pablo (3) is withdrawn; Luis (1) speaks about rain.
const o: Scenario = {
  players: 4, active: 1, speech: [0, 1, 0, 0], speechStock: 3, withdrawn: [false, false, false, true],
  hands: [['HK01', 'TC05-1'], ['TC07-1'], ['TC13-1', 'TC15-1', 'TC09-1'], ['TC17-1']],
};

describe('G16 rules version 1: a speech asks only the holders of the threat', () => {
  it('G16 v1 players still in with a matching card are asked clockwise from the speaker; each discards one or passes', () => {
    let s = act(under(1, o), 1, A.speech('rain'));
    expect(decision(s)).toEqual({ t: 'speech', seat: 2, speaker: 1, threat: 'rain' });
    expect(legal(s, 2)).toEqual([A.discard('TC13-1'), A.discard('TC15-1'), A.pass]);
    expectRejected(s, 2, A.discard('TC09-1'), 'card_not_matching');
    s = act(s, 2, A.discard('TC15-1'));
    expect(decision(s)).toEqual({ t: 'speech', seat: 0, speaker: 1, threat: 'rain' });
    s = act(s, 0, A.discard('HK01'));
    expect(s.players[0]).toMatchObject({ hand: ['TC05-1'], knocks: [] });
    expect(s.discarded).toEqual(['TC15-1', 'HK01']);
    // No speechEnd line: version 1 had none.
    expect(logKeys(s)).toEqual(['speech', 'speechDiscard', 'speechDiscard']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expectConserved(s);
  });

  it('G16 v1 a pass is logged in public and players without a matching card are never asked', () => {
    const hands = [['TC05-1'], ['TC07-1'], ['TC13-1'], ['TC17-1']];
    let s = act(under(1, { ...o, hands }), 1, A.speech('rain'));
    expect(decision(s)).toEqual({ t: 'speech', seat: 2, speaker: 1, threat: 'rain' });
    s = act(s, 2, A.pass);
    expect(s.players[2].hand).toEqual(['TC13-1']);
    expect(logKeys(s)).toEqual(['speech', 'speechPass']);
    expect(viewOf(s, null).log.map((e) => e.key)).toEqual(['speech', 'speechPass']);
    // Ana (0) holds no rain card: never asked; the turn passes on.
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });

    // The same moves under version 2 ask Ana too, and the pass leaves no line.
    let now = act(under(2, { ...o, hands }), 1, A.speech('rain'));
    now = act(now, 2, A.pass);
    expect(decision(now)).toEqual({ t: 'speech', seat: 0, speaker: 1, threat: 'rain' });
    expect(logKeys(now)).toEqual(['speech']);
  });

  it('G16 v1 with nobody holding the threat the speech ends at once, with no speechEnd line', () => {
    const hands = [['TC05-1'], ['TC07-1'], ['TC09-1'], ['TC17-1']];
    const nobody = act(under(1, { ...o, hands }), 1, A.speech('rain'));
    expect(logKeys(nobody)).toEqual(['speech']);
    expect(decision(nobody)).toEqual({ t: 'turn', seat: 2 });
    // Version 2 asks Marta all the same.
    expect(decision(act(under(2, { ...o, hands }), 1, A.speech('rain')))).toEqual({ t: 'speech', seat: 2, speaker: 1, threat: 'rain' });
  });

  it('G16 v1 a state keeps its rules version through a speech and adds no field', () => {
    const before = under(1, o);
    const after = act(before, 1, A.speech('rain'));
    expect(after.rulesVersion).toBe(1);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });
});
