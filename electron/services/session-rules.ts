/**
 * Which rules version a saved session plays by (shared/engine/rules-version.ts). A session created
 * since migration 006 records it in its row. A row written before has only the module's version at
 * creation (`engine_version`), and once in a while that number did not tell the rules apart (Tragedy
 * Looper's longer log shipped under the same number): the module lists the versions that could have
 * written it, and the first one the whole log replays under, hash by hash, is the session's. It is
 * recorded in the row then, so the question is asked once (ruling S-R2 in docs/rulings/saves.md).
 */
import type { AnyGameModule } from '../../shared/engine/contract';
import { ServiceError } from './errors';
import { walkLog, walkToEnd, type WalkInput } from './session-integrity';
import type { SessionRow, SessionStore } from './session-store';

/** The rules versions that could have written a row from before versions were recorded, likeliest first. */
export function legacyRulesVersions(module: AnyGameModule | undefined, engineVersion: number): number[] {
  const listed = module?.legacyRulesVersions?.(engineVersion) ?? [engineVersion];
  return listed.length > 0 ? listed : [engineVersion];
}

/** The version a row plays by as far as the row alone tells (the likeliest one for an old row). */
export function rowRulesVersion(row: SessionRow, module: AnyGameModule | undefined): number {
  return row.rules_version ?? legacyRulesVersions(module, row.engine_version)[0]!;
}

/**
 * The version a session plays by, worked out from its log when the row does not say and recorded
 * in the row (best effort: a read-only file keeps the answer in memory only, through the caller).
 */
export function resolveRulesVersion(
  store: SessionStore,
  module: AnyGameModule,
  row: SessionRow,
  walkInput: () => Omit<WalkInput, 'rulesVersion'>,
): number {
  if (row.rules_version !== null) return row.rules_version;
  const candidates = legacyRulesVersions(module, row.engine_version);
  let found = candidates[0]!;
  if (candidates.length > 1) {
    const input = walkInput();
    const replaying = candidates.find((rulesVersion) => replaysUnder({ ...input, rulesVersion }));
    // None replays: the likeliest one, so the load reports the mismatch as it always did.
    if (replaying === undefined) return found;
    found = replaying;
  }
  try {
    store.setRulesVersion(row.id, found);
  } catch {
    // A read-only medium: the game can still be looked at; the answer is worked out again next time.
  }
  return found;
}

function replaysUnder(input: WalkInput): boolean {
  try {
    walkToEnd(walkLog(input));
    return true;
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}
