/**
 * Test helpers for the flow: a constructed state (test-states.ts) put at a given step, and
 * a strict `act` that fails the test on a refused action.
 */
import type { Seat } from '../../engine/contract';
import { advance } from './flow';
import { apply, legalActions } from './rules';
import { testState, type TestStateSpec } from './test-states';
import type { LooperAction, LooperState, Step } from './types';

/** A constructed state at `step` of its day, run on to the first decision there. */
export function stateAt(step: Step, spec: TestStateSpec, patch: (s: LooperState) => void = () => {}): LooperState {
  const s = testState(spec);
  s.step = step;
  s.pending = null;
  patch(s);
  advance(s);
  return s;
}

export function act(s: LooperState, seat: Seat, action: LooperAction): LooperState {
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Places the mastermind's three cards, then one card per protagonist hand (leader's first). */
export function placeAll(s: LooperState, mastermind: [string, string][], protagonists: [string, string][]): LooperState {
  for (const [card, target] of mastermind) s = act(s, 0, { type: 'placeCard', card, target: target as never });
  for (const [card, target] of protagonists) s = act(s, s.pending!.seat, { type: 'placeCard', card, target: target as never });
  return s;
}

const QUIET: Partial<Record<string, LooperAction['type']>> = {
  mastermindAbility: 'endMastermindAbilities',
  goodwill: 'endGoodwill',
  dayEnd: 'endDay',
  timeSpiral: 'continueLoops',
};

/**
 * Plays on with the first legal action, declining every optional ability, until `stop` holds.
 * With a Time Traveler cast, the mastermind declares the loss on each last day (a real
 * [Last day end] effect), so loops are lost without anything else happening.
 */
export function playQuietlyUntil(s: LooperState, stop: (s: LooperState) => boolean, limit = 2000): LooperState {
  for (let n = 0; !stop(s) && !s.result; n++) {
    if (n > limit) throw new Error('playQuietlyUntil: too many actions');
    const seat = s.pending!.seat;
    const legal = legalActions(s, seat);
    const quiet = QUIET[s.pending!.t];
    const loss = legal.find((a) => a.type === 'dayEnd' && a.effect === 'timeTravelerLoss');
    s = act(s, seat, loss ?? legal.find((a) => a.type === quiet) ?? legal[0]!);
  }
  return s;
}
