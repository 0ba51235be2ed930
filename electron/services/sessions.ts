/**
 * Saved game sessions: an append-only action log per session, periodic state snapshots,
 * undo as a logged row, and the per-seat views handed to renderers. This file is the
 * hidden-information boundary: a renderer only ever receives the view of a human seat that
 * is deciding, or of the only human seat when everyone else is a bot (or of anyone when
 * information is open or the game is over), never the state. Bot seats are played here,
 * in main, from their own view (see bot-turn.ts), and their moves are logged like any other.
 *
 * Log invariants that keep resume and undo cheap and correct:
 *  - seq 0 is the state right after setup and always has a snapshot;
 *  - every undo row has a snapshot at its own seq (the restored state), so no undo row is
 *    ever newer than the newest snapshot, and every row between a snapshot and the current
 *    top of the undo stack is a surviving action;
 *  - snapshots are also written every SNAPSHOT_EVERY seqs and when the game ends, so a
 *    resume replays fewer than SNAPSHOT_EVERY actions.
 */
import { randomUUID } from 'node:crypto';
import type { AnyGameModule, GameResult, GameStatus, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { gameModule } from '../../shared/games/registry';
import type { ExportFile, GameId, SessionSnapshot, SessionSummary } from '../../shared/ipc/contract';
import { copyTitle, defaultTitle, distinctTitle, listedSummary, typedTitle } from './catalog';
import type { Db } from './database';
import { nowIso } from './clock';
import { ServiceError } from './errors';
import { LruCache } from './lru-cache';
import { botAction } from './bot-turn';
import { botSeats, isBotSeat, soleHumanSeat, storedPlayer, type PlayerEntry } from './seat-roles';
import { SessionStore, type SessionRow } from './session-store';
import { damagedColumn, damagedRowSummary, rawSessionDocument, sessionDamaged } from './damaged-session';
import { readSnapshot, replayMismatch, replayStep, walkLog, walkToEnd, type WalkInput } from './session-integrity';
import { resolveRulesVersion, rowRulesVersion } from './session-rules';
import { placeUndos, publicLines, RECENT_UNDOS, undoMark, type UndoMark } from './undo-notes';

export type { PlayerEntry } from './seat-roles';

export const SNAPSHOT_EVERY = 50;

export interface SessionServiceOptions {
  /** Where game modules come from; tests may add fixture games. */
  games?: (id: string) => AnyGameModule | undefined;
  /** How many sessions keep their current state in memory. */
  cacheSize?: number;
}

export interface SessionMeta {
  id: string;
  gameId: string;
  title: string;
  seed: string;
  options: unknown;
  engineVersion: number;
  /** The rules version the game plays by (session-rules.ts). */
  rulesVersion: number;
  /** The rules version new games of this kind get, when this build plays the game. */
  currentRulesVersion: number | null;
  players: PlayerEntry[];
  createdAt: string;
  lastPlayedAt: string;
  status: 'active' | 'finished';
  summary: Record<string, number | string>;
  result: GameResult | null;
}

/** One session's current state, kept warm so a move does not replay the log. */
interface LiveSession {
  meta: SessionMeta;
  module: AnyGameModule;
  state: unknown;
  headSeq: number;
  /** The newest surviving action (the one an undo would take back), if any. */
  last: { seq: number; seat: Seat } | null;
  /** The state before `last`; null until first needed, since finding it may replay the log. */
  before: { state: unknown } | null;
  /** Recent undos for the log, oldest first; read from the log rows when first needed. */
  undoMarks?: UndoMark[];
}

type UndoRefusal = 'game_finished' | 'nothing_to_undo' | 'not_your_move' | 'bot_deciding' | 'revealed_information';
type ViewRefusal = 'seat_is_bot' | 'seat_not_deciding';

export interface ExportDocument {
  fileName: string;
  json: string;
}

export interface LoadedState {
  state: unknown;
  seq: number;
  hash: string;
}

export class SessionService {
  private readonly store: SessionStore;
  private readonly games: (id: string) => AnyGameModule | undefined;
  private readonly cache: LruCache<string, LiveSession>;
  /** What the background integrity pass found, per session; shown as a damaged flag in the list. */
  private readonly logProblems = new Map<string, NonNullable<SessionSummary['damaged']>>();

  constructor(db: Db, options: SessionServiceOptions = {}) {
    this.store = new SessionStore(db);
    this.games = options.games ?? gameModule;
    this.cache = new LruCache(options.cacheSize ?? 4);
  }

  /** Every session; one whose row or log is damaged is listed as such instead of emptying the list. */
  list(): SessionSummary[] {
    return this.store.listSessions().map((row) => {
      const column = damagedColumn(row);
      if (column) return damagedRowSummary(row, column);
      const problem = this.logProblems.get(row.id);
      const summary = summaryOf(metaOf(row, this.games(row.game_id)));
      return problem ? { ...summary, damaged: problem } : summary;
    });
  }

  sessionIds(): string[] {
    return this.store.sessionIds();
  }

  /**
   * The whole-log check of one session, in slices (see walkLog). A problem becomes the
   * session's damaged flag in the list rather than an error: nobody asked for this check.
   */
  *verifyLog(sessionId: string): Generator<void, void, void> {
    let input: WalkInput;
    try {
      input = this.walkInput(sessionId);
    } catch {
      return; // Deleted meanwhile, a damaged row (already flagged) or a game this build lacks.
    }
    try {
      const { repairs } = yield* walkLog(input);
      if (repairs.length === 0) this.logProblems.delete(sessionId);
      else this.logProblems.set(sessionId, { reason: 'snapshot', detail: `snapshots ${repairs.map((r) => r.seq).join(', ')}` });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      this.logProblems.set(sessionId, { reason: 'log', detail: String(error.params.detail ?? error.message) });
    }
  }

  /**
   * Rebuilds a session whose snapshots are damaged by replaying its log from the oldest good
   * snapshot, checking every row's hash, and rewrites the damaged snapshots. A log that does
   * not replay stays as it is and answers replay_mismatch.
   */
  recover(sessionId: string): SessionSummary {
    const input = this.walkInput(sessionId);
    const { repairs } = walkToEnd(walkLog(input));
    this.store.repairSnapshots(
      repairs.map((r) => ({ session_id: sessionId, seq: r.seq, state_json: JSON.stringify(r.state), state_hash: r.hash })),
    );
    this.logProblems.delete(sessionId);
    this.cache.delete(sessionId);
    this.live(sessionId); // Proves the repaired session loads, and warms the cache for the table.
    return summaryOf(metaOf(this.store.getSession(sessionId)!));
  }

  private walkInput(sessionId: string): WalkInput {
    const row = this.store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const column = damagedColumn(row);
    if (column) throw sessionDamaged(sessionId, column);
    const module = this.module(row.game_id);
    const input = { sessionId, module, headSeq: row.head_seq, actions: this.store.allActions(sessionId), snapshots: this.store.allSnapshots(sessionId) };
    return { ...input, rulesVersion: resolveRulesVersion(this.store, module, row, () => input) };
  }

  /** The rules version a session plays by, worked out once from its log for a row from before it was recorded. */
  private rulesOf(row: SessionRow, module: AnyGameModule): number {
    return resolveRulesVersion(this.store, module, row, () => ({
      sessionId: row.id,
      module,
      headSeq: row.head_seq,
      actions: this.store.allActions(row.id),
      snapshots: this.store.allSnapshots(row.id),
    }));
  }

  create(gameId: string, title: string | undefined, players: PlayerEntry[], options: Record<string, unknown>, seed?: string): SessionSummary {
    const module = this.module(gameId);
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
      title: title?.trim() ? typedTitle(title) : distinctTitle(defaultTitle(gameId, names), this.store.titles()),
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
    this.store.createSession(
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
    this.cache.set(meta.id, { meta, module, state, headSeq: 0, last: null, before: null });
    return summaryOf(meta);
  }

  /** A seat's view (or the public one with seat null), enforcing who may look. */
  open(sessionId: string, seat: Seat | null): SessionSnapshot {
    const live = this.live(sessionId);
    const status = live.module.status(live.state);
    if (seat !== null) {
      this.checkSeat(live, seat);
      const refusal = this.viewRefusal(live, seat, status);
      if (refusal === 'seat_is_bot') throw seatIsBot(seat);
      if (refusal === 'seat_not_deciding') {
        throw new ServiceError('seat_not_deciding', `Seat ${seat} is not deciding now; hand the device over first`, {
          seat,
          deciding: status.deciding.join(','),
        });
      }
    }
    return this.snapshot(live, seat, status);
  }

  act(sessionId: string, seat: Seat, expectedSeq: number, rawAction: unknown): SessionSnapshot {
    const live = this.live(sessionId);
    this.checkWritable(live, seat, expectedSeq);
    const status = this.commitMove(live, seat, rawAction);
    return this.snapshotAfterMove(live, seat, status);
  }

  /**
   * Lets the bot whose turn it is make one move, decided from its own seat's view. Logged
   * exactly like a person's move (row seat = the bot's seat), so replay, export and undo
   * bookkeeping need not know bots exist. Answers with the only human's view when one
   * person plays with bots, else with the public table.
   */
  botStep(sessionId: string, expectedSeq: number): SessionSnapshot {
    const live = this.live(sessionId);
    this.checkFresh(live, expectedSeq);
    const deciding = live.module.status(live.state).deciding;
    const seat = deciding[0];
    if (seat === undefined || !isBotSeat(live.meta.players, seat)) {
      throw new ServiceError('not_bot_turn', `No bot decides now (deciding: ${deciding.join(',') || 'nobody'})`, {
        deciding: deciding.join(','),
      });
    }
    const status = this.commitMove(live, seat, botAction(live.module, live.state, seat, live.headSeq));
    const viewer = soleHumanSeat(live.meta.players);
    return this.snapshot(live, viewer, status);
  }

  undo(sessionId: string, seat: Seat, expectedSeq: number): SessionSnapshot {
    const live = this.live(sessionId);
    this.checkWritable(live, seat, expectedSeq);
    const refusal = this.undoRefusal(live, seat);
    if (refusal) throw this.undoError(live, seat, refusal);

    const undone = live.last!;
    const restored = this.beforeState(live);
    const nextLast = this.effectiveTopAt(sessionId, undone.seq - 1);
    const status = live.module.status(restored);
    const seq = live.headSeq + 1;
    const hash = stateHash(restored);
    const now = nowIso();
    // The restored state gets a snapshot at the undo's own seq (see the invariants above).
    this.append(
      live,
      { session_id: sessionId, seq, seat, kind: 'undo', payload_json: 'null', undoes: undone.seq, state_hash: hash, created_at: now },
      {
        id: sessionId,
        head_seq: seq,
        last_played_at: now,
        status: status.result ? 'finished' : 'active',
        summary_json: JSON.stringify(status.summary),
        result_json: JSON.stringify(status.result),
      },
      { session_id: sessionId, seq, state_json: JSON.stringify(restored), state_hash: hash },
    );

    Object.assign(live.meta, { lastPlayedAt: now, status: status.result ? 'finished' : 'active', summary: status.summary, result: status.result });
    live.state = restored;
    live.headSeq = seq;
    live.last = nextLast;
    live.before = null;
    live.undoMarks = [...this.undoMarks(live), undoMark(live.module, restored, seat)].slice(-RECENT_UNDOS);
    // Whoever pressed undo may be looking at the next person's cover: the restored decision
    // goes back behind the mover's cover unless nothing is hidden from that screen.
    return this.snapshot(live, this.screenSeatAfterUndo(live, seat, status), status);
  }

  /**
   * Rebuilds the current state from the database alone (newest snapshot + replay), checks
   * it against the stored hash, and refreshes the cache with it.
   */
  load(sessionId: string): LoadedState {
    const live = this.loadFromDb(sessionId);
    this.cache.set(sessionId, live);
    return { state: live.state, seq: live.headSeq, hash: stateHash(live.state) };
  }

  rename(sessionId: string, title: string): SessionSummary {
    const clean = typedTitle(title);
    if (!clean) throw new ServiceError('invalid_title', 'A session title cannot be empty');
    if (!this.store.rename(sessionId, clean)) throw notFound(sessionId);
    const cached = this.cache.get(sessionId);
    if (cached) cached.meta.title = clean;
    return summaryOf(metaOf(this.store.getSession(sessionId)!));
  }

  delete(sessionId: string): void {
    // Actions and snapshots go with it (ON DELETE CASCADE).
    if (!this.store.deleteSession(sessionId)) throw notFound(sessionId);
    this.cache.delete(sessionId);
  }

  duplicate(sessionId: string): SessionSummary {
    const row = this.store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const newId = randomUUID();
    this.store.copySession(sessionId, newId, copyTitle(row.title), nowIso());
    return summaryOf(metaOf(this.store.getSession(newId)!));
  }

  /** The export file as it is written to disk, with the name offered for it. */
  exportDocument(sessionId: string): ExportDocument {
    // A session whose own row no longer reads is exported as its stored rows, for rescue by hand.
    const stored = this.store.getSession(sessionId);
    if (stored && damagedColumn(stored)) return rawSessionDocument(this.store, sessionId);
    const file = this.export(sessionId);
    return { fileName: exportFileName(file.session.gameId, file.session.title), json: `${JSON.stringify(file, null, 2)}\n` };
  }

  export(sessionId: string): ExportFile {
    const row = this.store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const module = this.games(row.game_id);
    const meta = metaOf(row, module);
    // A row from before versions were recorded is worked out from its log, so the file says the truth.
    if (module) meta.rulesVersion = this.rulesOf(row, module);
    const rows = this.store.actionsBetween(sessionId, 0, row.head_seq + 1);
    const finalHash = rows.length > 0 ? rows[rows.length - 1]!.state_hash : this.store.snapshotAt(sessionId, 0)!.state_hash;
    return {
      format: 'velada-session',
      version: 1,
      session: {
        id: meta.id,
        gameId: meta.gameId as GameId,
        title: meta.title,
        seed: meta.seed,
        options: meta.options,
        engineVersion: meta.engineVersion,
        rulesVersion: meta.rulesVersion,
        players: meta.players.map((p) => p.name),
        bots: botSeats(meta.players),
      },
      actions: rows.map((r) => ({ seq: r.seq, seat: r.seat, kind: r.kind, payload: JSON.parse(r.payload_json), undoes: r.undoes })),
      finalHash,
    };
  }

  /**
   * Parses, applies and logs one move by `seat` in one transaction, then advances the cached
   * session. The caller has already checked that the move may be made now.
   */
  private commitMove(live: LiveSession, seat: Seat, rawAction: unknown): GameStatus {
    const sessionId = live.meta.id;
    const parsed = live.module.parseAction(rawAction);
    if (!parsed.ok) throw ServiceError.fromRule(parsed.error);
    const applied = live.module.apply(live.state, seat, parsed.value);
    if (!applied.ok) throw ServiceError.fromRule(applied.error);

    const next = applied.state;
    const status = live.module.status(next);
    const seq = live.headSeq + 1;
    const hash = stateHash(next);
    const now = nowIso();
    const finished = status.result !== null;
    this.append(
      live,
      { session_id: sessionId, seq, seat, kind: 'action', payload_json: JSON.stringify(parsed.value), undoes: null, state_hash: hash, created_at: now },
      {
        id: sessionId,
        head_seq: seq,
        last_played_at: now,
        status: finished ? 'finished' : 'active',
        summary_json: JSON.stringify(status.summary),
        result_json: JSON.stringify(status.result),
      },
      finished || seq % SNAPSHOT_EVERY === 0 ? { session_id: sessionId, seq, state_json: JSON.stringify(next), state_hash: hash } : null,
    );

    // Only after the commit: a failed write leaves the cached session as it was.
    Object.assign(live.meta, { lastPlayedAt: now, status: finished ? 'finished' : 'active', summary: status.summary, result: status.result });
    live.before = { state: live.state };
    live.state = next;
    live.headSeq = seq;
    live.last = { seq, seat };
    return status;
  }

  /**
   * Writes one log row. If another process changed this session behind the cache's back,
   * the database refuses the row (duplicate seq, or the session is gone): that becomes the
   * same typed error a stale renderer gets, and the cache entry is dropped so the next
   * request reloads from the file.
   */
  private append(live: LiveSession, ...row: Parameters<SessionStore['appendRow']>): void {
    try {
      this.store.appendRow(...row);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
        this.cache.delete(live.meta.id);
        const current = this.store.getSession(live.meta.id);
        if (!current) throw notFound(live.meta.id);
        throw new ServiceError('stale_action', `The game moved on elsewhere (now at ${current.head_seq})`, {
          expected: live.headSeq,
          actual: current.head_seq,
        });
      }
      throw error;
    }
  }

  private live(sessionId: string): LiveSession {
    const cached = this.cache.get(sessionId);
    if (cached) return cached;
    const live = this.loadFromDb(sessionId);
    this.cache.set(sessionId, live);
    return live;
  }

  /** A load that fails on a damaged snapshot or log also marks the session in the list at once. */
  private loadFromDb(sessionId: string): LiveSession {
    try {
      return this.rebuildFromDb(sessionId);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'replay_mismatch') {
        const detail = String(error.params.detail);
        this.logProblems.set(sessionId, { reason: detail.startsWith('snapshot') ? 'snapshot' : 'log', detail });
      }
      throw error;
    }
  }

  private rebuildFromDb(sessionId: string): LiveSession {
    const row = this.store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const column = damagedColumn(row);
    if (column) throw sessionDamaged(sessionId, column);
    const module = this.module(row.game_id);
    const meta = { ...metaOf(row, module), rulesVersion: this.rulesOf(row, module) };
    const snapshot = this.store.latestSnapshotBefore(sessionId, row.head_seq + 1);
    if (!snapshot) throw replayMismatch(sessionId, 0, 'no snapshot');

    let state: unknown = readSnapshot(snapshot, sessionId, meta.rulesVersion);
    let before: { state: unknown } | null = null;
    let reached = snapshot.seq;
    let expectedHash = snapshot.state_hash;
    const rows = this.store.actionsBetween(sessionId, snapshot.seq, row.head_seq + 1);
    for (const action of rows) {
      if (action.kind !== 'action' || action.seq !== reached + 1) {
        throw replayMismatch(sessionId, action.seq, 'log out of order');
      }
      before = { state };
      state = replayStep(module, state, action, sessionId);
      reached = action.seq;
      expectedHash = action.state_hash;
      // The hash chain of the rows after the snapshot, row by row (the rest: the background pass).
      if (stateHash(state) !== expectedHash) throw replayMismatch(sessionId, reached, 'hash differs');
    }
    if (reached !== row.head_seq) throw replayMismatch(sessionId, row.head_seq, 'log ends early');
    if (stateHash(state) !== expectedHash) throw replayMismatch(sessionId, reached, 'hash differs');

    const lastRow = rows[rows.length - 1];
    const last = lastRow ? { seq: lastRow.seq, seat: lastRow.seat } : this.effectiveTopAt(sessionId, row.head_seq);
    return { meta, module, state, headSeq: row.head_seq, last, before };
  }

  /**
   * The newest surviving action at or before `seq`. An undo row at r that undid t leaves the
   * undo stack exactly as it was after row t - 1, so the walk jumps there.
   */
  private effectiveTopAt(sessionId: string, seq: number): { seq: number; seat: Seat } | null {
    let r = seq;
    while (r > 0) {
      const row = this.store.getAction(sessionId, r);
      if (!row) throw replayMismatch(sessionId, r, 'missing log row');
      if (row.kind === 'action') return { seq: r, seat: row.seat };
      r = (row.undoes ?? 1) - 1;
    }
    return null;
  }

  /** The state before `live.last`: the newest snapshot older than it plus the actions in between. */
  private beforeState(live: LiveSession): unknown {
    if (live.before) return live.before.state;
    const target = live.last!.seq;
    const id = live.meta.id;
    const snapshot = this.store.latestSnapshotBefore(id, target);
    if (!snapshot) throw replayMismatch(id, target, 'no snapshot');
    let state: unknown = readSnapshot(snapshot, id, live.meta.rulesVersion);
    for (const action of this.store.actionsBetween(id, snapshot.seq, target)) {
      if (action.kind !== 'action') throw replayMismatch(id, action.seq, 'undo row after newest snapshot');
      state = replayStep(live.module, state, action, id);
    }
    live.before = { state };
    return state;
  }

  /**
   * Why `seat` may not undo now, or null. Returns a reason rather than an error because
   * every snapshot asks it (for undoSeat), and building an Error costs a stack trace.
   */
  private undoRefusal(live: LiveSession, seat: Seat): UndoRefusal | null {
    if (live.meta.status === 'finished') return 'game_finished';
    if (!live.last) return 'nothing_to_undo';
    if (live.last.seat !== seat) return 'not_your_move';
    // A bot's turn is already playing out on the screen; going back under it would be a race.
    if (this.botDecides(live)) return 'bot_deciding';
    if (!live.module.undoable(this.beforeState(live), live.state)) return 'revealed_information';
    return null;
  }

  private undoError(live: LiveSession, seat: Seat, reason: UndoRefusal): ServiceError {
    switch (reason) {
      case 'game_finished':
        return gameFinished(live.meta.id);
      case 'nothing_to_undo':
        return new ServiceError('nothing_to_undo', 'There is no move to undo', { sessionId: live.meta.id });
      case 'not_your_move':
        return new ServiceError('undo_not_allowed', `Only seat ${live.last?.seat} may undo its own last move`, { seat, reason });
      case 'bot_deciding':
        return new ServiceError('undo_not_allowed', 'A bot is already answering that move', { seat, reason });
      case 'revealed_information':
        return new ServiceError('undo_not_allowed', 'That move drew or revealed something and cannot be undone', { seat, reason });
    }
  }

  /** A person's move or undo: the game must be running, the screen current, the seat a human one. */
  private checkWritable(live: LiveSession, seat: Seat, expectedSeq: number): void {
    this.checkFresh(live, expectedSeq);
    this.checkSeat(live, seat);
    if (isBotSeat(live.meta.players, seat)) throw seatIsBot(seat);
  }

  /** Any write: the game is still running and the caller saw its latest seq. */
  private checkFresh(live: LiveSession, expectedSeq: number): void {
    if (live.meta.status === 'finished') throw gameFinished(live.meta.id);
    if (expectedSeq !== live.headSeq) {
      throw new ServiceError('stale_action', `The game moved on (at ${live.headSeq}, the move was made at ${expectedSeq})`, {
        expected: expectedSeq,
        actual: live.headSeq,
      });
    }
  }

  private checkSeat(live: LiveSession, seat: Seat): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= live.meta.players.length) {
      throw new ServiceError('invalid_seat', `Seat ${seat} does not exist in this game`, { seat, seats: live.meta.players.length });
    }
  }

  /**
   * Why `seat` may not see its own view now, or null. Anyone may look once the game is over
   * or nothing is hidden; otherwise a bot's view never leaves main, and a person sees theirs
   * while deciding, or always when they are the only person at the table.
   */
  private viewRefusal(live: LiveSession, seat: Seat, status: GameStatus): ViewRefusal | null {
    if (status.result !== null || live.module.openInformation(live.state)) return null;
    if (isBotSeat(live.meta.players, seat)) return 'seat_is_bot';
    if (status.deciding.includes(seat) || status.interrupts?.includes(seat) || soleHumanSeat(live.meta.players) === seat) return null;
    return 'seat_not_deciding';
  }

  private botDecides(live: LiveSession): boolean {
    const status = live.module.status(live.state);
    const decider = status.result === null ? status.deciding[0] : undefined;
    return decider !== undefined && isBotSeat(live.meta.players, decider);
  }

  /** Undo lands on the mover's own view only when no other person could be watching the screen. */
  private screenSeatAfterUndo(live: LiveSession, seat: Seat, status: GameStatus): Seat | null {
    if (status.result !== null || live.module.openInformation(live.state)) return seat;
    return soleHumanSeat(live.meta.players) === seat ? seat : null;
  }

  /**
   * After a person's move they keep their view only while they still decide, or while nobody
   * else can be looking. Being allowed to act out of turn is not enough: the device goes on to
   * whoever decides next. When nobody else can be looking and another person decides next, the
   * answer is that person's view (the one the screen shows next).
   */
  private snapshotAfterMove(live: LiveSession, seat: Seat, status: GameStatus): SessionSnapshot {
    const nobodyElse = status.result !== null || live.module.openInformation(live.state) || soleHumanSeat(live.meta.players) === seat;
    const next = status.result === null ? status.deciding[0] : undefined;
    // Nobody else can be looking, so the screen goes straight to the next person deciding: answer
    // with their view now rather than make the renderer ask for it in a second request.
    if (nobodyElse && next !== undefined && next !== seat && !isBotSeat(live.meta.players, next) && this.viewRefusal(live, next, status) === null) {
      return this.snapshot(live, next, status);
    }
    const keepsView = this.viewRefusal(live, seat, status) === null && (nobodyElse || status.deciding.includes(seat));
    return this.snapshot(live, keepsView ? seat : null, status);
  }

  /** Every undo row has a snapshot of the state it restored (see the invariants above). */
  private undoMarks(live: LiveSession): UndoMark[] {
    if (live.undoMarks) return live.undoMarks;
    const marks: UndoMark[] = [];
    for (const row of this.store.recentUndos(live.meta.id, RECENT_UNDOS).reverse()) {
      const snapshot = this.store.snapshotAt(live.meta.id, row.seq);
      if (snapshot) marks.push(undoMark(live.module, readSnapshot(snapshot, live.meta.id, live.meta.rulesVersion), row.seat));
    }
    live.undoMarks = marks;
    return marks;
  }

  private snapshot(live: LiveSession, seat: Seat | null, status: GameStatus): SessionSnapshot {
    const { module, state, meta } = live;
    const decider = status.result === null ? (status.deciding[0] ?? null) : null;
    const botDecides = decider !== null && isBotSeat(meta.players, decider);
    const mover = live.last?.seat ?? null;
    const undoSeat = mover !== null && !isBotSeat(meta.players, mover) && this.undoRefusal(live, mover) === null ? mover : null;
    const view = module.view(state, seat === null ? { kind: 'public' } : { kind: 'seat', seat });
    const marks = this.undoMarks(live);
    return {
      session: summaryOf(meta),
      seq: live.headSeq,
      seat,
      status,
      view,
      legal: seat === null ? [] : module.legalActions(state, seat),
      handoffTo: decider !== null && !botDecides && decider !== seat ? decider : null,
      botToMove: botDecides ? decider : null,
      undoSeat,
      openInformation: module.openInformation(state),
      undos: marks.length === 0 ? [] : placeUndos(marks, publicLines(view)),
    };
  }

  private module(gameId: string): AnyGameModule {
    const module = this.games(gameId);
    if (!module) throw new ServiceError('game_not_available', `This build cannot play ${gameId}`, { gameId });
    return module;
  }
}

/** "velada-grizzled-ana-luis-y-robi.json": readable, and safe on every file system. */
export function exportFileName(gameId: string, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `velada-${gameId}${slug ? `-${slug}` : ''}.json`;
}

/** A row read as a session; `module` (by default this build's game of that id) gives the rules figures. */
export function metaOf(row: SessionRow, module: AnyGameModule | undefined = gameModule(row.game_id)): SessionMeta {
  return {
    id: row.id,
    gameId: row.game_id,
    title: row.title,
    seed: row.seed,
    options: JSON.parse(row.options_json),
    engineVersion: row.engine_version,
    rulesVersion: rowRulesVersion(row, module),
    currentRulesVersion: module?.rulesVersion ?? null,
    players: JSON.parse(row.players_json) as PlayerEntry[],
    createdAt: row.created_at,
    lastPlayedAt: row.last_played_at,
    status: row.status,
    summary: JSON.parse(row.summary_json) as Record<string, number | string>,
    result: JSON.parse(row.result_json) as GameResult | null,
  };
}

export function summaryOf(meta: SessionMeta): SessionSummary {
  return {
    id: meta.id,
    gameId: meta.gameId as GameId,
    title: meta.title,
    players: meta.players.map((p) => p.name),
    bots: botSeats(meta.players),
    createdAt: meta.createdAt,
    lastPlayedAt: meta.lastPlayedAt,
    status: meta.status,
    summary: listedSummary(meta.summary, meta.status === 'finished'),
    result: meta.result,
    ...(meta.currentRulesVersion !== null && meta.rulesVersion < meta.currentRulesVersion
      ? { olderRules: { version: meta.rulesVersion, current: meta.currentRulesVersion } }
      : {}),
  };
}

function notFound(sessionId: string): ServiceError {
  return new ServiceError('session_not_found', `No saved session ${sessionId}`, { sessionId });
}

function seatIsBot(seat: Seat): ServiceError {
  return new ServiceError('seat_is_bot', `Seat ${seat} is played by the bot`, { seat });
}

function gameFinished(sessionId: string): ServiceError {
  return new ServiceError('game_finished', 'This game is over', { sessionId });
}
