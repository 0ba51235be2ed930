/**
 * Samuel Parris (B.3): twice per game, on his turn and instead of drawing or playing, he takes up
 * to 2 cards from the discard pile into his hand — never a black card (seed). Martha Corey copying
 * him counts the uses on her own.
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';
import { cardKey, log } from './state';
import { isBlackCard } from './cards';
import { hasAbility } from './characters';

export const PARRIS_USES = 2;

function mayParris(s: SalemState, seat: Seat): boolean {
  return hasAbility(s, seat, 'samuel_parris') && s.players[seat]!.used.parris < PARRIS_USES && s.turn!.played === 0;
}

/**
 * The picks, once per distinct choice (S28): cards of one kind are alike, so one card of each kind
 * (the newest) stands for it, and two of a kind when the pile holds two.
 */
export function parrisLegal(s: SalemState, seat: Seat): SalemAction[] {
  if (!mayParris(s, seat)) return [];
  const byKey = new Map<string, string[]>();
  for (const card of s.discard.slice().reverse()) {
    if (isBlackCard(card)) continue;
    const key = cardKey(card);
    byKey.set(key, [...(byKey.get(key) ?? []), card]);
  }
  const kinds = [...byKey.values()];
  const out: SalemAction[] = [];
  kinds.forEach((cards, i) => {
    out.push({ type: 'parris', cards: [cards[0]!] });
    if (cards.length > 1) out.push({ type: 'parris', cards: [cards[0]!, cards[1]!] });
    for (const other of kinds.slice(i + 1)) out.push({ type: 'parris', cards: [cards[0]!, other[0]!] });
  });
  return out;
}

export function applyParris(s: SalemState, seat: Seat, cards: string[]): RuleError | null {
  if (!hasAbility(s, seat, 'samuel_parris')) return ruleError('ability_not_yours', 'You do not have Samuel Parris\' ability', { ability: 'samuel_parris' });
  if (s.players[seat]!.used.parris >= PARRIS_USES) return ruleError('parris_used_up', 'Samuel Parris\' ability is used twice per game');
  if (s.turn!.played > 0) return ruleError('parris_too_late', 'Samuel Parris takes from the discard instead of playing');
  if (cards.length < 1 || cards.length > 2 || new Set(cards).size !== cards.length) return ruleError('parris_one_or_two', 'Take one or two cards');
  if (cards.some((c) => !s.discard.includes(c))) return ruleError('card_not_in_discard', 'That card is not in the discard pile');
  if (cards.some(isBlackCard)) return ruleError('parris_black_card', 'Black cards may not be taken');
  s.pending.pop();
  s.discard = s.discard.filter((c) => !cards.includes(c));
  s.players[seat]!.hand.push(...cards);
  s.players[seat]!.used.parris++;
  s.turn!.titubaDone = true;
  s.turn!.over = true;
  log(s, 'parris', { seat, n: cards.length, a: cards[0]!, b: cards[1] ?? '' });
  return null;
}
