/** S13 black cards drawn (B.5.3): played at once, counted as draws; the empty deck (S43). */
import { describe, expect, it } from 'vitest';
import { act, decision, expectCardsConserved, logKeys, scenario, sleepThrough } from './test-helpers';

const acc = (i: number) => `accusation-${i}`;
/** Seat 3 holds the only Witch; the Constable's card is face up (no gavel), so the witches' pick dies. */
const table = { tryals: [['not', 'not'], ['constable', 'not'], ['not', 'not'], ['witch', 'not'], ['not', 'not']] as ('not' | 'witch' | 'constable')[][], up: [[], [true]] };

describe('S13 black cards drawn', () => {
  it('S13 the Night as the first draw: the night is played, then one more card is drawn', () => {
    const s = act(scenario({ ...table, deck: ['night'] }), 0, { type: 'draw' });
    expect(decision(s)).toMatchObject({ t: 'night', kind: 'night' });
    expect(s.log.find((e) => e.key === 'drawBlack')).toEqual({ key: 'drawBlack', params: { seat: 0, card: 'night' } });
    expect(s.discard).toContain('night');
    expectCardsConserved(s);
    const day = sleepThrough(s, 4);
    expect(day.players[4]!.alive).toBe(false);
    expect(day.players[0]!.hand).toHaveLength(1);
    expect(decision(day)).toEqual({ t: 'turn', seat: 1 });
    expectCardsConserved(day);
  });

  it('S13 the Night as the second draw ends the Draw 2: after the night the next player plays', () => {
    const s = act(scenario({ ...table, deck: [acc(1), 'night'] }), 0, { type: 'draw' });
    expect(s.players[0]!.hand).toEqual([acc(1)]);
    const day = sleepThrough(s, 4);
    expect(day.players[0]!.hand).toEqual([acc(1)]);
    expect(decision(day)).toEqual({ t: 'turn', seat: 1 });
  });

  it('S13 a drawer killed by the Night they drew draws nothing more; the next living player plays', () => {
    const day = sleepThrough(act(scenario({ ...table, deck: ['night'] }), 0, { type: 'draw' }), 0);
    expect(day.players[0]!.alive).toBe(false);
    expect(decision(day)).toEqual({ t: 'turn', seat: 1 });
  });

  it('S13 Conspiracy drawn: the drawer reveals one of the cat holder\'s Tryals, the pass happens, then the second card', () => {
    const s = act(scenario({ deck: ['conspiracy', acc(3)], cat: 2 }), 0, { type: 'draw' });
    expect(decision(s)).toEqual({ t: 'reveal', seat: 0, target: 2, cause: 'cat' });
    const after = act(s, 0, { type: 'reveal', tryal: 1 });
    expect(after.players[2]!.tryals.find((t) => t.up)).toBeDefined();
    expect(logKeys(after)).toContain('conspiracyPass');
    expect(after.players[0]!.hand).toEqual([acc(3)]);
    expect(decision(after)).toEqual({ t: 'turn', seat: 1 });
    expectCardsConserved(after);
  });
});

describe('S43 the empty deck', () => {
  it('S43 drawing from an empty deck ends the turn with what was drawn', () => {
    const s0 = scenario({ deck: [acc(1)] });
    s0.deck = [acc(1)];
    s0.discard.push('night');
    const s = act(s0, 0, { type: 'draw' });
    expect(s.players[0]!.hand).toEqual([acc(1)]);
    expect(s.log.find((e) => e.key === 'deckEmpty')?.params).toEqual({ seat: 0 });
    expect(decision(s)).toEqual({ t: 'turn', seat: 1 });
  });
});

describe('S34 which reveals discard the red cards', () => {
  it('S34 the Black Cat\'s reveal is not an accusation: the red cards in front of the holder stay', () => {
    const s = act(scenario({ deck: ['conspiracy', acc(3)], cat: 2, fronts: [[], [], [acc(1), acc(2)]] }), 0, { type: 'draw' });
    const after = act(s, 0, { type: 'reveal', tryal: 1 });
    expect(after.players[2]!.front).toEqual(expect.arrayContaining([acc(1), acc(2)]));
    expect(logKeys(after)).not.toContain('redDiscarded');
  });
});
