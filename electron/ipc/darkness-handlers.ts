/**
 * The When Darkness Comes commands (characters, campaigns, wizard drafts), answered by the
 * darkness services. Requests arrive already validated by the contract's schemas.
 */
import type { Command, ParsedRequest, ResponseMap } from '../../shared/ipc/contract';
import type { Db } from '../services/database';
import { DarknessCampaignService } from '../services/darkness/campaigns';
import { DarknessCharacterService } from '../services/darkness/characters';
import { DarknessDraftService } from '../services/darkness/drafts';
import { DEFAULT_RULES } from '../../shared/games/darkness/characters';
import type { SessionService } from '../services/sessions';
import { createDarknessGame } from '../services/darkness/game-options';
import type { DarknessGameEndService } from '../services/darkness/game-end';

type DarknessCommand = Extract<Command, `darkness.${'characters' | 'campaigns' | 'drafts'}.${string}`>;
type DarknessHandlers = { [C in DarknessCommand]: (request: ParsedRequest<C>) => ResponseMap[C] };

export function darknessHandlers(db: Db): DarknessHandlers {
  const characters = new DarknessCharacterService(db);
  const campaigns = new DarknessCampaignService(db, characters);
  const drafts = new DarknessDraftService(db);
  return {
    'darkness.characters.list': () => characters.list(),
    'darkness.characters.create': (r) => {
      const rules = r.campaignId ? campaigns.rules(r.campaignId) : DEFAULT_RULES;
      const author = { who: r.who, why: 'creation', campaignId: r.campaignId ?? null };
      const id = 'pregenId' in r ? characters.createPregen(r.pregenId, rules, author) : characters.create(r.choice, rules, author);
      return characters.get(id);
    },
    'darkness.characters.get': (r) => characters.get(r.characterId),
    'darkness.characters.correct': (r) => characters.correct(r.characterId, r.patch, { who: r.who, why: r.why }),
    'darkness.characters.revert': (r) => characters.revert(r.characterId, r.entryId, { who: r.who, why: r.why }),
    'darkness.characters.retire': (r) => characters.retire(r.characterId, { who: r.who, why: r.why }),
    'darkness.characters.archive': (r) => characters.archive(r.characterId, r.archived, { who: r.who, why: r.why }),
    'darkness.campaigns.list': () => campaigns.list(),
    'darkness.campaigns.create': (r) => campaigns.create(r.name, r.mode, r.houseRules),
    'darkness.campaigns.get': (r) => campaigns.get(r.campaignId),
    'darkness.campaigns.rename': (r) => campaigns.rename(r.campaignId, r.name),
    'darkness.campaigns.archive': (r) => campaigns.archive(r.campaignId, r.archived),
    'darkness.campaigns.addCharacter': (r) => campaigns.addCharacter(r.campaignId, r.characterId),
    'darkness.campaigns.lend': (r) => campaigns.lend(r.characterId, r.toCampaignId, r.fromCampaignId),
    'darkness.campaigns.recordPlayed': (r) => campaigns.recordPlayed(r.campaignId, r.scenario, r.outcome),
    'darkness.drafts.get': (r) => drafts.get(r.kind, r.key),
    'darkness.drafts.save': (r) => drafts.save(r.kind, r.key, r.draft),
    'darkness.drafts.clear': (r) => drafts.clear(r.kind, r.key),
  };
}

type DarknessGameCommand = Extract<Command, `darkness.games.${string}`>;

/** The board game's commands: a game from references (main resolves every sheet), and a finished one for the wizard. */
export function darknessGameHandlers(
  db: Db,
  sessions: SessionService,
  gameEnds: DarknessGameEndService,
): { [C in DarknessGameCommand]: (request: ParsedRequest<C>) => ResponseMap[C] } {
  return {
    'darkness.games.create': (r) => createDarknessGame(db, sessions, r),
    'darkness.games.end': (r) => gameEnds.end(r.sessionId),
  };
}
