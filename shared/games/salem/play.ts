/**
 * Playing a card on another player (B.1, B.5.4): what may be played where (checked before
 * anything changes, and the same checks build the legal list), then its effect (card-effects.ts).
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';
import { cardKey, livingSeats } from './state';
import { colorOf, isBlueCard } from './cards';
import { accusationCardsOn, countsAsAccusation, hasAbility, pietyBlocksRed, valueOn } from './characters';

export type PlayAction = Extract<SalemAction, { type: 'play' }>;

/** Alibi removes up to 3 accusations in total (B.1). */
export const ALIBI_LIMIT = 3;

function checkSeat(s: SalemState, seat: Seat, who: Seat): RuleError | null {
  if (!Number.isInteger(who) || who < 0 || who >= s.players.length) return ruleError('no_such_player', 'There is no such player', { seat: who });
  if (who === seat) return ruleError('cannot_target_self', 'No card may be played on yourself (ruling 1)');
  if (!s.players[who]!.alive) return ruleError('target_dead', 'That player is dead', { seat: who });
  return null;
}

function checkRecipient(s: SalemState, seat: Seat, a: PlayAction): RuleError | null {
  const key = cardKey(a.card);
  if (key !== 'scapegoat' && key !== 'robbery') {
    return a.to === undefined ? null : ruleError('unexpected_recipient', 'Only Scapegoat and Robbery have a recipient');
  }
  if (livingSeats(s).length <= 2) return ruleError('two_players_left', 'Scapegoat and Robbery cannot be used with only 2 players left (ruling 9)', { card: key });
  if (a.to === undefined) return ruleError('recipient_missing', 'Name the player who receives', { card: key });
  if (a.to === a.target) return ruleError('recipient_is_target', 'The recipient must be another player than the target');
  return checkSeat(s, seat, a.to);
}

function checkRemove(s: SalemState, a: PlayAction, asWitness: boolean): RuleError | null {
  const key = cardKey(a.card);
  const remove = a.remove;
  const front = s.players[a.target]!.front;
  if (key === 'alibi' && !asWitness) {
    if (!remove || remove.length === 0) return ruleError('remove_missing', 'Choose the accusations the Alibi removes');
    if (new Set(remove).size !== remove.length) return ruleError('remove_repeated', 'Each card once');
    if (remove.some((c) => !front.includes(c) || !countsAsAccusation(c))) return ruleError('not_in_front', 'Choose accusations lying in front of that player');
    const total = remove.reduce((sum, c) => sum + valueOn(s, a.target, c), 0);
    if (total > ALIBI_LIMIT) return ruleError('alibi_too_many', 'An Alibi removes up to 3 accusations in total', { total });
    return null;
  }
  if (key === 'curse') {
    if (!remove || remove.length !== 1) return ruleError('remove_missing', 'Choose the blue card the Curse discards');
    if (!front.includes(remove[0]!) || !isBlueCard(remove[0]!)) return ruleError('curse_needs_blue', 'Choose a blue card lying in front of that player');
    return null;
  }
  return remove === undefined ? null : ruleError('unexpected_remove', 'Only Alibi and Curse remove cards');
}

/** Every check a play must pass; nothing is changed. */
export function checkPlay(s: SalemState, seat: Seat, a: PlayAction): RuleError | null {
  if (!s.players[seat]!.hand.includes(a.card)) return ruleError('card_not_in_hand', 'That card is not in your hand', { card: a.card });
  const targetError = checkSeat(s, seat, a.target);
  if (targetError) return targetError;
  const key = cardKey(a.card);
  const asWitness = a.asWitness === true;
  if (asWitness && (key !== 'alibi' || !hasAbility(s, seat, 'will_griggs'))) {
    return ruleError('cannot_play_as_witness', 'Only Will Griggs may play an Alibi as a Witness');
  }
  // Griggs' Alibi-as-Witness is not a red card: Piety does not stop it (seed, S4).
  if (colorOf(a.card) === 'red' && pietyBlocksRed(s, a.target)) return ruleError('piety_blocks_red', 'Red cards may not be played on a player with Piety');
  return checkRecipient(s, seat, a) ?? checkRemove(s, a, asWitness);
}

/** Alibi choices on `target`: each set of accusations worth ≤ 3, one per distinct combination of kinds (S25). */
function alibiRemovals(s: SalemState, target: Seat): string[][] {
  const cards = accusationCardsOn(s, target).filter((c) => valueOn(s, target, c) <= ALIBI_LIMIT);
  const out: string[][] = [];
  const seen = new Set<string>();
  const walk = (from: number, chosen: string[], total: number) => {
    if (chosen.length > 0) {
      const sig = chosen.map(cardKey).sort().join('+');
      if (!seen.has(sig)) {
        seen.add(sig);
        out.push(chosen.slice());
      }
    }
    for (let i = from; i < cards.length; i++) {
      const v = valueOn(s, target, cards[i]!);
      if (total + v <= ALIBI_LIMIT) walk(i + 1, [...chosen, cards[i]!], total + v);
    }
  };
  walk(0, [], 0);
  return out;
}

/** Every play `seat` could try now (each card × each target × recipients/removals); checkPlay filters them. */
export function playCandidates(s: SalemState, seat: Seat): PlayAction[] {
  const out: PlayAction[] = [];
  const others = livingSeats(s).filter((x) => x !== seat);
  const griggs = hasAbility(s, seat, 'will_griggs');
  for (const card of s.players[seat]!.hand) {
    const key = cardKey(card);
    for (const target of others) {
      if (key === 'scapegoat' || key === 'robbery') {
        for (const to of others) if (to !== target) out.push({ type: 'play', card, target, to });
      } else if (key === 'alibi') {
        for (const remove of alibiRemovals(s, target)) out.push({ type: 'play', card, target, remove });
        if (griggs) out.push({ type: 'play', card, target, asWitness: true });
      } else if (key === 'curse') {
        for (const blue of s.players[target]!.front.filter(isBlueCard)) out.push({ type: 'play', card, target, remove: [blue] });
      } else {
        out.push({ type: 'play', card, target });
      }
    }
  }
  return out.filter((a) => checkPlay(s, seat, a) === null);
}
