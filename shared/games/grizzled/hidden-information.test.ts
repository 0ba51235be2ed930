/**
 * The hidden-information audit (docs/rulings/grizzled.md, "Información oculta — qué se
 * comprobó"): for each decision and log line, two games that differ only in a secret (a hand
 * card, a held tile, the order of the Trials pile, the Chaplain's tiles) take the same moves
 * and must look the same to the table at every step: the same decision, the same deciding
 * seat, the same public log. Each twin pair is checked to really differ in its owner's view,
 * so the sameness is not a pair of identical games.
 * Seats: Ana 0 (gas charm), Luis 1 (rain), Marta 2 (night).
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { canonicalJson } from '../../engine/hash';
import { grizzled } from './index';
import type { GrizzledAction, GrizzledState } from './types';
import { A, act, decision, legalTypes, scenario, viewOf, type Scenario } from './test-helpers';

type Move = [Seat, GrizzledAction];

/** What the table sees before and after each move: the public view and the status. */
function publicTrace(s0: GrizzledState, moves: Move[]): string[] {
  const out: string[] = [];
  let s = s0;
  const look = () => out.push(canonicalJson({ view: viewOf(s, null), status: grizzled.status(s) }));
  look();
  for (const [seat, action] of moves) {
    s = act(s, seat, action);
    look();
  }
  return out;
}

function expectTwins(a: GrizzledState, b: GrizzledState, moves: Move[], secretOf: Seat): void {
  expect(canonicalJson(viewOf(a, secretOf).me)).not.toBe(canonicalJson(viewOf(b, secretOf).me));
  const ta = publicTrace(a, moves);
  const tb = publicTrace(b, moves);
  ta.forEach((step, i) => expect(step, `public table after ${i} move(s)`).toBe(tb[i]));
}

const HANDS = [['TC05-1'], ['TC07-1'], ['TC09-1']];

describe('Información oculta: each decision looks the same whatever the secrets', () => {
  it('H2 the support tile choice: asked and logged the same whichever tiles the seat holds', () => {
    const o: Scenario = { hands: HANDS, tiles: [['L1', 'R1'], ['L2'], ['L3']] };
    const a = scenario(o);
    const b = scenario({ ...o, tiles: [['L1', 'R4'], ['L2'], ['L3']] });
    expectTwins(a, b, [[0, A.withdraw], [0, A.support('L1')]], 0);
    const after = act(act(b, 0, A.withdraw), 0, A.support('L1'));
    expect(viewOf(after, null).log.map((e) => e.key)).toEqual(['withdraw', 'tilePlaced']);
    expect(viewOf(after, 0).log.at(-1)).toEqual({ key: 'tileChosen', params: { seat: 0, tile: 'L1' }, to: 0 });
  });

  it('H3 Absent-minded: the removal is asked and logged the same; which tile left stays with its owner', () => {
    const o: Scenario = { hands: HANDS, knocks: [['HK19']], tiles: [['L1', 'R1'], ['L2'], ['L3']] };
    const a = scenario(o);
    const b = scenario({ ...o, tiles: [['L1', 'R4'], ['L2'], ['L3']] });
    expectTwins(a, b, [[0, A.withdraw], [0, A.forsake('L1')]], 0);
    expect(decision(act(act(a, 0, A.withdraw), 0, A.forsake('L1')))).toEqual({ t: 'support', seat: 0 });
  });

  it('H4 Panicked: the random tile is announced, never named, whichever tiles the seat holds', () => {
    const o: Scenario = { hands: HANDS, knocks: [['HK13']], tiles: [['R1', 'L1'], ['L2'], ['L3']], rng: 'panic' };
    const a = scenario(o);
    const b = scenario({ ...o, tiles: [['R4', 'L1'], ['L2'], ['L3']] });
    // The seeded pick lands on the tile that differs, so the twins really placed different tiles.
    expect(act(a, 0, A.withdraw).players[0].played).toBe('R1');
    expect(act(b, 0, A.withdraw).players[0].played).toBe('R4');
    expectTwins(a, b, [[0, A.withdraw]], 0);
  });

  it('H5 Merry Christmas: the choice is over public knocks only; the rest of the hand changes nothing', () => {
    const o: Scenario = { hands: [['X01', 'TC05-1'], ['TC07-1'], ['TC09-1']], knocks: [[], ['HK01'], ['HK05']] };
    const a = scenario(o);
    const b = scenario({ ...o, hands: [['X01', 'TC03-1'], ['TC07-1'], ['TC09-1']] });
    expectTwins(a, b, [[0, A.play('X01')], [0, A.heal('HK05')]], 0);
    expect(grizzled.legalActions(act(a, 0, A.play('X01')), 0)).toEqual(grizzled.legalActions(act(b, 0, A.play('X01')), 0));
  });

  it('H6 H7 the reward and the Morale Drop depend on public counts only, not on which cards are held', () => {
    // Luis's R1 and Marta's L1 both point at Ana, who withdraws last holding one card.
    const o: Scenario = {
      hands: [['TC05-1'], ['TC07-1'], []], knocks: [['HK01', 'HK05'], [], []], tiles: [[], [], []],
      played: [null, 'R1', 'L1'], withdrawn: [false, true, true],
    };
    const a = scenario(o);
    const b = scenario({ ...o, hands: [['TC03-1'], ['TC11-1'], []] });
    expectTwins(a, b, [[0, A.withdraw], [0, A.heal('HK01', 'HK05')]], 0);
    const after = act(act(b, 0, A.withdraw), 0, A.heal('HK01', 'HK05'));
    expect(viewOf(after, null).log.find((e) => e.key === 'morale')?.params).toEqual({ n: 3, morale: expect.any(Number) });
  });

  it('H8 the Chaplain: that he placed a tile is public, which one is not, whatever tiles he holds', () => {
    const o: Scenario = {
      variant: 'twoPlayer', hands: [[], []], tiles: [['L3'], ['L4']], chaplainTiles: ['L1', 'R2', 'R1'], rng: 'chaplain',
      stage: { s: 'preparation' }, intensity: null, pending: [{ t: 'intensity', seat: 0, min: 1, max: 3 }],
    };
    const a = scenario(o);
    const b = scenario({ ...o, chaplainTiles: ['L1', 'R2', 'R4'] });
    expect(act(a, 0, A.intensity(1)).chaplain!.played).toBe('R1');
    expect(act(b, 0, A.intensity(1)).chaplain!.played).toBe('R4');
    expect(publicTrace(a, [[0, A.intensity(1)]])).toEqual(publicTrace(b, [[0, A.intensity(1)]]));
    expect(viewOf(act(a, 0, A.intensity(1)), null).log.map((e) => e.key)).toContain('chaplainTile');
  });

  it('H9 intensity, the deal and Frenzied: the range, the counts and the log come from public figures, not from the cards', () => {
    const trials = ['TC01-1', 'TC01-2', 'TC03-1', 'TC05-1', 'TC07-1', 'TC09-1', 'TC11-1', 'TC13-1'];
    const o: Scenario = {
      knocks: [[], ['HK14'], []], trials, stage: { s: 'preparation' }, intensity: null,
      pending: [{ t: 'intensity', seat: 0, min: 1, max: 3 }],
    };
    const a = scenario(o);
    const b = scenario({ ...o, trials: trials.slice().reverse() });
    const ta = publicTrace(a, [[0, A.intensity(2)]]);
    expect(ta).toEqual(publicTrace(b, [[0, A.intensity(2)]]));
    const dealt = act(a, 0, A.intensity(2));
    expect(viewOf(dealt, null).log.map((e) => e.key)).toEqual(['intensity', 'dealt', 'frenzied']);
    expect(viewOf(dealt, 1).me!.hand).not.toEqual(viewOf(act(b, 0, A.intensity(2)), 1).me!.hand);
  });

  it('H10 withdrawing: what is allowed, forced or forbidden follows public facts, and the log names only the withdrawal', () => {
    // Hardheaded with two cards: blocked in both twins; Fearful with a threat twice: forced in both.
    const hard: Scenario = { hands: [['TC05-1', 'TC07-1'], ['TC13-1'], ['TC17-1']], knocks: [['HK16']] };
    expect(legalTypes(scenario(hard), 0)).toEqual(legalTypes(scenario({ ...hard, hands: [['TC03-1', 'TC09-1'], ['TC13-1'], ['TC17-1']] }), 0));
    const fearful: Scenario = { hands: [['TC05-1'], ['TC13-1'], ['TC17-1']], knocks: [['HK12']], nml: ['TC01-1', 'TC02-1'], tiles: [[], [], []] };
    const a = scenario(fearful);
    const b = scenario({ ...fearful, hands: [['TC09-1'], ['TC13-1'], ['TC17-1']] });
    expect(legalTypes(a, 0)).toEqual(['withdraw']);
    expect(legalTypes(b, 0)).toEqual(['withdraw']);
    expectTwins(a, b, [[0, A.withdraw]], 0);
  });

  it('H11 a speech: asked, in order, with the same prompt and log whether a seat holds the threat (see G16 in mission.test.ts)', () => {
    const o: Scenario = { speech: [1], hands: [['TC05-1'], ['TC07-1'], ['TC01-1']] };
    const a = scenario(o);
    const b = scenario({ ...o, hands: [['TC05-1'], ['TC07-1'], ['TC03-1']] });
    expectTwins(a, b, [[0, A.speech('gas')], [1, A.pass], [2, A.pass]], 2);
  });
});
