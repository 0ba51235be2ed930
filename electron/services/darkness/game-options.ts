/**
 * A When Darkness Comes board game's options, resolved in main from references (like Looper's
 * script, looper/game-options.ts; both are registered in ../option-registry.ts): the renderer
 * names a scenario, a campaign and, per hero seat, a character of that campaign or one of
 * Velada's pregens; main reads every sheet from the ledger (never from the renderer), the
 * campaign's house rules and the flags its earlier chapters set, and hands the engine complete
 * `DarknessOptions`. Everything refused here is refused before a session row exists, with a code
 * the renderer translates.
 */
import { z } from 'zod';
import { createdSheetOf, DEFAULT_RULES, pregenById, pregenChoice } from '../../../shared/games/darkness/characters';
import { discById, scenarioById } from '../../../shared/games/darkness/content';
import type { DarknessOptions, HeroSetup } from '../../../shared/games/darkness/game/types';
import type { CharacterSheet } from '../../../shared/games/darkness/ledger';
import type { SessionSummary } from '../../../shared/ipc/contract';
import type { Db } from '../database';
import { ServiceError } from '../errors';
import type { PlayerEntry, SessionService } from '../sessions';
import { DarknessCampaignService } from './campaigns';
import { DarknessCharacterService } from './characters';
import { campaignFlagsOf, carriedHealthOf } from './game-flags';

/** The most heroes a game seats (the box's six figures). */
export const MAX_HEROES = 6;

export type HeroRef = { characterId: string } | { pregenId: string };

export interface DarknessGameRequest {
  scenarioId: string;
  campaignId: string | null;
  /** In seat order (A20: the order is set before the game; who begins is the engine's draw). */
  heroes: readonly HeroRef[];
  master: boolean;
}

export function darknessGameOptions(db: Db, request: DarknessGameRequest): DarknessOptions {
  const scenario = scenarioById(request.scenarioId);
  if (!scenario) throw new ServiceError('darkness_scenario_not_found', `No scenario ${request.scenarioId}`, { scenarioId: request.scenarioId });
  const count = request.heroes.length;
  const min = Math.max(1, scenario.players.min);
  const max = Math.min(MAX_HEROES, scenario.players.max);
  if (count < min || count > max) {
    throw new ServiceError('darkness_hero_count', `${scenario.id} takes ${min}–${max} heroes, got ${count}`, { count, min, max, scenarioId: scenario.id });
  }
  const characters = new DarknessCharacterService(db);
  const campaigns = new DarknessCampaignService(db, characters);
  const campaign = request.campaignId === null ? null : campaigns.get(request.campaignId);
  const rules = campaign ? campaign.houseRules : { ...DEFAULT_RULES };
  const seen = new Set<string>();
  const heroes = request.heroes.map((ref): HeroSetup => {
    const key = 'characterId' in ref ? `c:${ref.characterId}` : `p:${ref.pregenId}`;
    if (seen.has(key)) {
      const params: Record<string, string> = 'characterId' in ref ? { characterId: ref.characterId } : { pregenId: ref.pregenId };
      throw new ServiceError('darkness_hero_twice', `${key.slice(2)} is seated twice`, params);
    }
    seen.add(key);
    if ('pregenId' in ref) return pregenHero(ref.pregenId, rules);
    if (!campaign) {
      throw new ServiceError('darkness_game_needs_campaign', 'A campaign character plays only in a game of its campaign', { characterId: ref.characterId });
    }
    if (!campaign.members.some((m) => m.characterId === ref.characterId)) {
      throw new ServiceError('darkness_hero_not_member', `Character ${ref.characterId} is not in campaign ${campaign.id}`, { characterId: ref.characterId, campaignId: campaign.id });
    }
    const { sheet } = characters.get(ref.characterId);
    const hero = characterHero(sheet, rules, request.master);
    if (rules.A37 !== 'carry_wounds') return hero;
    const carried = carriedHealthOf(db, campaign.id, sheet.id);
    // A healed-up sheet (a lost Health point since) never starts above its max; the dead never reach here.
    return carried === null ? hero : { ...hero, health: Math.max(1, Math.min(hero.maxHealth, carried)) };
  });
  return {
    scenarioId: scenario.id,
    heroes,
    master: request.master,
    houseRules: { ...rules },
    campaignId: campaign?.id ?? null,
    campaignFlags: campaign ? campaignFlagsOf(db, campaign.id, campaign.played) : {},
  };
}

/** D91 again at the table: the dead, the retired and the memorials do not play. */
function characterHero(sheet: CharacterSheet, rules: Readonly<Record<string, string>>, master: boolean): HeroSetup {
  if (sheet.status !== 'alive') {
    throw new ServiceError('darkness_character_not_alive', `Character ${sheet.id} is ${sheet.status}`, { characterId: sheet.id, status: sheet.status });
  }
  if (sheet.archived) throw new ServiceError('darkness_character_archived', `Character ${sheet.id} is archived`, { characterId: sheet.id });
  return {
    characterId: sheet.id,
    pregenId: null,
    name: sheet.name,
    attributes: { ...sheet.attributes },
    skills: { ...sheet.skills },
    maxHealth: sheet.maxHealth,
    startingVp: startingVpOf(sheet, rules, master),
    keptItems: keptDiscIds(sheet),
  };
}

/** A44: a pregen plays as Velada made it (its sheet is the creation rules' own, like a stored pregen's). */
function pregenHero(pregenId: string, rules: Readonly<Record<string, string>>): HeroSetup {
  const pregen = pregenById(pregenId);
  if (!pregen) throw new ServiceError('darkness_pregen_not_found', `No pregenerated character ${pregenId}`, { pregenId });
  const sheet = createdSheetOf(pregen.id, pregenChoice(pregen, 'es'), rules, true);
  return {
    characterId: null,
    pregenId: pregen.id,
    name: sheet.name,
    attributes: { ...sheet.attributes },
    skills: { ...sheet.skills },
    maxHealth: sheet.attributes.defense,
    startingVp: 0,
    keptItems: [],
  };
}

/**
 * A23: the sheet's starting VP (the kept items' levels, as the last end of game wrote them), or 0
 * when the campaign gives them only with a Master and this game has none (D361).
 */
export function startingVpOf(sheet: CharacterSheet, rules: Readonly<Record<string, string>>, master: boolean): number {
  if (rules.A23 === 'master_only' && !master) return 0;
  return Math.max(0, sheet.startingVp);
}

/**
 * D360: the kept items that come into play as discs are those that are Velada items (their sheet id
 * is a disc id, or a disc id with a `~n` copy suffix from gameItemId). An item typed by hand after a
 * physical game has no disc to put on the table: it stays on the sheet (its level still counts
 * for A23's starting VP) but is not held in this game.
 */
export function keptDiscIds(sheet: Pick<CharacterSheet, 'items'>): string[] {
  const out: string[] = [];
  for (const item of sheet.items) {
    const def = discDefOfItemId(item.id);
    const disc = discById(def);
    if (disc && disc.kind === 'item') out.push(def);
  }
  return out;
}

/** A held disc's id on a sheet: its def, with `~2`, `~3` … for further copies so ids stay unique on one list. */
export function gameItemId(def: string, taken: ReadonlySet<string>): string {
  if (!taken.has(def)) return def;
  let n = 2;
  while (taken.has(`${def}~${n}`)) n += 1;
  return `${def}~${n}`;
}

export function discDefOfItemId(id: string): string {
  const cut = id.indexOf('~');
  return cut < 0 ? id : id.slice(0, cut);
}

export interface DarknessGameCreate extends DarknessGameRequest {
  /** One per hero in seat order, then the Master's when `master`. */
  players: PlayerEntry[];
  title?: string;
  seed?: string;
}

/** The options resolved, then the session made like any other game's (sessions.create). */
export function createDarknessGame(db: Db, sessions: SessionService, request: DarknessGameCreate): SessionSummary {
  const expected = request.heroes.length + (request.master ? 1 : 0);
  if (request.players.length !== expected) {
    throw new ServiceError('darkness_players_mismatch', `${expected} seats need ${expected} players, got ${request.players.length}`, {
      expected,
      count: request.players.length,
    });
  }
  // D365: Velada has no Master of its own; without a person to be the Master, adversaries act by themselves.
  if (request.master && request.players[request.players.length - 1]!.bot) {
    throw new ServiceError('darkness_master_bot', 'The Master is a person; play without a Master to let the adversaries act by themselves');
  }
  const options = darknessGameOptions(db, request);
  return sessions.create('darkness', request.title, request.players, { ...options }, request.seed);
}

const referenceOptions = z.strictObject({
  scenarioId: z.string().min(1).max(64),
  campaignId: z.string().min(1).max(64).nullable(),
  heroes: z.array(z.union([z.strictObject({ characterId: z.string().min(1).max(64) }), z.strictObject({ pregenId: z.string().min(1).max(64) })])).min(1).max(MAX_HEROES),
  master: z.boolean(),
});

/**
 * D366: `sessions.create` for this game takes references too (like Looper's scriptId), never sheets:
 * a renderer that sends a hero's attributes is refused, so no sheet reaches a game but the ledger's.
 */
export function resolveDarknessOptions(db: Db, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = referenceOptions.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(options)';
    throw new ServiceError('invalid_options', `When Darkness Comes options are { scenarioId, campaignId, heroes: [{ characterId } | { pregenId }], master }: ${where}: ${issue.message}`, {
      issues: `${where}: ${issue.message}`,
    });
  }
  return { ...darknessGameOptions(db, parsed.data) };
}
