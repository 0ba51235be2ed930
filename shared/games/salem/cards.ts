/**
 * Salem 1692's cards as data (digest B.1–B.3, 2nd edition): the 59-card playing deck, the Tryal
 * table per player count and the 15 Town Hall characters. Ids follow types.ts' header.
 */
import type { CardColor, CardKey, CharacterId } from './types';
import { cardKey } from './state';

export interface CardSpec {
  key: CardKey;
  color: CardColor;
  count: number;
  /** Accusations a red card is worth (Cotton Mather changes Evidence, characters.ts). */
  accusations: number;
}

export const DECK_SPEC: readonly CardSpec[] = [
  { key: 'accusation', color: 'red', count: 35, accusations: 1 },
  { key: 'evidence', color: 'red', count: 5, accusations: 3 },
  { key: 'witness', color: 'red', count: 1, accusations: 7 },
  { key: 'alibi', color: 'green', count: 3, accusations: 0 },
  { key: 'stocks', color: 'green', count: 3, accusations: 0 },
  { key: 'scapegoat', color: 'green', count: 2, accusations: 0 },
  { key: 'arson', color: 'green', count: 1, accusations: 0 },
  { key: 'curse', color: 'green', count: 1, accusations: 0 },
  { key: 'robbery', color: 'green', count: 1, accusations: 0 },
  { key: 'matchmaker', color: 'blue', count: 2, accusations: 0 },
  { key: 'piety', color: 'blue', count: 1, accusations: 0 },
  { key: 'asylum', color: 'blue', count: 1, accusations: 0 },
  { key: 'black_cat', color: 'blue', count: 1, accusations: 0 },
  { key: 'conspiracy', color: 'black', count: 1, accusations: 0 },
  { key: 'night', color: 'black', count: 1, accusations: 0 },
];

/** The three cards that are one of a kind and carry no number: 'black_cat', 'conspiracy', 'night'. */
const UNNUMBERED: ReadonlySet<CardKey> = new Set<CardKey>(['black_cat', 'conspiracy', 'night']);

const SPEC_BY_KEY = new Map<string, CardSpec>(DECK_SPEC.map((c) => [c.key, c]));

/** All 59 playing cards in a fixed order (accusation-1 … night). */
export const ALL_CARDS: readonly string[] = DECK_SPEC.flatMap((c) =>
  UNNUMBERED.has(c.key) ? [c.key] : Array.from({ length: c.count }, (_, i) => `${c.key}-${i + 1}`),
);

export function specOf(card: string): CardSpec {
  const spec = SPEC_BY_KEY.get(cardKey(card));
  if (!spec) throw new Error(`unknown Salem card ${card}`);
  return spec;
}

export function colorOf(card: string): CardColor {
  return specOf(card).color;
}

export function isRedCard(card: string): boolean {
  return colorOf(card) === 'red';
}
export function isBlueCard(card: string): boolean {
  return colorOf(card) === 'blue';
}
export function isBlackCard(card: string): boolean {
  return colorOf(card) === 'black';
}

/** One row of the Tryal table (B.2, 2nd edition; the seed's table is the same). */
export interface TryalRow {
  not: number;
  witch: number;
  constable: number;
  perPlayer: number;
}

export const TRYAL_TABLE: Readonly<Record<number, TryalRow>> = {
  4: { not: 18, witch: 1, constable: 1, perPlayer: 5 },
  5: { not: 23, witch: 1, constable: 1, perPlayer: 5 },
  6: { not: 27, witch: 2, constable: 1, perPlayer: 5 },
  7: { not: 32, witch: 2, constable: 1, perPlayer: 5 },
  8: { not: 29, witch: 2, constable: 1, perPlayer: 4 },
  9: { not: 33, witch: 2, constable: 1, perPlayer: 4 },
  10: { not: 27, witch: 2, constable: 1, perPlayer: 3 },
  11: { not: 30, witch: 2, constable: 1, perPlayer: 3 },
  12: { not: 33, witch: 2, constable: 1, perPlayer: 3 },
};

/**
 * The Tryals of a table of `players`. moreWitches (S11): 2 Witches at 4–5 players, 3 at 6–12, the
 * extra Witches taking the place of Not-a-Witch cards so every player still gets the table's count.
 */
export function tryalCounts(players: number, moreWitches: boolean): TryalRow {
  const row = TRYAL_TABLE[players];
  if (!row) throw new Error(`Salem is played by 4-12 players, not ${players}`);
  if (!moreWitches) return { ...row };
  const witch = players <= 5 ? 2 : 3;
  return { ...row, witch, not: row.not - (witch - row.witch) };
}

/** The box's Tryal cards (33 Not a Witch, 2 Witches, the Constable; a third Witch for moreWitches). */
export function tryalBox(witches: number): { witch: number; not: number } {
  const witch = Math.max(2, witches);
  return { witch, not: 36 - 1 - witch };
}

/** Tryal ids of a table: the dealt ones and those left in the box. */
export function tryalIds(row: TryalRow): { dealt: string[]; boxed: string[] } {
  const box = tryalBox(row.witch);
  const range = (prefix: string, from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => `${prefix}-${from + i}`);
  return {
    dealt: [...range('witch', 1, row.witch), 'constable', ...range('not', 1, row.not)],
    boxed: [...range('witch', row.witch + 1, box.witch), ...range('not', row.not + 1, box.not)],
  };
}

export interface CharacterInfo {
  id: CharacterId;
  /** The card's role line and age (the renderer names them in its language). */
  role: string;
  age: number;
}

export const CHARACTERS: readonly CharacterInfo[] = [
  { id: 'abigail_williams', role: 'child', age: 11 },
  { id: 'ann_putnam', role: 'schoolGirl', age: 13 },
  { id: 'cotton_mather', role: 'minister', age: 29 },
  { id: 'george_burroughs', role: 'strongman', age: 40 },
  { id: 'giles_corey', role: 'landowner', age: 71 },
  { id: 'john_proctor', role: 'farmer', age: 60 },
  { id: 'martha_corey', role: 'seamstress', age: 72 },
  { id: 'mary_warren', role: 'servant', age: 17 },
  { id: 'rebecca_nurse', role: 'housewife', age: 71 },
  { id: 'samuel_parris', role: 'pastor', age: 39 },
  { id: 'sarah_good', role: 'beggar', age: 39 },
  { id: 'thomas_danforth', role: 'judge', age: 69 },
  { id: 'tituba', role: 'storyteller', age: 35 },
  { id: 'will_griggs', role: 'physician', age: 47 },
  { id: 'william_phips', role: 'governor', age: 42 },
];
