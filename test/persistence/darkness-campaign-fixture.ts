/** A campaign with three characters made from Velada's pregens' choices (ordinary, progressing characters). */
import type { Db } from '../../electron/services/database';
import { DarknessCampaignService } from '../../electron/services/darkness/campaigns';
import { DarknessCharacterService } from '../../electron/services/darkness/characters';
import { DarknessEndOfGameService } from '../../electron/services/darkness/end-of-game';
import { PREGENS, pregenChoice } from '../../shared/games/darkness/characters';

export interface DarknessFixture {
  characters: DarknessCharacterService;
  campaigns: DarknessCampaignService;
  endOfGame: DarknessEndOfGameService;
  campaignId: string;
  characterIds: string[];
}

export function darknessServices(db: Db, dataFile: string): Omit<DarknessFixture, 'campaignId' | 'characterIds'> {
  const characters = new DarknessCharacterService(db);
  const campaigns = new DarknessCampaignService(db, characters);
  return { characters, campaigns, endOfGame: new DarknessEndOfGameService(db, dataFile, characters, campaigns) };
}

export function campaignWithThree(db: Db, dataFile: string, mode: 'standard' | 'master' = 'standard'): DarknessFixture {
  const services = darknessServices(db, dataFile);
  const campaignId = services.campaigns.create('La casa del faro', mode, {}).id;
  const rules = services.campaigns.rules(campaignId);
  const characterIds = PREGENS.slice(0, 3).map((pregen) =>
    services.characters.create(pregenChoice(pregen, 'es'), rules, { who: 'Ana', why: 'Nueva campaña', campaignId }),
  );
  return { ...services, campaignId, characterIds };
}
