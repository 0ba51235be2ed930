/** Accusations, the threshold and what a revealed Tryal does (B.5.4), from constructed days. */
import { describe, expect, it } from 'vitest';
import { act, decision, expectCardsConserved, expectRejected, legal, logKeys, play, scenario } from './test-helpers';
import { accusationsOn, thresholdOf } from './characters';

const acc = (i: number) => `accusation-${i}`;

describe('the threshold', () => {
  it('an accusation that reaches 7 asks its player which face-down Tryal of the target is revealed', () => {
    const s0 = scenario({ hands: [[acc(7)]], fronts: [[], [], [acc(1), acc(2), acc(3), 'evidence-1']] });
    expect(accusationsOn(s0, 2)).toBe(6);
    const s = act(s0, 0, { type: 'play', card: acc(7), target: 2 });
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
    expect(legal(s, 0)).toEqual([0, 1, 2].map((tryal) => ({ type: 'reveal', tryal })));
    expect(s.log.find((e) => e.key === 'threshold')?.params).toEqual({ seat: 0, target: 2, total: 7 });
  });

  it('below the threshold the cards just lie there and the turn goes on', () => {
    const s = act(scenario({ hands: [[acc(1), acc(2)]] }), 0, { type: 'play', card: acc(1), target: 3 });
    expect(s.players[3]!.front).toEqual([acc(1)]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    expect(legal(s, 0)).toContainEqual({ type: 'end' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'draw' });
  });

  it('after the reveal every red card in front of the target is discarded, leftover accusations included', () => {
    const s0 = scenario({ hands: [['witness-1']], fronts: [[], [], [acc(1), acc(2)]] });
    const s = play(s0, [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'reveal', tryal: 1 }]);
    expect(s.players[2]!.tryals[1]!.up).toBe(true);
    expect(s.players[2]!.front).toEqual([]);
    expect(s.discard).toEqual(expect.arrayContaining([acc(1), acc(2), 'witness-1']));
    expect(logKeys(s)).toEqual(['play', 'threshold', 'reveal', 'redDiscarded']);
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    expectCardsConserved(s);
  });

  it('a face-up Tryal cannot be chosen, and the refusal changes nothing', () => {
    const s0 = scenario({ hands: [['witness-1']], up: [[], [], [true, false, false]] });
    const s = act(s0, 0, { type: 'play', card: 'witness-1', target: 2 });
    expectRejected(s, 0, { type: 'reveal', tryal: 0 }, 'tryal_not_face_down');
    expectRejected(s, 0, { type: 'reveal', tryal: 7 }, 'tryal_not_face_down');
  });

  it('George Burroughs loses a Tryal only at 8', () => {
    const characters = ['william_phips', 'mary_warren', 'will_griggs', 'george_burroughs', 'tituba'] as const;
    const s0 = scenario({ characters: [...characters], hands: [[acc(7), acc(8)]], fronts: [[], [], [], [acc(1), acc(2), acc(3), acc(4), acc(5), acc(6)]] });
    expect(thresholdOf(s0, 3)).toBe(8);
    const s1 = act(s0, 0, { type: 'play', card: acc(7), target: 3 });
    expect(decision(s1)).toEqual({ t: 'turn', seat: 0 });
    const s2 = act(s1, 0, { type: 'play', card: acc(8), target: 3 });
    expect(decision(s2)).toMatchObject({ t: 'reveal', target: 3 });
  });

  it('Cotton Mather: Evidence against him counts 1', () => {
    const s0 = scenario({ characters: ['william_phips', 'mary_warren', 'cotton_mather', 'samuel_parris', 'tituba'], hands: [['evidence-1']], fronts: [[], [], [acc(1), acc(2), acc(3), acc(4), acc(5)]] });
    const s = act(s0, 0, { type: 'play', card: 'evidence-1', target: 2 });
    expect(accusationsOn(s, 2)).toBe(6);
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('what a revealed Tryal does', () => {
  it('a Witch kills its holder; every Witch card dies with them and the Town wins when all are up', () => {
    const s0 = scenario({ hands: [[], ['witness-1']], turn: 1, tryals: [['witch', 'not', 'witch'], ['constable', 'not'], ['not'], ['not'], ['not']] });
    const s = play(s0, [1, { type: 'play', card: 'witness-1', target: 0 }], [1, { type: 'reveal', tryal: 0 }]);
    expect(s.players[0]!.alive).toBe(false);
    expect(s.players[0]!.tryals.every((t) => t.up)).toBe(true);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'townWins' });
    expect(s.winners).toEqual([1, 2, 3, 4]);
    expect(s.pending).toEqual([]);
    expect(logKeys(s)).toContain('townWins');
  });

  it('the Constable card turned up ends the Constable role without killing', () => {
    const s = play(scenario({ hands: [['witness-1']] }), [0, { type: 'play', card: 'witness-1', target: 1 }], [0, { type: 'reveal', tryal: 0 }]);
    expect(s.players[1]!.alive).toBe(true);
    expect(s.log.find((e) => e.key === 'constableEnds')?.params).toEqual({ seat: 1 });
  });

  it('the last face-down Tryal turned up kills its holder (a Not a Witch too)', () => {
    const s0 = scenario({ hands: [['witness-1']], up: [[], [], [true, true, false]], fronts: [[], [], ['piety-1']] });
    // Piety stops red cards: Witness may not go on seat 2; seat 3 has one Tryal left.
    expectRejected(s0, 0, { type: 'play', card: 'witness-1', target: 2 }, 'piety_blocks_red');
    const s1 = scenario({ hands: [['witness-1']], up: [[], [], [], [true, true, false]] });
    const s = play(s1, [0, { type: 'play', card: 'witness-1', target: 3 }], [0, { type: 'reveal', tryal: 2 }]);
    expect(s.players[3]!.alive).toBe(false);
    expect(s.log.find((e) => e.key === 'death')?.params).toEqual({ seat: 3, cause: 'allRevealed' });
    expect(s.log.find((e) => e.key === 'wasWitch')?.params).toEqual({ seat: 3, witch: 0 });
  });
});

describe('S23 the pointTwo variant', () => {
  const five = { tryals: [['witch', 'not', 'not', 'not', 'not'], ['constable', 'not', 'not', 'not', 'not'], ['not', 'not', 'not', 'not', 'not'], ['not', 'not', 'not'], ['not', 'not', 'not']] as ('not' | 'witch' | 'constable')[][] };

  it('S23 with 4–5 face-down Tryals the accuser points at two and the accused picks which is revealed', () => {
    const s0 = scenario({ ...five, variants: { pointTwo: true }, hands: [['witness-1']] });
    const s = act(s0, 0, { type: 'play', card: 'witness-1', target: 2 });
    expect(legal(s, 0)).toHaveLength(10);
    expect(legal(s, 0)).toContainEqual({ type: 'point', tryals: [1, 3] });
    expectRejected(s, 0, { type: 'reveal', tryal: 1 }, 'must_point');
    expectRejected(s, 0, { type: 'point', tryals: [2, 2] }, 'point_two_different');
    const pointed = act(s, 0, { type: 'point', tryals: [3, 1] });
    expect(decision(pointed)).toEqual({ t: 'reveal', seat: 2, target: 2, cause: 'accusation', among: [1, 3] });
    expect(legal(pointed, 2)).toEqual([{ type: 'reveal', tryal: 1 }, { type: 'reveal', tryal: 3 }]);
    expectRejected(pointed, 2, { type: 'reveal', tryal: 0 }, 'tryal_not_face_down');
    const done = act(pointed, 2, { type: 'reveal', tryal: 3 });
    expect(done.players[2]!.tryals[3]!.up).toBe(true);
    expect(decision(done)).toEqual({ t: 'turn', seat: 0 });
  });

  it('S23 with 3 or fewer face-down Tryals the accuser chooses as usual', () => {
    const s = act(scenario({ ...five, variants: { pointTwo: true }, hands: [['witness-1']] }), 0, { type: 'play', card: 'witness-1', target: 3 });
    expect(legal(s, 0)).toEqual([0, 1, 2].map((tryal) => ({ type: 'reveal', tryal })));
    expectRejected(s, 0, { type: 'point', tryals: [0, 1] }, 'no_pointing');
  });
});

describe('S33 ruling 8: more than one Witch', () => {
  it('S33 one Witch revealed turns up every Witch its holder has', () => {
    const s0 = scenario({ hands: [['witness-1']], tryals: [['not'], ['constable'], ['witch', 'not', 'witch'], ['witch'], ['not']] });
    const s = play(s0, [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'reveal', tryal: 0 }]);
    expect(s.log.filter((e) => e.key === 'reveal').map((e) => e.params.index)).toEqual([0, 2]);
    expect(s.players[2]!.alive).toBe(false);
    expect(s.result).toBeNull();
  });
});

describe('S24 Rebecca Nurse and the Conspiracy', () => {
  it('S24 the cat reveal offers her a card; she answers after the Conspiracy\'s pass', () => {
    const cs = ['william_phips', 'mary_warren', 'samuel_parris', 'rebecca_nurse', 'tituba'] as const;
    const s = act(scenario({ characters: [...cs], deck: ['conspiracy', 'stocks-1', 'alibi-1'], cat: 2 }), 0, { type: 'draw' });
    const after = act(s, 0, { type: 'reveal', tryal: 0 });
    expect(logKeys(after)).toContain('conspiracyPass');
    expect(decision(after)).toEqual({ t: 'offer', seat: 3, ability: 'rebecca_nurse', target: 2 });
    const drew = act(after, 3, { type: 'offer', use: true });
    expect(drew.players[3]!.hand).toEqual(['stocks-1']);
    expect(drew.players[0]!.hand).toEqual(['alibi-1']);
  });
});
