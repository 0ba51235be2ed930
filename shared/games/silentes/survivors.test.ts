/** Preparación and Fase 1: the deal, placement and the four survivor actions with every rejection. */
import { describe, expect, it } from 'vitest';
import { silentes } from './index';
import { huntCards, isHuntCard, isOmen, isProvision, omenCards, provisionCards } from './cards';
import type { SilentesAction } from './types';
import { A, act, decision, expectRejected, fresh, legal, play, scenario } from './test-helpers';

const sorted = (cards: string[]) => cards.slice().sort();

describe('setup', () => {
  it('splits the 78 cards 22 omens / 12 provisions / 44 hunt cards', () => {
    const s = fresh();
    expect(s.omenDeck).toHaveLength(22);
    expect(sorted(s.omenDeck)).toEqual(sorted(omenCards()));
    expect(s.omenDeck.every(isOmen)).toBe(true);
    expect(s.provisionDeck).toHaveLength(12);
    expect(sorted(s.provisionDeck)).toEqual(sorted(provisionCards()));
    expect(s.provisionDeck.every(isProvision)).toBe(true);
    const hunt = [...s.map.filter((c): c is string => c !== null), ...s.seats[0].hand, ...s.seats[1].hand, ...s.huntDeck];
    expect(hunt).toHaveLength(44);
    expect(sorted(hunt)).toEqual(sorted(huntCards()));
    expect(s.huntDiscard).toEqual([]);
  });

  it('lays 8 shelters from the hunt deck, deals 5-card hands, starts the meter at 0', () => {
    const s = fresh();
    expect(s.map).toHaveLength(8);
    expect(s.map.every((c) => c !== null && isHuntCard(c))).toBe(true);
    expect(s.seats[0].hand).toHaveLength(5);
    expect(s.seats[1].hand).toHaveLength(5);
    expect(s.seats.every((p) => p.hand.every(isHuntCard))).toBe(true);
    expect(s.huntDeck).toHaveLength(44 - 8 - 10);
    expect(s.noise).toBe(0);
    expect(s.round).toBe(0);
    expect(s.seats.map((p) => p.name)).toEqual(['Ana', 'Luis']);
    expect(s.seats.map((p) => p.position)).toEqual([null, null]);
  });

  it('is deterministic: the same seed deals the same game, another seed another deal', () => {
    expect(fresh('mesa-1')).toEqual(fresh('mesa-1'));
    const a = fresh('mesa-1');
    const b = fresh('mesa-2');
    expect([a.map, a.seats[0].hand, a.seats[1].hand, a.huntDeck]).not.toEqual([b.map, b.seats[0].hand, b.seats[1].hand, b.huntDeck]);
    expect(a.omenDeck).not.toEqual(b.omenDeck);
  });

  it('R2 seat 1 then seat 2 place on any shelter, even the same one, then round 1 starts with seat 1', () => {
    let s = fresh();
    expect(s.stage).toEqual({ s: 'placement' });
    expect(decision(s)).toEqual({ t: 'place', seat: 0 });
    expect(legal(s, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((shelter) => ({ type: 'place', shelter })));
    expect(legal(s, 1)).toEqual([]);
    s = act(s, 0, A.place(6));
    expect(decision(s)).toEqual({ t: 'place', seat: 1 });
    s = act(s, 1, A.place(6));
    expect(s.seats.map((p) => p.position)).toEqual([6, 6]);
    expect(s.round).toBe(1);
    expect(s.startSeat).toBe(0);
    expect(s.stage).toEqual({ s: 'survivors', turn: 0 });
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
  });

  it('rejects a placement out of turn, off the map or of the wrong kind', () => {
    const s = fresh();
    expectRejected(s, 1, A.place(2), 'not_your_decision');
    expectRejected(s, 0, A.place(8), 'invalid_shelter');
    expectRejected(s, 0, A.place(-1), 'invalid_shelter');
    expectRejected(s, 0, A.search, 'action_not_expected');
  });
});

describe('Moverse y Ocultarse', () => {
  // Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11; seat 0 stands on 0, seat 1 on 1.
  it('moves to an adjacent shelter and plays a card of its suit face up; the turn passes', () => {
    const s = act(scenario(), 0, A.hide(4, 'C9'));
    expect(s.seats[0].position).toBe(4);
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B13']);
    expect(s.seats[0].play).toEqual({ kind: 'hide', card: 'C9', shelter: 4 });
    expect(s.seats[0].discard).toEqual([]);
    expect(decision(s)).toEqual({ t: 'act', seat: 1 });
    expect(s.stage).toEqual({ s: 'survivors', turn: 1 });
  });

  it('offers exactly the adjacent shelters with a matching card when no provision is held', () => {
    const hides = legal(scenario(), 0).filter((a) => a.type === 'hide');
    expect(hides).toEqual(expect.arrayContaining([A.hide(1, 'C9'), A.hide(4, 'C9')]));
    expect(hides).toHaveLength(2);
  });

  it('rejects a shelter that is not adjacent', () => {
    expectRejected(scenario(), 0, A.hide(2, 'E8'), 'shelter_not_adjacent');
  });

  it('R3 rejects a diagonal move (adjacency is orthogonal only)', () => {
    expectRejected(scenario({ hands: [['B5', 'C9', 'E8', 'O11', 'B6'], ['C4', 'E5', 'O8', 'B10', 'C13']] }), 0, A.hide(5, 'B6'), 'shelter_not_adjacent');
  });

  it('R3 rejects a shelter destroyed by La Torre', () => {
    const map = ['B4', null, 'E6', 'O7', 'C8', 'B9', 'O10', 'E11'];
    expectRejected(scenario({ map }), 0, A.hide(1, 'C9'), 'invalid_shelter');
    expect(legal(scenario({ map }), 0).filter((a) => a.type === 'hide')).toEqual([A.hide(4, 'C9')]);
  });

  it('rejects a card whose suit differs from the shelter', () => {
    expectRejected(scenario(), 0, A.hide(1, 'B5'), 'suit_mismatch');
  });

  it('R3 rejects staying on the same shelter (that is entrenching)', () => {
    expectRejected(scenario(), 0, A.hide(0, 'B5'), 'must_move');
  });

  it('R4 rejects a provision played as a silence card', () => {
    const s = scenario({ hands: [['B5', 'C9', 'E8', 'O11', 'C1'], ['C4', 'E5', 'O8', 'B10', 'C13']] });
    expectRejected(s, 0, A.hide(1, 'C1'), 'not_a_hunt_card');
  });

  it('rejects a card that is not in the hand', () => {
    expectRejected(scenario(), 0, A.hide(1, 'C13'), 'card_not_in_hand');
  });

  it('R4 during El Colgado\'s round an Espadas card hides on a Copas shelter and a Copas card does not', () => {
    const s = scenario({ effects: { hangedRound: 1 } });
    expectRejected(s, 0, A.hide(1, 'C9'), 'suit_mismatch');
    const after = act(s, 0, A.hide(1, 'E8'));
    expect(after.seats[0].play).toEqual({ kind: 'hide', card: 'E8', shelter: 1 });
  });

  it('R4 a King can be played for silence', () => {
    const s = scenario({ hands: [['B5', 'C14', 'E8', 'O11', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C13']] });
    expect(act(s, 0, A.hide(1, 'C14')).seats[0].play).toEqual({ kind: 'hide', card: 'C14', shelter: 1 });
  });
});

describe('Atrincherarse', () => {
  it('R5 is refused without a silence card from the previous round', () => {
    const s = scenario();
    expectRejected(s, 0, A.entrench, 'nothing_to_entrench');
  });

  it('R5 is refused when last round\'s card was lost (it is no longer in the hand)', () => {
    const s = scenario({
      round: 2, startSeat: 0,
      hands: [['B5', 'C9', 'E8', 'O11', 'B6'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      discards: [['B13'], []],
      lastHideCards: ['B13', null],
    });
    expectRejected(s, 0, A.entrench, 'nothing_to_entrench');
  });

  it('R5 keeps last round\'s card in hand, stays put and marks it as the entrench card', () => {
    const s = act(scenario({ lastHideCards: ['B13', null] }), 0, A.entrench);
    expect(s.seats[0].position).toBe(0);
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'E8', 'O11', 'B13']);
    expect(s.seats[0].play).toEqual({ kind: 'entrench', card: 'B13' });
    expect(decision(s)).toEqual({ t: 'act', seat: 1 });
  });

  it('R5 a card that came back from an unhunted hide can be entrenched with next round, and only then', () => {
    // Round 1: Ana hides C9 on 4, the Oros hunt misses everybody, C9 comes back.
    let s = scenario({ huntTop: ['O4', 'O5', 'O6'], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    expect(s.round).toBe(2);
    expect(s.seats[0].lastHideCard).toBe('C9');
    expect(s.seats[0].hand).toContain('C9');
    // Round 2 (Luis starts): Ana entrenches with C9.
    s = play(s, [1, A.search], [0, A.entrench]);
    expect(s.round).toBe(3);
    // A round of entrenching leaves nothing to entrench with.
    expect(s.seats[0].lastHideCard).toBeNull();
    expectRejected(s, 0, A.entrench, 'nothing_to_entrench');
  });

  it('R5 a card lost in a failed resolution cannot be entrenched next round', () => {
    let s = scenario({ huntTop: ['C12', 'O5', 'O6'], positions: [0, 3], provisionDeck: [] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search]);
    expect(s.seats[0].discard).toEqual(['C9']);
    expect(s.seats[0].lastHideCard).toBeNull();
    s = act(s, 1, A.search);
    expectRejected(s, 0, A.entrench, 'nothing_to_entrench');
  });
});

describe('Buscar Provisiones', () => {
  it('R6 draws the top provision into the hand with silence 0', () => {
    const s = act(scenario({ provisionTop: ['O2', 'E1'] }), 0, A.search);
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'E8', 'O11', 'B13', 'O2']);
    expect(s.seats[0].play).toEqual({ kind: 'search' });
    expect(s.seats[0].position).toBe(0);
    expect(s.provisionDeck[0]).toBe('E1');
    expect(s.provisionDeck).toHaveLength(11);
  });

  it('R6 is still allowed with an empty provision deck and draws nothing', () => {
    const s0 = scenario({ provisionDeck: [] });
    expect(legal(s0, 0)).toContainEqual(A.search);
    const s = act(s0, 0, A.search);
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'E8', 'O11', 'B13']);
    expect(s.seats[0].play).toEqual({ kind: 'search' });
    expect(s.log.map((e) => e.key)).toContain('provisionDeckEmpty');
  });
});

describe('Hacer Ruido', () => {
  it('R7 discards a hunt card to the personal pile and names a suit', () => {
    const s = act(scenario(), 0, A.distract('O', 'E8'));
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'O11', 'B13']);
    expect(s.seats[0].discard).toEqual(['E8']);
    expect(s.seats[0].play).toEqual({ kind: 'distract', suit: 'O', card: 'E8' });
    expect(s.seats[0].position).toBe(0);
  });

  it('R7 rejects a provision as the discarded card', () => {
    const s = scenario({ hands: [['B5', 'C9', 'E8', 'O11', 'C1'], ['C4', 'E5', 'O8', 'B10', 'C13']] });
    expectRejected(s, 0, A.distract('O', 'C1'), 'not_a_hunt_card');
  });

  it('rejects a card not in hand and a suit that does not exist', () => {
    const s = scenario();
    expectRejected(s, 0, A.distract('O', 'O4'), 'card_not_in_hand');
    expectRejected(s, 0, { type: 'distract', suit: 'X', card: 'E8' } as unknown as SilentesAction, 'invalid_suit');
  });
});

describe('turns', () => {
  it('R1 the start player alternates every round', () => {
    let s = scenario({ huntTop: ['O4', 'O5', 'O6'], provisionDeck: [] });
    expect([s.round, s.startSeat, decision(s)]).toEqual([1, 0, { t: 'act', seat: 0 }]);
    s = play(s, [0, A.search], [1, A.search]);
    expect([s.round, s.startSeat, decision(s)]).toEqual([2, 1, { t: 'act', seat: 1 }]);
    s = play(s, [1, A.search], [0, A.search]);
    expect([s.round, s.startSeat, decision(s)]).toEqual([3, 0, { t: 'act', seat: 0 }]);
  });

  it('rejects an action from the seat that is not deciding with not_your_decision', () => {
    const s = scenario();
    expectRejected(s, 1, A.search, 'not_your_decision');
    expect(legal(s, 1)).toEqual([]);
  });

  it('rejects an action that does not answer the decision with action_not_expected', () => {
    const s = scenario();
    expectRejected(s, 0, A.pass, 'action_not_expected');
    expectRejected(s, 0, A.place(2), 'action_not_expected');
    expectRejected(s, 0, A.moveTo(2), 'action_not_expected');
  });

  it('rejects every action once the game is over with game_over', () => {
    // The last hunt card is flipped: the deck is empty after the round, the group wins.
    let s = scenario({ huntDeck: ['O4'], provisionDeck: [] });
    s = play(s, [0, A.search], [1, A.search]);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'huntDeckExhausted' });
    expect(legal(s, 0)).toEqual([]);
    expect(legal(s, 1)).toEqual([]);
    expectRejected(s, 0, A.search, 'game_over');
    expectRejected(s, 1, A.pass, 'game_over');
    expect(silentes.status(s).deciding).toEqual([]);
  });
});

describe('R5 "si aún la tienes" is judged when entrenching', () => {
  it('R5 last round\'s card discarded and taken back with Comida Enlatada can be entrenched with', () => {
    let s = scenario({
      hands: [['O1', 'C9', 'E8', 'O11', 'B6'], ['C4', 'E5', 'O8', 'B10', 'C13']],
      discards: [['B13'], []],
      lastHideCards: ['B13', null],
      provisionDeck: [],
    });
    expectRejected(s, 0, A.entrench, 'nothing_to_entrench');
    s = act(s, 0, { type: 'provision', card: 'O1', pick: 'B13' });
    expect(s.seats[0].hand).toContain('B13');
    s = act(s, 0, A.entrench);
    expect(s.seats[0].play).toEqual({ kind: 'entrench', card: 'B13' });
  });
});
