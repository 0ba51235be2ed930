/**
 * The *Normal* hero bot (issue 24: today's hero bot, unchanged): a co-operative player deciding
 * only from its own seat's view and the legal actions (never the state). Deterministic for a given
 * rngSeed: every choice is a scored pick with fixed tie-breaks, and the seed only breaks the rare
 * case the bot has no opinion. A Master seat (the sim's scripted Master) takes the simplest legal choice.
 */
import type { DarknessAction, DarknessView, Seat } from '../types';
import { answerPending } from './answers';
import { chooseAfterRoll, choosePool } from './checks';
import { chooseTurnAction, NORMAL_STYLE } from './turn';

export function fallback(legal: DarknessAction[], rngSeed: number): DarknessAction {
  return legal[Math.abs(rngSeed) % legal.length]!;
}

/** The sim's scripted Master: end the round's tools at once, or the first legal tool (every level). */
export function masterBot(legal: DarknessAction[]): DarknessAction {
  return legal.find((a) => a.type === 'masterDone') ?? legal[0]!;
}

export type RollAction = Extract<DarknessAction, { type: 'roll' }>;

export function rollsOf(legal: DarknessAction[]): RollAction[] {
  return legal.filter((a): a is RollAction => a.type === 'roll');
}

export function normalBot(view: DarknessView, seat: Seat, legal: DarknessAction[], rngSeed: number): DarknessAction {
  if (legal.length === 1) return legal[0]!;
  if (view.isMaster) return masterBot(legal);
  const p = view.pending;
  if (p?.kind === 'build') {
    const rolls = rollsOf(legal);
    if (rolls.length > 0) return choosePool(view, seat, p.check, rolls);
  }
  if (p?.kind === 'rolled') return chooseAfterRoll(view, seat, p.check, p.roll, legal);
  const answer = answerPending(view, seat, legal);
  if (answer) return answer;
  if (p === null && view.turn.seat === seat) return chooseTurnAction(view, seat, legal, NORMAL_STYLE);
  return fallback(legal, rngSeed);
}
