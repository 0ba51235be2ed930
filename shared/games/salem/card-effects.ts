/**
 * What each card does once `checkPlay` accepted it (B.1, B.5.4, the seed's clarifications).
 * Red cards lie in front and may reach the threshold; green cards act and go to the discard;
 * blue cards lie in front until they are removed or their holder dies.
 */
import type { Seat } from '../../engine/contract';
import type { SalemState } from './types';
import { cardKey, log, markBarrier } from './state';
import { colorOf } from './cards';
import { countsAsAccusation, hasAbility, valueOn } from './characters';
import { afterAccusations, afterPietyRemoved } from './accusations';
import { matchPartner } from './death';
import type { PlayAction } from './play';

function take(list: string[], card: string): void {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
}

/**
 * A blue (or Stocks) card arrives in front of `seat`. A second Matchmaker on one player discards
 * both (seed; ruling 5 → S26); two players each with one are matched.
 */
function placeInFront(s: SalemState, seat: Seat, card: string): void {
  const front = s.players[seat]!.front;
  if (cardKey(card) === 'matchmaker') {
    const other = front.find((c) => cardKey(c) === 'matchmaker');
    if (other) {
      take(front, other);
      s.discard.push(other, card);
      log(s, 'matchmakerDouble', { seat });
      return;
    }
    front.push(card);
    const partner = matchPartner(s, seat);
    if (partner !== null) log(s, 'matchmakers', { a: Math.min(seat, partner), b: Math.max(seat, partner) });
    return;
  }
  front.push(card);
}

/** Sarah Good is immune to Arson and Robbery played on her: the card goes without effect. */
function immune(s: SalemState, seat: Seat, a: PlayAction): boolean {
  if (!hasAbility(s, a.target, 'sarah_good')) return false;
  log(s, 'immune', { seat, card: a.card, target: a.target });
  return true;
}

function scapegoat(s: SalemState, seat: Seat, target: Seat, to: Seat): void {
  const moving = s.players[target]!.front;
  s.players[target]!.front = [];
  let accusations = false;
  for (const card of moving) {
    if (countsAsAccusation(card)) {
      accusations = true;
      s.players[to]!.front.push(card);
    } else placeInFront(s, to, card);
  }
  // The moved accusations (onto a Piety holder too: seed) may reach the recipient's threshold: the Scapegoat's player reveals.
  if (accusations) afterAccusations(s, seat, to, false);
}

/** The card left `seat`'s hand and was logged; now it acts. */
export function resolvePlay(s: SalemState, seat: Seat, a: PlayAction): void {
  const key = cardKey(a.card);
  const target = s.players[a.target]!;
  if (colorOf(a.card) === 'red' || a.asWitness) {
    target.front.push(a.card);
    afterAccusations(s, seat, a.target, true);
    return;
  }
  if (colorOf(a.card) === 'blue' || key === 'stocks') {
    placeInFront(s, a.target, a.card);
    return;
  }
  s.discard.push(a.card);
  switch (key) {
    case 'alibi': {
      const n = a.remove!.reduce((sum, c) => sum + valueOn(s, a.target, c), 0);
      for (const c of a.remove!) take(target.front, c);
      s.discard.push(...a.remove!);
      log(s, 'alibi', { seat, card: a.card, target: a.target, n });
      return;
    }
    case 'scapegoat':
      scapegoat(s, seat, a.target, a.to!);
      return;
    case 'arson': {
      if (immune(s, seat, a)) return;
      const n = target.hand.length;
      s.discard.push(...target.hand);
      target.hand = [];
      markBarrier(s);
      log(s, 'arson', { seat, target: a.target, n });
      return;
    }
    case 'robbery': {
      if (immune(s, seat, a)) return;
      s.players[a.to!]!.hand.push(...target.hand);
      target.hand = [];
      markBarrier(s);
      return;
    }
    case 'curse': {
      const removed = a.remove![0]!;
      take(target.front, removed);
      s.discard.push(removed);
      log(s, 'curse', { seat, target: a.target, removed });
      if (cardKey(removed) === 'piety') afterPietyRemoved(s, seat, a.target);
      return;
    }
  }
}

/** Logs the play the way the table announces it. */
export function announcePlay(s: SalemState, seat: Seat, a: PlayAction): void {
  if (a.asWitness) log(s, 'griggs', { seat, target: a.target });
  else if (a.to !== undefined) log(s, 'playTo', { seat, card: a.card, target: a.target, to: a.to });
  else if (cardKey(a.card) !== 'alibi' && cardKey(a.card) !== 'curse') log(s, 'play', { seat, card: a.card, target: a.target });
}
