/** A campaign with three characters made from Velada's pregens' choices (ordinary, progressing characters). */
import type { Db } from '../../electron/services/database';
import { DarknessCampaignService } from '../../electron/services/darkness/campaigns';
import { DarknessCharacterService } from '../../electron/services/darkness/characters';
import { DarknessEndOfGameService } from '../../electron/services/darkness/end-of-game';
import { DarknessTransferService } from '../../electron/services/darkness/export-import';
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

/** The campaign's first game: Ana ends with 12 VP (and takes a Medicine die), Luis with 3, Eva with none. */
export async function playFirstGame(f: DarknessFixture): Promise<void> {
  const [ana, luis, eva] = f.characterIds as [string, string, string];
  await f.endOfGame.confirm({
    campaignId: f.campaignId,
    scenario: 'El pozo',
    objectiveAchieved: true,
    who: 'Ana',
    participants: [
      { characterId: ana, vp: 12, died: false, itemsHeld: [], choices: { attribute: 'medicine' } },
      { characterId: luis, vp: 3, died: false, itemsHeld: [] },
      { characterId: eva, vp: 0, died: false, itemsHeld: [] },
    ],
  });
}

/** Exports and imports on a data file, with its own character and campaign services. */
export function transferOn(db: Db, dataFile: string): DarknessTransferService {
  const { characters, campaigns } = darknessServices(db, dataFile);
  return new DarknessTransferService(db, dataFile, characters, campaigns);
}
