import { describe, expect, it } from 'vitest';
import { PREGENS } from '../../../../shared/games/darkness/characters';
import type { CharacterSheet } from '../../../../shared/games/darkness/ledger';
import type { DarknessCampaign } from '../../../../shared/ipc/contract';
import { campaignFromQuery, campaignNextSteps } from './campaign-next-steps';

function member(name: string, status: CharacterSheet['status'] = 'alive', archived = false): DarknessCampaign['members'][number] {
  return { characterId: `c-${name}`, joinedAt: '2026-01-01T00:00:00Z', lentFrom: null, sheet: { id: `c-${name}`, name, status, archived } as CharacterSheet, endedAt: null };
}
function campaign(members: DarknessCampaign['members'], played = 0): DarknessCampaign {
  return {
    id: 'camp 1', name: 'Invierno', mode: 'standard', createdAt: '2026-01-01T00:00:00Z', archived: false, memberCount: members.length, playedCount: played,
    houseRules: {}, members,
    played: Array.from({ length: played }, (_, i) => ({ seq: i + 1, scenario: 's', outcome: 'achieved' as const, houseRules: {}, playedAt: '2026-01-02T00:00:00Z' })),
  };
}

describe("a campaign's next steps", () => {
  it('a new campaign with nobody in it leads to making characters first, then its first game, with this campaign chosen', () => {
    const steps = campaignNextSteps(campaign([]));
    expect(steps).toMatchObject({ hasPlayers: false, game: 'first', createLink: '/darkness/characters/new?campaign=camp%201', newGameLink: '/new/darkness?campaign=camp%201' });
    expect(steps.pregensToAdd.map((p) => p.id)).toEqual(PREGENS.map((p) => p.id));
  });

  it('offers only the pregens not in it yet, and the game first once somebody alive can play', () => {
    const steps = campaignNextSteps(campaign([member(PREGENS[0]!.name), member('Nora')]));
    expect(steps.hasPlayers).toBe(true);
    expect(steps.pregensToAdd.map((p) => p.name)).toEqual(PREGENS.slice(1).map((p) => p.name));
  });

  it('the dead, the retired and the archived are nobody to play with', () => {
    expect(campaignNextSteps(campaign([member('Nora', 'dead'), member('Teo', 'retired'), member('Eva', 'alive', true)])).hasPlayers).toBe(false);
  });

  it('after a game has been played, the game it offers is the next chapter', () => {
    expect(campaignNextSteps(campaign([member('Nora')], 1)).game).toBe('next');
  });

  it('reads the campaign from a route query, or none', () => {
    expect(campaignFromQuery('abc')).toBe('abc');
    expect(campaignFromQuery(['abc', 'def'])).toBe('abc');
    expect(campaignFromQuery('')).toBeNull();
    expect(campaignFromQuery(undefined)).toBeNull();
    expect(campaignFromQuery(null)).toBeNull();
  });
});
