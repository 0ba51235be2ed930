/**
 * Silentes' rules versions (gated by `state.rulesVersion`, see shared/engine/rules-version.ts):
 * 1 — the first engine (what it did where version 2 differs: rules-v1.ts).
 * 2 — refill counts provisions (R8), response windows for every provision holder (R35) and
 *     out-of-turn provisions, a distraction annuls a King (R7), La Fuerza only for hiders (R23),
 *     El Mago asks everyone (R17) (R49).
 */
export const RULES_VERSION = 2;
