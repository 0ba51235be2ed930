/**
 * The typed IPC contract (Actual Budget style): one map from command name to its request
 * schema and response type. The preload exposes one function per command, the web host
 * one POST route per command, and main validates every request with these schemas before
 * any service runs. Responses are result objects; nothing throws across the boundary.
 *
 * Each concern declares its commands beside this file (`commands/`: the app and its data file,
 * profiles, sessions, their history, Looper's scripts, When Darkness Comes, the whole library, private screens); this module joins
 * them into the one map every layer names, and is the only module they are imported from.
 */
import type { z } from 'zod';
import { appRequests, type AppResponses } from './commands/app';
import { darknessRequests, type DarknessResponses } from './commands/darkness';
import type { Result } from './commands/fields';
import { historyRequests, type HistoryResponses } from './commands/history';
import { libraryRequests, type LibraryResponses } from './commands/library';
import { profileRequests, type ProfileResponses } from './commands/profiles';
import { scriptRequests, type ScriptResponses } from './commands/scripts';
import { screenRequests, type ScreenResponses } from './commands/screens';
import { sessionRequests, type SessionResponses } from './commands/sessions';

export { GAME_IDS, PROTOTYPE_KEYS, type GameId, type IpcError, type Result } from './commands/fields';
export {
  BOT_DELAY_DEFAULT_MS,
  BOT_DELAY_MAX_MS,
  MOTION_DEFAULT,
  MOTION_SETTINGS,
  type AppSettings,
  type BackupInfo,
  type CatalogEntry,
  type MotionSetting,
} from './commands/app';
export type { Profile } from './commands/profiles';
export { LIBRARY_FILE_MAX_BYTES, type LibraryCounts, type LibraryPreview, type LibraryRestoreOutcome } from './commands/library';
export {
  NOTEBOOKS,
  SESSION_FILE_MAX_BYTES,
  type ExportFile,
  type ExportOutcome,
  type Notebook,
  type SessionImportOutcome,
  type SessionImportPreview,
  type SessionImportResult,
  type SessionNotes,
  type SessionSnapshot,
  type SessionSummary,
  type UndoNote,
} from './commands/sessions';
export type { ScreensChangedPush, ScreensStatus, SeatLinkIssued, SeatScreenState, SessionCommittedPush } from './commands/screens';
export {
  SCRIPT_JSON_MAX_CHARS,
  scriptProblemsOf,
  type LooperScriptSummary,
  type ScriptImportResult,
  type ScriptProblemReport,
} from './commands/scripts';
export {
  DARKNESS_CAMPAIGN_MODES,
  DARKNESS_DRAFT_KINDS,
  DARKNESS_FILE_MAX_CHARS,
  DARKNESS_OUTCOMES,
  type DarknessCampaign,
  type DarknessCampaignMember,
  type DarknessCampaignMode,
  type DarknessCampaignSummary,
  type DarknessCharacterDetail,
  type DarknessCharacterSummary,
  type DarknessDraft,
  type DarknessDraftKind,
  type DarknessEndOfGamePreview,
  type DarknessEndOfGameResult,
  type DarknessGameEnd,
  type DarknessGameEndParticipant,
  type DarknessImportPreview,
  type DarknessImportResult,
  type DarknessOutcome,
  type DarknessPlayedScenario,
} from './commands/darkness';

export const requestSchemas = {
  ...appRequests,
  ...profileRequests,
  ...sessionRequests,
  ...historyRequests,
  ...scriptRequests,
  ...darknessRequests,
  ...libraryRequests,
  ...screenRequests,
} as const;

export type Command = keyof typeof requestSchemas;
export type Request<C extends Command> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Command> = z.output<(typeof requestSchemas)[C]>;

export interface ResponseMap
  extends AppResponses, ProfileResponses, SessionResponses, HistoryResponses, ScriptResponses, DarknessResponses, LibraryResponses, ScreenResponses {}

/** The API object the preload (Electron) or the fetch bridge (web) puts on window.velada. */
export type VeladaApi = { [C in Command]: (request: Request<C>) => Promise<Result<ResponseMap[C]>> };

export const COMMANDS = Object.keys(requestSchemas) as Command[];
