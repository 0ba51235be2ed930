/**
 * Fase 3: every major arcanum, forced by putting it on top of the omen deck and a King on top
 * of the hunt deck. Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11; the Oros King
 * hunts shelters 3 and 6.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/contract';
import { nextInt, seedRng } from '../../engine/rng';
import type { SilentesAction, SilentesState } from './types';
import { A, act, decision, expectRejected, legal, logKeys, play, scenario, viewOf, type Scenario } from './test-helpers';

type Move = [Seat, SilentesAction];
/** Ana from 0 to 4 with C9, Luis from 1 to 0 with B10: nobody stands in Oros, nothing is drawn. */
const QUIET: Move[] = [[0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')]];
const QUIET_ROUND_2: Move[] = [[1, A.hide(0, 'B10')], [0, A.hide(4, 'C9')]];
/** Both discard a Bastos card (the Oros King ignores it), so both draw one at the refill. */
const DISTRACT: Move[] = [[0, A.distract('B', 'B5')], [1, A.distract('B', 'B10')]];
const AFTER_KING = ['O4', 'O5', 'O6', 'B7', 'B8', 'E12', 'E13'];

interface KingRound extends Scenario {
  omen: string;
  king?: string;
  /** Hunt cards under the King (default AFTER_KING, then the rest of the deck). */
  after?: string[];
  moves?: Move[];
}

/**
 * Phase 1 with `moves`, then the King flips and `omen` is revealed. Provisions deck empty unless
 * given. Provision holders' windows right after the flip (R35) are passed: they are not what
 * these tests are about.
 */
function kingRound(o: KingRound): SilentesState {
  const { omen, king = 'O14', after = AFTER_KING, moves = QUIET, ...rest } = o;
  const s = scenario({
    provisionDeck: [],
    ...rest,
    ...(rest.huntDeck ? {} : { huntTop: [king, ...after] }),
    ...(rest.omenDeck ? {} : { omenTop: [omen] }),
  });
  return passWindows(play(s, ...moves), 'afterReveal');
}

function passWindows(s: SilentesState, kind: string): SilentesState {
  let d = decision(s);
  while (d?.t === 'window' && d.window === kind) {
    s = act(s, d.seat, A.pass);
    d = decision(s);
  }
  return s;
}

const compares = (s: SilentesState) =>
  s.log.filter((e) => e.key === 'compareFail' || e.key === 'compareSuccess').map((e) => ({ key: e.key, ...e.params }));

describe('the King and its omen', () => {
  it('R10 the omen applies before the King\'s hunt resolves at perception 14 (El Sol reaches a Copas survivor)', () => {
    const s = kingRound({ omen: 'M19' });
    expect(s.omensRevealed).toEqual(['M19']);
    // Ana hid on Copas (C9), Luis on Bastos (B10): both hunted at perception 14 under El Sol.
    expect(compares(s)).toEqual([
      { key: 'compareFail', seat: 0, silence: 9, perception: 14, noise: 5 },
      { key: 'compareFail', seat: 1, silence: 10, perception: 14, noise: 4 },
    ]);
    expect(s.noise).toBe(9);
  });

  it('R10 the King hunts at perception 14: a Queen fails by 1, after El Emperador already lowered the meter', () => {
    const s = kingRound({ omen: 'M4', noise: 5, positions: [2, 1], hands: [['B5', 'C9', 'E8', 'O13', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C13']], moves: [[0, A.hide(3, 'O13')], [1, A.hide(0, 'B10')]] });
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 13, perception: 14, noise: 1 }]);
    expect(s.noise).toBe(3);
    const order = logKeys(s);
    expect(order.indexOf('omen')).toBeLessThan(order.indexOf('compareFail'));
  });

  it('R7 R38 a distraction matching a King annuls the card, as Lanzar Chatarra does: no hunt and no omen', () => {
    const s = kingRound({ omen: 'M4', noise: 5, positions: [3, 1], moves: [[0, A.search], [1, A.distract('O', 'B10')]] });
    expect(s.huntCancelled).toBeNull();
    expect(s.huntDiscard).toContain('O14');
    expect(logKeys(s)).toEqual(expect.arrayContaining(['distractionWorked', 'kingAnnulled']));
    expect(s.omensRevealed).toEqual([]);
    expect(s.omenDeck[0]).toBe('M4');
    expect(s.noise).toBe(5);
    expect(compares(s)).toEqual([]);
  });

  it('a King with an empty omen deck still hunts at 14', () => {
    const s = kingRound({ omen: 'M4', omenDeck: [], positions: [3, 1], moves: [[0, A.search], [1, A.hide(0, 'B10')]] });
    expect(logKeys(s)).toContain('omenDeckEmpty');
    expect(s.noise).toBe(14);
  });
});

describe('0 El Loco', () => {
  it('R8 the biggest hand, provisions included, stumbles: +1 noise credited to that survivor', () => {
    let s = kingRound({ omen: 'M0', hands: [['B5', 'C9', 'E8', 'O11', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C3', 'O2']] });
    // Luis holds provisions, so he is asked before El Loco's noise lands (R35).
    expect(decision(s)).toEqual({ t: 'window', seat: 1, window: 'omenNoise', subject: 1 });
    s = act(s, 1, A.pass);
    expect(s.noise).toBe(1);
    expect(s.seats.map((p) => p.noiseCaused)).toEqual([0, 1]);
    expect(s.log).toContainEqual({ key: 'foolStumbles', params: { seat: 1 } });
  });

  it('R16 a tie adds 1 noise once, credited to the tied survivor first in turn order', () => {
    const r1 = kingRound({ omen: 'M0' });
    expect(r1.noise).toBe(1);
    expect(r1.seats.map((p) => p.noiseCaused)).toEqual([1, 0]);
    const r2 = kingRound({ omen: 'M0', round: 2, moves: QUIET_ROUND_2 });
    expect(r2.noise).toBe(1);
    expect(r2.seats.map((p) => p.noiseCaused)).toEqual([0, 1]);
  });
});

describe('I El Mago', () => {
  const hands: [string[], string[]] = [['B5', 'C9', 'E8', 'O11', 'O2', 'C3'], ['C4', 'E5', 'O8', 'B10', 'C13']];

  it('R17 each survivor in turn order may hand provisions to the other, including one received just now', () => {
    let s = kingRound({ omen: 'M1', hands });
    expect(decision(s)).toEqual({ t: 'magician', seat: 0 });
    expect(legal(s, 0)).toHaveLength(4);
    expect(legal(s, 0)).toEqual(expect.arrayContaining([A.give(), A.give('O2'), A.give('C3'), A.give('O2', 'C3')]));
    s = act(s, 0, A.give('O2'));
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'C3']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'O2']);
    expect(s.log).toContainEqual({ key: 'gavePrivate', params: { seat: 0, cards: 'O2' }, to: 1 });
    expect(decision(s)).toEqual({ t: 'magician', seat: 1 });
    expect(legal(s, 1)).toEqual([A.give(), A.give('O2')]);
    s = act(s, 1, A.give());
    expect(s.round).toBe(2);
    expect(s.seats[1].hand).toContain('O2');
  });

  it('R17 every survivor is asked in turn order with the same prompt, holding provisions or not', () => {
    let s = kingRound({ omen: 'M1', hands });
    s = act(s, 0, A.give());
    // Luis holds none: he is asked all the same, and "give nothing" is all he can answer.
    expect(decision(s)).toEqual({ t: 'magician', seat: 1 });
    expect(legal(s, 1)).toEqual([A.give()]);
    expect(viewOf(s, null).decision).toEqual({ t: 'magician', seat: 1 });
    s = act(s, 1, A.give());
    expect(s.round).toBe(2);
    expect(s.seats[0].hand).toEqual(expect.arrayContaining(['O2', 'C3']));
    expect(s.log.filter((e) => e.key === 'gave').map((e) => e.params)).toEqual([
      { seat: 0, subject: 1, count: 0 }, { seat: 1, subject: 0, count: 0 },
    ]);
  });

  it('R17 rejects giving a hunt card or a card not held', () => {
    const s = kingRound({ omen: 'M1', hands });
    expectRejected(s, 0, A.give('B5'), 'not_a_provision');
    expectRejected(s, 0, A.give('E1'), 'card_not_in_hand');
    expectRejected(s, 0, A.give('O2', 'O2'), 'card_not_in_hand');
  });
});

describe('II La Sacerdotisa', () => {
  it('R18 the next omen revealed is ignored entirely', () => {
    let s = scenario({ noise: 5, provisionDeck: [], huntTop: ['O14', 'E14', 'O4', 'O5'], omenTop: ['M2', 'M4'] });
    s = play(s, ...QUIET);
    expect(s.effects.priestess).toBe(true);
    expect(s.noise).toBe(5);
    // Round 2: the Espadas King hunts 2 and 7, nobody there; El Emperador is ignored.
    s = play(s, [1, A.hide(1, 'C13')], [0, A.hide(0, 'B5')]);
    expect(s.omensRevealed).toEqual(['M2', 'M4']);
    expect(s.noise).toBe(5);
    expect(s.effects.priestess).toBe(false);
    expect(s.log).toContainEqual({ key: 'omenIgnored', params: { card: 'M4' } });
  });

  it('R18 an ignored omen still ends El Diablo\'s ban', () => {
    const s = kingRound({ omen: 'M4', noise: 5, effects: { priestess: true, devil: true } });
    expect(s.noise).toBe(5);
    expect(s.effects).toMatchObject({ priestess: false, devil: false });
  });
});

describe('III La Emperatriz', () => {
  it('R19 R27 the start player sees the 2 provisions drawn and gives each to a survivor', () => {
    let s = kingRound({ omen: 'M3', provisionDeck: ['E1', 'O3', 'C1'] });
    expect(decision(s)).toEqual({ t: 'empress', seat: 0, cards: ['E1', 'O3'] });
    expect(s.provisionDeck).toEqual(['C1']);
    expect(legal(s, 0)).toHaveLength(4);
    expectRejected(s, 0, A.distribute(0), 'invalid_distribution');
    expectRejected(s, 0, A.distribute(0, 2), 'invalid_distribution');
    s = act(s, 0, A.distribute(1, 0));
    expect(s.seats[1].hand).toContain('E1');
    expect(s.seats[0].hand).toContain('O3');
    expect(s.seats[0].hand).not.toContain('E1');
    expect(s.log).toContainEqual({ key: 'receivedPrivate', params: { seat: 1, card: 'E1' }, to: 1 });
    expect(s.log).toContainEqual({ key: 'receivedPrivate', params: { seat: 0, card: 'O3' }, to: 0 });
    expect(s.log).toContainEqual({ key: 'distributed', params: { seat: 0, toA: 1, toB: 1 } });
  });

  it('R27 in round 2 the start player (seat 2) decides', () => {
    const s = kingRound({ omen: 'M3', round: 2, moves: QUIET_ROUND_2, provisionDeck: ['E1', 'O3'] });
    expect(decision(s)).toEqual({ t: 'empress', seat: 1, cards: ['E1', 'O3'] });
    expectRejected(s, 0, A.distribute(0, 0), 'not_your_decision');
  });

  it('R19 draws what is left: one card, or nothing with an empty deck', () => {
    const one = kingRound({ omen: 'M3', provisionDeck: ['E1'] });
    expect(decision(one)).toEqual({ t: 'empress', seat: 0, cards: ['E1'] });
    expect(act(one, 0, A.distribute(1)).seats[1].hand).toContain('E1');
    const none = kingRound({ omen: 'M3', provisionDeck: [] });
    expect(none.round).toBe(2);
    expect(logKeys(none)).toContain('provisionDeckEmpty');
  });
});

describe('IV El Emperador', () => {
  it('lowers the meter by 3, never below 0', () => {
    expect(kingRound({ omen: 'M4', noise: 5 }).noise).toBe(2);
    expect(kingRound({ omen: 'M4', noise: 2 }).noise).toBe(0);
  });
});

describe('V El Hierofante', () => {
  it('R20 both survivors see the top 3 hunt cards and the start player puts them back in any order', () => {
    let s = kingRound({ omen: 'M5', moves: DISTRACT });
    expect(decision(s)).toEqual({ t: 'hierophant', seat: 0, cards: ['O4', 'O5', 'O6'] });
    expect(viewOf(s, 0).peek).toEqual({ deck: 'hunt', cards: ['O4', 'O5', 'O6'] });
    expect(viewOf(s, 1).peek).toEqual({ deck: 'hunt', cards: ['O4', 'O5', 'O6'] });
    expect(legal(s, 0)).toHaveLength(6);
    expectRejected(s, 0, A.order('O4', 'O5'), 'invalid_order');
    expectRejected(s, 0, A.order('O4', 'O5', 'B7'), 'invalid_order');
    expectRejected(s, 1, A.order('O6', 'O4', 'O5'), 'not_your_decision');
    s = act(s, 0, A.order('O6', 'O4', 'O5'));
    // The refill draws in the new order: Ana O6, Luis O4; O5 is next.
    expect(s.seats[0].hand).toEqual(['C9', 'E8', 'O11', 'B13', 'O6']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'O4']);
    expect(s.huntDeck.slice(0, 2)).toEqual(['O5', 'B7']);
  });

  it('R20 with one card left there is nothing to order', () => {
    const s = kingRound({ omen: 'M5', huntDeck: ['O14', 'O4'] });
    expect(s.pending.filter((d) => d.t === 'hierophant')).toEqual([]);
    expect(s.omensRevealed).toEqual(['M5']);
  });
});

describe('VI Los Enamorados', () => {
  const base = { omen: 'M6', positions: [2, 7] as [number, number], moves: [[0, A.hide(3, 'O11')], [1, A.hide(6, 'O8')]] as Move[] };

  it('R21 R26 the partner may take 2 noise (credited to them) to cancel the other\'s noise, once per round', () => {
    let s = kingRound(base);
    expect(decision(s)).toEqual({ t: 'lovers', seat: 1, subject: 0, amount: 3 });
    s = act(s, 1, A.sacrifice);
    // Ana's 3 are cancelled, Luis took 2; Luis's own failure (6) gets no second sacrifice.
    expect(s.noise).toBe(8);
    expect(s.seats.map((p) => p.noiseCaused)).toEqual([0, 8]);
    expect(s.seats[0].discard).toEqual(['O11']);
    expect(s.round).toBe(2);
  });

  it('R21 a declined sacrifice is offered again for the next survivor', () => {
    let s = act(kingRound(base), 1, A.pass);
    expect(s.noise).toBe(3);
    expect(decision(s)).toEqual({ t: 'lovers', seat: 0, subject: 1, amount: 6 });
    s = act(s, 0, A.sacrifice);
    expect(s.noise).toBe(5);
    expect(s.seats.map((p) => p.noiseCaused)).toEqual([5, 0]);
  });

  it('R21 is not offered when there is no noise to cancel', () => {
    // A barricade lifts Ana's O11 to 14: a tie at zero noise, so Luis is not asked; then Luis fails by 6.
    const s = kingRound({ ...base, barricades: [{ shelter: 3, owner: 1 }] });
    expect(compares(s)[0]).toEqual({ key: 'compareFail', seat: 0, silence: 14, perception: 14, noise: 0 });
    expect(decision(s)).toEqual({ t: 'lovers', seat: 0, subject: 1, amount: 6 });
  });
});

describe('VII El Carro', () => {
  it('R30 each survivor in turn order may move anywhere; the silence card moves along and the end zone counts', () => {
    let s = kingRound({ omen: 'M7' });
    expect(decision(s)).toEqual({ t: 'chariot', seat: 0 });
    expectRejected(s, 0, A.moveTo(4), 'must_move');
    s = act(s, 0, A.moveTo(3));
    expect(decision(s)).toEqual({ t: 'chariot', seat: 1 });
    s = act(s, 1, A.pass);
    expect(s.seats.map((p) => p.position)).toEqual([3, 0]);
    // Ana's C9 now sits in Oros and meets the King: 14 - 9.
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 9, perception: 14, noise: 5 }]);
    expect(s.seats[0].discard).toEqual(['C9']);
  });

  it('R30 a destroyed shelter is not a destination', () => {
    const s = kingRound({ omen: 'M7', map: ['B4', 'C5', null, 'O7', 'C8', 'B9', 'O10', 'E11'] });
    expectRejected(s, 0, A.moveTo(2), 'invalid_shelter');
  });
});

describe('VIII La Fuerza', () => {
  it('R22 applies from the next round, not to the King\'s own hunt', () => {
    const s = kingRound({ omen: 'M8', positions: [0, 3], moves: [[0, A.hide(4, 'C9')], [1, A.search]] });
    expect(s.noise).toBe(14);
    expect(s.effects.strengthRound).toBe(2);
  });

  it('R23 +2 to the silence of those who hid or entrenched; a searcher\'s silence stays 0', () => {
    let s = scenario({ round: 2, effects: { strengthRound: 2 }, positions: [0, 3], huntTop: ['O9', 'O4'], provisionDeck: [] });
    s = play(s, [1, A.search], [0, A.hide(4, 'C9')]);
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 1, silence: 0, perception: 9, noise: 9 }]);
    let d = scenario({ round: 2, effects: { strengthRound: 2 }, positions: [0, 3], huntTop: ['O9', 'O4'], provisionDeck: [] });
    d = play(d, [1, A.distract('B', 'B10')], [0, A.hide(4, 'C9')]);
    expect(compares(d)).toEqual([{ key: 'compareFail', seat: 1, silence: 0, perception: 9, noise: 9 }]);
    let h = scenario({ round: 2, effects: { strengthRound: 2 }, positions: [0, 3], huntTop: ['C12', 'O4'], provisionDeck: [] });
    h = play(h, [1, A.search], [0, A.hide(4, 'C9')]);
    expect(compares(h)).toEqual([{ key: 'compareFail', seat: 0, silence: 11, perception: 12, noise: 1 }]);
  });
});

describe('IX El Ermitaño', () => {
  it('R32 cancels this round\'s hunt', () => {
    const s = kingRound({ omen: 'M9', positions: [2, 1], moves: [[0, A.hide(3, 'O11')], [1, A.hide(0, 'B10')]] });
    expect(s.noise).toBe(0);
    expect(compares(s)).toEqual([]);
    expect(s.seats[0].hand).toContain('O11');
    expect(s.seats[0].discard).toEqual([]);
  });

  it('R32 a hunt already cancelled by a distraction stays cancelled', () => {
    const s = kingRound({ omen: 'M9', positions: [3, 1], moves: [[0, A.search], [1, A.distract('O', 'B10')]] });
    expect(logKeys(s)).toContain('distractionWorked');
    expect(s.noise).toBe(0);
  });
});

describe('X La Rueda de la Fortuna', () => {
  /** A generator state whose first coin shows `face` (0 heads, 1 tails). */
  function coinSeed(face: 0 | 1): string {
    for (let i = 0; ; i++) if (nextInt(seedRng(`coin-${i}`), 2)[0] === face) return `coin-${i}`;
  }

  it('R25 heads: the meter drops to 0', () => {
    const s = kingRound({ omen: 'M10', noise: 6, rng: coinSeed(0) });
    expect(logKeys(s)).toContain('coinHeads');
    expect(s.noise).toBe(0);
  });

  it('R25 tails: the meter doubles', () => {
    const s = kingRound({ omen: 'M10', noise: 6, rng: coinSeed(1) });
    expect(logKeys(s)).toContain('coinTails');
    expect(s.noise).toBe(12);
  });

  it('R25 tails at 8 caps at 15 and loses the game', () => {
    const s = kingRound({ omen: 'M10', noise: 8, rng: coinSeed(1) });
    expect(s.noise).toBe(15);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
  });

  it('R25 the coin comes from the game\'s seeded generator, so the same state flips the same way', () => {
    const a = kingRound({ omen: 'M10', noise: 6, rng: 'same' });
    const b = kingRound({ omen: 'M10', noise: 6, rng: 'same' });
    expect(a).toEqual(b);
    expect(a.rng).not.toEqual(seedRng('same'));
  });
});

describe('XI La Justicia', () => {
  const withProvisions: [string[], string[]] = [['B5', 'C9', 'E8', 'O11', 'O2', 'C3'], ['C4', 'E5', 'O8', 'B10', 'E2']];

  it('R26 whoever caused the most noise discards a provision of their choice', () => {
    let s = kingRound({ omen: 'M11', hands: withProvisions, noiseCaused: [3, 1] });
    expect(decision(s)).toEqual({ t: 'justice', seat: 0 });
    expect(legal(s, 0)).toEqual([A.discard('O2'), A.discard('C3')]);
    expectRejected(s, 0, A.discard('B5'), 'not_a_provision');
    s = act(s, 0, A.discard('C3'));
    expect(s.seats[0].discard).toEqual(['C3']);
    expect(s.seats[0].hand).toContain('O2');
    expect(s.seats[1].hand).toContain('E2');
    expect(s.round).toBe(2);
  });

  it('R26 on a tie each tied survivor discards one', () => {
    let s = kingRound({ omen: 'M11', hands: withProvisions, noiseCaused: [2, 2] });
    s = act(s, 0, A.discard('O2'));
    expect(decision(s)).toEqual({ t: 'justice', seat: 1 });
    s = act(s, 1, A.discard('E2'));
    expect(s.seats.map((p) => p.discard)).toEqual([['O2'], ['E2']]);
  });

  it('R26 a survivor without provisions discards nothing', () => {
    const s = kingRound({ omen: 'M11', noiseCaused: [3, 0] });
    expect(s.pending).toEqual([{ t: 'act', seat: 1 }]);
    expect(s.seats[0].discard).toEqual([]);
  });

  it('R26 if nobody has caused noise, each survivor draws a provision', () => {
    const s = kingRound({ omen: 'M11', provisionDeck: ['E1', 'O3', 'C1'] });
    expect(s.seats[0].hand).toContain('E1');
    expect(s.seats[1].hand).toContain('O3');
    expect(s.provisionDeck).toEqual(['C1']);
  });
});

describe('XII El Colgado', () => {
  it('R22 swaps Copas and Espadas from the next round on', () => {
    const s = kingRound({ omen: 'M12' });
    expect(s.effects.hangedRound).toBe(2);
    expect(viewOf(s, 0).zones).toEqual(['B', 'E', 'C', 'O', 'E', 'B', 'O', 'C']);
  });

  it('R22 a Copas hunt in that round reaches the Espadas shelters and spares the Copas ones', () => {
    let s = scenario({ round: 2, effects: { hangedRound: 2 }, positions: [2, 1], huntTop: ['C7', 'O4'], provisionDeck: [] });
    s = play(s, [1, A.search], [0, A.search]);
    expect(s.noise).toBe(7);
    expect(s.seats.map((p) => p.noiseCaused)).toEqual([7, 0]);
  });
});

describe('XIII La Muerte', () => {
  it('R28 deals all 8 places anew, restoring a destroyed one; barricades and mirrors go to their owners', () => {
    const newMap = ['B6', 'C6', 'E7', 'O4', 'C7', 'B7', 'O5', 'E9'];
    const s = kingRound({
      omen: 'M13',
      map: ['B4', 'C5', 'E6', 'O7', 'C8', 'B9', 'O10', null],
      after: [...newMap, 'O6', 'B8'],
      barricades: [{ shelter: 2, owner: 1 }],
      mirrors: [{ shelter: 5, owner: 0 }],
    });
    expect(s.map).toEqual(newMap);
    expect(s.barricades).toEqual([]);
    expect(s.mirrors).toEqual([]);
    expect(s.seats[0].discard).toEqual(['E3']);
    expect(s.seats[1].discard).toEqual(['B2']);
    expect(s.seats.map((p) => p.position)).toEqual([4, 0]);
    expect(s.huntDiscard).toEqual(['B4', 'C5', 'E6', 'O7', 'C8', 'B9', 'O10', 'O14']);
    expect(s.huntDeck.slice(0, 2)).toEqual(['O6', 'B8']);
  });

  it('R28 with a short hunt deck the missing places stay empty and a survivor there moves to the first shelter', () => {
    const s = kingRound({ omen: 'M13', huntDeck: ['O14', 'B6', 'C6', 'E7'] });
    expect(s.map).toEqual(['B6', 'C6', 'E7', null, null, null, null, null]);
    expect(s.seats.map((p) => p.position)).toEqual([0, 0]);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'huntDeckExhausted' });
  });
});

describe('XIV La Templanza', () => {
  it('R22 R8 the refill at the end of this round goes to 6 cards, the next one back to 5', () => {
    let s = kingRound({ omen: 'M14' });
    expect(s.effects.temperanceRound).toBe(2);
    // Silence cards came back (5 each), then one more each.
    expect(s.seats[0].hand).toEqual(['B5', 'E8', 'O11', 'B13', 'C9', 'O4']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'B10', 'O5']);
    // Round 2 (the Oros 6 hunts nobody): 6 cards is above 5, nothing is drawn.
    s = play(s, [1, A.search], [0, A.search]);
    expect(s.round).toBe(3);
    expect(s.seats[0].hand).toHaveLength(6);
    expect(s.seats[1].hand).toHaveLength(6);
    expect(s.huntDeck[0]).toBe('B7');
  });
});

describe('XIV La Templanza with provisions', () => {
  it('R8 R22 provisions count towards La Templanza\'s 6', () => {
    // After the distractions Ana holds 3 hunt cards and 2 provisions, so she draws 1 (counting
    // hunt cards only she would draw 3); Luis holds 4 hunt cards and draws 2.
    const s = kingRound({ omen: 'M14', hands: [['B5', 'C9', 'E8', 'O11', 'C3', 'O2'], ['C4', 'E5', 'O8', 'B10', 'C13']], moves: DISTRACT });
    expect(s.round).toBe(2);
    expect(s.seats[0].hand).toEqual(['C9', 'E8', 'O11', 'C3', 'O2', 'O4']);
    expect(s.seats[1].hand).toEqual(['C4', 'E5', 'O8', 'C13', 'O5', 'O6']);
  });
});

describe('XV El Diablo', () => {
  const hands: [string[], string[]] = [['B5', 'C9', 'E8', 'O11', 'E1', 'O3', 'C1', 'B1'], ['C4', 'E5', 'O8', 'B10', 'C13']];

  it('R18 forbids provisions at once: no Daga or Amuleto window in the King\'s own hunt', () => {
    const s = kingRound({ omen: 'M15', hands, positions: [2, 1], moves: [[0, A.hide(3, 'O11')], [1, A.hide(0, 'B10')]] });
    expect(s.effects.devil).toBe(true);
    expect(s.noise).toBe(3);
    expect(s.seats[0].discard).toEqual(['O11']);
    expect(s.seats[0].hand).toEqual(expect.arrayContaining(['E1', 'O3', 'C1', 'B1']));
  });

  it('R18 R35 blocks every provision, Herramientas Multiuso inside Move & Hide included, until the next omen', () => {
    const s = scenario({ round: 2, noise: 4, hands, effects: { devil: true }, turn: 1 });
    expect(decision(s)).toEqual({ t: 'act', seat: 0 });
    expect(legal(s, 0).filter((a) => a.type === 'provision' || (a.type === 'hide' && a.multitool))).toEqual([]);
    expectRejected(s, 0, A.provision('C1'), 'provisions_blocked');
    expectRejected(s, 0, A.hide(1, 'E8', { multitool: true }), 'provisions_blocked');
    const lifted = kingRound({ omen: 'M4', noise: 4, hands, effects: { devil: true } });
    expect(lifted.effects.devil).toBe(false);
  });
});

describe('XVI La Torre', () => {
  const base = {
    omen: 'M16',
    positions: [0, 6] as [number, number],
    moves: [[0, A.hide(4, 'C9')], [1, A.hide(7, 'E5')]] as Move[],
  };

  it('R29 the highest shelter leaves the game; the survivor there adds 2 noise and escapes to an adjacent shelter of their choice', () => {
    let s = kingRound({ ...base, barricades: [{ shelter: 7, owner: 0 }] });
    expect(s.map[7]).toBeNull();
    expect(s.removed).toEqual(['E11']);
    expect(s.noise).toBe(2);
    expect(s.seats[1].noiseCaused).toBe(2);
    expect(s.seats[0].discard).toEqual(['B2']);
    expect(decision(s)).toEqual({ t: 'tower', seat: 1, options: [3, 6] });
    expectRejected(s, 1, A.moveTo(2), 'shelter_not_adjacent');
    s = act(s, 1, A.moveTo(3));
    // Luis's E5 moved with him into Oros, where the King hunts: 14 - 5 = 9 more.
    expect(s.seats[1].position).toBe(3);
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 1, silence: 5, perception: 14, noise: 9 }]);
    expect(s.noise).toBe(11);
    expect(s.seats[1].discard).toEqual(['E5']);
  });

  it('R29 on a tie the first shelter in reading order falls', () => {
    const s = kingRound({ omen: 'M16', map: ['B4', 'C12', 'E6', 'O7', 'C8', 'B9', 'O10', 'E12'], positions: [0, 5], moves: [[0, A.hide(4, 'C9')], [1, A.search]] });
    expect(s.map).toEqual(['B4', null, 'E6', 'O7', 'C8', 'B9', 'O10', 'E12']);
    expect(s.removed).toEqual(['C12']);
    expect(s.noise).toBe(0);
  });

  it('R29 with a single adjacent shelter the escape is automatic', () => {
    const s = kingRound({ ...base, map: ['B4', 'C5', 'E6', null, 'C8', 'B9', 'O10', 'E11'] });
    expect(s.seats[1].position).toBe(6);
    expect(s.noise).toBe(2 + 9);
  });

  it('R29 with no adjacent shelter left the survivor may escape to any shelter', () => {
    const far = kingRound({ ...base, map: ['B4', 'C5', 'E6', null, 'C8', 'B9', null, 'E11'], positions: [0, 7], moves: [[0, A.hide(4, 'C9')], [1, A.search]] });
    expect(decision(far)).toEqual({ t: 'tower', seat: 1, options: [0, 1, 2, 4, 5] });
  });
});

describe('XVII La Estrella', () => {
  it('R31 each survivor with a discard pile may take one card back, provisions included', () => {
    let s = kingRound({ omen: 'M17', discards: [['B12', 'O1'], []] });
    expect(decision(s)).toEqual({ t: 'star', seat: 0 });
    expect(legal(s, 0)).toEqual([A.recover('B12'), A.recover('O1'), A.pass]);
    expectRejected(s, 0, A.recover('B6'), 'not_in_discard');
    s = act(s, 0, A.recover('O1'));
    expect(s.seats[0].discard).toEqual(['B12']);
    expect(s.seats[0].hand).toContain('O1');
    // Luis has an empty pile: he is not asked.
    expect(s.round).toBe(2);
  });

  it('R31 both are asked in turn order when both have discards; passing keeps the pile', () => {
    let s = kingRound({ omen: 'M17', discards: [['B12'], ['C12']] });
    s = act(s, 0, A.pass);
    expect(decision(s)).toEqual({ t: 'star', seat: 1 });
    s = act(s, 1, A.recover('C12'));
    expect(s.seats.map((p) => p.discard)).toEqual([['B12'], []]);
    expect(s.seats[1].hand).toContain('C12');
  });
});

describe('XVIII La Luna', () => {
  it('R24 cards played for silence count 2 less', () => {
    const hands: [string[], string[]] = [['B5', 'C9', 'E8', 'O13', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C13']];
    const s = kingRound({ omen: 'M18', hands, positions: [2, 1], moves: [[0, A.hide(3, 'O13')], [1, A.hide(0, 'B10')]] });
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 11, perception: 14, noise: 3 }]);
  });

  it('R24 the −2 applies before halving an entrench: O13 gives (13 − 2) / 2 = 5', () => {
    const hands: [string[], string[]] = [['B5', 'C9', 'E8', 'O13', 'B13'], ['C4', 'E5', 'O8', 'B10', 'C13']];
    const s = kingRound({ omen: 'M18', hands, positions: [3, 1], lastHideCards: ['O13', null], moves: [[0, A.entrench], [1, A.hide(0, 'B10')]] });
    expect(compares(s)).toEqual([{ key: 'compareFail', seat: 0, silence: 5, perception: 14, noise: 9 }]);
    expect(s.seats[0].discard).toEqual(['O13']);
  });
});

describe('XIX El Sol', () => {
  it('R32 the hunt covers every zone and no mirror can deflect it', () => {
    const s = kingRound({ omen: 'M19', mirrors: [{ shelter: 3, owner: 0 }] });
    expect(s.noise).toBe(9);
    expect(s.mirrors).toEqual([{ shelter: 3, owner: 0 }]);
    expect(logKeys(s)).toContain('sunHunt');
    expect(logKeys(s)).not.toContain('deflect');
  });
});

describe('XX El Juicio', () => {
  const ten = ['O4', 'O5', 'O6', 'B7', 'B8', 'B11', 'B12', 'C6', 'C7', 'C10'];

  it('R33 with 10 or fewer hunt cards left the meter is halved, rounded down', () => {
    const s = kingRound({ omen: 'M20', noise: 7, huntDeck: ['O14', ...ten] });
    expect(s.noise).toBe(3);
  });

  it('R33 with more than 10 left it gains 3', () => {
    const s = kingRound({ omen: 'M20', noise: 7, huntDeck: ['O14', ...ten, 'C11'] });
    expect(s.noise).toBe(10);
  });
});

describe('XXI El Mundo', () => {
  it('R34 wins at once when no King is left to bring another omen', () => {
    const s = kingRound({ omen: 'M21', huntDeck: ['O14', 'O4', 'O5', 'O6'] });
    expect(s.result).toEqual({ outcome: 'victory', reason: 'world' });
    expect(compares(s)).toEqual([]);
  });

  it('R34 wins at once when it was the last card of the omen deck', () => {
    const s = kingRound({ omen: 'M21', omenDeck: ['M21'] });
    expect(s.huntDeck.some((c) => c.endsWith('14'))).toBe(true);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'world' });
  });

  it('R34 does nothing while another omen can still come', () => {
    const s = kingRound({ omen: 'M21' });
    expect(s.result).toBeNull();
    expect(logKeys(s)).toContain('worldNotLast');
    expect(s.round).toBe(2);
  });
});
