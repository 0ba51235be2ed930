/**
 * The engine's flat list of legal actions, grouped into the Salem play flow: Draw 2, or a hand
 * card → its target → (Scapegoat/Robbery's recipient, Alibi's red cards, Curse's blue card, Will
 * Griggs' Witness) → play; End turn; Samuel Parris' pick; Tituba; reveals, offers, the
 * character choice. The table only ever sends one of these objects back (or, for Tituba's
 * order and the night screen, an answer built from the seat's own view), so it cannot
 * disagree with the engine about what is legal.
 */
import type { CharacterId, SalemAction } from '../../../../../shared/games/salem/types';

type Of<T extends SalemAction['type']> = Extract<SalemAction, { type: T }>;
export type PlayAction = Of<'play'>;

export interface SalemLegal {
  draw: Of<'draw'> | null;
  end: Of<'end'> | null;
  hourglass: Of<'hourglass'> | null;
  tituba: Of<'tituba'> | null;
  play: PlayAction[];
  parris: Of<'parris'>[];
  reveal: Of<'reveal'>[];
  point: Of<'point'>[];
  offer: Of<'offer'>[];
  character: Of<'character'>[];
  arrange: Of<'arrange'>[];
  night: Of<'night'>[];
  unknown: unknown[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** An action is grouped only when its fields have the shapes the controls rely on. */
function wellFormed(a: Record<string, unknown>): boolean {
  switch (a.type) {
    case 'draw':
    case 'end':
    case 'hourglass':
    case 'tituba':
      return true;
    case 'play':
      return typeof a.card === 'string' && isInt(a.target) && (a.to === undefined || isInt(a.to)) && (a.remove === undefined || isStrings(a.remove));
    case 'parris':
      return isStrings(a.cards);
    case 'reveal':
      return isInt(a.tryal);
    case 'point':
      return Array.isArray(a.tryals) && a.tryals.length === 2 && a.tryals.every(isInt);
    case 'offer':
      return typeof a.use === 'boolean';
    case 'character':
      return typeof a.character === 'string';
    case 'arrange':
      return isStrings(a.order);
    case 'night':
      return Array.isArray(a.answers);
    default:
      return false;
  }
}

export function groupLegal(legal: readonly unknown[]): SalemLegal {
  const g: SalemLegal = {
    draw: null, end: null, hourglass: null, tituba: null,
    play: [], parris: [], reveal: [], point: [], offer: [], character: [], arrange: [], night: [], unknown: [],
  };
  for (const raw of legal) {
    if (!isRecord(raw) || !wellFormed(raw)) {
      g.unknown.push(raw);
      continue;
    }
    const a = raw as unknown as SalemAction;
    switch (a.type) {
      case 'draw': g.draw = a; break;
      case 'end': g.end = a; break;
      case 'hourglass': g.hourglass = a; break;
      case 'tituba': g.tituba = a; break;
      case 'play': g.play.push(a); break;
      case 'parris': g.parris.push(a); break;
      case 'reveal': g.reveal.push(a); break;
      case 'point': g.point.push(a); break;
      case 'offer': g.offer.push(a); break;
      case 'character': g.character.push(a); break;
      case 'arrange': g.arrange.push(a); break;
      case 'night': g.night.push(a); break;
    }
  }
  return g;
}

/** Hand cards that can be played now, in hand order. */
export function playableCards(g: SalemLegal, hand: readonly string[]): string[] {
  const cards = new Set(g.play.map((a) => a.card));
  return hand.filter((c) => cards.has(c));
}

/** Seats a card may be played on, in seat order. */
export function targetsOf(g: SalemLegal, card: string): number[] {
  return [...new Set(g.play.filter((a) => a.card === card).map((a) => a.target))].sort((a, b) => a - b);
}

/** Every legal way to play `card` on `target` (one unless the card asks for more). */
export function playsOn(g: SalemLegal, card: string, target: number): PlayAction[] {
  return g.play.filter((a) => a.card === card && a.target === target);
}

/** What the second step of a play asks, from the variants the engine offers. */
export type PlayDetail =
  | { kind: 'none'; action: PlayAction }
  /** Scapegoat / Robbery: who receives. */
  | { kind: 'to'; options: { to: number; action: PlayAction }[] }
  /** Alibi (which red cards) or Curse (which blue card): pick among the offered sets. */
  | { kind: 'remove'; options: { remove: string[]; action: PlayAction }[] }
  /** Will Griggs: an Alibi as an Alibi, or as a Witness. */
  | { kind: 'witness'; alibi: PlayAction[]; witness: PlayAction };

export function playDetail(g: SalemLegal, card: string, target: number): PlayDetail | null {
  const plays = playsOn(g, card, target);
  if (plays.length === 0) return null;
  const witness = plays.find((a) => a.asWitness);
  if (witness && plays.length > 1) return { kind: 'witness', alibi: plays.filter((a) => !a.asWitness), witness };
  if (plays.length === 1) return { kind: 'none', action: plays[0]! };
  if (plays.every((a) => a.to !== undefined)) {
    return { kind: 'to', options: plays.map((a) => ({ to: a.to!, action: a })).sort((x, y) => x.to - y.to) };
  }
  return { kind: 'remove', options: plays.map((a) => ({ remove: a.remove ?? [], action: a })) };
}

/** Cards that appear in some legal Parris pick (each can be marked). */
export function parrisCards(g: SalemLegal): string[] {
  return [...new Set(g.parris.flatMap((a) => a.cards))];
}

/** The legal Parris pick whose cards are exactly `chosen`, in any order. */
export function findParris(g: SalemLegal, chosen: readonly string[]): Of<'parris'> | undefined {
  const want = chosen.slice().sort().join(',');
  return g.parris.find((a) => a.cards.slice().sort().join(',') === want);
}

/** Marks or unmarks a card, never holding more than `max` (the oldest mark gives way). */
export function toggleMark(marked: readonly string[], card: string, max: number): string[] {
  if (marked.includes(card)) return marked.filter((c) => c !== card);
  const next = [...marked, card];
  return next.slice(Math.max(0, next.length - Math.max(1, max)));
}

/** The pointTwo pair the marks make, when legal. */
export function findPoint(g: SalemLegal, chosen: readonly number[]): Of<'point'> | undefined {
  if (chosen.length !== 2) return undefined;
  const want = chosen.slice().sort((a, b) => a - b).join(',');
  return g.point.find((a) => a.tryals.slice().sort((x, y) => x - y).join(',') === want);
}

export function characterChoices(g: SalemLegal): CharacterId[] {
  return g.character.map((a) => a.character);
}

/** Tituba's reordering: move one card of the order (up, down, to the top or to the bottom). */
export function moveCard(order: readonly string[], index: number, where: 'up' | 'down' | 'top' | 'bottom'): string[] {
  const next = order.slice();
  if (index < 0 || index >= next.length) return next;
  const [card] = next.splice(index, 1);
  const to = where === 'up' ? Math.max(0, index - 1) : where === 'down' ? Math.min(next.length, index + 1) : where === 'top' ? 0 : next.length;
  next.splice(to, 0, card!);
  return next;
}
