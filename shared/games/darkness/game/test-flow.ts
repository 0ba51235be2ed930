/** For tests that build a state or a view by hand: the flow of a quiet turn start. */
import type { DarknessFlow, Seat } from './types';

/** `seat`'s first turn of `round`: nothing pending, daylight, no scenario counters, no log, no roll, no end. */
export function quietFlow(seat: Seat, round = 1): DarknessFlow {
  return {
    round,
    turn: { seat, number: 1, moved: false, movementLeft: null, actionTaken: false, healedSelf: false, vpDiceBought: 0, rerollsBought: 0, movementFactor: 1 },
    pending: null,
    env: { light: 'day', weather: 'clear' },
    scenario: {},
    log: [],
    lastRoll: null,
    result: null,
  };
}
