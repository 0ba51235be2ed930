/**
 * Property tests over thousands of random legal games (fast-check drives the seeds):
 * cards are conserved, the meter stays in range, every game ends, replaying the action
 * log reproduces the state exactly, and no view leaks the other survivor's hand.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { stateHash } from '../../engine/hash';
import type { Seat } from '../../engine/contract';
import { silentes } from './index';
import type { SilentesAction, SilentesState } from './types';
import { huntCards, omenCards, provisionCards } from './cards';

const ALL_CARDS = [...huntCards(), ...provisionCards(), ...omenCards()].sort();
const MAX_ACTIONS = 3000;

function cardsInPlay(s: SilentesState): string[] {
  const out: string[] = [
    ...s.huntDeck, ...s.huntDiscard, ...s.provisionDeck, ...s.omenDeck, ...s.omensRevealed, ...s.removed,
    ...s.map.filter((c): c is string => c !== null),
    ...s.mirrors.map(() => 'E3'), ...s.barricades.map(() => 'B2'),
  ];
  if (s.huntCard) out.push(s.huntCard);
  for (const p of s.seats) {
    out.push(...p.hand, ...p.discard);
    if (p.play?.kind === 'hide' && !p.play.lost) out.push(p.play.card);
  }
  for (const d of s.pending) if (d.t === 'empress') out.push(...d.cards);
  if (s.stage.s === 'omenChoices') for (const d of s.stage.queue) if (d.t === 'empress') out.push(...d.cards);
  return out.sort();
}

function assertNoLeak(s: SilentesState, viewer: Seat): void {
  const v = silentes.view(s, { kind: 'seat', seat: viewer });
  const partner = viewer === 0 ? 1 : 0;
  const revealed = s.options.openHands || s.effects.handsRevealedRound === s.round || s.result !== null;
  if (revealed) return;
  expect(v.seats[partner].hand).toBeNull();
  expect(v.log.every((e) => e.to === undefined || e.to === viewer)).toBe(true);
  const p = s.seats[partner];
  // Cards once shown face up (last round's silence card, the entrench card) are public knowledge.
  const shown = p.play && 'card' in p.play ? p.play.card : null;
  const secret = p.hand.filter((c) => c !== p.lastHideCard && c !== shown);
  const { log: _log, ...rest } = v;
  const text = JSON.stringify(rest);
  for (const c of secret) expect(text.includes(`"${c}"`), `view of seat ${viewer} leaks ${c}`).toBe(false);
  const pub = JSON.stringify(silentes.view(s, { kind: 'public' }));
  for (const h of s.seats) expect(h.hand.every((c) => !pub.includes(`"hand":["${c}"`))).toBe(true);
}

type Played = { final: SilentesState; actions: { seat: Seat; action: SilentesAction }[] };

function playRandom(seed: string, openHands: boolean, useBot: boolean, check: (s: SilentesState) => void): Played {
  let s = silentes.setup({ players: ['Ana', 'Luis'], openHands }, seed);
  let rng: RngState = seedRng(`moves:${seed}`);
  const actions: Played['actions'] = [];
  while (!s.result) {
    if (actions.length >= MAX_ACTIONS) throw new Error(`game ${seed} did not end`);
    const seat = silentes.status(s).deciding[0]!;
    const legal = silentes.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    let i: number;
    [i, rng] = nextInt(rng, legal.length);
    const action = useBot ? silentes.bot(silentes.view(s, { kind: 'seat', seat }), seat, legal, i) : legal[i]!;
    const r = silentes.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} → ${r.error.code}`);
    s = r.state;
    actions.push({ seat, action });
    check(s);
  }
  return { final: s, actions };
}

function invariants(s: SilentesState): void {
  expect(cardsInPlay(s)).toEqual(ALL_CARDS);
  expect(s.noise).toBeGreaterThanOrEqual(0);
  expect(s.noise).toBeLessThanOrEqual(15);
  if (!s.result) expect(silentes.status(s).deciding).toHaveLength(1);
  assertNoLeak(s, 0);
  assertNoLeak(s, 1);
}

describe('Silentes properties over random legal games', () => {
  it('conserves the 78 cards, keeps noise in 0..15, never leaks a hand, and always ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (n, openHands) => {
        const { final } = playRandom(`p${n}`, openHands, false, invariants);
        expect(final.result).not.toBeNull();
        expect(['victory', 'defeat']).toContain(final.result!.outcome);
      }),
      { numRuns: 1000 },
    );
  });

  it('bots finish their games under the same invariants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n) => {
        const { final } = playRandom(`b${n}`, false, true, invariants);
        expect(final.result).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the action log from the seed reproduces the identical state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (n, openHands) => {
        const seed = `r${n}`;
        const hashes: string[] = [];
        const { final, actions } = playRandom(seed, openHands, false, (s) => hashes.push(stateHash(s)));
        let s = silentes.setup({ players: ['Ana', 'Luis'], openHands }, seed);
        actions.forEach(({ seat, action }, i) => {
          const r = silentes.apply(s, seat, action);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.state;
          expect(stateHash(s)).toBe(hashes[i]);
        });
        expect(s).toEqual(final);
      }),
      { numRuns: 300 },
    );
  });

  it('a rejected action leaves the state untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n) => {
        let s = silentes.setup({ players: ['Ana', 'Luis'], openHands: false }, `x${n}`);
        let rng = seedRng(`x${n}`);
        for (let k = 0; k < 40 && !s.result; k++) {
          const seat = silentes.status(s).deciding[0]!;
          const before = stateHash(s);
          const wrongSeat = silentes.apply(s, seat === 0 ? 1 : 0, silentes.legalActions(s, seat)[0]!);
          expect(wrongSeat.ok).toBe(false);
          const bogus = silentes.apply(s, seat, { type: 'hide', shelter: 99, card: 'Z9' } as SilentesAction);
          expect(bogus.ok).toBe(false);
          expect(stateHash(s)).toBe(before);
          const legal = silentes.legalActions(s, seat);
          let i: number;
          [i, rng] = nextInt(rng, legal.length);
          const r = silentes.apply(s, seat, legal[i]!);
          if (r.ok) s = r.state;
        }
      }),
      { numRuns: 300 },
    );
  });
});
