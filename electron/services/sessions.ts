/**
 * Saved game sessions: an append-only action log per session, periodic state snapshots,
 * undo as a logged row, and the per-seat views handed to renderers. This class is the one
 * door to them (the IPC handlers, the web host, the scripts and the tests use it); each
 * concern lives in its own module:
 *  - live-sessions.ts: the warm cache, loading from the log and snapshots (hash by hash),
 *    the rules version of old rows, log writes, the integrity check and recovery;
 *  - session-views.ts: the hidden-information boundary (which view a renderer gets, who may look);
 *  - session-moves.ts: a person's or a bot's move, applied and logged;
 *  - session-undo.ts: who may undo, and the undo row;
 *  - session-file.ts: the export file;
 *  - session-meta.ts: a row read as a session and its summary.
 * Creating, listing, renaming, deleting and duplicating are here.
 */
import { randomUUID } from 'node:crypto';
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import type { ExportFile, SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { copyTitle, defaultTitle, distinctTitle, typedTitle } from './catalog';
import type { Db } from './database';
import { nowIso } from './clock';
import { ServiceError } from './errors';
import { LiveSessions, type LiveSession } from './live-sessions';
import { soleHumanSeat, storedPlayer, type PlayerEntry } from './seat-roles';
import { damagedColumn, damagedRowSummary } from './damaged-session';
import { checkFresh, checkWritable } from './session-checks';
import { notFound } from './session-errors';
import { sessionExportDocument, sessionExportFile, type ExportDocument } from './session-file';
import { metaOf, summaryOf, type SessionMeta } from './session-meta';
import { botTurnOf, commitBotMove, commitMove } from './session-moves';
import { inlineBotRunner, type BotRunner } from './bot-runner';
import { undoLastMove } from './session-undo';
import { SessionEvents, type SessionListener } from './session-events';
import { openView, ownDeviceSnapshot, snapshotAfterMove, snapshotAfterUndo, snapshotOf } from './session-views';

export type { PlayerEntry } from './seat-roles';
export type { SessionEvent, SessionListener } from './session-events';
export type { ExportDocument } from './session-file';
export type { SessionMeta } from './session-meta';
export { exportFileName } from './session-file';
export { metaOf, summaryOf } from './session-meta';
export { SNAPSHOT_EVERY } from './live-sessions';

export interface SessionServiceOptions {
  /** Where game modules come from; tests may add fixture games. */
  games?: (id: string) => AnyGameModule | undefined;
  /** How many sessions keep their current state in memory. */
  cacheSize?: number;
  /** Where `botStepAsync` has a bot decide (bot-runner.ts); right here by default. */
  botRunner?: BotRunner;
}

export interface LoadedState {
  state: unknown;
  seq: number;
  hash: string;
}

export class SessionService {
  private readonly lives: LiveSessions;
  private readonly events = new SessionEvents();
  private readonly botRunner: BotRunner;

  constructor(db: Db, options: SessionServiceOptions = {}) {
    this.lives = new LiveSessions(db, options);
    this.botRunner = options.botRunner ?? inlineBotRunner;
  }

  /** Told of every commit (move, bot move, undo) and deletion, after the write; returns the unsubscribe. */
  onEvent(listener: SessionListener): () => void {
    return this.events.on(listener);
  }

  private committed(live: LiveSession): void {
    this.events.emit({ kind: 'committed', sessionId: live.meta.id, seq: live.headSeq });
  }

  /** Every session; one whose row or log is damaged is listed as such instead of emptying the list. */
  list(): SessionSummary[] {
    const { store, games, logProblems } = this.lives;
    return store.listSessions().map((row) => {
      const column = damagedColumn(row);
      if (column) return damagedRowSummary(row, column);
      const problem = logProblems.get(row.id);
      const summary = summaryOf(metaOf(row, games(row.game_id)));
      return problem ? { ...summary, damaged: problem } : summary;
    });
  }

  sessionIds(): string[] {
    return this.lives.store.sessionIds();
  }

  /** The whole-log check of one session, in slices; a problem flags the session in the list. */
  verifyLog(sessionId: string): Generator<void, void, void> {
    return this.lives.verifyLog(sessionId);
  }

  /** Rebuilds a session's damaged snapshots from its log (replay_mismatch when the log does not replay). */
  recover(sessionId: string): SessionSummary {
    return this.lives.recover(sessionId);
  }

  create(gameId: string, title: string | undefined, players: PlayerEntry[], options: Record<string, unknown>, seed?: string): SessionSummary {
    const { store } = this.lives;
    const module = this.lives.module(gameId);
    if (players.length < module.seats.min || players.length > module.seats.max) {
      throw new ServiceError('invalid_player_count', `${gameId} needs ${module.seats.min}–${module.seats.max} players, got ${players.length}`, {
        count: players.length,
        min: module.seats.min,
        max: module.seats.max,
      });
    }
    const names = players.map((player) => player.name);
    // The player list of the request is authoritative: games read seat names from their options.
    const parsed = module.parseOptions({ ...options, players: names });
    if (!parsed.ok) throw ServiceError.fromRule(parsed.error);
    const sessionSeed = seed ?? randomUUID();
    const state = module.setup(parsed.value, sessionSeed, module.rulesVersion);
    const status = module.status(state);
    const now = nowIso();
    const meta: SessionMeta = {
      id: randomUUID(),
      gameId,
      title: title?.trim() ? typedTitle(title) : distinctTitle(defaultTitle(gameId, names), store.titles()),
      seed: sessionSeed,
      options: parsed.value,
      engineVersion: module.rulesVersion,
      rulesVersion: module.rulesVersion,
      currentRulesVersion: module.rulesVersion,
      players: players.map(storedPlayer),
      createdAt: now,
      lastPlayedAt: now,
      status: status.result ? 'finished' : 'active',
      summary: status.summary,
      result: status.result,
    };
    const hash = stateHash(state);
    store.createSession(
      {
        id: meta.id,
        game_id: gameId,
        title: meta.title,
        seed: sessionSeed,
        options_json: JSON.stringify(parsed.value),
        engine_version: module.rulesVersion,
        rules_version: module.rulesVersion,
        players_json: JSON.stringify(meta.players),
        created_at: now,
        last_played_at: now,
        status: meta.status,
        summary_json: JSON.stringify(meta.summary),
        result_json: JSON.stringify(meta.result),
        head_seq: 0,
      },
      { session_id: meta.id, seq: 0, state_json: JSON.stringify(state), state_hash: hash },
    );
    this.lives.cache.set(meta.id, { meta, module, state, headSeq: 0, last: null, before: null });
    return summaryOf(meta);
  }

  /** A seat's view (or the public one with seat null), enforcing who may look. */
  open(sessionId: string, seat: Seat | null): SessionSnapshot {
    return openView(this.lives, this.lives.live(sessionId), seat);
  }

  act(sessionId: string, seat: Seat, expectedSeq: number, rawAction: unknown): SessionSnapshot {
    const live = this.lives.live(sessionId);
    checkWritable(live, seat, expectedSeq);
    const status = commitMove(this.lives, live, seat, rawAction);
    this.committed(live);
    return snapshotAfterMove(this.lives, live, seat, status);
  }

  /**
   * The seat host's own path (issue 23), named apart so no shared-screen command reaches it: a
   * seat's view on that seat's own device, at any time (session-views.ts, ownDeviceSnapshot).
   */
  ownDeviceView(sessionId: string, seat: Seat): SessionSnapshot {
    return ownDeviceSnapshot(this.lives, this.lives.live(sessionId), seat);
  }

  /** A move from a seat's own device: the same checks and commit as `act`, answered with that device's view. */
  actOnOwnDevice(sessionId: string, seat: Seat, expectedSeq: number, rawAction: unknown): SessionSnapshot {
    const live = this.lives.live(sessionId);
    checkWritable(live, seat, expectedSeq);
    commitMove(this.lives, live, seat, rawAction);
    this.committed(live);
    return ownDeviceSnapshot(this.lives, live, seat);
  }

  /**
   * Lets the bot whose turn it is make one move, decided from its own seat's view. Logged
   * exactly like a person's move (row seat = the bot's seat), so replay, export and undo
   * bookkeeping need not know bots exist. Answers with the only human's view when one
   * person plays with bots, else with the public table.
   */
  botStep(sessionId: string, expectedSeq: number): SessionSnapshot {
    const live = this.lives.live(sessionId);
    checkFresh(live, expectedSeq);
    const status = commitBotMove(this.lives, live);
    this.committed(live);
    return snapshotOf(this.lives, live, soleHumanSeat(live.meta.players), status);
  }

  /**
   * `botStep` with the decision made by the bot runner (a worker, ruling B6), so main answers
   * other requests while a bot thinks. The game must still be where it was when the decision is
   * back (another move or an undo in between makes it stale); the same position at the same seq
   * gets the same move wherever it is decided, so what is committed is what botStep would commit.
   */
  async botStepAsync(sessionId: string, expectedSeq: number): Promise<SessionSnapshot> {
    const asked = this.lives.live(sessionId);
    checkFresh(asked, expectedSeq);
    const { seat, job } = botTurnOf(asked);
    const action = await this.botRunner.decide(asked.module, job);
    const live = this.lives.live(sessionId);
    checkFresh(live, expectedSeq);
    const status = commitMove(this.lives, live, seat, action);
    this.committed(live);
    return snapshotOf(this.lives, live, soleHumanSeat(live.meta.players), status);
  }

  undo(sessionId: string, seat: Seat, expectedSeq: number): SessionSnapshot {
    const live = this.lives.live(sessionId);
    checkWritable(live, seat, expectedSeq);
    const status = undoLastMove(this.lives, live, seat);
    this.committed(live);
    return snapshotAfterUndo(this.lives, live, seat, status);
  }

  /**
   * Rebuilds the current state from the database alone (newest snapshot + replay), checks
   * it against the stored hash, and refreshes the cache with it.
   */
  load(sessionId: string): LoadedState {
    const live = this.lives.loadFromDb(sessionId);
    this.lives.cache.set(sessionId, live);
    return { state: live.state, seq: live.headSeq, hash: stateHash(live.state) };
  }

  rename(sessionId: string, title: string): SessionSummary {
    const clean = typedTitle(title);
    if (!clean) throw new ServiceError('invalid_title', 'A session title cannot be empty');
    if (!this.lives.store.rename(sessionId, clean)) throw notFound(sessionId);
    const cached = this.lives.cache.get(sessionId);
    if (cached) cached.meta.title = clean;
    return summaryOf(metaOf(this.lives.store.getSession(sessionId)!));
  }

  delete(sessionId: string): void {
    // Actions and snapshots go with it (ON DELETE CASCADE).
    if (!this.lives.store.deleteSession(sessionId)) throw notFound(sessionId);
    this.lives.cache.delete(sessionId);
    this.events.emit({ kind: 'deleted', sessionId });
  }

  duplicate(sessionId: string): SessionSummary {
    const { store } = this.lives;
    const row = store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const newId = randomUUID();
    store.copySession(sessionId, newId, copyTitle(row.title), nowIso());
    return summaryOf(metaOf(store.getSession(newId)!));
  }

  /** The export file as it is written to disk, with the name offered for it. */
  exportDocument(sessionId: string): ExportDocument {
    return sessionExportDocument(this.lives, sessionId);
  }

  export(sessionId: string): ExportFile {
    return sessionExportFile(this.lives, sessionId);
  }
}
