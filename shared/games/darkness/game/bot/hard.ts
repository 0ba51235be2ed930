/**
 * The *Difícil* hero bot (issue 24): Normal's plan for the turn played for the party against a boss
 * (hard-goals.ts: cover the friend it reached, keep near a friend while it is near, D421–D422), with
 * Perception only where friends do not turn the discs up anyway (D423), and look-ahead where the odds are
 * known. At a check it weighs every legal pool, bought dice and re-roll by expected value on the
 * exact ladder odds (hard-checks.ts); before turning up an unknown disc at low Health it weighs what
 * that disc may be, from the discs its own view has not placed (unseen.ts), and leaves it for later
 * (to heal first) when an adversary's blow is likely. (Healing at 2 Health whatever the maximum was
 * tried and dropped: it cost Last Bus Out at 3 heroes 80 % → 62 % in 100 games — time is what that
 * scenario lacks.) Deterministic; no search state; reads only its own view.
 */
import type { DarknessAction, DarknessView, Seat } from '../types';
import { answerPending } from './answers';
import { evAfterRoll, evPool } from './hard-checks';
import { hardGoals, packLeash, perceptionWorthIt } from './hard-goals';
import { fallback, masterBot, rollsOf } from './normal';
import { chooseTurnAction, NORMAL_STYLE, type TurnStyle } from './turn';
import { unknownFlipRisk } from './unseen';

/** Above this chance of a wound from the unknown disc underfoot, a hero at 1–2 Health does not flip it. */
const FLIP_RISK = 0.2;

function flipSafe(view: DarknessView, seat: Seat): boolean {
  const hero = view.heroes[seat]!;
  if (hero.health > 2) return true;
  const here = view.discs.find((d) => d.where.zone === 'board' && !d.where.faceUp && d.where.at.x === hero.at.x && d.where.at.y === hero.at.y);
  if (!here || here.def !== null) return true;
  return unknownFlipRisk(view, seat) < FLIP_RISK;
}

/**
 * Normal's turn, but it leaves an unknown disc face down when what it may be is too likely to wound
 * it, plays for the party against a boss and perceives only where it pays (hard-goals.ts).
 */
export const HARD_STYLE: TurnStyle = { ...NORMAL_STYLE, flipSafe, goals: hardGoals, leash: packLeash, perceptionWhen: perceptionWorthIt };

export function hardBot(view: DarknessView, seat: Seat, legal: DarknessAction[], rngSeed: number): DarknessAction {
  if (legal.length === 1) return legal[0]!;
  if (view.isMaster) return masterBot(legal);
  const p = view.pending;
  if (p?.kind === 'build') {
    const rolls = rollsOf(legal);
    if (rolls.length > 0) return evPool(view, seat, p.check, rolls);
  }
  if (p?.kind === 'rolled') return evAfterRoll(view, seat, p.check, p.roll, legal);
  const answer = answerPending(view, seat, legal);
  if (answer) return answer;
  if (p === null && view.turn.seat === seat) return chooseTurnAction(view, seat, legal, HARD_STYLE);
  return fallback(legal, rngSeed);
}
