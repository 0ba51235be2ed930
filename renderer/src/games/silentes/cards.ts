/**
 * How the table names and draws Silentes cards. The card ids and the provision/omen
 * tables come from the engine (one source of truth); this file only adds what display
 * needs: a typed description of any id, roman numerals and map geometry.
 */
import type { ProvisionKey, Suit } from '../../../../shared/games/silentes/types';
import { OMEN, PROVISIONS } from '../../../../shared/games/silentes/cards';

export type OmenKey = keyof typeof OMEN;

export type CardInfo =
  | { kind: 'hunt'; id: string; suit: Suit; rank: number }
  | { kind: 'provision'; id: string; suit: Suit; rank: number; key: ProvisionKey }
  | { kind: 'omen'; id: string; number: number; key: OmenKey }
  | { kind: 'unknown'; id: string };

export const SUIT_LIST: readonly Suit[] = ['B', 'C', 'E', 'O'];

const OMEN_BY_NUMBER: OmenKey[] = (Object.keys(OMEN) as OmenKey[]).sort(
  (a, b) => Number(OMEN[a].slice(1)) - Number(OMEN[b].slice(1)),
);

function isSuit(value: string): value is Suit {
  return (SUIT_LIST as readonly string[]).includes(value);
}

/** Never throws: an id the table does not know is drawn as an "unknown" card, not a crash. */
export function cardInfo(id: string): CardInfo {
  const match = /^([BCEOM])(\d{1,2})$/.exec(id);
  if (!match) return { kind: 'unknown', id };
  const letter = match[1]!;
  const n = Number(match[2]);
  if (letter === 'M') {
    const key = OMEN_BY_NUMBER[n];
    return key !== undefined && n <= 21 ? { kind: 'omen', id, number: n, key } : { kind: 'unknown', id };
  }
  if (!isSuit(letter) || n < 1 || n > 14) return { kind: 'unknown', id };
  const key = PROVISIONS[id];
  if (key !== undefined) return { kind: 'provision', id, suit: letter, rank: n, key };
  return { kind: 'hunt', id, suit: letter, rank: n };
}

export function isProvisionCard(id: string): boolean {
  return cardInfo(id).kind === 'provision';
}

export function isHuntCard(id: string): boolean {
  return cardInfo(id).kind === 'hunt';
}

const ROMAN: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Arcana numbering: El Loco is 0, the rest I..XXI. */
export function romanNumeral(n: number): string {
  if (n === 0) return '0';
  let rest = n;
  let out = '';
  for (const [value, glyph] of ROMAN) {
    while (rest >= value) {
      out += glyph;
      rest -= value;
    }
  }
  return out;
}

/** Face cards show a letter in the corner instead of their value, as printed tarot decks do. */
export function cornerRank(rank: number, faces: { page: string; knight: string; queen: string; king: string }): string {
  if (rank === 11) return faces.page;
  if (rank === 12) return faces.knight;
  if (rank === 13) return faces.queen;
  if (rank === 14) return faces.king;
  return String(rank);
}

export const MAP_COLUMNS = 4;
export const MAP_ROWS = 2;

/** Orthogonal neighbours on the 2×4 map (the same geometry the engine uses). */
export function neighbours(index: number): number[] {
  const row = Math.floor(index / MAP_COLUMNS);
  const col = index % MAP_COLUMNS;
  const out: number[] = [];
  if (row > 0) out.push(index - MAP_COLUMNS);
  if (row < MAP_ROWS - 1) out.push(index + MAP_COLUMNS);
  if (col > 0) out.push(index - 1);
  if (col < MAP_COLUMNS - 1) out.push(index + 1);
  return out.sort((a, b) => a - b);
}

/** Sort key for showing a hand: hunt cards by suit then value, provisions after them. */
export function handOrder(a: string, b: string): number {
  const ia = cardInfo(a);
  const ib = cardInfo(b);
  const group = (c: CardInfo): number => (c.kind === 'hunt' ? 0 : c.kind === 'provision' ? 1 : 2);
  if (group(ia) !== group(ib)) return group(ia) - group(ib);
  if ((ia.kind === 'hunt' || ia.kind === 'provision') && (ib.kind === 'hunt' || ib.kind === 'provision')) {
    if (ia.suit !== ib.suit) return SUIT_LIST.indexOf(ia.suit) - SUIT_LIST.indexOf(ib.suit);
    return ia.rank - ib.rank;
  }
  return a.localeCompare(b);
}
