/** The deal (B.5.1) and deal 2 keep 1, up to the dawn. */
import { describe, expect, it } from 'vitest';
import { seedRng, shuffle } from '../../engine/rng';
import { stateHash } from '../../engine/hash';
import { dealTable, setup } from './setup';
import { apply, legalActions } from './rules';
import { tryalCounts, tryalIds } from './cards';
import { tryalFace } from './state';
import { decision, expectCardsConserved, expectTryalsConserved, optionsFor } from './test-helpers';
import type { CharacterId } from './types';

describe('the deal', () => {
  it('deals every count 4-12: Tryals per the table, 3 cards each, Conspiracy in the deck, Night at the bottom, the cat aside', () => {
    for (let players = 4; players <= 12; players++) {
      const s = dealTable(optionsFor(players), `deal-${players}`);
      const row = tryalCounts(players, false);
      expect(s.players.every((p) => p.tryals.length === row.perPlayer && p.tryals.every((t) => !t.up))).toBe(true);
      expect(s.players.every((p) => p.hand.length === 3 && p.front.length === 0)).toBe(true);
      expect(s.players.flatMap((p) => p.hand)).not.toContain('conspiracy');
      expect(s.deck).toHaveLength(59 - 3 * players - 1);
      expect(s.deck[s.deck.length - 1]).toBe('night');
      expect(s.deck).toContain('conspiracy');
      expect(s.deck).not.toContain('black_cat');
      expect(s.catAside).toBe(true);
      expect(s.witchCards).toBe(row.witch);
      expect(s.players.map((p) => p.everWitch)).toEqual(s.players.map((p) => p.tryals.some((t) => tryalFace(t.id) === 'witch')));
      expect(s.log[0]).toEqual({ key: 'setup', params: { players, witches: row.witch, tryals: row.perPlayer } });
      expect(s.log.filter((e) => e.key === 'character')).toHaveLength(players);
      expect(new Set(s.players.map((p) => p.character)).size).toBe(players);
      expectCardsConserved(s);
      expectTryalsConserved(s);
    }
  });

  it('S12 the Tryals are shuffled and dealt one at a time round the table; each row keeps the order its cards came in', () => {
    const s = dealTable(optionsFor(6), 'rows');
    const [shuffled] = shuffle(tryalIds(tryalCounts(6, false)).dealt, seedRng('rows'));
    s.players.forEach((p, seat) => expect(p.tryals.map((t) => t.id)).toEqual(shuffled.filter((_, i) => i % 6 === seat)));
  });

  it('is the same for the same seed and differs for another', () => {
    const a = dealTable(optionsFor(7), 'same');
    expect(stateHash(a)).toBe(stateHash(dealTable(optionsFor(7), 'same')));
    expect(stateHash(a)).not.toBe(stateHash(dealTable(optionsFor(7), 'other')));
  });

  it('honours fixed characters', () => {
    const characters: CharacterId[] = ['tituba', 'john_proctor', 'ann_putnam', 'mary_warren'];
    const s = dealTable(optionsFor(4, { characters }), 'fixed');
    expect(s.players.map((p) => p.character)).toEqual(characters);
  });

  it('starts the dawn at once when characters are dealt face up', () => {
    const s = setup(optionsFor(5), 'dawn');
    expect(decision(s)).toMatchObject({ t: 'night', kind: 'dawn' });
    expect(s.players.every((p) => p.hand.length === 3)).toBe(true);
  });

  it('with moreWitches the extra Witches are dealt and make their holders witches', () => {
    const s = dealTable(optionsFor(8, {}, { moreWitches: true }), 'more');
    expect(s.witchCards).toBe(3);
    expect(s.players.flatMap((p) => p.tryals).filter((t) => tryalFace(t.id) === 'witch')).toHaveLength(3);
    expectTryalsConserved(s);
  });
});

describe('S10 deal 2 keep 1', () => {
  const options = optionsFor(5, { characterChoice: true });

  it('S10 asks every seat in seat order to keep one of two characters nobody else is offered', () => {
    const s = setup(options, 'choice');
    expect(decision(s)).toMatchObject({ t: 'character', seat: 0 });
    const offers = s.pending.map((d) => (d.t === 'character' ? d.offer : [])).flat();
    expect(new Set(offers).size).toBe(10);
    expect(s.pending.map((d) => d.seat)).toEqual([4, 3, 2, 1, 0]);
    expect(s.log.filter((e) => e.key === 'characterOffer')).toHaveLength(5);
    expect(legalActions(s, 0)).toHaveLength(2);
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('S10 a character that was not offered is refused; after the last choice the dawn starts', () => {
    let s = setup(options, 'choice');
    const d = decision(s)!;
    const notOffered = (['tituba', 'ann_putnam', 'mary_warren'] as CharacterId[]).find((c) => d.t === 'character' && !d.offer.includes(c))!;
    const r = apply(s, 0, { type: 'character', character: notOffered });
    expect(r.ok ? null : r.error.code).toBe('character_not_offered');
    for (let seat = 0; seat < 5; seat++) {
      const offer = (decision(s) as Extract<ReturnType<typeof decision>, { t: 'character' }>).offer;
      const r2 = apply(s, seat, { type: 'character', character: offer[1] });
      if (!r2.ok) throw new Error(r2.error.code);
      s = r2.state;
      expect(s.players[seat]!.character).toBe(offer[1]);
    }
    expect(decision(s)).toMatchObject({ t: 'night', kind: 'dawn' });
    expect(s.log.filter((e) => e.key === 'character').map((e) => e.params.seat)).toEqual([0, 1, 2, 3, 4]);
  });

  it('S10 is refused above 7 players', () => {
    expect(() => dealTable(optionsFor(8, { characterChoice: true }), 'x')).toThrow(/7 players/);
    expect(dealTable(optionsFor(7, { characterChoice: true }), 'x').pending).toHaveLength(7);
  });

  it('S10 fixed characters win over the choice', () => {
    const s = dealTable(optionsFor(4, { characterChoice: true, characters: ['tituba', 'john_proctor', 'ann_putnam', 'mary_warren'] }), 'x');
    expect(s.pending).toEqual([]);
    expect(s.players.map((p) => p.character)).toEqual(['tituba', 'john_proctor', 'ann_putnam', 'mary_warren']);
  });
});
