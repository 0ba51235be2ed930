/**
 * Tragedy Looper's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine: the public log kept its last 400 lines.
 * 2 — the log keeps a whole game (6,000 lines, L160). Shipped without a new engine version, so a
 *     save whose session row says engine version 1 may have been written by either (see
 *     `legacyRulesVersions`).
 * 3 — who is asked, when, and what the table hears depend on public facts only (L87–L91): an
 *     incident whose card has a choice always asks the mastermind (`{}` when nobody can be
 *     chosen); a kill that kills nobody is announced without effect, whatever stopped it; the
 *     mastermind's Doctor no longer takes the ability off the leader's list (the leader's use
 *     comes to nothing instead) and is never offered a removal from nothing; step 9's mandatory
 *     effects wait for the mastermind's first answer of the step.
 */
export const RULES_VERSION = 3;

/** A save made before states carried a version and stamped engine 1: the longer log is the likelier. */
export function legacyRulesVersions(engineVersion: number): number[] {
  return engineVersion === 1 ? [2, 1] : [engineVersion];
}
