/**
 * Salem 1692's rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine.
 */
export const RULES_VERSION = 1;
