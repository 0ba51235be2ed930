/**
 * Velada's When Darkness Comes content and its lookups (the engine seam, issue 12).
 *
 * What is where (all plain data, checked by validate.ts in the tests):
 *  - tiles/: 15 building tiles of 8 × 8 squares (D200), every edge street (D201), the High School's two
 *    halves (D202), each with the seed's Master loot table (tiles/loot.ts, D224);
 *  - discs/: the 50 encounter discs (22 items, 10 allies, 8 security, 10 adversaries) and equipment.ts, every
 *    item with stats (A35, D206), also those that are not among the 50 (EXTRA_ITEMS);
 *  - scenarios/: 5 scenarios with their bosses and the VP award keys; campaign.ts: the campaign frames;
 *  - version.ts: CONTENT_VERSION, pinned to a hash of all of the above (version.test.ts, D227).
 * For balancing: every level is a ladder level (1 = 6H … 8 = 5K); winnable.test.ts holds the exact odds a
 * starting character has against each disc (D225). Changing any data means bumping CONTENT_VERSION.
 */
import { CAMPAIGN_FRAMES } from './campaign';
import { DISCS, EXTRA_ITEMS } from './discs';
import { SCENARIOS } from './scenarios';
import { TILES } from './tiles';
import type { CampaignFrame, DiscDef, NumberedDef, ScenarioDef, TileDef } from './types';

export { CONTENT_VERSION } from './version';
export { CAMPAIGN_FRAMES, DISCS, EXTRA_ITEMS, SCENARIOS, TILES };
export { partnerPlacement, rotateRows, rotateSide, sideOffset, TILE_SIZE, tileSquares } from './geometry';
export { itemDice } from './item-dice';
export { doomClockFor, doomClockRange, eventHappens } from './party-size';
export { VP_AWARD_KEYS } from './scenarios';

const TILE_BY_ID = new Map(TILES.map((t) => [t.id, t]));
const DISC_BY_ID = new Map<string, DiscDef>([...DISCS, ...EXTRA_ITEMS].map((d) => [d.id, d]));
const SCENARIO_BY_ID = new Map(SCENARIOS.map((s) => [s.id, s]));
const FRAME_BY_ID = new Map(CAMPAIGN_FRAMES.map((f) => [f.id, f]));

export function tileById(id: string): TileDef | undefined {
  return TILE_BY_ID.get(id);
}

/** One of the 50 discs, or any other item definition (loot, kept items, scenario-made items like the ward). */
export function discById(id: string): DiscDef | undefined {
  return DISC_BY_ID.get(id);
}

export function scenarioById(id: string): ScenarioDef | undefined {
  return SCENARIO_BY_ID.get(id);
}

export function campaignFrameById(id: string): CampaignFrame | undefined {
  return FRAME_BY_ID.get(id);
}

/** The prefix of a numbered disc instance's `def` ('numbered:3'). */
export const NUMBERED_PREFIX = 'numbered:';

/**
 * What a disc instance's `def` means in a scenario: one of its bosses, one of its numbered discs
 * ('numbered:N'), or a content disc (discById).
 */
export function discDefIn(scenario: ScenarioDef | string, defId: string): DiscDef | NumberedDef | undefined {
  const sc = typeof scenario === 'string' ? scenarioById(scenario) : scenario;
  if (defId.startsWith(NUMBERED_PREFIX)) {
    const n = Number(defId.slice(NUMBERED_PREFIX.length));
    const numbered = sc?.numbered.find((d) => d.n === n);
    return numbered ? { ...numbered, kind: 'numbered', id: defId } : undefined;
  }
  const boss = sc?.bosses.find((b) => b.id === defId);
  return boss ?? discById(defId);
}
