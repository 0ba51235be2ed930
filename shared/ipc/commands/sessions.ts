/**
 * Saved games: creating, listing and renaming them, a seat's view, moves, undo, bot moves, the
 * export, recovery and rematch, and the notebooks kept beside a game.
 */
import { z } from 'zod';
import type { BotLevel } from '../../engine/bot-level';
import type { GameStatus, Seat } from '../../engine/contract';
import { limitedText, TITLE_MAX_LENGTH } from '../../text/characters';
import type { BackupInfo } from './app';
import { GAME_IDS, id, plainRecord, player, seat, type GameId } from './fields';

/** A session's export file may be at most this large; a larger one is refused before it is parsed. */
export const SESSION_FILE_MAX_BYTES = 8 * 1024 * 1024;

/** The notebooks a session may keep (one document each). */
export const NOTEBOOKS = ['protagonists'] as const;
export type Notebook = (typeof NOTEBOOKS)[number];

export const sessionRequests = {
  'sessions.list': z.object({}).strict(),
  'sessions.create': z
    .object({
      gameId: z.enum(GAME_IDS),
      title: limitedText(TITLE_MAX_LENGTH, z.string().trim()).optional(),
      /** bot: the seat is played by the app's bot, deciding from that seat's own view. */
      players: z.array(player).min(1).max(12),
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
  /**
   * "Importar partida": the host itself reads the chosen file (Electron's open dialog in main; the
   * web host's upload route, POST /import/session), checks it and keeps it under a token; the
   * renderer gets only the preview's public facts, never the file (S32).
   */
  'sessions.import.preview': z.object({}).strict(),
  /** Writes the file kept under `token` after the same check and a safety copy; a taken id gets a copy. */
  'sessions.import.confirm': z.object({ token: z.string().uuid() }).strict(),
  /** Rebuilds damaged snapshots of a session from its log (after replay_mismatch or a damaged flag). */
  'sessions.recover': z.object({ sessionId: id }).strict(),
  /** "Revancha": a new game of a finished one, same seats and options, a new seed. */
  'sessions.rematch': z.object({ sessionId: id }).strict(),
  /** A notebook kept beside a game (e.g. 'protagonists': Tragedy Looper's shared notepad). */
  'notes.get': z.object({ sessionId: id, notebook: z.enum(NOTEBOOKS) }).strict(),
  /** Replaces the notebook's whole document (the game's renderer validates its shape). */
  'notes.set': z.object({ sessionId: id, notebook: z.enum(NOTEBOOKS), notes: plainRecord }).strict(),
} as const;

export interface SessionSummary {
  id: string;
  gameId: GameId;
  title: string;
  players: string[];
  /** Seats played by bots. */
  bots: Seat[];
  /** The level of each bot seat, side by side with `bots` (botLevels[i] is bots[i]'s; issue 24). */
  botLevels: BotLevel[];
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
  /** The dates and each row's hash are absent in files written before imports (S32): they are filled on import. */
  session: {
    id: string; gameId: GameId; title: string; seed: string; options: unknown; engineVersion: number; rulesVersion?: number;
    players: string[]; bots?: Seat[];
    /** Side by side with `bots`; absent when every bot plays at Normal, and in files from before the levels (B1). */
    botLevels?: BotLevel[];
    createdAt?: string; lastPlayedAt?: string;
  };
  actions: { seq: number; seat: Seat; kind: 'action' | 'undo'; payload: unknown; undoes: number | null; hash?: string; createdAt?: string }[];
  finalHash: string;
}

/** How an export went: written by main, cancelled in the dialog, or a same-origin download to follow. */
export type ExportOutcome = { kind: 'saved'; fileName: string } | { kind: 'cancelled' } | { kind: 'download'; url: string };

/** What an import would write, in public facts only: the file's seed, options and moves stay in main. */
export interface SessionImportPreview {
  gameId: GameId;
  /** The title it will be listed under ("… (copia)" when the id is taken here). */
  title: string;
  players: string[];
  bots: Seat[];
  /** Side by side with `bots`. */
  botLevels: BotLevel[];
  status: 'active' | 'finished';
  summary: Record<string, number | string>;
  result: GameStatus['result'];
  /** Rows of the log (moves and undos). */
  moves: number;
  lastPlayedAt: string | null;
  rulesVersion: number;
  olderRules: boolean;
  /** The file's game is already here: it comes in as a copy with a new id, the one here stays as it is. */
  asCopy: boolean;
}

/** The preview, with the token the confirmation names; or the person closed the file dialog. */
export type SessionImportOutcome = { kind: 'preview'; token: string; preview: SessionImportPreview } | { kind: 'cancelled' };

export interface SessionImportResult {
  session: SessionSummary;
  asCopy: boolean;
  /** The safety copy taken right before the write. */
  backup: BackupInfo;
}

/** A notebook's document as last saved (notes null: nothing written yet). */
export interface SessionNotes { notebook: string; notes: Record<string, unknown> | null; updatedAt: string | null }

export interface SessionResponses {
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
  'sessions.import.preview': SessionImportOutcome;
  'sessions.import.confirm': SessionImportResult;
  'sessions.recover': SessionSummary;
  'sessions.rematch': SessionSummary;
  'notes.get': SessionNotes;
  'notes.set': SessionNotes;
}
