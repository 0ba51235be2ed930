/**
 * The heroes' turns (digest §1.7, A20): seat order from the round's first seat, the dead skipped, a
 * round ends when play comes back to its first seat (E2's endOfRound: doom clock, events, adversaries
 * or the Master's round). Woohoo 9 gives the same hero another turn; Oh Crap 9 ends this one. Also
 * the guards of a turn's free choices and its one action (1.7), which every rule module checks.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { heroAt, log } from './state';
import type { DarknessState, Seat, TurnState } from './types';
import { END_TURN, type Outcome } from './next';
import { endOfRound, startOfHeroTurn } from './round';
import { expireWindows, heroClock } from './fate-timing';
import { seedReading } from './seed-reading';

export function freshTurn(seat: Seat, number: number, roundStart: Seat): TurnState {
  return {
    seat,
    number,
    moved: false,
    movementLeft: null,
    actionTaken: false,
    healedSelf: false,
    vpDiceBought: 0,
    rerollsBought: 0,
    movementFactor: 1,
    cancelOhCrap: false,
    roundStart,
  };
}

/** The guard of every free choice of a turn: game on, nothing pending, this seat's turn, alive. */
export function requireFreeTurn(s: DarknessState, seat: Seat): RuleError | null {
  if (s.result) return ruleError('game_over', 'The game is over');
  if (s.pending) return ruleError('not_your_decision', 'A decision is pending', { pending: s.pending.kind });
  if (seat !== s.turn.seat) return ruleError('not_your_decision', 'It is another hero\'s turn');
  const hero = s.heroes[seat];
  if (!hero || !hero.alive) return ruleError('hero_dead', 'This hero is dead');
  return null;
}

/** The guard of the turn's one action (1.7): a free turn, no action yet, not healing oneself. */
export function requireAction(s: DarknessState, seat: Seat): RuleError | null {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  if (s.turn.actionTaken) return ruleError('action_already_taken', 'One action a turn (1.7)');
  if (s.turn.healedSelf) return ruleError('healing_self', 'Healing yourself takes the whole turn');
  return null;
}

/** A15 default: taking the action loses any movement left. */
export function actionTaken(s: DarknessState): void {
  s.turn.actionTaken = true;
  if (s.rules.A15 !== 'move_after_action') s.turn.movementLeft = s.turn.moved ? 0 : s.turn.movementLeft;
}

/** Seats in play order for a round that opens with `start`. */
function order(s: DarknessState, start: Seat): Seat[] {
  const n = s.heroes.length;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}

/** Starts a hero's turn: counters, the "until your next turn" effects that end now, E2's start-of-turn. */
export function beginHeroTurn(s: DarknessState, seat: Seat, roundStart: Seat): void {
  s.turn = freshTurn(seat, s.turn.number + 1, roundStart);
  const hero = heroAt(s, seat);
  hero.turnsTaken += 1;
  const e = hero.effects;
  if (seedReading(s)) expireWindows(hero, heroClock(s, seat));
  else {
    if (e.stuckOnTile && 'untilTurn' in e.stuckOnTile && hero.turnsTaken >= e.stuckOnTile.untilTurn) e.stuckOnTile = null;
    if (e.targetShift && 'untilTurn' in e.targetShift && hero.turnsTaken > e.targetShift.untilTurn) e.targetShift = null;
  }
  e.loseRestOfTurn = false;
  log(s, 'turn.started', { seat, round: s.round });
  if (s.pending === null && !s.result) startOfHeroTurn(s, seat);
}

/** The end of the current hero's turn: an extra turn (Woohoo 9), the next living hero, or the round's end. */
export function endHeroTurn(s: DarknessState): void {
  if (s.result) return;
  const current = s.turn.seat;
  const roundStart = s.turn.roundStart ?? 0;
  const hero = s.heroes[current];
  log(s, 'turn.ended', { seat: current });
  s.pending = null;
  // D405: what held "during" this turn ends with it (the hero's clock moves past their turn).
  if (hero && seedReading(s)) expireWindows(hero, heroClock(s, current) + 1);
  if (hero && hero.alive && hero.effects.extraTurn) {
    hero.effects.extraTurn = false;
    log(s, 'turn.extra', { seat: current });
    beginHeroTurn(s, current, roundStart);
    return;
  }
  const seats = order(s, roundStart);
  const after = seats.slice(seats.indexOf(current) + 1).find((seat) => s.heroes[seat]!.alive);
  if (after !== undefined) {
    beginHeroTurn(s, after, roundStart);
    return;
  }
  const first = seats.find((seat) => s.heroes[seat]!.alive);
  if (first === undefined) return;
  endOfRound(s);
  if (s.result) return;
  s.round += 1;
  beginHeroTurn(s, first, roundStart);
}

export function applyEndTurn(s: DarknessState, seat: Seat): Outcome {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  // With a Master nothing is rolled and the one action may be anything, or nothing (D308). Rules 1
  // let an action taken first skip the roll (D234); rules 2 roll every turn but a healing one (D406).
  const skipped = !seedReading(s) && s.turn.actionTaken && s.rules.A15 !== 'move_after_action';
  const mustMove = !s.master && !s.turn.moved && !s.turn.healedSelf && !skipped;
  if (mustMove) return ruleError('movement_roll_required', 'The movement roll is mandatory unless you heal yourself (1.7)');
  return END_TURN;
}
