/**
 * The reducer: `apply` checks that the action answers the current decision and is legal,
 * then runs it on a private draft and lets the flow advance. `legalActions` enumerates
 * candidates and keeps those the very same checks accept, so the two can never disagree.
 */
import type { ApplyResult, Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { Decision, SilentesAction, SilentesState } from './types';
import { SUITS } from './types';
import { isHuntCard, suitOf } from './cards';
import { MAP_SIZE, adjacentShelters, existingShelters, zoneOf } from './board';
import { advance } from './flow';
import { currentDecision, draftOf } from './state';
import * as survivors from './survivors';
import * as answers from './answers';
import { legalProvisionPlays, playProvision, provisionError } from './provisions';
import { interrupters, isProvisionMoment } from './responders';

/** What answers each decision; provision plays are accepted exactly at the provision moments (responders.ts). */
const ACCEPTS: Record<Decision['t'], SilentesAction['type'][]> = {
  place: ['place'],
  act: ['hide', 'entrench', 'search', 'distract'],
  window: ['pass'],
  lovers: ['sacrifice', 'pass'],
  mirror: ['deflect'],
  hierophant: ['order'],
  mapOrder: ['order'],
  magician: ['give'],
  empress: ['distribute'],
  chariot: ['moveTo', 'pass'],
  tower: ['moveTo'],
  star: ['recover', 'pass'],
  justice: ['discard'],
  firstAid: ['accept', 'pass'],
  firstAidDiscard: ['discard'],
};

function actionError(s: SilentesState, seat: Seat, a: SilentesAction, d: Decision): RuleError | null {
  switch (a.type) {
    case 'place': return survivors.placeError(s, a);
    case 'hide': return survivors.hideError(s, seat, a);
    case 'entrench': return survivors.entrenchError(s, seat);
    case 'distract': return survivors.distractError(s, seat, a);
    case 'provision': return provisionError(s, seat, a, d);
    case 'deflect': return answers.deflectError(d, a.suit);
    case 'order': return answers.orderError(d, a.cards);
    case 'give': return answers.giveError(s, seat, a.cards);
    case 'distribute': return answers.distributeError(d, a.to);
    case 'moveTo': return answers.moveToError(s, seat, d, a.shelter);
    case 'recover': return answers.recoverError(s, seat, a.card);
    case 'discard': return answers.discardError(s, seat, d, a.card);
    default: return null;
  }
}

function run(s: SilentesState, seat: Seat, a: SilentesAction, d: Decision): void {
  switch (a.type) {
    case 'place': survivors.place(s, seat, a); s.pending.pop(); return;
    case 'hide': survivors.hide(s, seat, a); break;
    case 'entrench': survivors.entrench(s, seat); break;
    case 'search': survivors.search(s, seat); break;
    case 'distract': survivors.distract(s, seat, a); break;
    case 'provision': playProvision(s, seat, a); return;
    case 'pass': answers.pass(s, d); return;
    case 'sacrifice': answers.sacrifice(s, seat, d); return;
    case 'deflect': answers.deflect(s, seat, a.suit); return;
    case 'order': answers.order(s, d, a.cards); return;
    case 'give': answers.give(s, seat, a.cards); return;
    case 'distribute': answers.distribute(s, d, a.to); return;
    case 'moveTo': answers.moveTo(s, seat, a.shelter); return;
    case 'recover': answers.recover(s, seat, a.card); return;
    case 'discard': answers.discard(s, seat, d, a.card); return;
    case 'accept': answers.acceptFirstAid(s, seat); return;
  }
  // The four survivor actions end the seat's turn.
  s.pending.pop();
  survivors.endTurn(s);
}

export function check(s: SilentesState, seat: Seat, a: SilentesAction): RuleError | null {
  if (s.result) return ruleError('game_over', 'The game is over');
  const d = currentDecision(s);
  if (!d) return ruleError('no_decision', 'Nobody has a decision to make');
  if (d.seat !== seat) {
    // "incluso fuera de tu turno": a seat listed in status().interrupts may play a provision.
    if (a.type === 'provision' && interrupters(s).includes(seat)) return provisionError(s, seat, a, d);
    return ruleError('not_your_decision', `It is seat ${d.seat}'s decision`, { seat, expected: d.seat });
  }
  if (a.type === 'provision' ? !isProvisionMoment(s, d) : !ACCEPTS[d.t].includes(a.type)) {
    return ruleError('action_not_expected', `${a.type} does not answer ${d.t}`, { action: a.type, decision: d.t });
  }
  return actionError(s, seat, a, d);
}

export function apply(s: SilentesState, seat: Seat, a: SilentesAction): ApplyResult<SilentesState> {
  const error = check(s, seat, a);
  if (error) return { ok: false, error };
  const d = currentDecision(s)!;
  const draft = draftOf(s);
  run(draft, seat, a, draft.pending[draft.pending.length - 1] ?? d);
  advance(draft);
  return { ok: true, state: draft };
}

function permutations(cards: string[]): string[][] {
  if (cards.length <= 1) return [cards.slice()];
  return cards.flatMap((c, i) => permutations([...cards.slice(0, i), ...cards.slice(i + 1)]).map((rest) => [c, ...rest]));
}

function subsets<T>(items: T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => acc.concat(acc.map((x) => [...x, item])), [[]]);
}

function candidates(s: SilentesState, seat: Seat, d: Decision): SilentesAction[] {
  const p = s.seats[seat];
  const all = [...Array(MAP_SIZE).keys()];
  const huntInHand = [...new Set(p.hand.filter(isHuntCard))];
  const provisions = isProvisionMoment(s, d) ? legalProvisionPlays(s, seat, d) : [];
  switch (d.t) {
    case 'place':
      return all.map((shelter) => ({ type: 'place', shelter }));
    case 'act': {
      const hides: SilentesAction[] = [];
      for (const shelter of existingShelters(s)) {
        if (shelter === p.position) continue;
        const grapple = p.position !== null && !adjacentShelters(s, p.position).includes(shelter);
        for (const card of huntInHand) {
          // Only the provisions the move needs: the checks reject a needless one.
          const multitool = suitOf(card) !== zoneOf(s, shelter);
          const hide: SilentesAction = { type: 'hide', shelter, card };
          if (multitool) hide.multitool = true;
          if (grapple) hide.grapple = true;
          hides.push(hide);
        }
      }
      const distracts: SilentesAction[] = huntInHand.flatMap((card) => SUITS.map((suit) => ({ type: 'distract' as const, suit, card })));
      return [...hides, { type: 'entrench' }, { type: 'search' }, ...distracts, ...provisions];
    }
    case 'window':
      return [...provisions, { type: 'pass' }];
    case 'lovers':
      return [{ type: 'sacrifice' }, { type: 'pass' }, ...provisions];
    case 'mirror':
      return [...d.options.map((suit) => ({ type: 'deflect' as const, suit })), ...provisions];
    case 'hierophant':
    case 'mapOrder':
      return permutations(d.cards).map((cards) => ({ type: 'order', cards }));
    case 'magician':
      return subsets(p.hand.filter((c) => !isHuntCard(c))).map((cards) => ({ type: 'give', cards }));
    case 'empress':
      return subsets(d.cards.map((_, i) => i)).map((ones) => ({ type: 'distribute', to: d.cards.map((_, i) => (ones.includes(i) ? 1 : 0)) }));
    case 'chariot':
      return [...all.map((shelter) => ({ type: 'moveTo' as const, shelter })), { type: 'pass' }, ...provisions];
    case 'tower':
      return [...d.options.map((shelter) => ({ type: 'moveTo' as const, shelter })), ...provisions];
    case 'star':
      return [...[...new Set(p.discard)].map((card) => ({ type: 'recover' as const, card })), { type: 'pass' }, ...provisions];
    case 'justice':
    case 'firstAidDiscard':
      return [...new Set(p.hand)].map((card) => ({ type: 'discard', card }));
    case 'firstAid':
      return [{ type: 'accept' }, { type: 'pass' }];
  }
}

export function legalActions(s: SilentesState, seat: Seat): SilentesAction[] {
  if (s.result) return [];
  const d = currentDecision(s);
  if (!d) return [];
  if (d.seat !== seat) {
    // An interrupting seat: its provisions that apply now (possibly none), through the same check.
    if (!interrupters(s).includes(seat)) return [];
    return legalProvisionPlays(s, seat, d).filter((a) => check(s, seat, a) === null);
  }
  return candidates(s, seat, d).filter((a) => actionError(s, seat, a, d) === null);
}
