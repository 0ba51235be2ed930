/**
 * What a step of Salem's flow asks to happen next (shared/engine/flow.ts): a rule module never
 * calls another step of the flow, it returns one of these and flow.ts runs it. Each is asked for at
 * a step's very end, so running it afterwards is running it then.
 */
import type { Seat } from '../../engine/contract';
import type { Outcome as EngineOutcome } from '../../engine/flow';

export type Next =
  /** One card drawn out of turn (Rebecca Nurse, Ann Putnam): a black card resolves at once (draw.ts). */
  | { step: 'draw'; seat: Seat }
  /** A Night was drawn: everybody closes their eyes, two passes (night.ts). */
  | { step: 'night'; drawer: Seat }
  /** A Conspiracy was drawn: the Black Cat holder's reveal, then the pass (conspiracy.ts). */
  | { step: 'conspiracy'; drawer: Seat }
  /** Dawn is over: the witches' pick receives the Black Cat and plays first (dawn.ts). */
  | { step: 'catGiven'; holder: Seat }
  /** The Night's passes are over: the morning reads them out (morning.ts). */
  | { step: 'morning'; target: Seat | null };

/** What an action handler returns: its refusal (nothing changed), or what happens next, if anything. */
export type Outcome = EngineOutcome<Next>;
