/**
 * What a campaign's page offers next, so a new campaign leads somewhere: a character of one's own,
 * Velada's pregens, and a game. A campaign nobody plays in yet puts the characters first; once it
 * has somebody to play, the game (the first, then the next chapter) comes first.
 */
import { PREGENS, type Pregen } from '../../../../shared/games/darkness/characters';
import type { DarknessCampaign } from '../../../../shared/ipc/contract';

export interface CampaignNextSteps {
  /** The wizard, creating straight into this campaign. */
  createLink: string;
  /** Velada's pregens not yet in the campaign (by name: a pregen joins as a character of that name). */
  pregensToAdd: readonly Pregen[];
  /** The new-game screen with this campaign chosen. */
  newGameLink: string;
  /** The first game, or the next chapter once one has been played. */
  game: 'first' | 'next';
  /** Whether anybody alive can play for the campaign yet: if not, making characters comes first. */
  hasPlayers: boolean;
}

export function campaignNextSteps(campaign: DarknessCampaign): CampaignNextSteps {
  const names = new Set(campaign.members.map((m) => m.sheet.name));
  const id = encodeURIComponent(campaign.id);
  return {
    createLink: `/darkness/characters/new?campaign=${id}`,
    pregensToAdd: PREGENS.filter((p) => !names.has(p.name)),
    newGameLink: `/new/darkness?campaign=${id}`,
    game: campaign.played.length > 0 ? 'next' : 'first',
    hasPlayers: campaign.members.some((m) => m.sheet.status === 'alive' && !m.sheet.archived),
  };
}

/** A campaign id from a route's query (`?campaign=`), or null when there is none to use. */
export function campaignFromQuery(value: unknown): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && one.trim() !== '' ? one : null;
}
