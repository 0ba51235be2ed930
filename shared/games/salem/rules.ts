/**
 * The reducer: routes an action to the module owning the current decision, plays out what it set
 * off (flow.ts), then lets the day go on (`resume`) until somebody must decide again or the game is
 * over. Rule modules change the draft in place and return a RuleError instead of changing anything
 * they refuse.
 */
import type { ApplyResult, Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import type { SalemAction, SalemState } from './types';
import { currentDecision, draftOf } from './state';
import { applyCharacter, characterLegal } from './setup';
import { follow, resume, runFlow } from './flow';
import type { Outcome } from './next';
import { applyArrange, applyTurn, arrangeLegal, turnLegal } from './turn';
import { applyOffer, applyReveal, revealLegal } from './accusations';
import { applyNight, nightLegal } from './night';
import { decides } from './night-at-once';

export function legalActions(s: SalemState, seat: Seat): SalemAction[] {
  if (s.result) return [];
  const d = currentDecision(s);
  if (!d || !decides(s, seat)) return [];
  switch (d.t) {
    case 'character':
      return characterLegal(d);
    case 'night':
      return nightLegal(s, seat);
    case 'turn':
      return turnLegal(s, seat);
    case 'reveal':
      return revealLegal(s, d);
    case 'offer':
      return [{ type: 'offer', use: true }, { type: 'offer', use: false }];
    case 'arrange':
      return arrangeLegal(s);
  }
}

function route(s: SalemState, seat: Seat, action: SalemAction): Outcome {
  const d = currentDecision(s)!;
  switch (d.t) {
    case 'character':
      return action.type === 'character' ? applyCharacter(s, seat, action) : wrongKind(action, d.t);
    case 'night':
      return action.type === 'night' ? applyNight(s, seat, action) : wrongKind(action, d.t);
    case 'turn':
      return applyTurn(s, seat, action);
    case 'reveal':
      return action.type === 'reveal' || action.type === 'point' ? applyReveal(s, seat, action) : wrongKind(action, d.t);
    case 'offer':
      return action.type === 'offer' ? applyOffer(s, seat, action.use) : wrongKind(action, d.t);
    case 'arrange':
      return action.type === 'arrange' ? applyArrange(s, seat, action.order) : wrongKind(action, d.t);
  }
}

function wrongKind(action: SalemAction, decision: string): RuleError {
  return ruleError('wrong_decision', `A ${action.type} move does not answer this decision (${decision})`, { action: action.type, decision });
}

export function apply(state: SalemState, seat: Seat, action: SalemAction): ApplyResult<SalemState> {
  if (state.result) return { ok: false, error: ruleError('game_over', 'The game is over') };
  const d = currentDecision(state);
  // The same words whoever decides: an error never names the seat the game is waiting for.
  if (!d || !decides(state, seat)) return { ok: false, error: ruleError('not_your_turn', 'This seat does not decide now', { seat }) };
  const s = draftOf(state);
  const error = follow(s, route(s, seat, action));
  if (error) return { ok: false, error };
  while (!s.result && s.pending.length === 0) runFlow(s, resume(s));
  return { ok: true, state: s };
}
