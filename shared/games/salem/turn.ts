/**
 * The day (B.5.3): a turn is Draw 2, or playing cards on others (then End), or an ability that
 * replaces it (Samuel Parris), with Tituba's rearrangement before it. The turn decision is taken
 * off the stack by every action and put back by the flow's `resume` (flow.ts) once everything it
 * set off is over.
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';
import { cardKey, leftOf, log, markBarrier } from './state';
import { hasAbility } from './characters';
import { checkPlay, playCandidates } from './play';
import { announcePlay, resolvePlay } from './card-effects';
import { applyParris, parrisLegal } from './parris';
import { resetTryalLimit } from './tryal-limit';

/** Starts `seat`'s turn; a player with Stocks in front skips it (the Stocks goes to the discard, ruling 10). */
export function startTurn(s: SalemState, seat: Seat): void {
  let current = seat;
  for (;;) {
    const p = s.players[current]!;
    const stocks = p.front.find((c) => cardKey(c) === 'stocks');
    if (!stocks) break;
    p.front = p.front.filter((c) => c !== stocks);
    s.discard.push(stocks);
    log(s, 'stocksSkip', { seat: current });
    current = leftOf(s, current) ?? current;
  }
  s.turn = { seat: current, played: 0, drawsLeft: 0, drawn: [], titubaDone: false, over: false };
  resetTryalLimit(s);
  s.counts.turns++;
  log(s, 'turn', { seat: current });
  s.pending.push({ t: 'turn', seat: current });
}

function mayTitubaNow(s: SalemState, seat: Seat): boolean {
  const t = s.turn!;
  return hasAbility(s, seat, 'tituba') && s.players[seat]!.used.tituba < 1 && t.played === 0 && !t.titubaDone && s.deck.length > 1;
}

export function turnLegal(s: SalemState, seat: Seat): SalemAction[] {
  const t = s.turn!;
  const out: SalemAction[] = [];
  if (t.played === 0) {
    out.push({ type: 'draw' });
    if (mayTitubaNow(s, seat)) out.push({ type: 'tituba' });
    out.push(...parrisLegal(s, seat));
  }
  out.push(...playCandidates(s, seat));
  if (t.played > 0) out.push({ type: 'end' });
  if (s.options.hourglass) out.push({ type: 'hourglass' });
  return out;
}

/** draw / play / end / hourglass / parris / tituba on the turn decision; anything else is refused. */
export function applyTurn(s: SalemState, seat: Seat, a: SalemAction): RuleError | null {
  const t = s.turn!;
  switch (a.type) {
    case 'draw':
      if (t.played > 0) return ruleError('already_played_draw', 'A turn that played cards may not draw');
      s.pending.pop();
      t.drawsLeft = 2;
      return null;
    case 'play': {
      const error = checkPlay(s, seat, a);
      if (error) return error;
      s.pending.pop();
      t.played++;
      const hand = s.players[seat]!.hand;
      hand.splice(hand.indexOf(a.card), 1);
      announcePlay(s, seat, a);
      resolvePlay(s, seat, a);
      return null;
    }
    case 'end':
      if (t.played === 0) return ruleError('nothing_played', 'Play a card or draw 2 first');
      s.pending.pop();
      t.over = true;
      return null;
    case 'hourglass':
      if (!s.options.hourglass) return ruleError('hourglass_off', 'This game plays without the hourglass');
      // The glass ran out (S5): draw 2 unless cards were played, then the turn ends.
      s.pending.pop();
      log(s, 'hourglass', { seat });
      if (t.played > 0) t.over = true;
      else t.drawsLeft = 2;
      return null;
    case 'tituba':
      if (!hasAbility(s, seat, 'tituba')) return ruleError('ability_not_yours', 'You do not have Tituba\'s ability', { ability: 'tituba' });
      if (s.players[seat]!.used.tituba >= 1) return ruleError('tituba_used_up', 'Tituba\'s ability is used once per game');
      if (t.played > 0 || t.titubaDone) return ruleError('tituba_too_late', 'Tituba rearranges the deck before drawing or playing');
      if (s.deck.length < 2) return ruleError('deck_too_small', 'There is nothing to rearrange');
      s.pending.pop();
      s.players[seat]!.used.tituba++;
      t.titubaDone = true;
      log(s, 'tituba', { seat });
      // She sees the deck: undo may not go back past this.
      markBarrier(s);
      s.pending.push({ t: 'arrange', seat });
      return null;
    case 'parris':
      return applyParris(s, seat, a.cards);
    default:
      return ruleError('wrong_decision', `A ${a.type} move does not answer this decision (turn)`, { action: a.type, decision: 'turn' });
  }
}

/**
 * Tituba may put the deck in any order (S27): the legal list is a sample — the order as it is, and
 * each card moved to the top — while `applyArrange` takes any exact permutation of the deck.
 */
export function arrangeLegal(s: SalemState): SalemAction[] {
  const out: SalemAction[] = [{ type: 'arrange', order: s.deck.slice() }];
  for (let i = 1; i < s.deck.length; i++) out.push({ type: 'arrange', order: [s.deck[i]!, ...s.deck.slice(0, i), ...s.deck.slice(i + 1)] });
  return out;
}

export function applyArrange(s: SalemState, _seat: Seat, order: string[]): RuleError | null {
  const sorted = (xs: string[]) => xs.slice().sort().join(',');
  if (order.length !== s.deck.length || sorted(order) !== sorted(s.deck)) {
    return ruleError('not_a_permutation', 'The new order must hold exactly the cards of the deck');
  }
  s.pending.pop();
  s.deck = order.slice();
  return null;
}
