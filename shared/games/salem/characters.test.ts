/** The Town Hall abilities that act during the day (B.3), each from a constructed state. */
import { describe, expect, it } from 'vitest';
import type { CharacterId } from './types';
import { act, decision, expectRejected, legal, logKeys, play, scenario, sleepThrough } from './test-helpers';
import { accusationsOn, thresholdOf } from './characters';

const acc = (i: number) => `accusation-${i}`;
const accs = (...is: number[]) => is.map(acc);
const cast = (first: CharacterId, ...rest: CharacterId[]): CharacterId[] => ([first, ...rest, 'william_phips', 'mary_warren', 'samuel_parris', 'tituba', 'will_griggs'] as CharacterId[]).filter((c, i, all) => all.indexOf(c) === i).slice(0, 5);

describe('Thomas Danforth', () => {
  const danforth = cast('thomas_danforth');

  it('S16 placing the 6th accusation offers an early reveal; yes → he chooses, and the red cards go', () => {
    const s0 = scenario({ characters: danforth, hands: [[acc(9)]], fronts: [[], [], accs(1, 2, 3, 4, 5)] });
    const s = act(s0, 0, { type: 'play', card: acc(9), target: 2 });
    expect(decision(s)).toEqual({ t: 'offer', seat: 0, ability: 'thomas_danforth', target: 2 });
    expect(legal(s, 0)).toEqual([{ type: 'offer', use: true }, { type: 'offer', use: false }]);
    const yes = play(s, [0, { type: 'offer', use: true }], [0, { type: 'reveal', tryal: 1 }]);
    expect(yes.players[2]!.tryals[1]!.up).toBe(true);
    expect(yes.players[2]!.front).toEqual([]);
    expect(logKeys(yes)).toContain('danforth');
    const no = act(s, 0, { type: 'offer', use: false });
    expect(no.players[2]!.front).toHaveLength(6);
    expect(decision(no)).toEqual({ t: 'turn', seat: 0 });
  });

  it('S16 on George Burroughs the early reveal comes at 7; nobody else gets the offer', () => {
    const cs: CharacterId[] = ['thomas_danforth', 'mary_warren', 'george_burroughs', 'samuel_parris', 'tituba'];
    const s = act(scenario({ characters: cs, hands: [[acc(9)]], fronts: [[], [], accs(1, 2, 3, 4, 5)] }), 0, { type: 'play', card: acc(9), target: 2 });
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    const at7 = act(scenario({ characters: cs, hands: [[acc(9)]], fronts: [[], [], accs(1, 2, 3, 4, 5, 6)] }), 0, { type: 'play', card: acc(9), target: 2 });
    expect(decision(at7)).toMatchObject({ t: 'offer', ability: 'thomas_danforth' });
    const plain = act(scenario({ hands: [[acc(9)]], fronts: [[], [], accs(1, 2, 3, 4, 5)] }), 0, { type: 'play', card: acc(9), target: 2 });
    expect(decision(plain)).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('S16 Danforth under pietyDoubles', () => {
  it('S16 on a Piety holder the early reveal comes at 12 (the minus one before the doubling)', () => {
    const cs: CharacterId[] = ['thomas_danforth', 'mary_warren', 'william_phips', 'samuel_parris', 'tituba'];
    const at11 = scenario({ characters: cs, variants: { pietyDoubles: true }, hands: [[acc(9)]], fronts: [[], [], ['piety-1', 'witness-1', ...accs(1, 2, 3, 4)]] });
    expect(decision(act(at11, 0, { type: 'play', card: acc(9), target: 2 }))).toMatchObject({ t: 'offer', ability: 'thomas_danforth', target: 2 });
    const at10 = scenario({ characters: cs, variants: { pietyDoubles: true }, hands: [[acc(9)]], fronts: [[], [], ['piety-1', 'witness-1', ...accs(1, 2, 3)]] });
    expect(decision(act(at10, 0, { type: 'play', card: acc(9), target: 2 }))).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('Ann Putnam', () => {
  const ann = cast('ann_putnam');

  it('S22 placing the final accusation offers 2 cards before the reveal; they are hers at once', () => {
    const s0 = scenario({ characters: ann, hands: [['witness-1']], deck: [acc(20), 'stocks-1'] });
    const s = act(s0, 0, { type: 'play', card: 'witness-1', target: 2 });
    expect(decision(s)).toEqual({ t: 'offer', seat: 0, ability: 'ann_putnam', target: 2 });
    const yes = act(s, 0, { type: 'offer', use: true });
    expect(yes.players[0]!.hand).toEqual([acc(20), 'stocks-1']);
    expect(decision(yes)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
    const after = act(yes, 0, { type: 'reveal', tryal: 0 });
    expect(decision(after)).toEqual({ t: 'turn', seat: 0 });
    expect(legal(after, 0)).toContainEqual({ type: 'play', card: 'stocks-1', target: 1 });
  });

  it('S22 declining goes straight to the reveal', () => {
    const s = play(scenario({ characters: ann, hands: [['witness-1']] }), [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'offer', use: false }]);
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
    expect(s.players[0]!.hand).toEqual([]);
  });

  it('S22 a Night among her 2 cards is played out in full before her second card, then the reveal', () => {
    const s0 = scenario({ characters: ann, hands: [['witness-1']], deck: ['night'], tryals: [['not', 'not'], ['constable', 'not'], ['not', 'not'], ['witch', 'not'], ['not', 'not']] });
    const s = play(s0, [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'offer', use: true }]);
    expect(decision(s)).toMatchObject({ t: 'night', kind: 'night' });
    expect(s.players[0]!.hand).toEqual([]);
    const morning = sleepThrough(s, 4);
    expect(morning.players[4]!.alive).toBe(false);
    // The night rebuilt the deck; her second card came from it, then the reveal she postponed.
    expect(morning.players[0]!.hand).toHaveLength(1);
    expect(decision(morning)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S39 killed by that Night, her reveal is lost and the accusations stay in front', () => {
    const s0 = scenario({ characters: ann, hands: [['witness-1']], up: [[], [true]], deck: ['night'], tryals: [['not', 'not'], ['constable', 'not'], ['not', 'not'], ['witch', 'not'], ['not', 'not']] });
    const s = play(s0, [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'offer', use: true }]);
    const morning = sleepThrough(s, 0);
    expect(morning.players[0]!.alive).toBe(false);
    expect(morning.players[2]!.front).toEqual(['witness-1']);
    expect(morning.players[2]!.tryals.every((t) => !t.up)).toBe(true);
    expect(decision(morning)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('Abigail Williams', () => {
  it('S21 when she places the accusation that reveals, her own accusations are discarded (always)', () => {
    const s0 = scenario({ characters: cast('abigail_williams'), hands: [['witness-1']], fronts: [[acc(1), 'evidence-1'], [], []] });
    const s = act(s0, 0, { type: 'play', card: 'witness-1', target: 2 });
    expect(s.players[0]!.front).toEqual([]);
    expect(s.log.find((e) => e.key === 'abigail')?.params).toEqual({ seat: 0, n: 4 });
    expect(decision(s)).toMatchObject({ t: 'reveal', seat: 0 });
  });

  it('S21 below the threshold nothing happens to hers', () => {
    const s = act(scenario({ characters: cast('abigail_williams'), hands: [[acc(9)]], fronts: [[acc(1)], [], []] }), 0, { type: 'play', card: acc(9), target: 2 });
    expect(s.players[0]!.front).toEqual([acc(1)]);
  });
});

describe('Rebecca Nurse', () => {
  it('S24 a Tryal revealed on another player offers her 1 card', () => {
    const cs: CharacterId[] = ['william_phips', 'mary_warren', 'samuel_parris', 'rebecca_nurse', 'tituba'];
    const s = play(scenario({ characters: cs, hands: [['witness-1']], deck: ['stocks-1'] }), [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'reveal', tryal: 1 }]);
    expect(decision(s)).toEqual({ t: 'offer', seat: 3, ability: 'rebecca_nurse', target: 2 });
    const yes = act(s, 3, { type: 'offer', use: true });
    expect(yes.players[3]!.hand).toEqual(['stocks-1']);
    expect(decision(yes)).toEqual({ t: 'turn', seat: 0 });
    expect(logKeys(yes)).toContain('rebeccaDraw');
  });

  it('S24 not for her own Tryal; every holder (Martha copying her) is asked in play order from the chooser', () => {
    // Seat 4 Martha copies seat 3 Rebecca (her right). Seat 2 is accused by seat 0.
    const cs: CharacterId[] = ['william_phips', 'mary_warren', 'samuel_parris', 'rebecca_nurse', 'martha_corey'];
    const s = play(scenario({ characters: cs, hands: [['witness-1']] }), [0, { type: 'play', card: 'witness-1', target: 2 }], [0, { type: 'reveal', tryal: 1 }]);
    expect(s.pending.slice(-2).reverse()).toEqual([
      { t: 'offer', seat: 3, ability: 'rebecca_nurse', target: 2 },
      { t: 'offer', seat: 4, ability: 'rebecca_nurse', target: 2 },
    ]);
    const own = play(scenario({ characters: cs, hands: [['witness-1']] }), [0, { type: 'play', card: 'witness-1', target: 3 }], [0, { type: 'reveal', tryal: 1 }]);
    expect(own.pending.filter((d) => d.t === 'offer')).toEqual([{ t: 'offer', seat: 4, ability: 'rebecca_nurse', target: 3 }]);
  });
});

describe('Martha Corey has the ability of the first living player to her right', () => {
  it('S47 copies George Burroughs (threshold 8) and changes when he dies', () => {
    const cs: CharacterId[] = ['william_phips', 'george_burroughs', 'martha_corey', 'samuel_parris', 'tituba'];
    const s = scenario({ characters: cs });
    expect(thresholdOf(s, 2)).toBe(8);
    const dead = scenario({ characters: cs, dead: [1] });
    expect(thresholdOf(dead, 2)).toBe(7);
  });

  it('S37 copying Cotton Mather: Evidence in front of her counts 3 again once he is dead, and only the next accusation reveals', () => {
    const cs: CharacterId[] = ['william_phips', 'cotton_mather', 'martha_corey', 'samuel_parris', 'tituba'];
    const s = scenario({ characters: cs, fronts: [[], [], ['evidence-1', 'evidence-2', acc(1)]], hands: [[acc(2)]] });
    expect(accusationsOn(s, 2)).toBe(3);
    const cottonDead = scenario({ characters: cs, dead: [1], fronts: [[], [], ['evidence-1', 'evidence-2', acc(1)]], hands: [[acc(2)]] });
    expect(accusationsOn(cottonDead, 2)).toBe(7);
    expect(decision(cottonDead)).toEqual({ t: 'turn', seat: 0 });
    expect(decision(act(cottonDead, 0, { type: 'play', card: acc(2), target: 2 }))).toMatchObject({ t: 'reveal', target: 2 });
  });

  it('S47 copying Tituba, her once-per-game use counts on her own', () => {
    const cs: CharacterId[] = ['william_phips', 'tituba', 'martha_corey', 'samuel_parris', 'mary_warren'];
    const s = scenario({ characters: cs, turn: 2 });
    const arranging = act(s, 2, { type: 'tituba' });
    expect(arranging.players[2]!.used.tituba).toBe(1);
    expect(arranging.players[1]!.used.tituba).toBe(0);
  });
});

describe('S27 Tituba rearranges the deck once per game, before drawing or playing', () => {
  const cs: CharacterId[] = ['tituba', 'mary_warren', 'william_phips', 'samuel_parris', 'will_griggs'];

  it('S27 she sees the deck, puts it in any order, and may still draw in the same turn', () => {
    const s0 = scenario({ characters: cs, deck: [acc(1), acc(2), 'night'] });
    expect(legal(s0, 0)).toContainEqual({ type: 'tituba' });
    const s = act(s0, 0, { type: 'tituba' });
    expect(decision(s)).toEqual({ t: 'arrange', seat: 0 });
    expect(s.barrier).toBeGreaterThan(s0.barrier);
    const order = [...s.deck].reverse();
    expect(legal(s, 0)).toContainEqual({ type: 'arrange', order: s.deck });
    const arranged = act(s, 0, { type: 'arrange', order });
    expect(arranged.deck).toEqual(order);
    expect(decision(arranged)).toEqual({ t: 'turn', seat: 0 });
    expect(legal(arranged, 0)).not.toContainEqual({ type: 'tituba' });
    expect(legal(arranged, 0)).toContainEqual({ type: 'draw' });
  });

  it('S27 anything but an exact permutation of the deck is refused', () => {
    const s = act(scenario({ characters: cs, deck: [acc(1), acc(2)] }), 0, { type: 'tituba' });
    expectRejected(s, 0, { type: 'arrange', order: s.deck.slice(1) }, 'not_a_permutation');
    expectRejected(s, 0, { type: 'arrange', order: [acc(9), ...s.deck.slice(1)] }, 'not_a_permutation');
    expectRejected(s, 0, { type: 'arrange', order: [s.deck[0]!, ...s.deck.slice(0, -1)] }, 'not_a_permutation');
  });

  it('S27 not after playing, not twice, not for anybody else', () => {
    const played = act(scenario({ characters: cs, hands: [[acc(1)]] }), 0, { type: 'play', card: acc(1), target: 1 });
    expectRejected(played, 0, { type: 'tituba' }, 'tituba_too_late');
    const used = scenario({ characters: cs });
    used.players[0]!.used.tituba = 1;
    expectRejected(used, 0, { type: 'tituba' }, 'tituba_used_up');
    expectRejected(scenario(), 0, { type: 'tituba' }, 'ability_not_yours');
  });
});

describe('S28 Samuel Parris takes up to 2 cards from the discard, twice per game, instead of his turn', () => {
  const cs: CharacterId[] = ['samuel_parris', 'mary_warren', 'william_phips', 'tituba', 'will_griggs'];

  it('S28 takes 1–2 non-black cards and the turn ends', () => {
    const s0 = scenario({ characters: cs, discard: [acc(1), acc(2), 'alibi-1', 'conspiracy'] });
    const picks = legal(s0, 0).filter((a) => a.type === 'parris');
    expect(picks).toEqual(expect.arrayContaining([
      { type: 'parris', cards: [acc(2)] }, { type: 'parris', cards: [acc(2), acc(1)] }, { type: 'parris', cards: ['alibi-1'] }, { type: 'parris', cards: ['alibi-1', acc(2)] },
    ]));
    expect(picks).toHaveLength(4);
    const s = act(s0, 0, { type: 'parris', cards: ['alibi-1', acc(1)] });
    expect(s.players[0]!.hand).toEqual(['alibi-1', acc(1)]);
    expect(s.discard).toEqual([acc(2), 'conspiracy']);
    expect(s.players[0]!.used.parris).toBe(1);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    expect(s.log.find((e) => e.key === 'parris')?.params).toEqual({ seat: 0, n: 2, a: 'alibi-1', b: acc(1) });
  });

  it('S28 refusals: black cards, cards not there, three cards, a third use, after playing, someone else', () => {
    const s = scenario({ characters: cs, hands: [[acc(5)]], discard: [acc(1), acc(2), acc(3), 'conspiracy'] });
    expectRejected(s, 0, { type: 'parris', cards: ['conspiracy'] }, 'parris_black_card');
    expectRejected(s, 0, { type: 'parris', cards: [acc(9)] }, 'card_not_in_discard');
    expectRejected(s, 0, { type: 'parris', cards: [acc(1), acc(2), acc(3)] }, 'parris_one_or_two');
    expectRejected(s, 0, { type: 'parris', cards: [] }, 'parris_one_or_two');
    const twice = structuredClone(s);
    twice.players[0]!.used.parris = 2;
    expectRejected(twice, 0, { type: 'parris', cards: [acc(1)] }, 'parris_used_up');
    expectRejected(act(s, 0, { type: 'play', card: acc(5), target: 1 }), 0, { type: 'parris', cards: [acc(1)] }, 'parris_too_late');
    expectRejected(scenario({ discard: [acc(1)] }), 0, { type: 'parris', cards: [acc(1)] }, 'ability_not_yours');
  });
});
