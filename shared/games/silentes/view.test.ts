/** Hidden information: what each seat, and the shared table, may see. */
import { describe, expect, it } from 'vitest';
import type { SilentesState } from './types';
import { silentes } from './index';
import { A, act, play, scenario, viewOf } from './test-helpers';

const ANA = ['B5', 'C9', 'E8', 'O11', 'B13'];
const LUIS = ['C4', 'E5', 'O8', 'B10', 'C13'];

const hands = (s: SilentesState, seat: 0 | 1 | null) => viewOf(s, seat).seats.map((p) => p.hand);
const text = (s: SilentesState, seat: 0 | 1 | null) => JSON.stringify(viewOf(s, seat));

describe('hands', () => {
  it('a seat sees its own hand and only the size of the other; the public view sees no hand', () => {
    const s = scenario();
    expect(hands(s, 0)).toEqual([ANA, null]);
    expect(hands(s, 1)).toEqual([null, LUIS]);
    expect(hands(s, null)).toEqual([null, null]);
    expect(viewOf(s, 0).seats.map((p) => p.handCount)).toEqual([5, 5]);
    expect(viewOf(s, null).viewer).toBeNull();
    expect(viewOf(s, 1).viewer).toBe(1);
    for (const c of LUIS) expect(text(s, 0)).not.toContain(`"${c}"`);
  });

  it('with open hands both seats see both hands; the public view still none', () => {
    const s = scenario({ openHands: true });
    expect(hands(s, 0)).toEqual([ANA, LUIS]);
    expect(hands(s, 1)).toEqual([ANA, LUIS]);
    expect(hands(s, null)).toEqual([null, null]);
  });

  it('R40 after Raciones Compartidas both seats see both hands until the round ends', () => {
    let s = scenario({ hands: [[...ANA, 'C3'], LUIS], huntTop: ['O4', 'O5'], provisionDeck: [] });
    s = act(s, 0, A.provision('C3'));
    expect(hands(s, 1)).toEqual([ANA, LUIS]);
    expect(hands(s, 0)).toEqual([ANA, LUIS]);
    expect(hands(s, null)).toEqual([null, null]);
    s = play(s, [0, A.search], [1, A.search]);
    expect(s.round).toBe(2);
    expect(hands(s, 1)[0]).toBeNull();
    expect(hands(s, 0)[1]).toBeNull();
  });

  it('at game over both seats see both hands', () => {
    let s = scenario({ huntDeck: ['O4'], provisionDeck: [] });
    s = play(s, [0, A.search], [1, A.search]);
    expect(s.result).not.toBeNull();
    expect(hands(s, 0)).toEqual([ANA, LUIS]);
    expect(hands(s, 1)).toEqual([ANA, LUIS]);
  });

  it('R48 R35 how many provisions each hand holds is public; which ones is not', () => {
    const s = scenario({ hands: [[...ANA, 'C1', 'E1'], LUIS] });
    for (const seat of [0, 1, null] as const) {
      expect(viewOf(s, seat).seats.map((p) => [p.handCount, p.provisionCount])).toEqual([[7, 2], [5, 0]]);
    }
    expect(text(s, 1)).not.toMatch(/"C1"|"E1"/);
    expect(text(s, null)).not.toMatch(/"C1"|"E1"/);
  });

  it('R48 R35 the interrupting seats are in the status everyone sees, from the public count only', () => {
    const withWater = scenario({ noise: 3, hands: [ANA, [...LUIS, 'C1']] });
    const withDagger = scenario({ noise: 3, hands: [ANA, [...LUIS, 'E1']] });
    expect(silentes.status(withWater).interrupts).toEqual([1]);
    expect(silentes.status(withDagger)).toEqual(silentes.status(withWater));
    expect(viewOf(withDagger, 0)).toEqual(viewOf(withWater, 0));
    expect(viewOf(withDagger, null)).toEqual(viewOf(withWater, null));
  });

  it('a view is a copy: changing it does not change the game', () => {
    const s = scenario();
    const before = structuredClone(s);
    const v = viewOf(s, 0);
    v.seats[0].hand!.push('E14');
    v.map[0] = null;
    v.effects.devil = true;
    expect(s).toEqual(before);
  });
});

describe('peeks and private choices', () => {
  it('R44 the top omens seen with Mapa Desgastado appear only in the holder\'s view', () => {
    const s = act(scenario({ hands: [[...ANA, 'O2'], LUIS], omenTop: ['M9', 'M16'] }), 0, A.provision('O2'));
    const own = viewOf(s, 0);
    expect(own.decision).toEqual({ t: 'mapOrder', seat: 0, cards: ['M9', 'M16'] });
    expect(own.peek).toEqual({ deck: 'omen', cards: ['M9', 'M16'] });
    for (const seat of [1, null] as const) {
      const v = viewOf(s, seat);
      expect(v.decision).toEqual({ t: 'mapOrder', seat: 0, cards: [] });
      expect(v.peek).toBeNull();
      expect(text(s, seat)).not.toMatch(/"M9"|"M16"/);
    }
  });

  it('R19 the provisions drawn by La Emperatriz appear only to the start player who deals them', () => {
    let s = scenario({ huntTop: ['O14', 'O4'], omenTop: ['M3'], provisionDeck: ['E1', 'O3'] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')]);
    expect(viewOf(s, 0).decision).toEqual({ t: 'empress', seat: 0, cards: ['E1', 'O3'] });
    expect(viewOf(s, 1).decision).toEqual({ t: 'empress', seat: 0, cards: [] });
    expect(text(s, 1)).not.toMatch(/"E1"|"O3"/);
    expect(text(s, null)).not.toMatch(/"E1"|"O3"/);
    s = act(s, 0, A.distribute(1, 0));
    // Each recipient learns its own card; the other learns only the count.
    expect(text(s, 1)).toContain('"E1"');
    expect(text(s, 1)).not.toContain('"O3"');
    expect(viewOf(s, null).log.some((e) => e.key === 'distributed')).toBe(true);
    expect(text(s, null)).not.toMatch(/"E1"|"O3"/);
  });

  it('R20 the hunt cards seen with El Hierofante appear to both survivors', () => {
    let s = scenario({ huntTop: ['O14', 'O4', 'O5', 'O6'], omenTop: ['M5'] });
    s = play(s, [0, A.hide(4, 'C9')], [1, A.hide(0, 'B10')]);
    for (const seat of [0, 1] as const) {
      expect(viewOf(s, seat).peek).toEqual({ deck: 'hunt', cards: ['O4', 'O5', 'O6'] });
      expect(viewOf(s, seat).decision).toEqual({ t: 'hierophant', seat: 0, cards: ['O4', 'O5', 'O6'] });
    }
  });

  it('a private log entry (the provision drawn) is only in its seat\'s view', () => {
    const s = act(scenario({ provisionTop: ['E1'] }), 0, A.search);
    const entry = { key: 'drewProvisionPrivate', params: { seat: 0, card: 'E1' }, to: 0 };
    expect(viewOf(s, 0).log).toContainEqual(entry);
    expect(viewOf(s, 1).log).not.toContainEqual(entry);
    expect(viewOf(s, null).log.every((e) => e.to === undefined)).toBe(true);
    expect(viewOf(s, 1).log).toContainEqual({ key: 'drewProvision', params: { seat: 0 } });
    expect(text(s, 1)).not.toContain('"E1"');
  });
});

describe('public table', () => {
  it('R9 personal discard piles and the plays of the round are public', () => {
    const s = act(scenario({ discards: [['C12', 'O1'], []] }), 0, A.distract('O', 'E8'));
    for (const seat of [1, null] as const) {
      const v = viewOf(s, seat);
      expect(v.seats[0].discard).toEqual(['C12', 'O1', 'E8']);
      expect(v.seats[0].play).toEqual({ kind: 'distract', suit: 'O', card: 'E8' });
    }
  });


  it('shows the map, zones, meter, deck sizes, barricades and mirrors to everyone', () => {
    const s = scenario({
      noise: 6,
      effects: { hangedRound: 1 },
      barricades: [{ shelter: 2, owner: 0 }],
      mirrors: [{ shelter: 5, owner: 1 }],
      huntTop: ['O4'],
    });
    const v = viewOf(s, null);
    expect(v.map).toEqual(['B4', 'C5', 'E6', 'O7', 'C8', 'B9', 'O10', 'E11']);
    expect(v.zones).toEqual(['B', 'E', 'C', 'O', 'E', 'B', 'O', 'C']);
    expect([v.noise, v.noiseMax, v.round, v.startSeat]).toEqual([6, 15, 1, 0]);
    expect([v.huntDeckCount, v.provisionDeckCount, v.omenDeckCount]).toEqual([s.huntDeck.length, s.provisionDeck.length, 22]);
    expect(v.barricades).toEqual([2]);
    expect(v.mirrors).toEqual([{ shelter: 5, owner: 1 }]);
    expect(v.stage).toBe('survivors');
    expect(v.decision).toEqual({ t: 'act', seat: 0 });
    expect(v.peek).toBeNull();
  });
});

describe('R47 at the end of the game nothing is hidden', () => {
  it('R47 once the game is lost, every view, the public one included, shows both hands', () => {
    let s = scenario({ noise: 14, positions: [0, 5], huntTop: ['B8'], provisionDeck: [] });
    s = play(s, [0, A.search], [1, A.search]);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'noise' });
    expect(hands(s, null)).toEqual([s.seats[0].hand, s.seats[1].hand]);
    expect(hands(s, 0)).toEqual([s.seats[0].hand, s.seats[1].hand]);
  });
});
