/**
 * Rules versions: a save on disk is a promise. Every game's state records the rules version it
 * was created with (`rulesVersion`, set by `setup`), and every rules change is gated by it, so a
 * game started under older rules replays and plays on exactly as it began, while new games get
 * the new rules.
 *
 * The version is part of the state (the engine stays a pure function of its state) but not of the
 * state hash (hash.ts leaves it out): it is fixed when the game is created and recorded beside the
 * save as well, and saves written before states carried it are given it on load (`stampRules`)
 * without changing a single stored hash. Rulings S-R1–S-R4 in docs/rulings/saves.md.
 */

/** The member of a state that holds its rules version; the state hash leaves it out. */
export const RULES_VERSION_KEY = 'rulesVersion';

export interface RulesVersioned {
  /** The rules version this game was created with; never changes during the game. */
  rulesVersion: number;
}

/** The rules version a state plays by. */
export function rulesVersionOf(state: RulesVersioned): number {
  return state.rulesVersion;
}

/** True when the state plays by `version` or newer: how a rules change is gated. */
export function rulesAtLeast(state: RulesVersioned, version: number): boolean {
  return state.rulesVersion >= version;
}

/**
 * A loaded state with its rules version: states saved before the field existed get `version`
 * (the session's own record); a state that already carries one keeps it.
 */
export function stampRules<S>(state: S, version: number): S {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return state;
  const record = state as Record<string, unknown>;
  if (typeof record[RULES_VERSION_KEY] === 'number') return state;
  return { ...record, [RULES_VERSION_KEY]: version } as S;
}

/** The version recorded in a state, or null for a state saved before states carried one. */
export function recordedRulesVersion(state: unknown): number | null {
  if (state === null || typeof state !== 'object') return null;
  const v = (state as Record<string, unknown>)[RULES_VERSION_KEY];
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null;
}

/** A rules version a caller asked for, checked against what this build can play. */
export function checkedRulesVersion(requested: number | undefined, current: number): number {
  if (requested === undefined) return current;
  if (!Number.isInteger(requested) || requested < 1 || requested > current) {
    throw new Error(`Rules version ${requested} is not one this build plays (1–${current})`);
  }
  return requested;
}
