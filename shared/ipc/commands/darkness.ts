/**
 * When Darkness Comes beyond the board game's moves: characters and their ledgers, campaigns,
 * the wizards' drafts, character and campaign files, the end-of-game wizard, and a board game
 * made from references (main reads every sheet from the ledger).
 */
import { z } from 'zod';
import type { Seat } from '../../engine/contract';
import { ATTRIBUTES } from '../../games/darkness/characters/attributes';
import type { CharacterStatus, EndOfGamePlan, InPlayPurchases, LedgerChange } from '../../games/darkness/ledger';
import type { CharacterSheet, LedgerEntry, SheetItem } from '../../games/darkness/ledger/types';
import { limitedText, TITLE_MAX_LENGTH } from '../../text/characters';
import type { BackupInfo } from './app';
import { id, plainRecord, player } from './fields';
import type { ExportOutcome, SessionSummary } from './sessions';

/** When Darkness Comes: campaign modes, a played scenario's outcome, the wizards that keep drafts. */
export const DARKNESS_CAMPAIGN_MODES = ['standard', 'master'] as const;
export const DARKNESS_OUTCOMES = ['achieved', 'failed'] as const;
export const DARKNESS_DRAFT_KINDS = ['creation', 'endOfGame'] as const;
/** Who made a change to a character (a player's name, or 'Velada'), and why: shown in the ledger. */
const darknessWho = z.string().trim().min(1).max(40);
const darknessWhy = z.string().trim().min(1).max(500);

/** A character or campaign file's text: a campaign of a dozen characters and long ledgers fits, below the web host's body limit. */
export const DARKNESS_FILE_MAX_CHARS = 160 * 1024;
const darknessItem = z
  .object({ id, name: z.string().trim().min(1).max(80), weight: z.number().int().min(0).max(99), vp: z.number().int().min(-99).max(99), level: z.number().int().min(0).max(8) })
  .strict();
/** The end-of-game wizard's result and each player's choices (what the rules leave to them). */
const darknessEndOfGame = z
  .object({
    campaignId: id,
    scenario: z.string().trim().min(1).max(80),
    objectiveAchieved: z.boolean(),
    /** False when the Master forbids keeping items this time (R2's plan then keeps none); default true. */
    keepItems: z.boolean().optional(),
    participants: z
      .array(
        z
          .object({
            characterId: id,
            vp: z.number().int().min(-999).max(999),
            died: z.boolean(),
            itemsHeld: z.array(darknessItem).max(40),
            choices: z
              .object({
                attribute: z.enum(ATTRIBUTES).optional(),
                loseSkill: id.optional(),
                buy: z.array(z.object({ skill: id, tier: z.enum(['basic', 'expert']) }).strict()).max(20).optional(),
                keepItemIds: z.array(id).max(40).optional(),
              })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(12),
    who: darknessWho,
    /** The board game (session) the result comes from: recorded with the entries, so it is applied once (D362). */
    sessionId: id.optional(),
  })
  .strict();

/** A hero seat of a new board game: a character of the campaign or one of Velada's pregens. */
const darknessHeroRef = z.union([z.object({ characterId: id }).strict(), z.object({ pregenId: id }).strict()]);

export const darknessRequests = {
  /** When Darkness Comes: every character (campaign-independent), each with its sheet (the ledger replayed). */
  'darkness.characters.list': z.object({}).strict(),
  /** A new character from the creation wizard's choice (main validates it), or one of Velada's pregens. */
  'darkness.characters.create': z.union([
    // campaignId: validated under that campaign's house rules (A7) and joins it at once.
    z.object({ choice: plainRecord, campaignId: id.optional(), who: darknessWho }).strict(),
    z.object({ pregenId: id, campaignId: id.optional(), who: darknessWho }).strict(),
  ]),
  /** The sheet and the whole ledger it was replayed from. */
  'darkness.characters.get': z.object({ characterId: id }).strict(),
  /** A manual fix by the family: a patch of the sheet's editable parts, always with a reason. */
  'darkness.characters.correct': z.object({ characterId: id, patch: plainRecord, who: darknessWho, why: darknessWhy }).strict(),
  /** Appends a revert of one entry (never deletes); refused with a reason when a later entry depends on it. */
  'darkness.characters.revert': z.object({ characterId: id, entryId: id, who: darknessWho, why: darknessWhy }).strict(),
  'darkness.characters.retire': z.object({ characterId: id, who: darknessWho, why: darknessWhy }).strict(),
  /** A memorial (or back to the roster with archived false): never a deletion. */
  'darkness.characters.archive': z.object({ characterId: id, archived: z.boolean(), who: darknessWho, why: darknessWhy }).strict(),
  'darkness.campaigns.list': z.object({}).strict(),
  /** houseRules: the A-rules changed from their default (main validates them against the table). */
  'darkness.campaigns.create': z
    .object({ name: limitedText(TITLE_MAX_LENGTH, z.string().trim().min(1)), mode: z.enum(DARKNESS_CAMPAIGN_MODES), houseRules: plainRecord.default({}) })
    .strict(),
  'darkness.campaigns.get': z.object({ campaignId: id }).strict(),
  'darkness.campaigns.rename': z.object({ campaignId: id, name: limitedText(TITLE_MAX_LENGTH, z.string().trim().min(1)) }).strict(),
  /** Put away (or back): an archived campaign is kept whole, out of the new game's list. */
  'darkness.campaigns.archive': z.object({ campaignId: id, archived: z.boolean() }).strict(),
  'darkness.campaigns.addCharacter': z.object({ campaignId: id, characterId: id }).strict(),
  /** A copy of the character joins the other campaign, remembering where it came from; the original stays as it is. */
  'darkness.campaigns.lend': z.object({ characterId: id, toCampaignId: id, fromCampaignId: id.optional() }).strict(),
  'darkness.campaigns.recordPlayed': z
    .object({ campaignId: id, scenario: z.string().trim().min(1).max(80), outcome: z.enum(DARKNESS_OUTCOMES) })
    .strict(),
  /** A wizard's pending state ('creation' or 'endOfGame'), kept across a restart. */
  'darkness.drafts.get': z.object({ kind: z.enum(DARKNESS_DRAFT_KINDS), key: id }).strict(),
  'darkness.drafts.save': z.object({ kind: z.enum(DARKNESS_DRAFT_KINDS), key: id, draft: plainRecord }).strict(),
  'darkness.drafts.clear': z.object({ kind: z.enum(DARKNESS_DRAFT_KINDS), key: id }).strict(),
  // Exports, imports and the end-of-game wizard's last step.
  /** Saved like scripts.export: Electron writes it after a save dialog, the web host serves a download. */
  'darkness.export.character': z.object({ characterId: id }).strict(),
  'darkness.export.campaign': z.object({ campaignId: id }).strict(),
  /** A character or campaign file's text as picked: what would be created, and what comes in as a copy; nothing written. */
  'darkness.import.preview': z.object({ json: z.string().max(DARKNESS_FILE_MAX_CHARS) }).strict(),
  /** Writes what the preview showed, after a safety copy, in one transaction. */
  'darkness.import.confirm': z.object({ json: z.string().max(DARKNESS_FILE_MAX_CHARS) }).strict(),
  /** What each rule gives each character and the sheets that would result; nothing written. */
  'darkness.endOfGame.preview': darknessEndOfGame,
  /** A safety copy, then every ledger entry, the played scenario and the draft's removal in one transaction. */
  'darkness.endOfGame.confirm': darknessEndOfGame,
  /**
   * A When Darkness Comes board game from references (main reads every sheet from the ledger): heroes in
   * seat order, one player per hero, then the Master's player when `master`.
   */
  'darkness.games.create': z
    .object({
      scenarioId: id,
      campaignId: id.nullable(),
      heroes: z.array(darknessHeroRef).min(1).max(6),
      master: z.boolean(),
      players: z.array(player).min(1).max(7),
      title: limitedText(TITLE_MAX_LENGTH, z.string().trim()).optional(),
      seed: z.string().trim().min(1).max(64).optional(),
    })
    .strict(),
  /** A finished board game as the end-of-game wizard's input (refused while it is being played). */
  'darkness.games.end': z.object({ sessionId: id }).strict(),
} as const;

/** A roster row: the character, where it plays, and its sheet (its ledger replayed). */
export interface DarknessCharacterSummary {
  id: string;
  createdAt: string;
  pregen: boolean;
  /** The campaigns it is a member of, oldest membership first. */
  campaignIds: string[];
  /** For a lent copy: the character it was copied from, and that character's campaign. */
  lentFrom: { characterId: string; campaignId: string | null } | null;
  entries: number;
  sheet: CharacterSheet;
  /** When it died or retired (its ledger entry's time); null while it plays. */
  endedAt: string | null;
}
export interface DarknessCharacterDetail extends DarknessCharacterSummary {
  ledger: LedgerEntry[];
}
export type DarknessCampaignMode = (typeof DARKNESS_CAMPAIGN_MODES)[number];
export type DarknessOutcome = (typeof DARKNESS_OUTCOMES)[number];
export type DarknessDraftKind = (typeof DARKNESS_DRAFT_KINDS)[number];
export interface DarknessCampaignSummary {
  id: string;
  name: string;
  mode: DarknessCampaignMode;
  createdAt: string;
  archived: boolean;
  memberCount: number;
  playedCount: number;
}
export interface DarknessCampaignMember {
  characterId: string;
  joinedAt: string;
  lentFrom: { characterId: string; campaignId: string | null } | null;
  sheet: CharacterSheet;
  /** When it died or retired (its ledger entry's time); null while it plays. */
  endedAt: string | null;
}
export interface DarknessPlayedScenario {
  seq: number;
  scenario: string;
  outcome: DarknessOutcome;
  /** Every house rule's option as it was when this scenario was recorded. */
  houseRules: Record<string, string>;
  playedAt: string;
}
export interface DarknessCampaign extends DarknessCampaignSummary {
  /** Every house rule (A1–A49) with the option this campaign plays it with. */
  houseRules: Record<string, string>;
  members: DarknessCampaignMember[];
  played: DarknessPlayedScenario[];
}
/** A wizard's draft (draft null: none saved under this kind and key). */
export interface DarknessDraft {
  kind: DarknessDraftKind;
  key: string;
  draft: Record<string, unknown> | null;
  updatedAt: string | null;
}
export interface DarknessImportPreview {
  kind: 'character' | 'campaign';
  /** asCopy: the id is taken here, so it comes in under a new id, remembering where it came from. */
  campaign: { fileId: string; name: string; asCopy: boolean; members: number; played: number } | null;
  characters: { fileId: string; name: string; entries: number; status: CharacterStatus; asCopy: boolean }[];
}
export interface DarknessImportResult extends DarknessImportPreview {
  campaignId: string | null;
  /** The ids the characters have here, in the file's order. */
  characterIds: string[];
  backup: BackupInfo;
}
export interface DarknessEndOfGamePreview {
  plan: EndOfGamePlan;
  /** Per character, the changes that would be appended and the sheet before and after them. */
  characters: { characterId: string; changes: LedgerChange[]; before: CharacterSheet; after: CharacterSheet }[];
}
export interface DarknessEndOfGameResult {
  campaign: DarknessCampaign;
  backup: BackupInfo;
  /** Ledger entries appended, over every character. */
  appended: number;
}

/** One hero seat of a finished board game, as the end-of-game wizard takes it. */
export interface DarknessGameEndParticipant {
  seat: Seat;
  /** The person (or bot) who played the seat. */
  player: string;
  /** The hero's name. */
  name: string;
  characterId: string | null;
  pregenId: string | null;
  /** A44: a pregen seat is listed but changes no sheet. */
  exempt: 'pregen' | null;
  vp: number;
  died: boolean;
  /** The items held at the end (A21: the VP awarded; level for A23); ids are disc ids. */
  itemsHeld: SheetItem[];
  /** Rules 2 (D403): skill points bought with VP during the game and what they bought; absent when none. */
  inPlay?: InPlayPurchases;
}
export interface DarknessGameEnd {
  sessionId: string;
  campaignId: string;
  scenarioId: string;
  scenarioName: { es: string; en: string };
  mode: DarknessCampaignMode;
  objectiveAchieved: boolean;
  outcome: 'victory' | 'defeat';
  participants: DarknessGameEndParticipant[];
  /** The campaign flags this chapter sets for the next ones. */
  flags: Record<string, boolean>;
  /** Set once the wizard has applied this game (it is never applied twice). */
  applied: { at: string; backup: string } | null;
}

export interface DarknessResponses {
  'darkness.characters.list': DarknessCharacterSummary[];
  'darkness.characters.create': DarknessCharacterDetail;
  'darkness.characters.get': DarknessCharacterDetail;
  'darkness.characters.correct': DarknessCharacterDetail;
  'darkness.characters.revert': DarknessCharacterDetail;
  'darkness.characters.retire': DarknessCharacterDetail;
  'darkness.characters.archive': DarknessCharacterDetail;
  'darkness.campaigns.list': DarknessCampaignSummary[];
  'darkness.campaigns.create': DarknessCampaign;
  'darkness.campaigns.get': DarknessCampaign;
  'darkness.campaigns.rename': DarknessCampaign;
  'darkness.campaigns.archive': DarknessCampaign;
  'darkness.campaigns.addCharacter': DarknessCampaign;
  'darkness.campaigns.lend': DarknessCampaign;
  'darkness.campaigns.recordPlayed': DarknessCampaign;
  'darkness.drafts.get': DarknessDraft;
  'darkness.drafts.save': DarknessDraft;
  'darkness.drafts.clear': { cleared: boolean };
  'darkness.export.character': ExportOutcome;
  'darkness.export.campaign': ExportOutcome;
  'darkness.import.preview': DarknessImportPreview;
  'darkness.import.confirm': DarknessImportResult;
  'darkness.endOfGame.preview': DarknessEndOfGamePreview;
  'darkness.endOfGame.confirm': DarknessEndOfGameResult;
  'darkness.games.create': SessionSummary;
  'darkness.games.end': DarknessGameEnd;
}
