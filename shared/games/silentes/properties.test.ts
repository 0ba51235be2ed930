/**
 * Property tests over thousands of random legal games (fast-check drives the seeds):
 * cards are conserved, the meter stays in range, every game ends, replaying the action
 * log reproduces the state exactly, no view leaks the other survivor's hand, apply agrees
 * with legalActions for the deciding seat and for interrupting ones, and two games that
 * differ only in which provisions the hands hold look the same to the table (R35).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextInt, seedRng, type RngState } from '../../engine/rng';
import { stateHash } from '../../engine/hash';
import type { Seat } from '../../engine/contract';
import { silentes } from './index';
import type { SilentesAction, SilentesState } from './types';
import { huntCards, isProvision, omenCards, provisionCards } from './cards';

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

/** The seat to act: usually the deciding one; one time in four an interrupting seat with something to play. */
function pickSeat(s: SilentesState, rng: RngState): [Seat, RngState] {
  const status = silentes.status(s);
  const decider = status.deciding[0]!;
  const eager = (status.interrupts ?? []).filter((x) => silentes.legalActions(s, x).length > 0);
  let roll: number;
  [roll, rng] = nextInt(rng, 4);
  if (roll > 0 || eager.length === 0) return [decider, rng];
  let i: number;
  [i, rng] = nextInt(rng, eager.length);
  return [eager[i]!, rng];
}

function playRandom(seed: string, openHands: boolean, useBot: boolean, check: (s: SilentesState) => void): Played {
  let s = silentes.setup({ players: ['Ana', 'Luis'], openHands }, seed);
  let rng: RngState = seedRng(`moves:${seed}`);
  const actions: Played['actions'] = [];
  while (!s.result) {
    if (actions.length >= MAX_ACTIONS) throw new Error(`game ${seed} did not end`);
    let seat: Seat;
    if (useBot) seat = silentes.status(s).deciding[0]!;
    else [seat, rng] = pickSeat(s, rng);
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

/** Every provision play a seat could try now, legal or not: its provisions × shelters × picks. */
function provisionCandidates(s: SilentesState, seat: Seat): SilentesAction[] {
  const p = s.seats[seat];
  return [...new Set(p.hand.filter(isProvision))].flatMap((card): SilentesAction[] => [
    { type: 'provision', card },
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((shelter) => ({ type: 'provision' as const, card, shelter })),
    ...[...new Set(p.discard)].map((pick) => ({ type: 'provision' as const, card, pick })),
  ]);
}

/** apply accepts exactly what legalActions offers, for both seats, deciding or not. */
function applyAgreesWithLegal(s: SilentesState): void {
  const status = silentes.status(s);
  for (const seat of [0, 1] as Seat[]) {
    const legal = silentes.legalActions(s, seat).map((a) => JSON.stringify(a));
    const deciding = status.deciding.includes(seat);
    const interrupting = (status.interrupts ?? []).includes(seat);
    expect(deciding && interrupting).toBe(false);
    if (!deciding && !interrupting) expect(legal).toEqual([]);
    for (const a of silentes.legalActions(s, seat)) expect(silentes.apply(s, seat, a).ok).toBe(true);
    if (deciding) continue;
    for (const a of provisionCandidates(s, seat)) {
      expect(silentes.apply(s, seat, a).ok, `seat ${seat} ${JSON.stringify(a)}`).toBe(legal.includes(JSON.stringify(a)));
    }
  }
}

/**
 * The same game with the hidden provisions (both hands and the provision deck) rotated by one
 * place: every hand keeps its count of provisions but holds other ones. Null when nothing changes.
 */
function withOtherProvisions(s: SilentesState): SilentesState | null {
  const twin = structuredClone(s);
  const slots: { list: string[]; i: number }[] = [];
  for (const p of twin.seats) p.hand.forEach((c, i) => { if (isProvision(c)) slots.push({ list: p.hand, i }); });
  twin.provisionDeck.forEach((_, i) => slots.push({ list: twin.provisionDeck, i }));
  const cards = slots.map(({ list, i }) => list[i]!);
  slots.forEach(({ list, i }, k) => { list[i] = cards[(k + 1) % cards.length]!; });
  return JSON.stringify(twin.seats) === JSON.stringify(s.seats) ? null : twin;
}

/** What the table sees: the public view and the status, decision, deciding seat, interrupts and log included. */
function tableOf(s: SilentesState) {
  return { view: silentes.view(s, { kind: 'public' }), status: silentes.status(s) };
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

  it('apply agrees with legalActions for the deciding seat and for interrupting seats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n) => {
        const { final } = playRandom(`a${n}`, false, false, applyAgreesWithLegal);
        expect(final.result).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('R35 two games that differ only in which provisions the hands hold look the same to the table, before and after the same move', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n) => {
        playRandom(`h${n}`, false, false, (s) => {
          if (s.result || s.effects.handsRevealedRound === s.round) return;
          const twin = withOtherProvisions(s);
          if (!twin) return;
          expect(tableOf(twin)).toEqual(tableOf(s));
          // The deciding seat's next move, when it names no provision, must lead both games to the same table.
          const seat = silentes.status(s).deciding[0]!;
          // Herramientas Multiuso and Cuerda y Gancho are named by a flag rather than by their card.
          const move = silentes.legalActions(s, seat).find((a) => !/"[BCEO][123]"|multitool|grapple/.test(JSON.stringify(a)));
          if (!move) return;
          const a = silentes.apply(s, seat, move);
          const b = silentes.apply(twin, seat, move);
          expect(b.ok, JSON.stringify(move)).toBe(a.ok);
          if (!a.ok || !b.ok || a.state.result || a.state.effects.handsRevealedRound === a.state.round) return;
          expect(tableOf(b.state)).toEqual(tableOf(a.state));
          compared++;
        });
      }),
      { numRuns: 200 },
    );
    // Enough moments where a hand held provisions for the comparison to mean something.
    expect(compared).toBeGreaterThan(500);
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
