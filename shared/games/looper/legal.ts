/**
 * The one set of checks behind both `apply` and `legalActions`: `actionError` says why an
 * action does not answer the pending decision, `candidates` lists every answer it could be,
 * and `legalActions` keeps the candidates `actionError` accepts, so the two never disagree.
 * Errors a protagonist can receive speak only of public facts.
 */
import type { Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import { goodwillUses, informerAnswers, refusalOptions } from './abilities';
import { dayEndUses } from './day-end';
import { guessCandidates } from './final-guess';
import { culpritOf, incidentChoices } from './incidents';
import { henchmanStartOptions } from './loop';
import { mastermindAbilityUses } from './mastermind-abilities';
import { legalPlacements, placementActions, placementContext, placementError, type PlacementContext } from './placement';
import { cultistOptions } from './resolution';
import type { Decision, DecisionKind, LooperAction, LooperState } from './types';
import { sameAnswer } from './same-answer';

const ACCEPTS: Record<DecisionKind, readonly LooperAction['type'][]> = {
  henchmanStart: ['henchmanStart'],
  timeSpiral: ['continueLoops', 'goToFinalGuess'],
  mastermindCards: ['placeCard'],
  protagonistCard: ['placeCard'],
  cultist: ['cultist'],
  mastermindAbility: ['mastermindAbility', 'endMastermindAbilities'],
  goodwill: ['useGoodwill', 'endGoodwill'],
  refusal: ['refusal'],
  informer: ['informerAnswer'],
  incident: ['incidentChoice'],
  dayEnd: ['dayEnd', 'endDay'],
  finalGuess: ['guess'],
};

/** The action's payload without its type, as B's lists hold it. */
function payload(a: LooperAction): object {
  const { type: _type, ...rest } = a;
  return rest;
}

function incidentChoicesNow(s: LooperState, d: Extract<Decision, { t: 'incident' }>) {
  const culprit = culpritOf(s, d.day);
  return culprit ? incidentChoices(s, d.incident, culprit) : [];
}

/** Every answer the pending decision could take (before the shared checks filter them). */
export function candidates(s: LooperState): LooperAction[] {
  const d = s.pending;
  if (!d || s.result) return [];
  switch (d.t) {
    case 'henchmanStart':
      return henchmanStartOptions().map((location) => ({ type: 'henchmanStart', location }));
    case 'timeSpiral':
      return [{ type: 'continueLoops' }, { type: 'goToFinalGuess' }];
    case 'mastermindCards':
      return placementActions(s, 'mastermind');
    case 'protagonistCard':
      return placementActions(s, d.hand);
    case 'cultist':
      return cultistOptions(s).map((ignore) => ({ type: 'cultist', ignore }));
    case 'mastermindAbility':
      return [...mastermindAbilityUses(s).map((u) => ({ type: 'mastermindAbility' as const, ...u })), { type: 'endMastermindAbilities' }];
    case 'goodwill':
      return [...goodwillUses(s).map((u) => ({ type: 'useGoodwill' as const, ...u })), { type: 'endGoodwill' }];
    case 'refusal':
      return refusalOptions(s, d.use).map((refuse) => ({ type: 'refusal', refuse }));
    case 'informer':
      return informerAnswers(s, d.named).map((plot) => ({ type: 'informerAnswer', plot }));
    case 'incident':
      return incidentChoicesNow(s, d).map((c) => ({ type: 'incidentChoice', ...c }));
    case 'dayEnd':
      return [...dayEndUses(s).map((u) => ({ type: 'dayEnd' as const, ...u })), { type: 'endDay' }];
    case 'finalGuess':
      return guessCandidates(s).map((g) => ({ type: 'guess', ...g }));
  }
}

/**
 * The answers B's effect functions allow for a list decision, computed once per check (or once
 * for a whole legalActions list) rather than once per candidate; null for other decisions.
 */
interface Allowed {
  list: readonly object[] | null;
  placement: PlacementContext | null;
}

function allowedAnswers(s: LooperState, d: Decision): Allowed {
  switch (d.t) {
    case 'mastermindCards':
      return { list: null, placement: placementContext(s, 'mastermind') };
    case 'protagonistCard':
      return { list: null, placement: placementContext(s, d.hand) };
    case 'mastermindAbility':
      return { list: mastermindAbilityUses(s), placement: null };
    case 'goodwill':
      return { list: goodwillUses(s), placement: null };
    case 'incident':
      return { list: incidentChoicesNow(s, d), placement: null };
    case 'dayEnd':
      return { list: dayEndUses(s), placement: null };
    case 'finalGuess':
      return { list: guessCandidates(s), placement: null };
    default:
      return { list: null, placement: null };
  }
}

function listed(allowed: Allowed, a: LooperAction): boolean {
  if (allowed.list === null) return false;
  const answer = payload(a);
  return allowed.list.some((x) => sameAnswer(answer, x));
}

function answerError(s: LooperState, d: Decision, a: LooperAction, allowed: Allowed): RuleError | null {
  switch (a.type) {
    case 'henchmanStart':
      return henchmanStartOptions().includes(a.location) ? null : ruleError('illegal_location', `The Henchman may not start in ${a.location}`, { location: a.location });
    case 'placeCard':
      return placementError(s, allowed.placement!, a.card, a.target);
    case 'cultist':
      return cultistOptions(s).includes(a.ignore) ? null : ruleError('no_cultist_there', 'No character with the Cultist\'s abilities is where the Forbid Intrigue is');
    case 'mastermindAbility':
      return listed(allowed, a) ? null : ruleError('ability_not_available', `The ${a.ability} ability cannot be used on ${a.target} now`, { ability: a.ability, target: a.target });
    case 'useGoodwill':
      return listed(allowed, a)
        ? null
        : ruleError('ability_not_available', `${a.character}'s ability ${a.ability} cannot be used that way now (goodwill, place, target or limits)`, { character: a.character, ability: a.ability });
    case 'refusal':
      return d.t === 'refusal' && refusalOptions(s, d.use).includes(a.refuse) ? null : ruleError('refusal_not_allowed', a.refuse ? 'This ability may not be refused' : 'This ability must be refused');
    case 'informerAnswer':
      return d.t === 'informer' && informerAnswers(s, d.named).includes(a.plot)
        ? null
        : ruleError('informer_answer_invalid', 'Name a different subplot that is active in this script (none only when there is no other)');
    case 'incidentChoice':
      return listed(allowed, a) ? null : ruleError('incident_choice_invalid', `That choice is not possible for ${d.t === 'incident' ? d.incident : 'this incident'}`);
    case 'dayEnd':
      return listed(allowed, a) ? null : ruleError('day_end_not_available', `The ${a.effect} effect is not available now`, { effect: a.effect });
    case 'guess':
      return listed(allowed, a)
        ? null
        : ruleError('guess_invalid', 'Name a role of this tragedy set for a cast member not named yet', { character: a.character, role: a.role });
    default:
      return null;
  }
}

function frameError(s: LooperState, seat: Seat, a: LooperAction): RuleError | null {
  if (s.result) return ruleError('game_over', 'The game is over');
  const d = s.pending;
  if (!d) return ruleError('no_decision', 'No decision is pending');
  if (seat !== d.seat) return ruleError('not_your_decision', `Seat ${d.seat} decides now, not seat ${seat}`, { seat: d.seat });
  if (!ACCEPTS[d.t].includes(a.type)) {
    return ruleError('wrong_action', `The ${d.t} decision is answered with ${ACCEPTS[d.t].join(' or ')}, not ${a.type}`, { decision: d.t, action: a.type });
  }
  return null;
}

/** Why `seat` may not take `a` now, or null. */
export function actionError(s: LooperState, seat: Seat, a: LooperAction): RuleError | null {
  return frameError(s, seat, a) ?? answerError(s, s.pending!, a, allowedAnswers(s, s.pending!));
}

/**
 * The candidates that pass the very checks `actionError` makes. Every candidate but a card
 * placement is built from the one list its check reads (B's uses, the Henchman's starts, the
 * Cultist's, refusal and Informer answers), so it passes that check by construction and is
 * kept without asking again; placements are filtered through `placementError` (targets taken).
 */
export function legalActions(s: LooperState, seat: Seat): LooperAction[] {
  if (s.result || !s.pending || s.pending.seat !== seat) return [];
  const d = s.pending;
  if (d.t === 'mastermindCards') return legalPlacements(s, 'mastermind');
  if (d.t === 'protagonistCard') return legalPlacements(s, d.hand);
  return candidates(s);
}
