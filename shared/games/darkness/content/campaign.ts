/** Campaign frames: chapters reusing the scenarios, with bridges and a recurring NPC (digest §2.3 e 5). */
import type { CampaignFrame } from './types';

export const CAMPAIGN_FRAMES: readonly CampaignFrame[] = [];
