/**
 * A hash of all shipped content (canonical JSON, shared/engine/hash.ts). version.test.ts pins it to
 * CONTENT_VERSION, so data changed without a version bump fails (ruling D227).
 */
import { stateHash } from '../../../engine/hash';
import { CAMPAIGN_FRAMES, DISCS, EXTRA_ITEMS, SCENARIOS, TILES } from './index';

export function contentFingerprint(): string {
  return stateHash({ tiles: TILES, discs: DISCS, extraItems: EXTRA_ITEMS, scenarios: SCENARIOS, campaignFrames: CAMPAIGN_FRAMES });
}
