/**
 * Test helpers for the Grizzled engine: a builder for exact situations and thin wrappers
 * around the public reducer. The builder starts from a real `setup` and overrides fields,
 * so every other field keeps the shape the engine produces. Tests then move only through
 * `grizzled.apply`, never by calling rule functions directly.
 */
import { expect } from 'vitest';
import { moveKit } from '../../engine/test-kit';
import type { Seat, Viewer } from '../../engine/contract';
import { seedRng } from '../../engine/rng';
import { grizzled } from './index';
import type {
  CharacterId, Decision, GrizzledAction, GrizzledState, GrizzledView, Stage, Threat, Variant,
} from './types';
import { ALL_TILES, ALL_TRIALS } from './cards';

export const NAMES = ['Ana', 'Luis', 'Marta', 'Pablo', 'Sara'];

/** Fixed Grizzled so charm tests know each seat's threat: gas, rain, night, shell, snow. */
export const DEFAULT_CHARACTERS: CharacterId[] = ['anselme', 'charles', 'felix', 'gaston', 'gustave'];

/** Number of trial cards left in the Trials pile when the scenario does not give it exactly. */
export const DEFAULT_TRIALS = 6;

export interface Scenario {
  /** 2-5 seats; default 3 (2 with the twoPlayer variant). */
  players?: number;
  variant?: Variant;
  seed?: string;
  characters?: CharacterId[];
  /** Per seat; seats not listed keep an empty hand. */
  hands?: string[][];
  /** Hard Knocks per seat, oldest first. */
  knocks?: string[][];
  /** Held support tiles per seat; omitted = the tiles setup dealt. */
  tiles?: string[][];
  /** The tile each seat put face down this mission. */
  played?: (string | null)[];
  withdrawn?: boolean[];
  charmReady?: boolean[];
  speech?: number[];
  speechStock?: number;
  chaplainTiles?: string[];
  chaplainPlayed?: string | null;
  nml?: string[];
  /** Exact Trials pile, top first; omitted = DEFAULT_TRIALS unused cards in canonical order. */
  trials?: string[];
  /** Exact Morale reserve; omitted = every trial card not used elsewhere (else those go to `discarded`). */
  morale?: string[];
  discarded?: string[];
  leader?: Seat;
  /** Whose turn it is; default the leader. */
  active?: Seat;
  /** Default 2, so the next mission has no first-mission minimum. */
  mission?: number;
  intensity?: number | null;
  /** Full control over the stage machine; default: the mission, `active`'s turn. */
  stage?: Stage;
  pending?: Decision[];
  rng?: string;
}

function seatList<T>(values: T[] | undefined, n: number, fallback: (seat: number) => T): T[] {
  return Array.from({ length: n }, (_, seat) => (values && seat < values.length ? values[seat] : fallback(seat)));
}

function assertUnique(ids: string[], what: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`scenario uses ${what} ${id} twice`);
    seen.add(id);
  }
}

/**
 * A state in the middle of mission `mission` (default 2) with `active` (default the leader)
 * to act. Every trial card and tile stays accounted for exactly once: cards not placed
 * anywhere go to the Morale reserve, tiles not held or placed go out of the game.
 */
export function scenario(o: Scenario = {}): GrizzledState {
  const variant = o.variant ?? 'normal';
  const n = o.players ?? (variant === 'twoPlayer' ? 2 : 3);
  const s = grizzled.setup(
    { players: NAMES.slice(0, n), variant, characters: (o.characters ?? DEFAULT_CHARACTERS).slice(0, n) },
    o.seed ?? 'scenario',
  );
  s.log = [];
  s.players.forEach((p, seat) => {
    p.hand = (o.hands?.[seat] ?? []).slice();
    p.knocks = (o.knocks?.[seat] ?? []).slice();
    if (o.tiles && seat < o.tiles.length) p.tiles = o.tiles[seat].slice();
    p.played = o.played?.[seat] ?? null;
    p.withdrawn = o.withdrawn?.[seat] ?? false;
    p.charmReady = o.charmReady?.[seat] ?? true;
    p.speech = o.speech?.[seat] ?? 0;
  });
  if (s.chaplain) {
    if (o.chaplainTiles) s.chaplain.tiles = o.chaplainTiles.slice();
    s.chaplain.played = o.chaplainPlayed ?? null;
  }
  s.nml = (o.nml ?? []).slice();
  s.discarded = (o.discarded ?? []).slice();
  const placed = [
    ...s.players.flatMap((p) => [...p.hand, ...p.knocks]), ...s.nml, ...s.discarded, ...(o.trials ?? []), ...(o.morale ?? []),
  ];
  assertUnique(placed, 'trial card');
  const unused = ALL_TRIALS.filter((id) => !placed.includes(id));
  s.trials = o.trials ? o.trials.slice() : unused.slice(0, DEFAULT_TRIALS);
  s.morale = o.morale ? o.morale.slice() : unused.filter((id) => !s.trials.includes(id));
  // With both piles given exactly, the cards left over are out of the game.
  s.discarded.push(...unused.filter((id) => !s.trials.includes(id) && !s.morale.includes(id)));
  const tilesInPlay = [
    ...s.players.flatMap((p) => [...p.tiles, ...(p.played ? [p.played] : [])]),
    ...(s.chaplain ? [...s.chaplain.tiles, ...(s.chaplain.played ? [s.chaplain.played] : [])] : []),
  ];
  assertUnique(tilesInPlay, 'tile');
  s.tilesOut = ALL_TILES.filter((t) => !tilesInPlay.includes(t));
  if (o.speechStock !== undefined) s.speechStock = o.speechStock;
  s.leader = o.leader ?? 0;
  s.active = o.active ?? s.leader;
  s.mission = o.mission ?? 2;
  s.intensity = o.intensity === undefined ? 2 : o.intensity;
  if (o.rng !== undefined) s.rng = seedRng(o.rng);
  s.stage = o.stage ?? { s: 'mission' };
  s.pending = (o.pending ?? [{ t: 'turn', seat: s.active }]).slice();
  return s;
}

/**
 * A copy where each listed seat holds exactly `cards`; the cards it displaces go to the bottom of the
 * trials, so all 59 stay accounted for. With `table`, No Man's Land becomes `table.nml` and the
 * seats get `table.knocks` in front of them too (those cards are taken from wherever they were).
 */
export function withHands(s: GrizzledState, hands: Record<number, string[]>, table?: { nml: string[]; knocks: Record<number, string[]> }): GrizzledState {
  const t = structuredClone(s);
  const placed = table ? [...table.nml, ...Object.values(table.knocks).flat()] : [];
  const wanted = new Set([...Object.values(hands).flat(), ...placed]);
  const drop = (list: string[]) => list.filter((c) => !wanted.has(c));
  t.trials = drop(t.trials);
  t.morale = drop(t.morale);
  if (table) t.nml = drop(t.nml);
  for (const p of t.players) p.hand = drop(p.hand);
  for (const [seat, cards] of Object.entries(hands)) {
    const p = t.players[Number(seat)]!;
    t.trials.push(...p.hand);
    p.hand = cards.slice();
  }
  if (table) {
    t.nml = table.nml.slice();
    for (const [seat, cards] of Object.entries(table.knocks)) t.players[Number(seat)]!.knocks.push(...cards);
  }
  return t;
}

/** A fresh game straight from setup. */
export function fresh(players = 3, variant: Variant = 'normal', seed = 'seed', characters?: CharacterId[]): GrizzledState {
  return grizzled.setup({ players: NAMES.slice(0, players), variant, ...(characters ? { characters } : {}) }, seed);
}

export const { act, play, expectRejected } = moveKit<GrizzledState, GrizzledAction>(grizzled, { decision, sameHash: true });

export function legal(s: GrizzledState, seat: Seat): GrizzledAction[] {
  return grizzled.legalActions(s, seat);
}

/** The action types `seat` may send now, deduplicated and sorted. */
export function legalTypes(s: GrizzledState, seat: Seat): string[] {
  return [...new Set(legal(s, seat).map((a) => a.type))].sort();
}

/** The decision the state is waiting on (undefined when none / game over). */
export function decision(s: GrizzledState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function viewOf(s: GrizzledState, seat: Seat | null): GrizzledView {
  const viewer: Viewer = seat === null ? { kind: 'public' } : { kind: 'seat', seat };
  return grizzled.view(s, viewer);
}

/** Log keys since the builder cleared the log, in order. */
export function logKeys(s: GrizzledState): string[] {
  return s.log.map((e) => e.key);
}

/** Every one of the 59 trial cards and 16 tiles is in exactly one place. */
export function expectConserved(s: GrizzledState): void {
  const cards = [
    ...s.players.flatMap((p) => [...p.hand, ...p.knocks]), ...s.nml, ...s.trials, ...s.morale, ...s.discarded,
  ];
  expect(cards.slice().sort()).toEqual(ALL_TRIALS.slice().sort());
  const tiles = [
    ...s.players.flatMap((p) => [...p.tiles, ...(p.played ? [p.played] : [])]),
    ...(s.chaplain ? [...s.chaplain.tiles, ...(s.chaplain.played ? [s.chaplain.played] : [])] : []),
    ...s.tilesOut,
  ];
  expect(tiles.slice().sort()).toEqual(ALL_TILES.slice().sort());
}

/**
 * Everyone withdraws in turn order from the current turn, each placing `tiles[seat]`
 * (skipped when null: a seat with no tile or a random pick). Stops early if the
 * mission ends. Use only when no seat has a withdrawal side decision (Absent-minded).
 */
export function allWithdraw(s: GrizzledState, tiles: (string | null)[]): GrizzledState {
  let state = s;
  for (let guard = 0; guard < 10 && state.stage.s === 'mission'; guard++) {
    const d = decision(state);
    if (!d || d.t !== 'turn') break;
    state = act(state, d.seat, A.withdraw);
    const next = decision(state);
    const tile = tiles[d.seat];
    if (next?.t === 'support' && next.seat === d.seat && tile) state = act(state, d.seat, A.support(tile));
  }
  return state;
}

/** Short action constructors, so scenarios read like the rules. */
export const A = {
  intensity: (n: number): GrizzledAction => ({ type: 'intensity', n }),
  play: (card: string): GrizzledAction => ({ type: 'play', card }),
  charm: (card: string): GrizzledAction => ({ type: 'charm', card }),
  speech: (threat: Threat): GrizzledAction => ({ type: 'speech', threat }),
  withdraw: { type: 'withdraw' } as GrizzledAction,
  support: (tile: string): GrizzledAction => ({ type: 'support', tile }),
  forsake: (tile: string): GrizzledAction => ({ type: 'forsake', tile }),
  discard: (card: string): GrizzledAction => ({ type: 'discard', card }),
  pass: { type: 'pass' } as GrizzledAction,
  heal: (...cards: string[]): GrizzledAction => ({ type: 'heal', cards }),
  recover: { type: 'recover' } as GrizzledAction,
};
