/**
 * A game's flow, the part every game shares (boardgame.io's events, processed once a move returns):
 * a step of the rules never calls the step that follows it; it returns it, as data with a `step`
 * name, and the game's flow.ts — the one place that says which step follows which — runs it, then
 * whatever that returns, until nothing more follows (someone must decide, or the game is over).
 */
import type { RuleError } from './errors';

/** What a step asks to happen next: one of a game's own steps, named. */
export interface FlowStep {
  step: string;
}

/** What an action handler returns: its refusal (nothing changed), or what happens next, if anything. */
export type Outcome<N extends FlowStep> = RuleError | N | null;

export function isRefusal<N extends FlowStep>(outcome: Outcome<N>): outcome is RuleError {
  return outcome !== null && !('step' in outcome);
}

/** Runs `next` with the game's `step`, then what it leads to, until nothing more follows. */
export function runSteps<S, N extends FlowStep>(s: S, next: N | null | void, step: (s: S, n: N) => N | null | void): void {
  while (next) next = step(s, next);
}

/** An action handler's outcome played out: its refusal as it is, or null once all it set off has run. */
export function followSteps<S, N extends FlowStep>(s: S, outcome: Outcome<N>, step: (s: S, n: N) => N | null | void): RuleError | null {
  if (isRefusal(outcome)) return outcome;
  runSteps(s, outcome, step);
  return null;
}
