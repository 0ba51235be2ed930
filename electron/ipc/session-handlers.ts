/**
 * The saved games' commands: creating one (its options resolved by its game's registered
 * resolver first), playing it, undo, bots, export, recovery, rematch, its end and replay, and
 * the notebooks kept beside it.
 */
import type { AnyGameModule } from '../../shared/engine/contract';
import type { Command } from '../../shared/ipc/contract';
import type { Db } from '../services/database';
import { ServiceError } from '../services/errors';
import { refuseUnfinishedExport } from '../services/export-policy';
import { GameReplayService } from '../services/game-replay';
import { optionResolvers, resolveGameOptions } from '../services/option-registry';
import { rematch } from '../services/rematch';
import type { ScriptLibraryService } from '../services/looper/script-library';
import type { ExportDocument } from '../services/session-file';
import { SessionNotesService } from '../services/session-notes';
import type { SessionService } from '../services/sessions';
import type { HandlersOf } from './dispatch';
import type { ServicesOptions } from './services-options';

type SessionCommand = Exclude<Extract<Command, `sessions.${string}` | `notes.${string}`>, `sessions.import.${string}`>;

export interface SessionContext {
  db: Db;
  sessions: SessionService;
  scripts: ScriptLibraryService;
  games: (id: string) => AnyGameModule | undefined;
  options: ServicesOptions;
}

export function sessionHandlers({ db, sessions, scripts, games, options }: SessionContext): HandlersOf<SessionCommand> {
  const resolvers = optionResolvers({ db, scripts });
  const replays = new GameReplayService(db, games);
  const notes = new SessionNotesService(db);
  return {
    'sessions.list': () => sessions.list(),
    // A game may name its options by reference (a Looper scriptId): main resolves them first.
    'sessions.create': (r) => sessions.create(r.gameId, r.title, r.players, resolveGameOptions(resolvers, r.gameId, r.options), r.seed),
    'sessions.rename': (r) => sessions.rename(r.sessionId, r.title),
    'sessions.delete': (r) => {
      sessions.delete(r.sessionId);
      return { deleted: true };
    },
    'sessions.duplicate': (r) => sessions.duplicate(r.sessionId),
    'sessions.open': (r) => sessions.open(r.sessionId, r.seat),
    'sessions.act': (r) => sessions.act(r.sessionId, r.seat, r.expectedSeq, r.action),
    'sessions.undo': (r) => sessions.undo(r.sessionId, r.seat, r.expectedSeq),
    // Decided off main's path when the host runs a bot worker (ruling B6).
    'sessions.botStep': (r) => sessions.botStepAsync(r.sessionId, r.expectedSeq),
    'sessions.recover': (r) => sessions.recover(r.sessionId),
    'sessions.rematch': (r) => rematch(db, sessions, r.sessionId),
    'sessions.endOfGame': (r) => replays.endOfGame(r.sessionId),
    'sessions.replayAt': (r) => replays.replayAt(r.sessionId, r.step, r.allHands),
    'sessions.export': (r) => {
      const document = sessionDocument(db, sessions, options, r.sessionId);
      if (!options.exporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save an export');
      return options.exporter(r.sessionId, document);
    },
    'notes.get': (r) => notes.get(r.sessionId, r.notebook),
    'notes.set': (r) => notes.set(r.sessionId, r.notebook, r.notes),
  };
}

/** A session's export file, refused for a game still being played when the host asks so (S26). */
export function sessionDocument(db: Db, sessions: SessionService, options: ServicesOptions, sessionId: string): ExportDocument {
  if (options.refuseUnfinishedExports) refuseUnfinishedExport(db, sessionId);
  return sessions.exportDocument(sessionId);
}
