/**
 * When Darkness Comes' rules versions for the board game (gated by `state.rulesVersion`, see
 * shared/engine/rules-version.ts):
 * 1 — the first engine.
 */
export const RULES_VERSION = 1;
