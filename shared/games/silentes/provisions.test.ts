/**
 * The 12 provisions: when each is offered (and when not), its exact effect, and the windows
 * the flow opens (R35: for every seat holding a provision, see responses.test.ts). Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11;
 * Ana (seat 0) on 0 with B5 C9 E8 O11 B13, Luis (seat 1) on 1 with C4 E5 O8 B10 C13.
 */
import { describe, expect, it } from 'vitest';
import type { SilentesState } from './types';
import { A, act, decision, expectRejected, legal, logKeys, offeredProvisions, play, scenario, type Scenario } from './test-helpers';

const ANA = ['B5', 'C9', 'E8', 'O11', 'B13'];
const LUIS = ['C4', 'E5', 'O8', 'B10', 'C13'];

/** Ana holds `extra` provisions besides her default hand. */
function withAna(extra: string[], o: Scenario = {}): SilentesState {
  return scenario({ provisionDeck: [], ...o, hands: [[...ANA, ...extra], o.hands?.[1] ?? LUIS] });
}

const compares = (s: SilentesState) =>
  s.log.filter((e) => e.key === 'compareFail' || e.key === 'compareSuccess').map((e) => ({ key: e.key, ...e.params }));

describe('As de Bastos — Herramientas Multiuso', () => {
  it('R36 lets Move & Hide ignore the suit, and is discarded', () => {
    const s0 = withAna(['B1']);
    expect(legal(s0, 0)).toContainEqual(A.hide(1, 'E8', { multitool: true }));
    const s = act(s0, 0, A.hide(1, 'E8', { multitool: true }));
    expect(s.seats[0].play).toEqual({ kind: 'hide', card: 'E8', shelter: 1 });
    expect(s.seats[0].position).toBe(1);
    expect(s.seats[0].hand).toEqual(['B5', 'C9', 'O11', 'B13']);
    expect(s.seats[0].discard).toEqual(['B1']);
  });

  it('R36 is refused when the suits already match, when not held, or as a separate play', () => {
    expectRejected(withAna(['B1']), 0, A.hide(1, 'C9', { multitool: true }), 'provision_not_needed');
    expectRejected(withAna([]), 0, A.hide(1, 'E8', { multitool: true }), 'card_not_in_hand');
    expectRejected(withAna(['B1']), 0, A.provision('B1'), 'provision_with_hide');
    expect(offeredProvisions(withAna(['B1']), 0)).toEqual([]);
  });
});

describe('2 de Espadas — Cuerda y Gancho', () => {
  it('R36 lets Move & Hide reach any shelter, diagonal or far, and is discarded', () => {
    const s0 = withAna(['E2']);
    expect(legal(s0, 0)).toContainEqual(A.hide(5, 'B5', { grapple: true }));
    const s = act(s0, 0, A.hide(2, 'E8', { grapple: true }));
    expect(s.seats[0].position).toBe(2);
    expect(s.seats[0].discard).toEqual(['E2']);
  });

  it('R36 is refused for an adjacent shelter', () => {
    expectRejected(withAna(['E2']), 0, A.hide(1, 'C9', { grapple: true }), 'provision_not_needed');
    expectRejected(withAna(['E2']), 0, A.provision('E2'), 'provision_with_hide');
  });

  it('R36 both can be used together', () => {
    const s0 = withAna(['B1', 'E2']);
    expect(legal(s0, 0)).toContainEqual(A.hide(7, 'B5', { multitool: true, grapple: true }));
    const s = act(s0, 0, A.hide(7, 'B5', { multitool: true, grapple: true }));
    expect(s.seats[0].play).toEqual({ kind: 'hide', card: 'B5', shelter: 7 });
    expect(s.seats[0].discard).toEqual(['B1', 'E2']);
  });
});

describe('2 de Bastos — Barrera Improvisada', () => {
  it('R37 played on a shelter in phase 1, gives +3 to whoever hides there and goes to the owner\'s discard at the end of the round', () => {
    let s = withAna(['B2'], { positions: [0, 3], huntTop: ['C11', 'O4'] });
    expect(legal(s, 0).filter((a) => a.type === 'provision')).toHaveLength(8);
    s = act(s, 0, A.provision('B2', { shelter: 1 }));
    expect(s.barricades).toEqual([{ shelter: 1, owner: 0 }]);
    expect(s.seats[0].discard).toEqual([]);
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(compares(s)).toEqual([{ key: 'compareSuccess', seat: 0, silence: 12, perception: 11 }]);
    expect(s.barricades).toEqual([]);
    expect(s.seats[0].discard).toEqual(['B2']);
  });

  it('R37 helps an entrenched survivor but not a searcher', () => {
    let s = scenario({
      hands: [['B13', 'C9', 'E8', 'O11', 'B6'], LUIS],
      lastHideCards: ['B13', null],
      positions: [0, 5],
      barricades: [{ shelter: 0, owner: 1 }, { shelter: 5, owner: 1 }],
      huntTop: ['B8', 'O4'],
      provisionDeck: [],
    });
    // (Two barricades are impossible in play; here they compare both survivors at once.)
    s = play(s, [0, A.entrench], [1, A.search]);
    expect(compares(s)).toEqual([
      { key: 'compareSuccess', seat: 0, silence: 9, perception: 8 },
      { key: 'compareFail', seat: 1, silence: 0, perception: 8, noise: 8 },
    ]);
  });

  it('R37 can be played in a window before the comparison', () => {
    let s = withAna(['E1', 'B2'], { positions: [0, 3], huntTop: ['C11', 'O4'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'beforeCompare', subject: 0 });
    expect(offeredProvisions(s, 0)).toEqual(['B2', 'E1']);
    s = play(s, [0, A.provision('B2', { shelter: 1 })], [0, A.pass]);
    expect(compares(s)).toEqual([{ key: 'compareSuccess', seat: 0, silence: 12, perception: 11 }]);
  });

  it('rejects a missing, off-map or destroyed shelter', () => {
    const s = withAna(['B2'], { map: ['B4', 'C5', null, 'O7', 'C8', 'B9', 'O10', 'E11'] });
    expectRejected(s, 0, A.provision('B2'), 'invalid_shelter');
    expectRejected(s, 0, A.provision('B2', { shelter: 8 }), 'invalid_shelter');
    expectRejected(s, 0, A.provision('B2', { shelter: 2 }), 'invalid_shelter');
  });
});

describe('3 de Bastos — Lanzar Chatarra', () => {
  it('R38 is not offered in phase 1', () => {
    const s = withAna(['B3']);
    expect(offeredProvisions(s, 0)).toEqual([]);
    expectRejected(s, 0, A.provision('B3'), 'provision_not_now');
  });

  it('R35 R38 right after the flip its holder is asked; the card is replaced by the next one', () => {
    let s = withAna(['B3'], { positions: [0, 3], huntTop: ['C12', 'E4', 'O5'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(s.huntCard).toBe('C12');
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    expect(offeredProvisions(s, 0)).toEqual(['B3']);
    s = act(s, 0, A.provision('B3'));
    expect(s.huntCard).toBe('E4');
    expect(s.huntDiscard).toEqual(['C12']);
    expect(s.seats[0].discard).toEqual(['B3']);
    // The window stays open until passed.
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    s = act(s, 0, A.pass);
    expect(s.noise).toBe(0);
    expect(compares(s)).toEqual([]);
    expect(s.huntDiscard).toEqual(['C12', 'E4']);
  });

  it('R38 an annulled King brings no omen', () => {
    let s = withAna(['B3'], { noise: 5, huntTop: ['O14', 'O4'], omenTop: ['M4'] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.search], [0, A.provision('B3')], [0, A.pass]);
    expect(s.omensRevealed).toEqual([]);
    expect(s.noise).toBe(5);
  });

  it('R38 the replacement may itself be a King and bring its omen', () => {
    let s = withAna(['B3'], { noise: 5, huntTop: ['C12', 'O14', 'O4'], omenTop: ['M4'] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')], [0, A.provision('B3')], [0, A.pass]);
    expect(s.omensRevealed).toEqual(['M4']);
    expect(s.noise).toBe(2);
  });

  it('R11 the distraction is checked against the replacement card', () => {
    let s = withAna(['B3'], { positions: [0, 3], huntTop: ['C12', 'O4', 'O5'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.distract('O', 'B10')], [0, A.provision('B3')], [0, A.pass]);
    expect(logKeys(s)).toContain('distractionWorked');
    expect(s.noise).toBe(0);
  });

  it('R38 with the hunt deck empty there is no hunt this round', () => {
    let s = withAna(['B3'], { positions: [0, 3], huntDeck: ['C12'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [0, A.provision('B3')]);
    expect(s.huntCard).toBeNull();
    expect(s.huntCancelled).toBe('scrap');
    expect(logKeys(s)).toContain('scrapNoCard');
    s = act(s, 0, A.pass);
    expect(s.noise).toBe(0);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'huntDeckExhausted' });
  });
});

describe('As de Copas — Agua Potable', () => {
  it('lowers the meter by 2 in phase 1 and keeps the decision with its holder', () => {
    const s = act(withAna(['C1'], { noise: 4 }), 0, A.provision('C1'));
    expect(s.noise).toBe(2);
    expect(s.seats[0].discard).toEqual(['C1']);
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
  });

  it('R35 is not offered at 0 noise', () => {
    const s = withAna(['C1']);
    expect(offeredProvisions(s, 0)).toEqual([]);
    expectRejected(s, 0, A.provision('C1'), 'no_noise');
  });

  it('R35 the failed survivor holding it is asked before the noise lands', () => {
    let s = withAna(['C1'], { noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [0, A.pass], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterFail', subject: 0 });
    s = act(s, 0, A.provision('C1'));
    expect(s.noise).toBe(2);
    s = act(s, 0, A.pass);
    expect(s.noise).toBe(5);
    expect(s.seats[0].discard).toEqual(['C9', 'C1']);
  });

  it('R35 the partner holding it is asked before the noise lands', () => {
    let s = scenario({ noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [1, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'afterFail', subject: 0 });
    s = play(s, [1, A.provision('C1')], [1, A.pass]);
    expect(s.noise).toBe(5);
    expect(s.seats[1].discard).toEqual(['C1']);
  });

  it('R35 at 0 noise its holder is still asked (being asked shows no card) and may only pass', () => {
    let s = withAna(['C1'], { positions: [0, 3], huntTop: ['C12', 'O4'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [0, A.pass], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterFail', subject: 0 });
    expect(legal(s, 0)).toEqual([A.pass]);
    s = act(s, 0, A.pass);
    expect(s.noise).toBe(3);
    expect(s.round).toBe(2);
  });
});

describe('2 de Copas — Botiquín', () => {
  it('R39 played on the partner, who draws 2 hunt cards and discards 1 of their choice', () => {
    let s = withAna(['C2'], { huntTop: ['O4', 'O5'] });
    expect(offeredProvisions(s, 0)).toEqual(['C2']);
    s = act(s, 0, A.provision('C2'));
    expect(s.seats[0].discard).toEqual(['C2']);
    expect(decision(s)).toEqual({ t: 'firstAid', seat: 1 });
    expect(legal(s, 1)).toEqual([A.accept, A.pass]);
    s = act(s, 1, A.accept);
    expect(s.seats[1].hand).toEqual([...LUIS, 'O4', 'O5']);
    expect(decision(s)).toEqual({ t: 'firstAidDiscard', seat: 1 });
    expectRejected(s, 1, A.discard('B5'), 'card_not_in_hand');
    s = act(s, 1, A.discard('C4'));
    expect(s.seats[1].hand).toEqual(['E5', 'O8', 'B10', 'C13', 'O4', 'O5']);
    expect(s.seats[1].discard).toEqual(['C4']);
    expect(s.huntDeck[0]).not.toBe('O4');
    // Back to Ana's own turn.
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
  });

  it('R39 the partner may decline', () => {
    let s = act(withAna(['C2'], { huntTop: ['O4', 'O5'] }), 0, A.provision('C2'));
    s = act(s, 1, A.pass);
    expect(s.seats[1].hand).toEqual(LUIS);
    expect(s.huntDeck.slice(0, 2)).toEqual(['O4', 'O5']);
    expect(logKeys(s)).toContain('firstAidDeclined');
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
  });

  it('R35 is not offered with an empty hunt deck', () => {
    const s = withAna(['C2'], { huntDeck: [] });
    expect(offeredProvisions(s, 0)).toEqual([]);
    expectRejected(s, 0, A.provision('C2'), 'hunt_deck_empty');
  });
});

describe('3 de Copas — Raciones Compartidas', () => {
  it('R40 shows both hands until the end of the round; not offered when hands are already open', () => {
    const s = act(withAna(['C3']), 0, A.provision('C3'));
    expect(s.effects.handsRevealedRound).toBe(1);
    expect(s.seats[0].discard).toEqual(['C3']);
    expectRejected(withAna(['C3'], { openHands: true }), 0, A.provision('C3'), 'hands_already_open');
    expectRejected(withAna(['C3'], { effects: { handsRevealedRound: 1 } }), 0, A.provision('C3'), 'hands_already_open');
    expect(offeredProvisions(withAna(['C3'], { openHands: true }), 0)).toEqual([]);
  });
});

describe('As de Espadas — Daga Afilada', () => {
  it('R35 is not offered in phase 1', () => {
    expect(offeredProvisions(withAna(['E1']), 0)).toEqual([]);
    expectRejected(withAna(['E1']), 0, A.provision('E1'), 'provision_not_now');
  });

  it('R41 in its holder\'s window before the comparison it adds +4', () => {
    let s = withAna(['E1'], { positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: ['O2'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.distract('B', 'B10')], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'beforeCompare', subject: 0 });
    s = play(s, [0, A.provision('E1')], [0, A.pass]);
    expect(compares(s)).toEqual([{ key: 'compareSuccess', seat: 0, silence: 13, perception: 12 }]);
    expect(s.seats[0].discard).toEqual(['E1']);
    expect(s.seats[0].hand).toContain('O2');
    expect(s.daggers).toEqual([false, false]);
  });

  it('R35 R41 the partner holding it is not asked before someone else\'s comparison; before the noise he may only pass', () => {
    let s = scenario({ positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [ANA, [...LUIS, 'E1']] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [1, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'afterFail', subject: 0 });
    expect(legal(s, 1)).toEqual([A.pass]);
    expectRejected(s, 1, A.provision('E1'), 'provision_not_now');
    s = act(s, 1, A.pass);
    expect(s.noise).toBe(3);
    expect(s.round).toBe(2);
  });
});

describe('3 de Espadas — Espejo Roto', () => {
  it('R42 played on a shelter, it deflects a hunt on that zone to the only adjacent other zone automatically', () => {
    let s = withAna(['E3'], { positions: [0, 1], huntTop: ['B12', 'O4'] });
    s = act(s, 0, A.provision('E3', { shelter: 0 }));
    expect(s.mirrors).toEqual([{ shelter: 0, owner: 0 }]);
    // Ana searches on the Bastos shelter the hunt aims at; the mirror sends it to Copas, onto Luis.
    s = play(s, [0, A.search], [1, A.search]);
    expect(s.log).toContainEqual({ key: 'deflect', params: { seat: 0, suit: 'C' } });
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 1, silence: 0, perception: 12, noise: 12 }]);
    expect(s.mirrors).toEqual([]);
    expect(s.seats[0].discard).toEqual(['E3']);
  });

  it('R42 with several adjacent zones its owner chooses', () => {
    let s = scenario({ hands: [ANA, [...LUIS, 'E3']], positions: [0, 1], huntTop: ['C12', 'O4'], provisionDeck: [] });
    s = act(s, 0, A.search);
    s = play(s, [1, A.provision('E3', { shelter: 1 })], [1, A.hide(5, 'B10')]);
    expect(decision(s)).toEqual({ t: 'mirror', seat: 1, options: ['B', 'E'] });
    expect(legal(s, 1)).toEqual([A.deflect('B'), A.deflect('E')]);
    expectRejected(s, 1, A.deflect('O'), 'invalid_zone');
    s = act(s, 1, A.deflect('B'));
    // Bastos: Ana searching on 0 and Luis's B10 on 5.
    expect(compares(s)).toEqual([
      { key: 'compareFail', seat: 0, silence: 0, perception: 12, noise: 12 },
      { key: 'compareFail', seat: 1, silence: 10, perception: 12, noise: 2 },
    ]);
    expect(s.seats[1].discard).toEqual(['E3', 'B10']);
  });

  it('R42 stays on its shelter while the hunt goes elsewhere, and cannot deflect without a neighbour of another zone', () => {
    let s = withAna(['E3'], { positions: [4, 3], huntTop: ['O9', 'C12', 'O4'], map: ['C6', 'C5', 'E6', 'O7', 'C8', 'B9', 'O10', 'E11'] });
    s = play(s, [0, A.provision('E3', { shelter: 0 })], [0, A.search], [1, A.hide(2, 'E5')]);
    expect(s.mirrors).toEqual([{ shelter: 0, owner: 0 }]);
    expect(s.round).toBe(2);
    // Round 2: the Copas hunt reaches the mirror's zone, but every neighbour of 0 is Copas too.
    s = play(s, [1, A.search], [0, A.search]);
    expect(s.mirrors).toEqual([{ shelter: 0, owner: 0 }]);
    expect(logKeys(s)).not.toContain('deflect');
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 0, perception: 12, noise: 12 }]);
  });

  it('R7 R42 the distraction is judged on the revealed suit, before the mirror turns the hunt', () => {
    let s = withAna(['E3'], { positions: [0, 1], huntTop: ['B12', 'O4'] });
    s = play(s, [0, A.provision('E3', { shelter: 0 })], [0, A.search], [1, A.distract('C', 'B10')]);
    expect(logKeys(s)).not.toContain('distractionWorked');
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 1, silence: 0, perception: 12, noise: 12 }]);
  });

  it('R35 can be played in the window after the flip', () => {
    let s = withAna(['B3', 'E3'], { positions: [0, 1], huntTop: ['B12', 'O4'] });
    s = play(s, [0, A.search], [1, A.hide(2, 'E5')]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    expect(offeredProvisions(s, 0)).toEqual(['B3', 'E3']);
    s = play(s, [0, A.provision('E3', { shelter: 0 })], [0, A.pass]);
    expect(s.log).toContainEqual({ key: 'deflect', params: { seat: 0, suit: 'C' } });
    expect(s.noise).toBe(0);
  });
});

describe('As de Oros — Comida Enlatada', () => {
  it('R43 takes any card of the personal discard back into the hand', () => {
    const s0 = withAna(['O1'], { discards: [['B12', 'C1'], []] });
    expect(legal(s0, 0).filter((a) => a.type === 'provision')).toEqual([A.provision('O1', { pick: 'B12' }), A.provision('O1', { pick: 'C1' })]);
    const s = act(s0, 0, A.provision('O1', { pick: 'C1' }));
    expect(s.seats[0].hand).toEqual([...ANA, 'C1']);
    expect(s.seats[0].discard).toEqual(['B12', 'O1']);
  });

  it('R43 is not offered with an empty pile and needs a card that is in it', () => {
    expect(offeredProvisions(withAna(['O1']), 0)).toEqual([]);
    expectRejected(withAna(['O1']), 0, A.provision('O1'), 'not_in_discard');
    expectRejected(withAna(['O1'], { discards: [['B12'], ['C12']] }), 0, A.provision('O1', { pick: 'C12' }), 'not_in_discard');
    expectRejected(withAna(['O1'], { discards: [['B12'], []] }), 0, A.provision('O1', { pick: 'O1' }), 'not_in_discard');
  });
});

describe('2 de Oros — Mapa Desgastado', () => {
  it('R44 its holder looks at the top 2 omens and puts them back in any order', () => {
    let s = withAna(['O2'], { omenTop: ['M9', 'M16'] });
    expect(offeredProvisions(s, 0)).toEqual(['O2']);
    s = act(s, 0, A.provision('O2'));
    expect(decision(s)).toEqual({ t: 'mapOrder', seat: 0, cards: ['M9', 'M16'] });
    expect(legal(s, 0)).toEqual([A.order('M9', 'M16'), A.order('M16', 'M9')]);
    expectRejected(s, 0, A.order('M9', 'M0'), 'invalid_order');
    expectRejected(s, 0, A.order('M16'), 'invalid_order');
    s = act(s, 0, A.order('M16', 'M9'));
    expect(s.omenDeck.slice(0, 3)).toEqual(['M16', 'M9', 'M0']);
    expect(s.seats[0].discard).toEqual(['O2']);
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
  });

  it('R44 with one omen left it shows that one; with none it is not offered', () => {
    const one = act(withAna(['O2'], { omenDeck: ['M21'] }), 0, A.provision('O2'));
    expect(decision(one)).toEqual({ t: 'mapOrder', seat: 0, cards: ['M21'] });
    const none = withAna(['O2'], { omenDeck: [] });
    expect(offeredProvisions(none, 0)).toEqual([]);
    expectRejected(none, 0, A.provision('O2'), 'omen_deck_empty');
  });
});

describe('3 de Oros — Amuleto de la Suerte', () => {
  it('R35 is not offered in phase 1', () => {
    expect(offeredProvisions(withAna(['O3']), 0)).toEqual([]);
    expectRejected(withAna(['O3']), 0, A.provision('O3'), 'provision_not_now');
  });

  it('R45 right after a failed comparison it cancels that noise; the card is still lost', () => {
    let s = withAna(['O3'], { noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [0, A.pass], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterFail', subject: 0 });
    s = play(s, [0, A.provision('O3')], [0, A.pass]);
    expect(s.noise).toBe(4);
    expect(s.seats[0].noiseCaused).toBe(0);
    expect(s.seats[0].discard).toEqual(['C9', 'O3']);
  });

  it('R35 R45 the partner holding it cannot cancel someone else\'s noise, and a zero-noise tie opens no window', () => {
    let p = scenario({ positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [ANA, [...LUIS, 'O3']] });
    p = play(p, [0, A.hide(1, 'C9')], [1, A.search], [1, A.pass]);
    expect(decision(p)).toEqual({ t: 'window', seat: 1, window: 'afterFail', subject: 0 });
    expectRejected(p, 1, A.provision('O3'), 'provision_not_now');
    p = act(p, 1, A.pass);
    expect(p.noise).toBe(3);
    let t = scenario({ positions: [0, 3], huntTop: ['C10', 'O4'], provisionDeck: [], hands: [['E10', 'B1', 'O3', 'B5', 'O11', 'B13'], LUIS] });
    t = play(t, [0, A.hide(1, 'E10', { multitool: true })], [1, A.search], [0, A.pass], [0, A.pass]);
    expect(t.round).toBe(2);
    expect(t.seats[0].hand).toContain('O3');
  });
});

describe('provision targets', () => {
  it('rejects a shelter or a card to take back on a provision that needs neither', () => {
    const s = withAna(['C1', 'O1'], { noise: 4, discards: [['E4'], []] });
    expectRejected(s, 0, A.provision('C1', { shelter: 2 }), 'invalid_action');
    expectRejected(s, 0, A.provision('C1', { pick: 'E4' }), 'invalid_action');
    expect(legal(s, 0)).toContainEqual(A.provision('O1', { pick: 'E4' }));
  });
});

describe('El Diablo and provisions', () => {
  it('R18 R35 while El Diablo holds no window opens and nothing is offered', () => {
    let s = withAna(['E1', 'O3', 'B3', 'C1'], { noise: 4, effects: { devil: true }, positions: [0, 3], huntTop: ['C12', 'O4'] });
    expect(offeredProvisions(s, 0)).toEqual([]);
    expectRejected(s, 0, A.provision('C1'), 'provisions_blocked');
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(s.noise).toBe(7);
    expect(s.round).toBe(2);
  });
});

describe('R37 the barricade protects the shelter, not the card', () => {
  it('R37 a survivor moved onto a barricaded shelter by El Carro gets the +3 there', () => {
    let s = scenario({
      provisionDeck: [],
      positions: [0, 3],
      barricades: [{ shelter: 2, owner: 1 }],
      huntTop: ['E14'],
      omenTop: ['M7'],
    });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(decision(s)).toEqual({ t: 'chariot', seat: 0 });
    s = play(s, [0, A.moveTo(2)], [1, A.pass]);
    // E6 is an Espadas shelter: hunted at perception 14; C9 + barricade 3 = 12.
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 12, perception: 14, noise: 2 }]);
    expect(s.noise).toBe(2);
  });
});
