/**
 * Conspiracy (B.5.6): the drawer reveals one Tryal of the Black Cat's holder, then every living
 * player takes one face-down Tryal, blind, from the next living player on their left, all at
 * once (ruling S3: the position is the seeded draw's). Receiving a Witch makes a witch for good.
 */
import type { Seat } from '../../engine/contract';
import { nextInt, shuffle } from '../../engine/rng';
import type { SalemState, Tryal } from './types';
import { abilityOf, faceDown, leftOf, livingSeats, log, markBarrier, tryalFace } from './state';
import { checkWin } from './win';
import { tryalLostThisTurn } from './tryal-limit';

/** The living player with the Black Cat in front of them, or null (still aside, discarded, in a hand). */
export function catHolder(s: SalemState): Seat | null {
  const seat = s.players.findIndex((p) => p.alive && p.front.includes('black_cat'));
  return seat < 0 ? null : seat;
}

/** Conspiracy drawn by `drawer`: the reveal of the Black Cat holder's Tryal is asked of the drawer (or skipped). */
export function startConspiracy(s: SalemState, drawer: Seat): void {
  s.counts.conspiracies++;
  log(s, 'conspiracy', { seat: drawer });
  const holder = catHolder(s);
  if (holder === null) {
    // Nobody holds the cat (Cursed away, or back in the deck): the pass goes on (S60).
    finishConspiracy(s);
    return;
  }
  if (abilityOf(s, holder) === 'mary_warren' || faceDown(s, holder).length === 0) {
    log(s, 'catSkipped', { holder });
    finishConspiracy(s);
    return;
  }
  // S65: the holder already lost a Tryal this turn; the pass goes on without the reveal.
  if (tryalLostThisTurn(s, holder)) {
    log(s, 'catLimit', { holder });
    finishConspiracy(s);
    return;
  }
  // The drawer picks among the holder's face-down positions; a drawer holding the cat picks their own (B.6 #11).
  s.pending.push({ t: 'reveal', seat: drawer, target: holder, cause: 'cat' });
}

/** After the cat reveal (accusations.ts calls it for cause 'cat'): the blind pass to the left, then Conspiracy is discarded. */
export function finishConspiracy(s: SalemState): void {
  if (!s.result) pass(s);
  if (!s.discard.includes('conspiracy') && !s.deck.includes('conspiracy')) s.discard.push('conspiracy');
  markBarrier(s);
  if (!s.result) checkWin(s);
}

function pass(s: SalemState): void {
  const living = livingSeats(s);
  // Every position is drawn before anything moves: the take is simultaneous (B.5.6 step 2).
  const taken: { taker: Seat; giver: Seat; card: Tryal }[] = [];
  for (const taker of living) {
    const giver = leftOf(s, taker);
    if (giver === null) continue;
    const positions = faceDown(s, giver);
    // A player with nothing face down gives nothing (S61).
    if (positions.length === 0) continue;
    const [i, rng] = nextInt(s.rng, positions.length);
    s.rng = rng;
    taken.push({ taker, giver, card: s.players[giver]!.tryals[positions[i]!]! });
  }
  for (const t of taken) {
    const row = s.players[t.giver]!.tryals;
    row.splice(row.indexOf(t.card), 1);
  }
  let dealt: { taker: Seat; from: Seat | null; card: Tryal }[] = taken.map((t) => ({ taker: t.taker, from: t.giver, card: t.card }));
  if (s.options.variants.hardConspiracy) {
    // Harder Conspiracy (B.7): the passed cards are gathered, shuffled and dealt back one each.
    const [cards, rng] = shuffle(taken.map((t) => t.card), s.rng);
    s.rng = rng;
    dealt = taken.map((t, i) => ({ taker: t.taker, from: null, card: cards[i]! }));
  }
  log(s, 'conspiracyPass');
  for (const d of dealt) {
    const p = s.players[d.taker]!;
    // The received card goes at the end of the row (positions stay traceable, B.6 #3).
    p.tryals.push(d.card);
    const face = tryalFace(d.card.id);
    if (face === 'witch') p.everWitch = true;
    if (d.from === null) log(s, 'receivedShuffled', { face }, d.taker);
    else log(s, 'received', { seat: d.taker, from: d.from, face }, d.taker);
  }
}
