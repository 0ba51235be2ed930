/**
 * Drawing from the deck (B.5.3): a black card is played the moment it is drawn and counts as a
 * draw; it goes to the discard at once (so every card is always somewhere: E2's Conspiracy leaves
 * it there, the Night is taken out of the discard when the deck is rebuilt), then its effect starts
 * (returned as the flow's next step).
 */
import type { Seat } from '../../engine/contract';
import type { SalemState } from './types';
import { cardKey, log, markBarrier } from './state';
import { isBlackCard } from './cards';
import { hasAbility } from './characters';
import type { Next } from './next';

/** Takes the top card for `seat`: into the hand, or a black card played at once. Null: the deck is empty. */
function takeTop(s: SalemState, seat: Seat): string | null {
  const card = s.deck.shift();
  markBarrier(s);
  if (card === undefined) {
    log(s, 'deckEmpty', { seat });
    return null;
  }
  if (isBlackCard(card)) {
    s.discard.push(card);
    log(s, 'drawBlack', { seat, card });
  } else {
    s.players[seat]!.hand.push(card);
    log(s, 'drew', { seat, card }, seat);
    log(s, 'draw', { seat, n: 1 });
  }
  return card;
}

function resolveBlack(seat: Seat, card: string): Next | null {
  if (card === 'night') return { step: 'night', drawer: seat };
  if (card === 'conspiracy') return { step: 'conspiracy', drawer: seat };
  return null;
}

/** One card drawn outside the Draw-2 action (Rebecca Nurse, Ann Putnam): a black card resolves at once. */
export function drawOutOfTurn(s: SalemState, seat: Seat): Next | null {
  const card = takeTop(s, seat);
  return card !== null ? resolveBlack(seat, card) : null;
}

/** Giles Corey (B.3): both cards of the Draw-2 action are plain Accusations → shown, and a third is owed. */
function gilesOwesThird(s: SalemState): boolean {
  const t = s.turn!;
  if (t.drawn.length !== 2 || !t.drawn.every((c) => cardKey(c) === 'accusation')) return false;
  return hasAbility(s, t.seat, 'giles_corey');
}

/** The next card the turn's Draw-2 action owes (the flow's `resume` calls it while `drawsLeft > 0`). */
export function drawForTurn(s: SalemState): Next | null {
  const t = s.turn!;
  const card = takeTop(s, t.seat);
  if (card === null) {
    t.drawsLeft = 0;
    t.over = true;
    return null;
  }
  t.drawsLeft--;
  t.drawn.push(card);
  if (t.drawsLeft === 0 && gilesOwesThird(s)) {
    log(s, 'giles', { seat: t.seat, a: t.drawn[0]!, b: t.drawn[1]! });
    t.drawsLeft = 1;
  }
  if (t.drawsLeft === 0) t.over = true;
  return isBlackCard(card) ? resolveBlack(t.seat, card) : null;
}
