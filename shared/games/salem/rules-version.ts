/**
 * Salem 1692's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine.
 * 2 — a player loses at most one Tryal per turn to accusations and the Black Cat (S65).
 * 3 — dawn and night passes are answered by every living player at once, in any order, each on
 *     their own screen (S66, night-at-once.ts); the pass's lines are written at its end, in pass order.
 */
export const RULES_VERSION = 3;
