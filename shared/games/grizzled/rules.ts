/**
 * The reducer: `apply` checks that the action answers the current decision and is legal,
 * then runs it on a private draft. `legalActions` enumerates candidates and keeps those the
 * very same checks accept, so the two can never disagree.
 */
import type { ApplyResult, Seat } from '../../engine/contract';
import { ruleError, type RuleError } from '../../engine/errors';
import { THREATS, type Decision, type GrizzledAction, type GrizzledState } from './types';
import { isHardKnock } from './cards';
import { currentDecision, draftOf } from './state';
import { inMissionEffect, withdrawRule } from './knocks';
import { chooseIntensity } from './preparation';
import * as mission from './mission';
import { reliefHeal, reliefRecover } from './support';

const ACCEPTS: Record<Decision['t'], GrizzledAction['type'][]> = {
  intensity: ['intensity'],
  turn: ['play', 'charm', 'speech', 'withdraw'],
  support: ['support'],
  forsake: ['forsake'],
  speech: ['discard', 'pass'],
  christmas: ['heal'],
  relief: ['heal', 'recover'],
};

function turnError(s: GrizzledState, seat: Seat, a: GrizzledAction): RuleError | null {
  const p = s.players[seat];
  const rule = withdrawRule(s, seat);
  if (rule.kind === 'forced' && a.type !== 'withdraw') {
    return ruleError('must_withdraw', 'Fearful: a threat is present twice, so this player must withdraw');
  }
  switch (a.type) {
    case 'play':
      return p.hand.includes(a.card) ? null : ruleError('card_not_in_hand', `${a.card} is not in this hand`, { card: a.card });
    case 'charm':
      if (!p.charmReady) return ruleError('charm_used', 'The lucky charm was already used');
      if (!mission.charmTargets(s, seat).includes(a.card)) {
        return ruleError('charm_no_target', `${a.card} is not a No Man's Land card showing the charm's threat`, { card: a.card });
      }
      return null;
    case 'speech':
      if (p.speech === 0) return ruleError('no_speech_token', 'This player holds no speech token');
      if (inMissionEffect(p, 'mute')) return ruleError('mute_no_speech', 'Mute: this player may not make a speech');
      return null;
    case 'withdraw':
      return rule.kind === 'blocked'
        ? ruleError('withdraw_blocked', `A hard knock (${rule.by}) forbids withdrawing now`, { knock: rule.by })
        : null;
    default:
      return null;
  }
}

function healError(s: GrizzledState, seat: Seat, d: Decision, cards: string[]): RuleError | null {
  if (d.t === 'christmas') {
    if (cards.length !== 1) return ruleError('heal_count', 'Merry Christmas discards exactly one hard knock', { expected: 1 });
    return s.players.some((p) => p.knocks.includes(cards[0]))
      ? null
      : ruleError('knock_not_in_play', `${cards[0]} is not a hard knock in front of a player`, { card: cards[0] });
  }
  if (d.t !== 'relief') return null;
  if (cards.length !== d.heal) return ruleError('heal_count', `Discard exactly ${d.heal} hard knock(s)`, { expected: d.heal });
  if (new Set(cards).size !== cards.length) return ruleError('heal_repeated', 'The same hard knock was named twice');
  const own = s.players[seat].knocks;
  const stranger = cards.find((c) => !own.includes(c));
  return stranger ? ruleError('heal_not_own', `${stranger} is not one of this player's hard knocks`, { card: stranger }) : null;
}

function actionError(s: GrizzledState, seat: Seat, a: GrizzledAction, d: Decision): RuleError | null {
  const p = s.players[seat];
  switch (a.type) {
    case 'intensity':
      return d.t === 'intensity' && (a.n < d.min || a.n > d.max)
        ? ruleError('intensity_out_of_range', `Intensity must be ${d.min}–${d.max}`, { min: d.min, max: d.max })
        : null;
    case 'support':
    case 'forsake':
      return p.tiles.includes(a.tile) ? null : ruleError('tile_not_held', `${a.tile} is not one of this player's tiles`, { tile: a.tile });
    case 'discard':
      if (d.t !== 'speech') return null;
      return mission.matchingCards(p.hand, d.threat).includes(a.card)
        ? null
        : ruleError('card_not_matching', `${a.card} is not a card in hand showing ${d.threat}`, { card: a.card, threat: d.threat });
    case 'heal':
      return healError(s, seat, d, a.cards);
    case 'recover':
      return d.t === 'relief' && d.charm ? null : ruleError('charm_not_recoverable', 'There is no used charm to recover here');
    default:
      return d.t === 'turn' ? turnError(s, seat, a) : null;
  }
}

export function check(s: GrizzledState, seat: Seat, a: GrizzledAction): RuleError | null {
  if (s.result) return ruleError('game_over', 'The game is over');
  const d = currentDecision(s);
  if (!d) return ruleError('no_decision', 'Nothing to decide now');
  if (d.seat !== seat) return ruleError('not_your_decision', `Seat ${d.seat} decides now, not seat ${seat}`, { seat, decider: d.seat });
  if (!ACCEPTS[d.t].includes(a.type)) {
    return ruleError('wrong_action', `"${a.type}" does not answer the "${d.t}" decision`, { action: a.type, decision: d.t });
  }
  return actionError(s, seat, a, d);
}

function run(s: GrizzledState, seat: Seat, a: GrizzledAction, d: Decision): void {
  switch (a.type) {
    case 'intensity': return chooseIntensity(s, a.n);
    case 'play': return mission.playCard(s, seat, a.card);
    case 'charm': return mission.useCharm(s, seat, a.card);
    case 'speech': return mission.makeSpeech(s, seat, a.threat);
    case 'withdraw': return mission.withdraw(s, seat);
    case 'support': return mission.placeTile(s, seat, a.tile);
    case 'forsake': return mission.forsakeTile(s, seat, a.tile);
    case 'discard': return mission.answerSpeech(s, seat, a.card);
    case 'pass': return mission.answerSpeech(s, seat, null);
    case 'heal': return d.t === 'christmas' ? mission.christmasHeal(s, a.cards[0]) : reliefHeal(s, seat, a.cards);
    case 'recover': return reliefRecover(s, seat);
  }
}

export function apply(s: GrizzledState, seat: Seat, a: GrizzledAction): ApplyResult<GrizzledState> {
  const error = check(s, seat, a);
  if (error) return { ok: false, error };
  const draft = draftOf(s);
  run(draft, seat, a, currentDecision(draft)!);
  return { ok: true, state: draft };
}

function pairs(items: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i], items[j]]);
  return out;
}

function candidates(s: GrizzledState, seat: Seat, d: Decision): GrizzledAction[] {
  const p = s.players[seat];
  switch (d.t) {
    case 'intensity':
      return Array.from({ length: d.max - d.min + 1 }, (_, i) => ({ type: 'intensity', n: d.min + i }));
    case 'turn':
      return [
        ...[...new Set(p.hand)].map((card): GrizzledAction => ({ type: 'play', card })),
        ...mission.charmTargets(s, seat).map((card): GrizzledAction => ({ type: 'charm', card })),
        ...THREATS.map((threat): GrizzledAction => ({ type: 'speech', threat })),
        { type: 'withdraw' },
      ];
    case 'support':
      return p.tiles.map((tile) => ({ type: 'support', tile }));
    case 'forsake':
      return p.tiles.map((tile) => ({ type: 'forsake', tile }));
    case 'speech':
      return [...mission.matchingCards(p.hand, d.threat).map((card): GrizzledAction => ({ type: 'discard', card })), { type: 'pass' }];
    case 'christmas':
      return s.players.flatMap((q) => q.knocks.filter(isHardKnock).map((card): GrizzledAction => ({ type: 'heal', cards: [card] })));
    case 'relief': {
      const heals = d.heal === 2 ? pairs(p.knocks) : p.knocks.map((c) => [c]);
      const actions: GrizzledAction[] = d.heal > 0 ? heals.map((cards) => ({ type: 'heal', cards })) : [];
      return d.charm ? [...actions, { type: 'recover' }] : actions;
    }
  }
}

export function legalActions(s: GrizzledState, seat: Seat): GrizzledAction[] {
  if (s.result) return [];
  const d = currentDecision(s);
  if (!d || d.seat !== seat) return [];
  return candidates(s, seat, d).filter((a) => check(s, seat, a) === null);
}
