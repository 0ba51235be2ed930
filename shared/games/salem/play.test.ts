/** Every playing card's effect (B.1, B.5.4) and who may be targeted, from constructed days. */
import { describe, expect, it } from 'vitest';
import type { CharacterId } from './types';
import { act, decision, expectCardsConserved, expectRejected, legal, logKeys, play, scenario } from './test-helpers';
import { accusationsOn, thresholdOf } from './characters';

const acc = (i: number) => `accusation-${i}`;
const accs = (...is: number[]) => is.map(acc);
/** Seats 0-4: Phips, Mary Warren, Griggs, Parris, Tituba unless said otherwise. */
const withCharacters = (...cs: CharacterId[]) => cs;

describe('who a card may be played on (ruling 1)', () => {
  const s = scenario({ hands: [[acc(1), 'alibi-1']], dead: [3] });

  it('S17 never yourself, never a dead player, never a seat that does not exist, only cards in hand', () => {
    expectRejected(s, 0, { type: 'play', card: acc(1), target: 0 }, 'cannot_target_self');
    expectRejected(s, 0, { type: 'play', card: acc(1), target: 3 }, 'target_dead');
    expectRejected(s, 0, { type: 'play', card: acc(1), target: 9 }, 'no_such_player');
    expectRejected(s, 0, { type: 'play', card: acc(2), target: 1 }, 'card_not_in_hand');
    const targets = legal(s, 0).flatMap((a) => (a.type === 'play' ? [a.target] : []));
    expect(new Set(targets)).toEqual(new Set([1, 2, 4]));
  });

  it('another seat cannot play while it is not its turn', () => {
    const r = act(s, 0, { type: 'play', card: acc(1), target: 1 });
    expect(decision(r)).toEqual({ t: 'turn', seat: 0 });
    expect(legal(r, 1)).toEqual([]);
  });
});

describe('red cards', () => {
  it('Accusation 1, Evidence 3, Witness 7 lie in front of the target', () => {
    const s = play(
      scenario({ hands: [[acc(1), 'evidence-2']] }),
      [0, { type: 'play', card: acc(1), target: 2 }],
      [0, { type: 'play', card: 'evidence-2', target: 2 }],
    );
    expect(s.players[2]!.front).toEqual([acc(1), 'evidence-2']);
    expect(accusationsOn(s, 2)).toBe(4);
    expect(s.log.filter((e) => e.key === 'play').map((e) => e.params)).toEqual([
      { seat: 0, card: acc(1), target: 2 }, { seat: 0, card: 'evidence-2', target: 2 },
    ]);
  });

  it('S4 no red card on a Piety holder; blue and green cards still may be', () => {
    const s = scenario({ hands: [[acc(1), 'evidence-1', 'witness-1', 'stocks-1', 'asylum-1']], fronts: [[], [], ['piety-1']] });
    for (const card of [acc(1), 'evidence-1', 'witness-1']) expectRejected(s, 0, { type: 'play', card, target: 2 }, 'piety_blocks_red');
    expect(legal(s, 0)).toContainEqual({ type: 'play', card: 'stocks-1', target: 2 });
    expect(legal(s, 0)).toContainEqual({ type: 'play', card: 'asylum-1', target: 2 });
  });

  it('S4 the pietyDoubles variant: red cards are allowed and the threshold doubles (14)', () => {
    const s0 = scenario({ variants: { pietyDoubles: true }, hands: [['witness-1']], fronts: [[], [], ['piety-1']] });
    expect(thresholdOf(s0, 2)).toBe(14);
    const s = act(s0, 0, { type: 'play', card: 'witness-1', target: 2 });
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    expect(accusationsOn(s, 2)).toBe(7);
  });

  it('S4 Scapegoat may move red cards onto a Piety holder', () => {
    const s0 = scenario({ hands: [['scapegoat-1']], fronts: [[], [], ['piety-1'], accs(1, 2)] });
    const s = act(s0, 0, { type: 'play', card: 'scapegoat-1', target: 3, to: 2 });
    expect(s.players[2]!.front).toEqual(['piety-1', ...accs(1, 2)]);
  });
});

describe('S29 Will Griggs plays an Alibi as a Witness', () => {
  const griggs = withCharacters('will_griggs', 'mary_warren', 'william_phips', 'samuel_parris', 'tituba');

  it('S29 it lies in front worth 7, even on a Piety holder (it is not a red card), reveals, and goes with the red cards', () => {
    const s0 = scenario({ characters: griggs, hands: [['alibi-1']], fronts: [[], [], ['piety-1']] });
    expect(legal(s0, 0)).toContainEqual({ type: 'play', card: 'alibi-1', target: 2, asWitness: true });
    const s = act(s0, 0, { type: 'play', card: 'alibi-1', target: 2, asWitness: true });
    expect(s.players[2]!.front).toEqual(['piety-1', 'alibi-1']);
    expect(accusationsOn(s, 2)).toBe(7);
    expect(logKeys(s)).toEqual(['griggs', 'threshold']);
    const after = act(s, 0, { type: 'reveal', tryal: 0 });
    expect(after.players[2]!.front).toEqual(['piety-1']);
    expect(after.discard).toContain('alibi-1');
  });

  it('S29 nobody else may, and another Alibi cannot remove it (it is worth more than 3)', () => {
    const s = scenario({ hands: [['alibi-1']], fronts: [[], [], ['alibi-2']] });
    expectRejected(s, 0, { type: 'play', card: 'alibi-1', target: 2, asWitness: true }, 'cannot_play_as_witness');
    expectRejected(s, 0, { type: 'play', card: 'alibi-1', target: 2, remove: ['alibi-2'] }, 'alibi_too_many');
  });
});

describe('green cards', () => {
  it('Alibi removes up to 3 accusations in total from another player and is discarded', () => {
    const s0 = scenario({ hands: [['alibi-1']], fronts: [[], [], [...accs(1, 2, 3, 4), 'evidence-1']] });
    const s = act(s0, 0, { type: 'play', card: 'alibi-1', target: 2, remove: accs(1, 2, 3) });
    expect(s.players[2]!.front).toEqual([acc(4), 'evidence-1']);
    expect(s.discard).toEqual(['alibi-1', ...accs(1, 2, 3)]);
    expect(s.log.find((e) => e.key === 'alibi')?.params).toEqual({ seat: 0, card: 'alibi-1', target: 2, n: 3 });
    expectRejected(s0, 0, { type: 'play', card: 'alibi-1', target: 2, remove: [acc(1), 'evidence-1'] }, 'alibi_too_many');
    expectRejected(s0, 0, { type: 'play', card: 'alibi-1', target: 2, remove: [acc(9)] }, 'not_in_front');
    expectRejected(s0, 0, { type: 'play', card: 'alibi-1', target: 2 }, 'remove_missing');
    expectCardsConserved(s);
  });

  it('S19 the legal list offers each distinct choice once (kinds, not copies)', () => {
    const s = scenario({ hands: [['alibi-1']], fronts: [[], [], [...accs(1, 2, 3, 4), 'evidence-1']] });
    const removals = legal(s, 0).flatMap((a) => (a.type === 'play' && a.target === 2 ? [a.remove!.map((c) => c.split('-')[0]).join('+')] : []));
    expect(removals.sort()).toEqual(['accusation', 'accusation+accusation', 'accusation+accusation+accusation', 'evidence'].sort());
  });

  it('S19 an Alibi needs accusations to remove: nobody without any is offered', () => {
    const s = scenario({ hands: [['alibi-1']] });
    expect(legal(s, 0).filter((a) => a.type === 'play')).toEqual([]);
  });

  it('Alibi on Cotton Mather: his Evidence counts 1, so Evidence and 2 Accusations go together', () => {
    const s0 = scenario({ characters: ['william_phips', 'mary_warren', 'cotton_mather', 'samuel_parris', 'tituba'], hands: [['alibi-1']], fronts: [[], [], ['evidence-1', ...accs(1, 2)]] });
    const s = act(s0, 0, { type: 'play', card: 'alibi-1', target: 2, remove: ['evidence-1', ...accs(1, 2)] });
    expect(s.players[2]!.front).toEqual([]);
  });

  it('Scapegoat moves every blue, green and red card in front of one player to another', () => {
    const s0 = scenario({ hands: [['scapegoat-1']], fronts: [[], [], [], ['asylum-1', 'stocks-1', acc(1), 'evidence-1']] });
    const s = act(s0, 0, { type: 'play', card: 'scapegoat-1', target: 3, to: 1 });
    expect(s.players[3]!.front).toEqual([]);
    expect(s.players[1]!.front).toEqual(['asylum-1', 'stocks-1', acc(1), 'evidence-1']);
    expect(s.discard).toEqual(['scapegoat-1']);
    expect(s.log[0]).toEqual({ key: 'playTo', params: { seat: 0, card: 'scapegoat-1', target: 3, to: 1 } });
  });

  it('S18 Scapegoat and Robbery: a recipient is needed, never yourself nor the target', () => {
    const s = scenario({ hands: [['scapegoat-1', 'robbery-1', acc(1)]] });
    expectRejected(s, 0, { type: 'play', card: 'scapegoat-1', target: 3 }, 'recipient_missing');
    expectRejected(s, 0, { type: 'play', card: 'robbery-1', target: 3, to: 0 }, 'cannot_target_self');
    expectRejected(s, 0, { type: 'play', card: 'robbery-1', target: 3, to: 3 }, 'recipient_is_target');
    expectRejected(s, 0, { type: 'play', card: acc(1), target: 3, to: 2 }, 'unexpected_recipient');
  });

  it('S38 Scapegoat and Robbery cannot be played with only 2 players left (ruling 9)', () => {
    const s = scenario({ hands: [['scapegoat-1', 'robbery-1']], dead: [2, 3, 4] });
    expectRejected(s, 0, { type: 'play', card: 'scapegoat-1', target: 1, to: 1 }, 'two_players_left');
    expectRejected(s, 0, { type: 'play', card: 'robbery-1', target: 1, to: 1 }, 'two_players_left');
    expect(legal(s, 0).filter((a) => a.type === 'play')).toEqual([]);
  });

  it('S20 a Scapegoat that brings the recipient to the threshold: its player chooses the reveal', () => {
    const s0 = scenario({ hands: [['scapegoat-1']], fronts: [[], [], accs(1, 2, 3, 4), ['evidence-1', ...accs(5)]] });
    const s = act(s0, 0, { type: 'play', card: 'scapegoat-1', target: 3, to: 2 });
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'accusation' });
  });

  it('S35 Arson discards the whole hand of another player; Sarah Good is immune', () => {
    const s = act(scenario({ hands: [['arson-1'], [], [acc(1), 'alibi-1']] }), 0, { type: 'play', card: 'arson-1', target: 2 });
    expect(s.players[2]!.hand).toEqual([]);
    expect(s.discard).toEqual(['arson-1', acc(1), 'alibi-1']);
    expect(s.log.find((e) => e.key === 'arson')?.params).toEqual({ seat: 0, target: 2, n: 2 });
    const sarah = scenario({ characters: ['william_phips', 'mary_warren', 'sarah_good', 'samuel_parris', 'tituba'], hands: [['arson-1'], [], [acc(1)]] });
    const t = act(sarah, 0, { type: 'play', card: 'arson-1', target: 2 });
    expect(t.players[2]!.hand).toEqual([acc(1)]);
    expect(t.discard).toEqual(['arson-1']);
    expect(t.log.find((e) => e.key === 'immune')?.params).toEqual({ seat: 0, card: 'arson-1', target: 2 });
  });

  it('S35 Robbery gives the whole hand of one player to another; Sarah Good is immune as the victim but may receive', () => {
    const s = act(scenario({ hands: [['robbery-1'], [acc(2)], [acc(1), 'alibi-1']] }), 0, { type: 'play', card: 'robbery-1', target: 2, to: 1 });
    expect(s.players[1]!.hand).toEqual([acc(2), acc(1), 'alibi-1']);
    expect(s.players[2]!.hand).toEqual([]);
    expect(s.discard).toEqual(['robbery-1']);
    const cs = withCharacters('william_phips', 'mary_warren', 'sarah_good', 'samuel_parris', 'tituba');
    const victim = act(scenario({ characters: cs, hands: [['robbery-1'], [], [acc(1)]] }), 0, { type: 'play', card: 'robbery-1', target: 2, to: 1 });
    expect(victim.players[2]!.hand).toEqual([acc(1)]);
    expect(logKeys(victim)).toContain('immune');
    const receiver = act(scenario({ characters: cs, hands: [['robbery-1'], [acc(1)]] }), 0, { type: 'play', card: 'robbery-1', target: 1, to: 2 });
    expect(receiver.players[2]!.hand).toEqual([acc(1)]);
  });

  it('S36 Curse discards one blue card in front of another player, the Black Cat included', () => {
    const s0 = scenario({ hands: [['curse-1']], fronts: [[], [], ['asylum-1', acc(1)]], cat: 3 });
    expect(legal(s0, 0).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', card: 'curse-1', target: 2, remove: ['asylum-1'] },
      { type: 'play', card: 'curse-1', target: 3, remove: ['black_cat'] },
    ]);
    const s = act(s0, 0, { type: 'play', card: 'curse-1', target: 3, remove: ['black_cat'] });
    expect(s.players[3]!.front).toEqual([]);
    expect(s.discard).toEqual(['curse-1', 'black_cat']);
    expect(s.log[0]).toEqual({ key: 'curse', params: { seat: 0, target: 3, removed: 'black_cat' } });
    expectRejected(s0, 0, { type: 'play', card: 'curse-1', target: 2, remove: [acc(1)] }, 'curse_needs_blue');
  });

  it('S36 Curse taking Piety under pietyDoubles from a player at the threshold: the curser reveals at once (ruling 13)', () => {
    const s0 = scenario({ variants: { pietyDoubles: true }, hands: [['curse-1']], fronts: [[], [], ['piety-1', 'witness-1']] });
    const s = act(s0, 0, { type: 'play', card: 'curse-1', target: 2, remove: ['piety-1'] });
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'pietyRemoved' });
    const cardText = act(scenario({ hands: [['curse-1']], fronts: [[], [], ['piety-1', 'witness-1']] }), 0, { type: 'play', card: 'curse-1', target: 2, remove: ['piety-1'] });
    expect(decision(cardText)).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('blue cards', () => {
  it('Piety and Asylum lie in front of the target', () => {
    const s = play(scenario({ hands: [['piety-1', 'asylum-1']] }), [0, { type: 'play', card: 'piety-1', target: 1 }], [0, { type: 'play', card: 'asylum-1', target: 2 }]);
    expect(s.players[1]!.front).toEqual(['piety-1']);
    expect(s.players[2]!.front).toEqual(['asylum-1']);
  });

  it('Matchmaker: two players each with one are matched', () => {
    const s = play(scenario({ hands: [['matchmaker-1', 'matchmaker-2']] }), [0, { type: 'play', card: 'matchmaker-1', target: 1 }], [0, { type: 'play', card: 'matchmaker-2', target: 3 }]);
    expect(s.log.find((e) => e.key === 'matchmakers')?.params).toEqual({ a: 1, b: 3 });
  });

  it('S26 a second Matchmaker on the same player: both are discarded (seed over "cannot receive")', () => {
    const s = act(scenario({ hands: [['matchmaker-2']], fronts: [[], [], ['matchmaker-1']] }), 0, { type: 'play', card: 'matchmaker-2', target: 2 });
    expect(s.players[2]!.front).toEqual([]);
    expect(s.discard).toEqual(['matchmaker-1', 'matchmaker-2']);
    expect(s.log.find((e) => e.key === 'matchmakerDouble')?.params).toEqual({ seat: 2 });
  });

  it('S26 a Scapegoat bringing a Matchmaker to a player who has one: both are discarded', () => {
    const s = act(scenario({ hands: [['scapegoat-1']], fronts: [[], ['matchmaker-1'], [], ['matchmaker-2', acc(1)]] }), 0, { type: 'play', card: 'scapegoat-1', target: 3, to: 1 });
    expect(s.players[1]!.front).toEqual([acc(1)]);
    expect(s.discard).toEqual(expect.arrayContaining(['matchmaker-1', 'matchmaker-2', 'scapegoat-1']));
  });

  it('S46 the Black Cat, once in a hand (John Proctor), is played like any blue card', () => {
    const s = act(scenario({ hands: [['black_cat']], cat: 'deck' }), 0, { type: 'play', card: 'black_cat', target: 4 });
    expect(s.players[4]!.front).toEqual(['black_cat']);
    expect(s.deck).not.toContain('black_cat');
  });
});

describe('S44 Arson and Robbery on an empty hand', () => {
  it('S44 are allowed (hand sizes are public) and do nothing but go to the discard', () => {
    const s0 = scenario({ hands: [['arson-1', 'robbery-1']] });
    expect(legal(s0, 0)).toContainEqual({ type: 'play', card: 'arson-1', target: 2 });
    const s = play(s0, [0, { type: 'play', card: 'arson-1', target: 2 }], [0, { type: 'play', card: 'robbery-1', target: 2, to: 3 }]);
    expect(s.discard).toEqual(['arson-1', 'robbery-1']);
    expect(s.players[3]!.hand).toEqual([]);
  });
});
