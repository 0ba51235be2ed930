/**
 * The reducer: `apply` checks the action with legal.ts's shared checks, then performs it on a
 * private draft and runs the game on to the next decision. A rejected action returns the error
 * and leaves the caller's state untouched.
 */
import type { ApplyResult, Seat } from '../../engine/contract';
import { advance, perform } from './flow';
import { actionError } from './legal';
import { beginLoop } from './loop';
import { initialState } from './setup';
import { draftOf } from './state';
import type { LooperAction, LooperOptions, LooperState } from './types';

export { legalActions } from './legal';

export function setup(options: LooperOptions, seed: string, rulesVersion?: number): LooperState {
  const s = initialState(options, seed, rulesVersion);
  beginLoop(s);
  advance(s);
  return s;
}

export function apply(state: LooperState, seat: Seat, action: LooperAction): ApplyResult<LooperState> {
  const error = actionError(state, seat, action);
  if (error) return { ok: false, error };
  const s = draftOf(state);
  perform(s, action);
  advance(s);
  return { ok: true, state: s };
}
