/**
 * The typed IPC contract (Actual Budget style): one map from command name to its request
 * schema and response type. The preload exposes one function per command, the web host
 * one POST route per command, and main validates every request with these schemas before
 * any service runs. Responses are result objects; nothing throws across the boundary.
 */
import type { Script } from '../games/looper/script';
import type { CharacterSheet, LedgerEntry, SheetItem } from '../games/darkness/ledger/types';
import type { CharacterStatus, EndOfGamePlan, InPlayPurchases, LedgerChange } from '../games/darkness/ledger';
import { ATTRIBUTES } from '../games/darkness/characters/attributes';
import { z } from 'zod';
import { limitedText, TITLE_MAX_LENGTH } from '../text/characters';
import type { GameStatus, Seat } from '../engine/contract';
import type { EndOfGame, ProfileHistory, ReplayFrame } from './history-types';

export const GAME_IDS = ['silentes', 'grizzled', 'salem', 'looper', 'darkness'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface IpcError {
  /** Stable code; the renderer translates `errors.<code>` with `params`. */
  code: string;
  params: Record<string, string | number>;
  message: string;
}
export type Result<T> = { ok: true; data: T } | { ok: false; error: IpcError };

/** How long the renderer waits before asking for each bot move, so people can follow. */
export const BOT_DELAY_MAX_MS = 5000;
export const BOT_DELAY_DEFAULT_MS = 1200;
/**
 * How automatic resolution plays on the table: 'auto' follows the system's reduced-motion
 * preference (off when it asks for less motion, normal otherwise).
 */
export const MOTION_SETTINGS = ['auto', 'normal', 'slow', 'off'] as const;
export type MotionSetting = (typeof MOTION_SETTINGS)[number];
export const MOTION_DEFAULT: MotionSetting = 'auto';

const id = z.string().min(1).max(64);
/** A Tragedy Looper script file is a few kilobytes; 64 KB leaves room for long stories. */
export const SCRIPT_JSON_MAX_CHARS = 64 * 1024;
const name = z.string().trim().min(1).max(40);
const seat = z.number().int().min(0).max(11);
/**
 * Keys that would reach an object's prototype chain when a record is spread or merged
 * downstream: refused at the door rather than trusted to every later step.
 */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
/** The notebooks a session may keep (one document each). */
export const NOTEBOOKS = ['protagonists'] as const;
export type Notebook = (typeof NOTEBOOKS)[number];

const plainRecord = z
  // Checked on the raw input: parsing a record into a new object silently turns an own
  // __proto__ key into a prototype, after which no check on the output can see it.
  .custom<Record<string, unknown>>(
    (value) => typeof value !== 'object' || value === null || !Object.keys(value).some((key) => PROTOTYPE_KEYS.includes(key)),
    { message: 'keys __proto__, constructor and prototype are not allowed' },
  )
  .pipe(z.record(z.string(), z.unknown()));

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

export const requestSchemas = {
  'app.info': z.object({}).strict(),
  'games.catalog': z.object({}).strict(),
  'profiles.list': z.object({}).strict(),
  'profiles.create': z.object({ name, color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional() }).strict(),
  'profiles.rename': z.object({ profileId: id, name }).strict(),
  'profiles.delete': z.object({ profileId: id }).strict(),
  'sessions.list': z.object({}).strict(),
  'sessions.create': z
    .object({
      gameId: z.enum(GAME_IDS),
      title: limitedText(TITLE_MAX_LENGTH, z.string().trim()).optional(),
      /** bot: the seat is played by the app's bot, deciding from that seat's own view. */
      players: z.array(z.object({ name, profileId: id.optional(), bot: z.boolean().optional() }).strict()).min(1).max(12),
      options: plainRecord.default({}),
      seed: z.string().trim().min(1).max(64).optional(),
    })
    .strict(),
  'sessions.rename': z.object({ sessionId: id, title: limitedText(TITLE_MAX_LENGTH, z.string().trim().min(1)) }).strict(),
  'sessions.delete': z.object({ sessionId: id }).strict(),
  'sessions.duplicate': z.object({ sessionId: id }).strict(),
  /** seat null = the public table (hand-off screen, spectators). */
  'sessions.open': z.object({ sessionId: id, seat: seat.nullable() }).strict(),
  'sessions.act': z
    .object({ sessionId: id, seat, expectedSeq: z.number().int().min(0), action: z.record(z.string(), z.unknown()) })
    .strict(),
  'sessions.undo': z.object({ sessionId: id, seat, expectedSeq: z.number().int().min(0) }).strict(),
  /** Main lets the bot whose turn it is make one move (the renderer paces calls by botDelayMs). */
  'sessions.botStep': z.object({ sessionId: id, expectedSeq: z.number().int().min(0) }).strict(),
  /**
   * Saves a session's file where the person chooses. The file never passes through the
   * renderer's JavaScript (an unfinished game's file holds every hand): Electron's main writes
   * it after a save dialog; the web host answers with a download link it serves itself.
   */
  'sessions.export': z.object({ sessionId: id }).strict(),
  /** Rebuilds damaged snapshots of a session from its log (after replay_mismatch or a damaged flag). */
  'sessions.recover': z.object({ sessionId: id }).strict(),
  /** "Revancha": a new game of a finished one, same seats and options, a new seed. */
  'sessions.rematch': z.object({ sessionId: id }).strict(),
  /** A finished game's summary (figures per player, length, decisive moment, every hand). */
  'sessions.endOfGame': z.object({ sessionId: id }).strict(),
  /** A finished game's table after `step` surviving moves; refused while the game is being played. */
  'sessions.replayAt': z.object({ sessionId: id, step: z.number().int().min(0), allHands: z.boolean() }).strict(),
  /** A profile's games played, wins and losses per game, and recent games. */
  'profiles.history': z.object({ profileId: id }).strict(),
  /** Only while the data file could not be opened (damaged, foreign, a folder): moves it aside, never deletes. */
  'data.startFresh': z.object({}).strict(),
  /** Same condition: moves the damaged file aside and puts the newest automatic copy in its place. */
  'data.restoreBackup': z.object({}).strict(),
  'settings.get': z.object({}).strict(),
  'settings.set': z
    .object({
      locale: z.enum(['es', 'en']).optional(),
      botDelayMs: z.number().int().min(0).max(BOT_DELAY_MAX_MS).optional(),
      motion: z.enum(MOTION_SETTINGS).optional(),
      /** Ask before a move that cannot be undone (a draw, a reveal, a trap, a mission's end). */
      confirmIrreversible: z.boolean().optional(),
    })
    .strict(),
  /** Tragedy Looper's script library: shipped and imported scripts, public figures only. */
  'scripts.list': z.object({}).strict(),
  /** A script file's text as the person picked it; refused with every problem, nothing stored. */
  'scripts.import': z.object({ json: z.string().max(SCRIPT_JSON_MAX_CHARS) }).strict(),
  /** Saved like sessions.export: the file (secret card included) never reaches the renderer. */
  'scripts.export': z.object({ scriptId: id }).strict(),
  /** Imported scripts only; games already started keep their own copy. */
  'scripts.delete': z.object({ scriptId: id }).strict(),
  /**
   * The whole script, secret card included, for the script editor only: the renderer asks for it
   * behind the editor's "solo la mente maestra" cover, never while a game is on screen. Refused with
   * script_in_play while an unfinished game plays the script, like scripts.export (ruling S24).
   */
  'scripts.get': z.object({ scriptId: id }).strict(),
  /** A notebook kept beside a game (e.g. 'protagonists': Tragedy Looper's shared notepad). */
  'notes.get': z.object({ sessionId: id, notebook: z.enum(NOTEBOOKS) }).strict(),
  /** Replaces the notebook's whole document (the game's renderer validates its shape). */
  'notes.set': z.object({ sessionId: id, notebook: z.enum(NOTEBOOKS), notes: plainRecord }).strict(),
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
  // Exports, imports, the end-of-game wizard's last step and the data file's safety copies.
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
      players: z.array(z.object({ name, profileId: id.optional(), bot: z.boolean().optional() }).strict()).min(1).max(7),
      title: limitedText(TITLE_MAX_LENGTH, z.string().trim()).optional(),
      seed: z.string().trim().min(1).max(64).optional(),
    })
    .strict(),
  /** A finished board game as the end-of-game wizard's input (refused while it is being played). */
  'darkness.games.end': z.object({ sessionId: id }).strict(),
  /** Every copy of the data file beside it (safety, daily, before a migration), newest first. */
  'backups.list': z.object({}).strict(),
  /** Puts a listed copy in place of the data file (checked first); the current file is moved aside, never deleted. */
  'backups.restore': z.object({ file: z.string().min(1).max(200) }).strict(),
} as const;

export type Command = keyof typeof requestSchemas;
export type Request<C extends Command> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Command> = z.output<(typeof requestSchemas)[C]>;

export interface AppSettings { locale: 'es' | 'en'; botDelayMs: number; motion: MotionSetting; confirmIrreversible: boolean }
export interface Profile { id: string; name: string; color: string; createdAt: string }
/** `playable`: the game's engine is in this build (the renderer also needs the game's table to offer it). */
export interface CatalogEntry { id: GameId; playable: boolean; minPlayers: number; maxPlayers: number }
export interface SessionSummary {
  id: string;
  gameId: GameId;
  title: string;
  players: string[];
  /** Seats played by bots. */
  bots: Seat[];
  createdAt: string;
  lastPlayedAt: string;
  status: 'active' | 'finished';
  /** Public figures for the list (e.g. noise, round) and the result once finished. */
  summary: Record<string, number | string>;
  result: GameStatus['result'];
  /**
   * Set when the save cannot be played as it is: its own row is unreadable ('row': only the
   * title, dates and id are real), a snapshot is damaged but the log can rebuild it
   * ('snapshot': sessions.recover), or the log itself does not replay ('log').
   */
  damaged?: { reason: 'row' | 'snapshot' | 'log'; detail: string };
  /**
   * Set when the game plays by older rules than a new game would (it keeps the rules it began
   * with, shared/engine/rules-version.ts): the list and the table say so.
   */
  olderRules?: { version: number; current: number };
}

/**
 * An undo shown in the log ("Ana deshizo su jugada"): who undid, never what, placed after
 * the first `at` public lines of the log being shown.
 */
export interface UndoNote { seat: Seat; at: number }

/** What a renderer gets for one session: only what `seat` may see. */
export interface SessionSnapshot {
  session: SessionSummary;
  seq: number;
  /** The seat this view belongs to; null = public table view. */
  seat: Seat | null;
  status: GameStatus;
  /** Game-specific view (e.g. SilentesView), already redacted for `seat`. */
  view: unknown;
  /** Legal actions for `seat` (empty for the public view). */
  legal: unknown[];
  /** When a human seat other than the one viewing decides: who to hand the device to. */
  handoffTo: Seat | null;
  /** When a bot seat decides: the renderer waits botDelayMs, then calls sessions.botStep. */
  botToMove: Seat | null;
  /**
   * The seat that may take back the last move now (the mover, while going back reveals
   * nothing and no bot is deciding), else null. The undo button always names this seat.
   */
  undoSeat: Seat | null;
  openInformation: boolean;
  /** The recent undos, for the log (the engine's log is rolled back by an undo). */
  undos?: UndoNote[];
}

export interface ExportFile {
  format: 'velada-session';
  version: 1;
  session: { id: string; gameId: GameId; title: string; seed: string; options: unknown; engineVersion: number; rulesVersion?: number; players: string[]; bots?: Seat[] };
  actions: { seq: number; seat: Seat; kind: 'action' | 'undo'; payload: unknown; undoes: number | null }[];
  finalHash: string;
}

/** How an export went: written by main, cancelled in the dialog, or a same-origin download to follow. */
export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'cancelled' } | { kind: 'download'; url: string };

/**
 * A Tragedy Looper script as the library lists it. Protagonists see this list too, so it holds
 * the handbook title and the public card's figures only: no secret card, story or hints.
 */
export interface LooperScriptSummary {
  id: string;
  title: { es: string; en: string };
  tragedySet: 'firstSteps' | 'basicTragedy';
  loops: number;
  days: number;
  /** Difficulty 1…8 per number of loops the script may be played with. */
  difficulty: Record<string, number>;
  shipped: boolean;
}

/** A notebook's document as last saved (notes null: nothing written yet). */
export interface SessionNotes { notebook: string; notes: Record<string, unknown> | null; updatedAt: string | null }

/** added false: the same script was already in the library (importing it again changes nothing). */
export interface ScriptImportResult { script: LooperScriptSummary; added: boolean }

/** One reason a script file was refused (the validator's path and message in both languages). */
export interface ScriptProblemReport { path: string; code: string; es: string; en: string }

/** The problems an `invalid_script` error carries (JSON in `params.problems`, since params are flat). */
export function scriptProblemsOf(error: IpcError): ScriptProblemReport[] {
  if (error.code !== 'invalid_script' || typeof error.params.problems !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(error.params.problems);
    return Array.isArray(parsed) ? (parsed as ScriptProblemReport[]) : [];
  } catch {
    return [];
  }
}

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

/** A copy of the data file the restore screen lists (a name beside the file, never a path). */
export interface BackupInfo {
  file: string;
  reason: 'end_of_game' | 'import' | 'daily' | 'migration';
  at: string;
  size: number;
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

export interface ResponseMap {
  /** readOnly: why nothing can be saved this run (a full disk, a read-only file), or null. */
  'app.info': { version: string; platform: 'electron' | 'web'; readOnly: { reason: 'disk_full' | 'read_only_file' } | null };
  'games.catalog': CatalogEntry[];
  'profiles.list': Profile[];
  'profiles.create': Profile;
  'profiles.rename': Profile;
  'profiles.delete': { deleted: true };
  'sessions.list': SessionSummary[];
  'sessions.create': SessionSummary;
  'sessions.rename': SessionSummary;
  'sessions.delete': { deleted: true };
  'sessions.duplicate': SessionSummary;
  'sessions.open': SessionSnapshot;
  'sessions.act': SessionSnapshot;
  'sessions.undo': SessionSnapshot;
  'sessions.botStep': SessionSnapshot;
  'sessions.export': ExportOutcome;
  'sessions.recover': SessionSummary;
  'sessions.rematch': SessionSummary;
  'sessions.endOfGame': EndOfGame;
  'sessions.replayAt': ReplayFrame;
  'profiles.history': ProfileHistory;
  /** File names only (never the folder): the damaged file's new name beside the data file. */
  'data.startFresh': { movedTo: string };
  'data.restoreBackup': { restoredFrom: string; movedTo: string };
  'settings.get': AppSettings;
  'settings.set': AppSettings;
  'scripts.list': LooperScriptSummary[];
  'scripts.import': ScriptImportResult;
  'scripts.export': ExportOutcome;
  'scripts.delete': { deleted: true };
  'scripts.get': Script;
  'notes.get': SessionNotes;
  'notes.set': SessionNotes;
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
  'backups.list': BackupInfo[];
  'backups.restore': { restoredFrom: string; movedTo: string };
}

/** The API object the preload (Electron) or the fetch bridge (web) puts on window.velada. */
export type VeladaApi = { [C in Command]: (request: Request<C>) => Promise<Result<ResponseMap[C]>> };

export const COMMANDS = Object.keys(requestSchemas) as Command[];
