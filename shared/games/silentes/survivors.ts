/** Fase 1 (and the opening placement): what a survivor does on their turn. */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { SilentesState, Suit } from './types';
import { SUITS } from './types';
import { PROVISION_CARD, isHuntCard, rankOf, suitOf } from './cards';
import { adjacentShelters, shelterExists, zoneOf } from './board';
import { drawProvision, log, removeFromHand } from './state';

export type PlaceAction = { type: 'place'; shelter: number };
export type HideAction = { type: 'hide'; shelter: number; card: string; multitool?: boolean; grapple?: boolean };
export type DistractAction = { type: 'distract'; suit: Suit; card: string };

export function placeError(s: SilentesState, a: PlaceAction): RuleError | null {
  return shelterExists(s, a.shelter) ? null : ruleError('invalid_shelter', 'Choose an existing shelter', { shelter: a.shelter });
}

export function place(s: SilentesState, seat: Seat, a: PlaceAction): void {
  s.seats[seat].position = a.shelter;
  log(s, 'place', { seat, shelter: a.shelter });
}

function huntCardError(s: SilentesState, seat: Seat, card: string): RuleError | null {
  if (!s.seats[seat].hand.includes(card)) return ruleError('card_not_in_hand', `${card} is not in your hand`, { card });
  if (!isHuntCard(card)) return ruleError('not_a_hunt_card', `${card} is a provision, not a hunt card`, { card });
  return null;
}

/** Moverse y Ocultarse: always a move (to stay put is Atrincherarse), suit must match the destination. */
export function hideError(s: SilentesState, seat: Seat, a: HideAction): RuleError | null {
  const p = s.seats[seat];
  const cardError = huntCardError(s, seat, a.card);
  if (cardError) return cardError;
  if (!shelterExists(s, a.shelter)) return ruleError('invalid_shelter', 'Choose an existing shelter', { shelter: a.shelter });
  if (a.shelter === p.position) return ruleError('must_move', 'Move & Hide needs another shelter; to stay, entrench');
  for (const [flag, key] of [['multitool', 'multitool'], ['grapple', 'grapple']] as const) {
    if (!a[flag]) continue;
    if (!p.hand.includes(PROVISION_CARD[key])) return ruleError('card_not_in_hand', `${PROVISION_CARD[key]} is not in your hand`, { card: PROVISION_CARD[key] });
    if (s.effects.devil) return ruleError('provisions_blocked', 'El Diablo forbids provisions until the next omen');
  }
  const adjacent = p.position === null || adjacentShelters(s, p.position).includes(a.shelter);
  if (a.grapple && adjacent) return ruleError('provision_not_needed', 'That shelter is adjacent: Cuerda y Gancho is not needed', { card: 'E2' });
  if (!a.grapple && !adjacent) return ruleError('shelter_not_adjacent', 'Move only to an orthogonally adjacent shelter', { shelter: a.shelter });
  const matches = suitOf(a.card) === zoneOf(s, a.shelter);
  if (a.multitool && matches) return ruleError('provision_not_needed', 'The suits already match: Herramientas Multiuso is not needed', { card: 'B1' });
  if (!a.multitool && !matches) {
    return ruleError('suit_mismatch', 'The card must match the suit of the shelter', { card: a.card, suit: zoneOf(s, a.shelter) ?? '' });
  }
  return null;
}

export function hide(s: SilentesState, seat: Seat, a: HideAction): void {
  const p = s.seats[seat];
  for (const [flag, key] of [['multitool', 'multitool'], ['grapple', 'grapple']] as const) {
    if (!a[flag]) continue;
    removeFromHand(p, PROVISION_CARD[key]);
    p.discard.push(PROVISION_CARD[key]);
    log(s, 'provision', { seat, card: PROVISION_CARD[key] });
  }
  removeFromHand(p, a.card);
  p.position = a.shelter;
  p.play = { kind: 'hide', card: a.card, shelter: a.shelter };
  log(s, 'hide', { seat, shelter: a.shelter, card: a.card });
}

/** Atrincherarse needs last round's silence card, still in hand (a lost card cannot be used). */
export function entrenchError(s: SilentesState, seat: Seat): RuleError | null {
  const p = s.seats[seat];
  if (p.lastHideCard === null || !p.hand.includes(p.lastHideCard)) {
    return ruleError('nothing_to_entrench', 'You did not keep a silence card from the previous round');
  }
  return null;
}

export function entrench(s: SilentesState, seat: Seat): void {
  const p = s.seats[seat];
  const card = p.lastHideCard!;
  p.play = { kind: 'entrench', card };
  log(s, 'entrench', { seat, card, level: Math.floor(rankOf(card) / 2) });
}

/** Buscar Provisiones; with an empty provision deck it is still allowed, as standing still. */
export function search(s: SilentesState, seat: Seat): void {
  s.seats[seat].play = { kind: 'search' };
  log(s, 'search', { seat });
  drawProvision(s, seat);
}

export function distractError(s: SilentesState, seat: Seat, a: DistractAction): RuleError | null {
  if (!SUITS.includes(a.suit)) return ruleError('invalid_suit', 'Choose Bastos, Copas, Espadas or Oros', { suit: String(a.suit) });
  return huntCardError(s, seat, a.card);
}

export function distract(s: SilentesState, seat: Seat, a: DistractAction): void {
  const p = s.seats[seat];
  removeFromHand(p, a.card);
  p.discard.push(a.card);
  p.play = { kind: 'distract', suit: a.suit, card: a.card };
  log(s, 'distract', { seat, suit: a.suit, card: a.card });
}

/** After a survivor's action the turn passes; after both, the Silentes hunt. */
export function endTurn(s: SilentesState): void {
  if (s.stage.s !== 'survivors') return;
  if (s.stage.turn === 0) s.stage.turn = 1;
  else s.stage = { s: 'hunt' };
}
