/**
 * Tragedy Looper's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine: the public log kept its last 400 lines.
 * 2 — the log keeps a whole game (6,000 lines, L160). Shipped without a new engine version, so a
 *     save whose session row says engine version 1 may have been written by either (see
 *     `legacyRulesVersions`).
 */
export const RULES_VERSION = 2;

/** A save made before states carried a version and stamped engine 1: the longer log is the likelier. */
export function legacyRulesVersions(engineVersion: number): number[] {
  return engineVersion === 1 ? [2, 1] : [engineVersion];
}
