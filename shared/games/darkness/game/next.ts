/**
 * What a step of the game asks to happen next (shared/engine/flow.ts): a rule module never calls
 * another step of the flow, it returns one of these and flow.ts runs it once the step is done. Each
 * is asked for at a step's very end, so running it afterwards is running it then.
 */
import type { Outcome as EngineOutcome } from '../../../engine/flow';
import type { CheckSpec, RollRecord, Seat } from './types';

export type Next =
  /** A skill check starts: the pool builder opens, or it is decided at once (checks.ts startCheck). */
  | { step: 'check'; spec: CheckSpec }
  /** A check is decided: what it was for goes on (flow.ts, by `purpose.kind`). */
  | { step: 'resolved'; check: CheckSpec; roll: RollRecord }
  /** The face-down disc on the hero's square turns face up and its encounter starts (encounters.ts). */
  | { step: 'encounter'; seat: Seat; disc: string }
  /** A fight starts (combat.ts). */
  | { step: 'fight'; seat: Seat; disc: string; vsSecurity: boolean }
  /** The current hero's turn ends (turn.ts). */
  | { step: 'endTurn' };

/** What an action handler returns: its refusal (nothing changed), or what happens next, if anything. */
export type Outcome = EngineOutcome<Next>;

export const END_TURN: Next = { step: 'endTurn' };
