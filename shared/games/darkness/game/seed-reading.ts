/**
 * The gate of rules version 2's changes (D400–D407): a game created under version 1 plays on by the
 * first engine's readings, byte for byte; one created under 2 or later by the seed's (rules-version.ts).
 */
import { rulesAtLeast } from '../../../engine/rules-version';
import { SEED_READING } from './rules-version';
import type { DarknessState } from './types';

export function seedReading(s: Pick<DarknessState, 'rulesVersion'>): boolean {
  return rulesAtLeast(s, SEED_READING);
}
