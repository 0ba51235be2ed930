/**
 * Setup (digest A.5.1, A.5.4): pile sizes per variant, the support tiles per participant
 * count, the speech stock, the first leader and the first mission's intensity range.
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/hash';
import { grizzled } from './index';
import { VARIANTS, type Variant } from './types';
import { ALL_TILES, CHARACTERS, tileKind } from './cards';
import { A, act, decision, expectConserved, expectRejected, fresh, NAMES } from './test-helpers';

const SEEDS = Array.from({ length: 40 }, (_, i) => `seed-${i}`);
const isDouble = (tile: string) => tileKind(tile).length === 2;

describe('the two piles', () => {
  const sizes: Record<Variant, [number, number]> = { normal: [25, 34], rookie: [25, 34], veteran: [30, 29], twoPlayer: [20, 39] };
  for (const variant of VARIANTS) {
    it(`${variant}: Trials ${sizes[variant][0]}, Morale ${sizes[variant][1]}, every card once`, () => {
      const s = fresh(2, variant);
      expect([s.trials.length, s.morale.length]).toEqual(sizes[variant]);
      expect(s.players.every((p) => p.hand.length === 0 && p.knocks.length === 0)).toBe(true);
      expect([s.nml, s.discarded]).toEqual([[], []]);
      expectConserved(s);
    });
  }
});

describe('support tiles', () => {
  it('G23 2 and 3 players: L + R + one more single tile each; the four doubles stay out', () => {
    for (const players of [2, 3]) {
      for (const seed of SEEDS) {
        const s = fresh(players, 'normal', seed);
        s.players.forEach((p, seat) => {
          expect(p.tiles.slice(0, 2)).toEqual([`L${seat + 1}`, `R${seat + 1}`]);
          expect(p.tiles).toHaveLength(3);
          expect(isDouble(p.tiles[2])).toBe(false);
        });
        expect(s.tilesOut.filter(isDouble).sort()).toEqual(['LL1', 'LL2', 'RR1', 'RR2']);
        expect(s.tilesOut).toHaveLength(16 - 3 * players);
        expectConserved(s);
      }
    }
  });

  it('G23 4 and 5 players: the third tile may be a double, and over many seeds some are', () => {
    for (const players of [4, 5]) {
      let doublesDealt = 0;
      for (const seed of SEEDS) {
        const s = fresh(players, 'normal', seed);
        s.players.forEach((p, seat) => {
          expect(p.tiles.slice(0, 2)).toEqual([`L${seat + 1}`, `R${seat + 1}`]);
          expect(p.tiles).toHaveLength(3);
        });
        doublesDealt += s.players.filter((p) => isDouble(p.tiles[2])).length;
        expect(s.tilesOut).toHaveLength(16 - 3 * players);
        expectConserved(s);
      }
      expect(doublesDealt).toBeGreaterThan(0);
    }
  });

  it('G22 the Chaplain makes three participants: he holds L3 + R3 + a single tile and no doubles are dealt', () => {
    for (const seed of SEEDS) {
      const s = fresh(2, 'twoPlayer', seed);
      expect(s.chaplain).not.toBeNull();
      expect(s.chaplain!.tiles.slice(0, 2)).toEqual(['L3', 'R3']);
      expect(s.chaplain!.tiles).toHaveLength(3);
      expect([...s.players.flatMap((p) => p.tiles), ...s.chaplain!.tiles].some(isDouble)).toBe(false);
      expect(s.tilesOut).toHaveLength(16 - 9);
      expectConserved(s);
    }
    expect(fresh(2, 'normal').chaplain).toBeNull();
  });
});

describe('speech tokens, leader, intensity', () => {
  it('the speech stock is 5/5/4/3 for 2/3/4/5 players; the rest of the box of 5 is unused', () => {
    const stocks = [2, 3, 4, 5].map((n) => fresh(n)).map((s) => [s.speechStock, s.speechBox, s.speechSpent]);
    expect(stocks).toEqual([[5, 0, 0], [5, 0, 0], [4, 1, 0], [3, 2, 0]]);
    expect(fresh(2, 'twoPlayer').speechStock).toBe(5);
    expect(fresh(4).players.every((p) => p.speech === 0)).toBe(true);
  });

  it('G3 the first seat entered leads the first mission and is asked for the intensity', () => {
    const s = fresh(4);
    expect(s.leader).toBe(0);
    expect(s.mission).toBe(1);
    expect(s.stage).toEqual({ s: 'preparation' });
    expect(decision(s)).toMatchObject({ t: 'intensity', seat: 0 });
    expectRejected(s, 1, A.intensity(3), 'not_your_decision');
  });

  it('G5 the first mission asks at least 3 and at most the intensity that empties the pile', () => {
    const ranges = [
      [fresh(2), 13], [fresh(3), 9], [fresh(4), 7], [fresh(5), 5], [fresh(4, 'veteran'), 8], [fresh(2, 'twoPlayer'), 10],
    ] as const;
    for (const [s, max] of ranges) {
      expect(decision(s)).toEqual({ t: 'intensity', seat: 0, min: 3, max });
      expectRejected(s, 0, A.intensity(2), 'intensity_out_of_range');
      expectRejected(s, 0, A.intensity(max + 1), 'intensity_out_of_range');
    }
    const legal = grizzled.legalActions(fresh(5), 0);
    expect(legal).toEqual([3, 4, 5].map(A.intensity));
  });

  it('G5 the highest intensity empties the pile exactly when it divides evenly (5 players × 5)', () => {
    const s = act(fresh(5), 0, A.intensity(5));
    expect(s.trials).toEqual([]);
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5, 5]);
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
    expectConserved(s);
  });

  it('the first mission deals intensity cards to each player and hands the turn to the leader', () => {
    const s0 = fresh(3);
    const s = act(s0, 0, A.intensity(3));
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3, 3]);
    expect(s.trials).toEqual(s0.trials.slice(9));
    expect(s.intensity).toBe(3);
    expect(s.stage).toEqual({ s: 'mission' });
    expect(decision(s)).toEqual({ t: 'turn', seat: 0 });
  });
});

describe('characters and determinism', () => {
  it('G4 every seat gets a different Grizzled, dealt from the seed', () => {
    const dealt = new Set<string>();
    for (const seed of SEEDS) {
      const s = fresh(5, 'normal', seed);
      const ids = s.players.map((p) => p.character);
      expect(new Set(ids).size).toBe(5);
      expect(ids.every((id) => CHARACTERS.some((c) => c.id === id))).toBe(true);
      expect(s.players.every((p) => p.charmReady)).toBe(true);
      ids.forEach((id) => dealt.add(id));
    }
    expect(dealt.size).toBe(6);
  });

  it('G4 the characters option gives each seat the Grizzled chosen for it', () => {
    const s = fresh(3, 'normal', 'seed', ['lazare', 'felix', 'anselme']);
    expect(s.players.map((p) => p.character)).toEqual(['lazare', 'felix', 'anselme']);
    expect(s.players.map((p) => p.name)).toEqual(NAMES.slice(0, 3));
  });

  it('the same seed gives the same state; another seed a different deal', () => {
    expect(stateHash(fresh(4, 'veteran', 'x'))).toBe(stateHash(fresh(4, 'veteran', 'x')));
    expect(fresh(4, 'veteran', 'x')).toEqual(fresh(4, 'veteran', 'x'));
    expect(fresh(4, 'veteran', 'x').trials).not.toEqual(fresh(4, 'veteran', 'y').trials);
  });

  it('G22 under the 2-player rule the Chaplain places a random tile as soon as the mission begins', () => {
    const s0 = fresh(2, 'twoPlayer', 'chaplain');
    expect(s0.chaplain!.played).toBeNull();
    const s = act(s0, 0, A.intensity(3));
    const chaplain = s.chaplain!;
    expect(chaplain.played).not.toBeNull();
    expect(s0.chaplain!.tiles).toContain(chaplain.played);
    expect([...chaplain.tiles, chaplain.played].sort()).toEqual(s0.chaplain!.tiles.slice().sort());
    expect(s.log.map((e) => e.key)).toContain('chaplainTile');
    expect(ALL_TILES).toContain(chaplain.played);
    expect(s.players.map((p) => p.hand.length)).toEqual([3, 3]);
  });
});
