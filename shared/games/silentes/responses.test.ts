/**
 * R35: provisions "en cualquier momento apropiado, incluso fuera de tu turno". Response windows
 * before noise lands, out-of-turn plays by the seats in `status().interrupts`, and the rule that
 * who is asked depends only on public facts (how many provisions a hand holds, never which).
 * Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11.
 */
import { describe, expect, it } from 'vitest';
import { silentes } from './index';
import type { SilentesState } from './types';
import { A, act, decision, expectRejected, legal, play, scenario, viewOf } from './test-helpers';

const ANA = ['B5', 'C9', 'E8', 'O11', 'B13'];
const LUIS = ['C4', 'E5', 'O8', 'B10', 'C13'];

const interrupts = (s: SilentesState) => silentes.status(s).interrupts;

describe('R35 out of turn: Agua Potable in the partner\'s turn', () => {
  it('R35 Luis, holding a provision, may drink water during Ana\'s phase-1 turn; her decision stays open', () => {
    let s = scenario({ noise: 5, provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] });
    expect(silentes.status(s).deciding).toEqual([0]);
    expect(interrupts(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([A.provision('C1')]);
    s = act(s, 1, A.provision('C1'));
    expect(s.noise).toBe(3);
    expect(s.seats[1].discard).toEqual(['C1']);
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
    expect(interrupts(s)).toEqual([]);
    expect(s.log).toContainEqual({ key: 'provision', params: { seat: 1, card: 'C1' } });
  });

  it('R35 an interrupting seat may only play provisions; anything else is not its decision and changes nothing', () => {
    const s = scenario({ noise: 5, provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] });
    expectRejected(s, 1, A.search, 'not_your_decision');
    expectRejected(s, 1, A.hide(5, 'B10'), 'not_your_decision');
    expectRejected(s, 1, A.provision('E1'), 'card_not_in_hand');
  });

  it('R35 a seat with provisions that cannot apply now is listed all the same, and has nothing to play', () => {
    // Daga Afilada only works before one's own comparison: nothing applies in Ana's turn.
    const s = scenario({ provisionDeck: [], hands: [ANA, [...LUIS, 'E1']] });
    expect(interrupts(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([]);
    expectRejected(s, 1, A.provision('E1'), 'provision_not_now');
  });

  it('R35 a seat without provisions is never listed and has no legal action', () => {
    const s = scenario({ noise: 5, provisionDeck: [] });
    expect(interrupts(s)).toEqual([]);
    expect(legal(s, 1)).toEqual([]);
  });

  it('R18 R35 nobody may interrupt while El Diablo holds', () => {
    const s = scenario({ noise: 5, provisionDeck: [], hands: [ANA, [...LUIS, 'C1']], effects: { devil: true } });
    expect(interrupts(s)).toEqual([]);
    expectRejected(s, 1, A.provision('C1'), 'not_your_decision');
  });

  it('R35 no interruption while another provision or an exchange is being resolved (Botiquín, Mapa)', () => {
    const aid = act(scenario({ noise: 5, provisionDeck: [], hands: [[...ANA, 'C2', 'C1'], LUIS] }), 0, A.provision('C2'));
    expect(decision(aid)).toEqual({ t: 'firstAid', seat: 1 });
    expect(interrupts(aid)).toEqual([]);
    expectRejected(aid, 0, A.provision('C1'), 'not_your_decision');
    expect(legal(aid, 1)).toEqual([A.accept, A.pass]);
  });
});

describe('R35 response window before an omen\'s noise', () => {
  /** Both hide out of the Oros hunt; the Oros King then reveals `omen`. */
  function kingWith(omen: string, o: { noise?: number; hands?: [string[], string[]] } = {}) {
    const s = scenario({ provisionDeck: [], huntTop: ['O14', 'O4', 'O5'], omenTop: [omen], noise: o.noise ?? 0, hands: o.hands ?? [ANA, LUIS] });
    return play(s, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')]);
  }

  it('R35 water answers El Loco before it lands and prevents the defeat at 14', () => {
    let s = kingWith('M0', { noise: 14, hands: [[...ANA, 'C1'], LUIS] });
    s = act(s, 0, A.pass); // the window after the flip
    expect(s.omensRevealed).toEqual(['M0']);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'omenNoise', subject: 0 });
    expect(s.noise).toBe(14);
    s = play(s, [0, A.provision('C1')], [0, A.pass]);
    expect(s.result).toBeNull();
    expect(s.noise).toBe(13);
    expect(s.round).toBe(2);
  });

  it('R35 the partner may answer it too, in turn order, and Luis\'s water saves the game as well', () => {
    let s = kingWith('M0', { noise: 14, hands: [[...ANA, 'E1'], [...LUIS, 'C1']] });
    s = play(s, [0, A.pass], [1, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'omenNoise', subject: 0 });
    expect(legal(s, 0)).toEqual([A.pass]);
    expect(interrupts(s)).toEqual([1]);
    s = act(s, 0, A.pass);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'omenNoise', subject: 1 });
    s = play(s, [1, A.provision('C1')], [1, A.pass]);
    expect(s.result).toBeNull();
    expect(s.noise).toBe(13);
  });

  it('R35 the window passes by itself when nobody holds a provision: El Loco at 14 loses at once', () => {
    const s = kingWith('M0', { noise: 14 });
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
    expect(s.log.some((e) => e.key === 'provision')).toBe(false);
  });

  it('R35 no window for an omen that cannot add noise (El Emperador), nor for La Rueda at 0 noise', () => {
    const emperor = act(kingWith('M4', { noise: 6, hands: [[...ANA, 'C1'], LUIS] }), 0, A.pass);
    expect(emperor.round).toBe(2);
    expect(emperor.noise).toBe(3);
    const wheel = act(kingWith('M10', { hands: [[...ANA, 'C1'], LUIS] }), 0, A.pass);
    expect(wheel.round).toBe(2);
  });

  it('R35 La Torre opens the window only when a survivor stands on the shelter that falls', () => {
    // Shelter 7 (E11) is the highest. Luis hides there with E5, Ana holds water.
    let s = scenario({ provisionDeck: [], positions: [0, 6], huntTop: ['O14', 'O4', 'O5'], omenTop: ['M16'], noise: 3, hands: [[...ANA, 'C1'], LUIS] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.hide(7, 'E5')], [0, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'omenNoise', subject: 0 });
    let away = scenario({ provisionDeck: [], positions: [0, 1], huntTop: ['O14', 'O4', 'O5'], omenTop: ['M16'], hands: [[...ANA, 'C1'], LUIS] });
    away = play(away, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')], [0, A.pass]);
    expect(away.map[7]).toBeNull();
    expect(away.round).toBe(2);
  });
});

describe('R35 response window before a hunt\'s noise', () => {
  it('R35 water in the partner\'s window answers a failed comparison before it lands (prevents a defeat)', () => {
    let s = scenario({ noise: 13, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [ANA, [...LUIS, 'C1']] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search], [1, A.pass]);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'afterFail', subject: 0 });
    s = play(s, [1, A.provision('C1')], [1, A.pass]);
    expect(s.noise).toBe(14);
    expect(s.result).toBeNull();
  });

  it('R35 the window passes by itself when nobody holds a provision', () => {
    const s = play(scenario({ noise: 13, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [] }), [0, A.hide(1, 'C9')], [1, A.search]);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
  });
});

describe('R35 the window opens the same way whatever provision is held', () => {
  /** Ana holds one provision, `card`; the Copas Knight hunts her hide on shelter 1. */
  function afterFlip(card: string): SilentesState {
    const s = scenario({ noise: 4, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [], hands: [[...ANA, card], LUIS] });
    return play(s, [0, A.hide(1, 'C9')], [1, A.search]);
  }

  it('R35 Lanzar Chatarra and Mapa Desgastado: the same window and public table after the flip, different choices inside', () => {
    const scrap = afterFlip('B3');
    const map = afterFlip('O2');
    expect(decision(scrap)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    expect(decision(map)).toEqual(decision(scrap));
    expect(viewOf(map, null)).toEqual(viewOf(scrap, null));
    expect(viewOf(map, 1)).toEqual(viewOf(scrap, 1));
    expect(silentes.status(map)).toEqual(silentes.status(scrap));
    expect(legal(scrap, 0)).toEqual([A.provision('B3'), A.pass]);
    expect(legal(map, 0)).toEqual([A.provision('O2'), A.pass]);
  });

  it('R35 a provision that cannot apply (Daga held by the hunted survivor after a fail) still gets the same prompt', () => {
    let dagger = afterFlip('E1');
    let water = afterFlip('C1');
    dagger = play(dagger, [0, A.pass], [0, A.pass]);
    water = play(water, [0, A.pass], [0, A.pass]);
    expect(decision(dagger)).toEqual({ t: 'window', seat: 0, window: 'afterFail', subject: 0 });
    expect(viewOf(dagger, 1)).toEqual(viewOf(water, 1));
    expect(legal(dagger, 0)).toEqual([A.pass]);
    expect(legal(water, 0)).toEqual([A.provision('C1'), A.pass]);
  });
});

describe('R38 Lanzar Chatarra played out of turn', () => {
  it('R35 R38 Luis throws scrap while Ana\'s window after the flip is open; she goes on deciding about the new card and he is asked again', () => {
    let s = scenario({ positions: [0, 3], huntTop: ['C12', 'E4', 'O5'], provisionDeck: [], hands: [[...ANA, 'C1'], [...LUIS, 'B3', 'O2']] });
    s = play(s, [0, A.hide(1, 'C9')], [1, A.search]);
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    expect(interrupts(s)).toEqual([1]);
    expect(legal(s, 1)).toEqual([A.provision('B3'), A.provision('O2')]);
    s = act(s, 1, A.provision('B3'));
    expect(s.huntCard).toBe('E4');
    expect(decision(s)).toEqual({ t: 'window', seat: 0, window: 'afterReveal', subject: 0 });
    s = act(s, 0, A.pass);
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'afterReveal', subject: 1 });
  });
});
