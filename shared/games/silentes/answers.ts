/** Answers to the decisions that omens, provisions and the resolution ask of a seat. */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { Decision, SilentesState, Suit } from './types';
import { isProvision } from './cards';
import { shelterExists } from './board';
import { addNoise, log, markBarrier, other, removeFromHand } from './state';
import { deflectHunt } from './flow';
import { moveSurvivor } from './omens';

function pop(s: SilentesState): void {
  s.pending.pop();
}

function isPermutation(cards: unknown, of: string[]): boolean {
  if (!Array.isArray(cards) || cards.length !== of.length) return false;
  const rest = of.slice();
  for (const c of cards) {
    const i = rest.indexOf(c as string);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

export function orderError(d: Decision, cards: string[]): RuleError | null {
  if (d.t !== 'hierophant' && d.t !== 'mapOrder') return null;
  return isPermutation(cards, d.cards) ? null : ruleError('invalid_order', 'Put back exactly the cards you looked at', { count: d.cards.length });
}

export function order(s: SilentesState, d: Decision, cards: string[]): void {
  if (d.t === 'hierophant') {
    s.huntDeck.splice(0, cards.length, ...cards);
    log(s, 'hierophantOrder', { seat: d.seat });
  } else if (d.t === 'mapOrder') {
    s.omenDeck.splice(0, cards.length, ...cards);
    log(s, 'mapOrder', { seat: d.seat });
  }
  pop(s);
}

export function pass(s: SilentesState, d: Decision): void {
  if (d.t === 'firstAid') log(s, 'firstAidDeclined', { seat: d.seat });
  pop(s);
}

/** Los Enamorados: the partner takes 2 noise so that the subject's noise is cancelled. */
export function sacrifice(s: SilentesState, seat: Seat, d: Decision): void {
  if (d.t !== 'lovers') return;
  s.loversUsed = true;
  if (s.stage.s === 'resolve') s.stage.pendingNoise = 0;
  log(s, 'sacrifice', { seat, subject: d.subject, amount: d.amount });
  pop(s);
  addNoise(s, 2, seat);
}

export function deflectError(d: Decision, suit: Suit): RuleError | null {
  if (d.t !== 'mirror' || d.options.includes(suit)) return null;
  return ruleError('invalid_zone', 'Deflect the hunt to a zone adjacent to the mirror', { suit: String(suit) });
}

export function deflect(s: SilentesState, seat: Seat, suit: Suit): void {
  pop(s);
  deflectHunt(s, seat, suit);
}

export function giveError(s: SilentesState, seat: Seat, cards: string[]): RuleError | null {
  const hand = s.seats[seat].hand.slice();
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) return ruleError('card_not_in_hand', `${c} is not in your hand`, { card: c });
    if (!isProvision(c)) return ruleError('not_a_provision', `${c} is not a provision`, { card: c });
    hand.splice(i, 1);
  }
  return null;
}

/** El Mago: each survivor in turn may hand any of their provisions to the other. */
export function give(s: SilentesState, seat: Seat, cards: string[]): void {
  const partner = other(seat);
  for (const c of cards) {
    removeFromHand(s.seats[seat], c);
    s.seats[partner].hand.push(c);
  }
  log(s, 'gave', { seat, subject: partner, count: cards.length });
  if (cards.length > 0) log(s, 'gavePrivate', { seat, cards: cards.join(',') }, partner);
  pop(s);
}

export function distributeError(d: Decision, to: Seat[]): RuleError | null {
  if (d.t !== 'empress') return null;
  if (to.length !== d.cards.length || to.some((x) => x !== 0 && x !== 1)) {
    return ruleError('invalid_distribution', 'Give each drawn provision to one of the two survivors', { count: d.cards.length });
  }
  return null;
}

/** La Emperatriz: the start player hands out the 2 provisions drawn. */
export function distribute(s: SilentesState, d: Decision, to: Seat[]): void {
  if (d.t !== 'empress') return;
  d.cards.forEach((card, i) => {
    const seat = to[i]!;
    s.seats[seat].hand.push(card);
    log(s, 'receivedPrivate', { seat, card }, seat);
  });
  log(s, 'distributed', { seat: d.seat, toA: to.filter((x) => x === 0).length, toB: to.filter((x) => x === 1).length });
  pop(s);
}

export function moveToError(s: SilentesState, seat: Seat, d: Decision, shelter: number): RuleError | null {
  if (d.t === 'tower') {
    return d.options.includes(shelter) ? null : ruleError('shelter_not_adjacent', 'Escape to an adjacent shelter', { shelter });
  }
  if (!shelterExists(s, shelter)) return ruleError('invalid_shelter', 'Choose an existing shelter', { shelter });
  if (s.seats[seat].position === shelter) return ruleError('must_move', 'Choose another shelter, or pass to stay');
  return null;
}

export function moveTo(s: SilentesState, seat: Seat, shelter: number): void {
  pop(s);
  moveSurvivor(s, seat, shelter);
}

export function recoverError(s: SilentesState, seat: Seat, card: string): RuleError | null {
  return s.seats[seat].discard.includes(card) ? null : ruleError('not_in_discard', 'Choose a card from your discard pile', { card });
}

/** La Estrella: one card back from your own discard pile. */
export function recover(s: SilentesState, seat: Seat, card: string): void {
  const p = s.seats[seat];
  p.discard.splice(p.discard.indexOf(card), 1);
  p.hand.push(card);
  log(s, 'recovered', { seat, card });
  pop(s);
}

export function discardError(s: SilentesState, seat: Seat, d: Decision, card: string): RuleError | null {
  if (!s.seats[seat].hand.includes(card)) return ruleError('card_not_in_hand', `${card} is not in your hand`, { card });
  if (d.t === 'justice' && !isProvision(card)) return ruleError('not_a_provision', 'La Justicia takes a provision', { card });
  return null;
}

export function discard(s: SilentesState, seat: Seat, d: Decision, card: string): void {
  const p = s.seats[seat];
  removeFromHand(p, card);
  p.discard.push(card);
  log(s, d.t === 'justice' ? 'justiceDiscard' : 'discarded', { seat, card });
  pop(s);
}

/** Botiquín: draw 2 hunt cards, then discard 1 of your choice. */
export function acceptFirstAid(s: SilentesState, seat: Seat): void {
  const drawn = s.huntDeck.splice(0, 2);
  s.seats[seat].hand.push(...drawn);
  markBarrier(s);
  log(s, 'firstAidDraw', { seat, count: drawn.length });
  pop(s);
  if (drawn.length > 0) s.pending.push({ t: 'firstAidDiscard', seat });
}
