/**
 * The Grizzled's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine: a speech asked only the players holding the named threat.
 * 2 — every other player still in answers a speech, and a pass is not logged in public (G16).
 */
export const RULES_VERSION = 2;
