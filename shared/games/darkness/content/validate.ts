/**
 * The content validator (issue 12; rulings D201, D204, D222, D223): one pure function that returns
 * every problem in a content set with its path and a message in Spanish and English. The tests run
 * it over all shipped content and expect none.
 */
import { CAMPAIGN_FRAMES, DISCS, EXTRA_ITEMS, SCENARIOS, TILES } from './index';
import type { CampaignFrame, DiscDef, ScenarioDef, TileDef } from './types';
import { validateCampaigns } from './validate-campaign';
import { validateDiscs } from './validate-discs';
import type { ContentProblem } from './validate-problem';
import { validateScenarios } from './validate-scenarios';
import { validateTiles } from './validate-tiles';

export type { ContentProblem } from './validate-problem';

export interface ContentSet {
  tiles: readonly TileDef[];
  discs: readonly DiscDef[];
  extraItems: readonly DiscDef[];
  scenarios: readonly ScenarioDef[];
  campaignFrames: readonly CampaignFrame[];
}

export const SHIPPED_CONTENT: ContentSet = { tiles: TILES, discs: DISCS, extraItems: EXTRA_ITEMS, scenarios: SCENARIOS, campaignFrames: CAMPAIGN_FRAMES };

export function validateContent(content: ContentSet = SHIPPED_CONTENT): ContentProblem[] {
  const all = new Map<string, DiscDef>([...content.discs, ...content.extraItems].map((d) => [d.id, d]));
  const tiles = new Map(content.tiles.map((t) => [t.id, t]));
  return [
    ...validateTiles(content.tiles, all),
    ...validateDiscs(content.discs, content.extraItems),
    ...validateScenarios(content.scenarios, { tiles, set: new Map(content.discs.map((d) => [d.id, d])), all }),
    ...validateCampaigns(content.campaignFrames, new Map(content.scenarios.map((s) => [s.id, s]))),
  ];
}
