/**
 * Test helpers for the Silentes engine: a builder for exact situations and thin wrappers
 * around the public reducer. The builder starts from a real `setup` and overrides fields,
 * so every other field keeps the shape the engine produces. Tests then move only through
 * `silentes.apply`, never by calling rule functions directly.
 */
import { moveKit } from '../../engine/test-kit';
import type { Seat, Viewer } from '../../engine/contract';
import { seedRng, type RngState } from '../../engine/rng';
import { silentes } from './index';
import type {
  Decision, Effects, RoundPlay, SilentesAction, SilentesOptions, SilentesState, SilentesView, Stage,
} from './types';
import { huntCards, omenCards, provisionCards } from './cards';

export const PLAYERS: [string, string] = ['Ana', 'Luis'];

/**
 * The default map (index = row * 4 + col):
 *   0:B4  1:C5  2:E6  3:O7
 *   4:C8  5:B9  6:O10 7:E11
 * Chosen so each shelter has neighbours of other suits (Espejo Roto) and one clear highest
 * value (La Torre: 7).
 */
export const MAP = ['B4', 'C5', 'E6', 'O7', 'C8', 'B9', 'O10', 'E11'];
export const HANDS: [string[], string[]] = [
  ['B5', 'C9', 'E8', 'O11', 'B13'],
  ['C4', 'E5', 'O8', 'B10', 'C13'],
];

export interface Scenario {
  seed?: string;
  openHands?: boolean;
  map?: (string | null)[];
  hands?: [string[], string[]];
  discards?: [string[], string[]];
  positions?: [number | null, number | null];
  lastHideCards?: [string | null, string | null];
  noiseCaused?: [number, number];
  plays?: [RoundPlay | null, RoundPlay | null];
  /** Exact decks, top first. */
  huntDeck?: string[];
  provisionDeck?: string[];
  omenDeck?: string[];
  /** Cards put on top; the unused cards of that deck follow in canonical order. */
  huntTop?: string[];
  provisionTop?: string[];
  omenTop?: string[];
  huntDiscard?: string[];
  omensRevealed?: string[];
  noise?: number;
  round?: number;
  /** Defaults to R1's alternation: seat 0 starts odd rounds. */
  startSeat?: Seat;
  /** Phase-1 turn (0 = start player acts next, 1 = the other one). Ignored with `stage`. */
  turn?: 0 | 1;
  /** Full control over the stage machine; `pending` should then be given too. */
  stage?: Stage;
  pending?: Decision[];
  effects?: Partial<Effects>;
  barricades?: { shelter: number; owner: Seat }[];
  mirrors?: { shelter: number; owner: Seat }[];
  huntCard?: string | null;
  rng?: RngState | string;
}

function rest(all: string[], used: Set<string>, top: string[]): string[] {
  return [...top, ...all.filter((c) => !used.has(c) && !top.includes(c))];
}

/**
 * A state in phase 1 of round `round` (default 1), both survivors placed (default 0 and 1),
 * the start player to act. Decks not given exactly are the top cards given plus every card
 * of that deck not used elsewhere, in canonical order, so the 78 cards stay conserved.
 */
export function scenario(o: Scenario = {}): SilentesState {
  const s = silentes.setup({ players: PLAYERS, openHands: o.openHands ?? false }, o.seed ?? 'seed');
  s.log = [];
  s.map = (o.map ?? MAP).slice();
  const hands = o.hands ?? HANDS;
  const discards = o.discards ?? [[], []];
  const positions = o.positions ?? [0, 1];
  for (const seat of [0, 1] as const) {
    const p = s.seats[seat];
    p.hand = hands[seat].slice();
    p.discard = discards[seat].slice();
    p.position = positions[seat];
    p.lastHideCard = o.lastHideCards?.[seat] ?? null;
    p.noiseCaused = o.noiseCaused?.[seat] ?? 0;
    p.play = o.plays?.[seat] ?? null;
  }
  const used = new Set<string>([
    ...s.map.filter((c): c is string => c !== null),
    ...hands[0], ...hands[1], ...discards[0], ...discards[1],
    ...(o.huntDiscard ?? []), ...(o.omensRevealed ?? []),
    ...(o.huntCard ? [o.huntCard] : []),
    ...(o.barricades ?? []).map(() => 'B2'), ...(o.mirrors ?? []).map(() => 'E3'),
  ]);
  for (const p of o.plays ?? []) if (p && (p.kind === 'hide' || p.kind === 'distract')) used.add(p.card);
  s.huntDeck = o.huntDeck?.slice() ?? rest(huntCards(), used, o.huntTop ?? []);
  s.provisionDeck = o.provisionDeck?.slice() ?? rest(provisionCards(), used, o.provisionTop ?? []);
  s.omenDeck = o.omenDeck?.slice() ?? rest(omenCards(), used, o.omenTop ?? []);
  s.huntDiscard = (o.huntDiscard ?? []).slice();
  s.omensRevealed = (o.omensRevealed ?? []).slice();
  s.noise = o.noise ?? 0;
  s.round = o.round ?? 1;
  s.startSeat = o.startSeat ?? (s.round % 2 === 1 ? 0 : 1);
  s.effects = { ...s.effects, ...o.effects };
  s.barricades = (o.barricades ?? []).map((b) => ({ ...b }));
  s.mirrors = (o.mirrors ?? []).map((m) => ({ ...m }));
  s.huntCard = o.huntCard ?? null;
  if (o.rng !== undefined) s.rng = typeof o.rng === 'string' ? seedRng(o.rng) : o.rng;
  if (o.stage) {
    s.stage = o.stage;
    s.pending = (o.pending ?? []).slice();
  } else {
    const turn = o.turn ?? 0;
    s.stage = { s: 'survivors', turn };
    const seat = turn === 0 ? s.startSeat : s.startSeat === 0 ? 1 : 0;
    s.pending = o.pending?.slice() ?? [{ t: 'act', seat }];
  }
  return s;
}

/** A fresh game straight from setup (placement pending). */
export function fresh(seed = 'seed', openHands = false): SilentesState {
  return silentes.setup({ players: PLAYERS, openHands } satisfies SilentesOptions, seed);
}

export const { act, play, expectRejected } = moveKit<SilentesState, SilentesAction>(silentes, { decision, sameHash: false });

export function legal(s: SilentesState, seat: Seat): SilentesAction[] {
  return silentes.legalActions(s, seat);
}

/** The decision the state is waiting on (undefined when none / game over). */
export function decision(s: SilentesState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function deciding(s: SilentesState): Seat | undefined {
  return silentes.status(s).deciding[0];
}

export function viewOf(s: SilentesState, seat: Seat | null): SilentesView {
  const viewer: Viewer = seat === null ? { kind: 'public' } : { kind: 'seat', seat };
  return silentes.view(s, viewer);
}

/** Provision plays offered to `seat` right now (cards only, deduplicated). */
export function offeredProvisions(s: SilentesState, seat: Seat): string[] {
  const cards = legal(s, seat).flatMap((a) => (a.type === 'provision' ? [a.card] : []));
  return [...new Set(cards)].sort();
}

/** Log keys since the builder cleared the log, in order. */
export function logKeys(s: SilentesState): string[] {
  return s.log.map((e) => e.key);
}

/** Short action constructors, so scenarios read like the rules. */
export const A = {
  place: (shelter: number): SilentesAction => ({ type: 'place', shelter }),
  hide: (shelter: number, card: string, extra: { multitool?: boolean; grapple?: boolean } = {}): SilentesAction => ({
    type: 'hide', shelter, card, ...extra,
  }),
  entrench: { type: 'entrench' } as SilentesAction,
  search: { type: 'search' } as SilentesAction,
  distract: (suit: 'B' | 'C' | 'E' | 'O', card: string): SilentesAction => ({ type: 'distract', suit, card }),
  provision: (card: string, extra: { shelter?: number; pick?: string } = {}): SilentesAction => ({ type: 'provision', card, ...extra }),
  pass: { type: 'pass' } as SilentesAction,
  sacrifice: { type: 'sacrifice' } as SilentesAction,
  accept: { type: 'accept' } as SilentesAction,
  deflect: (suit: 'B' | 'C' | 'E' | 'O'): SilentesAction => ({ type: 'deflect', suit }),
  order: (...cards: string[]): SilentesAction => ({ type: 'order', cards }),
  give: (...cards: string[]): SilentesAction => ({ type: 'give', cards }),
  distribute: (...to: Seat[]): SilentesAction => ({ type: 'distribute', to }),
  moveTo: (shelter: number): SilentesAction => ({ type: 'moveTo', shelter }),
  recover: (card: string): SilentesAction => ({ type: 'recover', card }),
  discard: (card: string): SilentesAction => ({ type: 'discard', card }),
};
