/**
 * Salem 1692's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine.
 * 2 — a player loses at most one Tryal per turn to accusations and the Black Cat (S65).
 */
export const RULES_VERSION = 2;
