/** The turn (B.5.3): draw 2 or play then end, Stocks, the hourglass, Tituba and Giles Corey. */
import { describe, expect, it } from 'vitest';
import { act, decision, expectCardsConserved, expectRejected, legal, logKeys, play, scenario } from './test-helpers';
import { arrangeLegal } from './turn';

const acc = (i: number) => `accusation-${i}`;

describe('draw 2', () => {
  it('takes the top two cards, logs them privately and the count publicly, and passes the turn clockwise', () => {
    const s = act(scenario({ deck: ['alibi-1', acc(9)] }), 0, { type: 'draw' });
    expect(s.players[0]!.hand).toEqual(['alibi-1', acc(9)]);
    expect(s.log.filter((e) => e.key === 'drew')).toEqual([
      { key: 'drew', params: { seat: 0, card: 'alibi-1' }, to: 0 },
      { key: 'drew', params: { seat: 0, card: acc(9) }, to: 0 },
    ]);
    expect(s.log.filter((e) => e.key === 'draw').every((e) => e.to === undefined && e.params.n === 1)).toBe(true);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    expect(s.turn).toMatchObject({ seat: 1, played: 0 });
    expect(s.counts.turns).toBe(1);
    expect(s.barrier).toBeGreaterThan(scenario().barrier);
    expectCardsConserved(s);
  });

  it('skips dead players', () => {
    const s = act(scenario({ dead: [1, 2] }), 0, { type: 'draw' });
    expect(decision(s)).toEqual({ t: 'turn', seat: 3 });
  });

  it('a turn that played may not draw; a turn that did not play may not end', () => {
    expectRejected(scenario(), 0, { type: 'end' }, 'nothing_played');
    const s = act(scenario({ hands: [[acc(1)]] }), 0, { type: 'play', card: acc(1), target: 2 });
    expectRejected(s, 0, { type: 'draw' }, 'already_played_draw');
    const ended = act(s, 0, { type: 'end' });
    expect(decision(ended)).toEqual({ t: 'turn', seat: 1 });
  });

  it('S14 Giles Corey: two plain Accusations drawn are shown and a third card is drawn', () => {
    const characters = ['giles_corey', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba'] as const;
    const s = act(scenario({ characters: [...characters], deck: [acc(1), acc(2), 'stocks-1', acc(3)] }), 0, { type: 'draw' });
    expect(s.players[0]!.hand).toEqual([acc(1), acc(2), 'stocks-1']);
    expect(s.log.find((e) => e.key === 'giles')).toEqual({ key: 'giles', params: { seat: 0, a: acc(1), b: acc(2) } });
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('S14 Giles Corey: an Evidence among the two is not enough (only plain Accusations)', () => {
    const characters = ['giles_corey', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba'] as const;
    const s = act(scenario({ characters: [...characters], deck: [acc(1), 'evidence-1', 'stocks-1'] }), 0, { type: 'draw' });
    expect(s.players[0]!.hand).toEqual([acc(1), 'evidence-1']);
    expect(logKeys(s)).not.toContain('giles');
  });
});

describe('S15 Stocks (ruling 10)', () => {
  it('S15 the player with Stocks in front skips the next turn and the Stocks goes to the discard', () => {
    const s = act(scenario({ hands: [['stocks-1']] }), 0, { type: 'play', card: 'stocks-1', target: 1 });
    expect(s.players[1]!.front).toEqual(['stocks-1']);
    const next = act(s, 0, { type: 'end' });
    expect(decision(next)).toEqual({ t: 'turn', seat: 2 });
    expect(next.players[1]!.front).toEqual([]);
    expect(next.discard).toContain('stocks-1');
    expect(next.log.find((e) => e.key === 'stocksSkip')?.params).toEqual({ seat: 1 });
  });

  it('S15 two Stocks on one player skip two of their turns, one each time', () => {
    const s = act(scenario({ fronts: [[], ['stocks-1', 'stocks-2']], turn: 0 }), 0, { type: 'draw' });
    expect(decision(s)).toEqual({ t: 'turn', seat: 2 });
    expect(s.players[1]!.front).toEqual(['stocks-2']);
  });
});

describe('S5 the hourglass', () => {
  it('S5 the glass running out draws 2 when nothing was played', () => {
    const s0 = scenario({ options: { hourglass: true }, deck: [acc(1), acc(2)] });
    expect(legal(s0, 0)).toContainEqual({ type: 'hourglass' });
    const s = act(s0, 0, { type: 'hourglass' });
    expect(s.players[0]!.hand).toEqual([acc(1), acc(2)]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
    expect(logKeys(s)[0]).toBe('hourglass');
  });

  it('S5 the glass running out after a play ends the turn without drawing', () => {
    const s0 = scenario({ options: { hourglass: true }, hands: [[acc(5)]], deck: [acc(1), acc(2)] });
    const s = play(s0, [0, { type: 'play', card: acc(5), target: 3 }], [0, { type: 'hourglass' }]);
    expect(s.players[0]!.hand).toEqual([]);
    expect(s.deck[0]).toBe(acc(1));
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });

  it('S5 without the option the move is refused', () => {
    expect(legal(scenario(), 0)).not.toContainEqual({ type: 'hourglass' });
    expectRejected(scenario(), 0, { type: 'hourglass' }, 'hourglass_off');
  });
});
