/**
 * Test helpers for the Salem engine: a builder for exact day situations (who plays what, which
 * Tryals lie where, the deck's order) and thin wrappers around the reducer. Every playing card
 * and every Tryal stays in exactly one place, so conservation can be asserted on any scenario.
 * E2, B and T may reuse them.
 */
import { expect } from 'vitest';
import { moveKit } from '../../engine/test-kit';
import type { Seat } from '../../engine/contract';
import { seedRng } from '../../engine/rng';
import type { CharacterId, Decision, SalemAction, SalemOptions, SalemState, SalemVariants, TryalFace } from './types';
import { apply, legalActions } from './rules';
import { ALL_CARDS, tryalBox } from './cards';
import { dealTable } from './setup';
import { tryalFace } from './state';

export const NAMES = ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara', 'Tomás', 'Inés', 'Raúl', 'Eva', 'Iker', 'Lola', 'Nico'];

/** Characters whose abilities stay out of the way of a plain day (seats 0–4 change nothing but their own legal lists). */
export const QUIET_CHARACTERS: CharacterId[] = [
  'william_phips', 'mary_warren', 'will_griggs', 'samuel_parris', 'tituba', 'george_burroughs',
  'cotton_mather', 'sarah_good', 'john_proctor', 'rebecca_nurse', 'thomas_danforth', 'giles_corey',
];

export const NO_VARIANTS: SalemVariants = {
  shortGame: false, moreWitches: false, hardConspiracy: false, silentDeaths: false, pointTwo: false, pietyDoubles: false,
};

export function optionsFor(players: number, over: Partial<SalemOptions> = {}, variants: Partial<SalemVariants> = {}): SalemOptions {
  return {
    players: NAMES.slice(0, players),
    characterChoice: false,
    hourglass: false,
    hourglassSeconds: 30,
    nightSeconds: 5,
    sounds: false,
    ...over,
    variants: { ...NO_VARIANTS, ...variants },
  };
}

export interface Scenario {
  /** Default 5. */
  players?: number;
  characters?: CharacterId[];
  /** Tryal faces per seat, left to right; default ['not','not','not'] (seat 0 gets a Witch, seat 1 the Constable). */
  tryals?: TryalFace[][];
  /** Face-up flags per seat (same shape as `tryals`); default all face down. */
  up?: boolean[][];
  hands?: string[][];
  fronts?: string[][];
  /** The deck's top cards, top first; every card placed nowhere else follows, the Night last unless placed. */
  deck?: string[];
  discard?: string[];
  /** Where the Black Cat is: a seat (in front), 'aside' (before dawn) or 'deck'. Default: in front of the last seat. */
  cat?: Seat | 'aside' | 'deck';
  dead?: Seat[];
  /** Extra seats counted as ever witches (beyond those holding a Witch Tryal). */
  everWitch?: Seat[];
  /** Whose turn it is (the turn decision is pushed); default 0. */
  turn?: Seat;
  variants?: Partial<SalemVariants>;
  options?: Partial<SalemOptions>;
  seed?: string;
  /** The rules version the game plays by; default the current one. */
  rulesVersion?: number;
}

function defaultTryals(n: number): TryalFace[][] {
  return Array.from({ length: n }, (_, seat) => (seat === 0 ? ['witch', 'not', 'not'] : seat === 1 ? ['constable', 'not', 'not'] : ['not', 'not', 'not']));
}

/** Tryal ids for the given faces, numbered in seat order (witch-1, witch-2…, constable, not-1…). */
function tryalIdsFor(faces: TryalFace[][]): string[][] {
  let witch = 0;
  let not = 0;
  return faces.map((row) => row.map((f) => (f === 'witch' ? `witch-${++witch}` : f === 'constable' ? 'constable' : `not-${++not}`)));
}

/** A day in progress: `turn`'s turn decision on the stack, everything else as given. */
export function scenario(o: Scenario = {}): SalemState {
  const n = o.players ?? 5;
  const characters = o.characters ?? QUIET_CHARACTERS.slice(0, n);
  const s = dealTable(optionsFor(n, { characters, ...o.options }, o.variants), o.seed ?? 'scenario', o.rulesVersion);
  s.log = [];
  const faces = o.tryals ?? defaultTryals(n);
  const ids = tryalIdsFor(faces);
  s.players.forEach((p, seat) => {
    p.tryals = ids[seat]!.map((id, i) => ({ id, up: o.up?.[seat]?.[i] ?? false }));
    p.hand = (o.hands?.[seat] ?? []).slice();
    p.front = (o.fronts?.[seat] ?? []).slice();
    p.alive = !(o.dead ?? []).includes(seat);
    p.everWitch = p.tryals.some((t) => tryalFace(t.id) === 'witch') || (o.everWitch ?? []).includes(seat);
  });
  const witches = ids.flat().filter((id) => tryalFace(id) === 'witch').length;
  const nots = ids.flat().filter((id) => tryalFace(id) === 'not').length;
  const box = tryalBox(witches);
  s.witchCards = witches;
  s.boxed = [
    ...Array.from({ length: Math.max(0, box.witch - witches) }, (_, i) => `witch-${witches + i + 1}`),
    ...Array.from({ length: Math.max(0, box.not - nots) }, (_, i) => `not-${nots + i + 1}`),
    ...(ids.flat().includes('constable') ? [] : ['constable']),
  ];
  const cat = o.cat ?? n - 1;
  if (typeof cat === 'number') s.players[cat]!.front.push('black_cat');
  s.catAside = cat === 'aside';
  s.discard = (o.discard ?? []).slice();
  const placed = [...s.players.flatMap((p) => [...p.hand, ...p.front]), ...s.discard, ...(o.deck ?? []), ...(cat === 'aside' ? ['black_cat'] : [])];
  if (new Set(placed).size !== placed.length) throw new Error('scenario places a card twice');
  const rest = ALL_CARDS.filter((c) => !placed.includes(c) && c !== 'night' && (c !== 'black_cat' || cat === 'deck'));
  s.deck = [...(o.deck ?? []), ...rest, ...(placed.includes('night') ? [] : ['night'])];
  s.pending = [];
  s.queue = [];
  const turn = o.turn ?? 0;
  s.turn = { seat: turn, played: 0, drawsLeft: 0, drawn: [], titubaDone: false, over: false };
  s.pending.push({ t: 'turn', seat: turn });
  s.rng = seedRng(o.seed ?? 'scenario');
  return s;
}

export const { act, play, expectRejected } = moveKit<SalemState, SalemAction>({ apply, legalActions }, { decision, sameHash: true });

export function legal(s: SalemState, seat: Seat): SalemAction[] {
  return legalActions(s, seat);
}

export function decision(s: SalemState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function logKeys(s: SalemState): string[] {
  return s.log.map((e) => e.key);
}

/** All 59 playing cards in exactly one place (deck, discard, hands, fronts, the cat aside). */
export function expectCardsConserved(s: SalemState): void {
  const cards = [...s.deck, ...s.discard, ...s.players.flatMap((p) => [...p.hand, ...p.front]), ...(s.catAside ? ['black_cat'] : [])];
  expect(cards.slice().sort()).toEqual(ALL_CARDS.slice().sort());
}

/** Every Tryal dealt or boxed exactly once (the box holds 36). */
export function expectTryalsConserved(s: SalemState): void {
  const ids = [...s.players.flatMap((p) => p.tryals.map((t) => t.id)), ...s.boxed];
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe(1 + tryalBox(s.witchCards).witch + tryalBox(s.witchCards).not);
}

/**
 * Answers every dawn/night screen until the night is over: nobody confesses, every first
 * question names `victim` when given (the witches' pick; decoys are recorded nowhere), the rest
 * takes the first option.
 */
export function sleepThrough(s: SalemState, victim?: Seat): SalemState {
  let out = s;
  for (let d = decision(out); d && d.t === 'night'; d = decision(out)) {
    const choices = legalActions(out, d.seat).filter((a) => a.type === 'night' && a.confess === null && (victim === undefined || a.answers[0] === victim));
    out = act(out, d.seat, choices[0]!);
  }
  return out;
}
