/**
 * Sessions as the service plays them: each one's current state kept warm in a small cache, built
 * from the database (newest snapshot + replay of the rows after it, checked hash by hash) when it
 * is not, and every log row written through here so a write another process got in first drops
 * the cached copy.
 *
 * Log invariants that keep resume and undo cheap and correct:
 *  - seq 0 is the state right after setup and always has a snapshot;
 *  - every undo row has a snapshot at its own seq (the restored state), so no undo row is
 *    ever newer than the newest snapshot, and every row between a snapshot and the current
 *    top of the undo stack is a surviving action;
 *  - snapshots are also written every SNAPSHOT_EVERY seqs and when the game ends, so a
 *    resume replays fewer than SNAPSHOT_EVERY actions.
 */
import type { AnyGameModule, Seat } from '../../shared/engine/contract';
import { stateHash } from '../../shared/engine/hash';
import { gameModule } from '../../shared/games/registry';
import type { SessionSummary } from '../../shared/ipc/contract';
import type { Db } from './database';
import { ServiceError } from './errors';
import { LruCache } from './lru-cache';
import { damagedColumn, sessionDamaged } from './damaged-session';
import { notFound } from './session-errors';
import { readSnapshot, replayMismatch, replayStep, walkLog, walkToEnd, type WalkInput } from './session-integrity';
import { metaOf, summaryOf, type SessionMeta } from './session-meta';
import { resolveRulesVersion } from './session-rules';
import { SessionStore, type SessionRow } from './session-store';
import { RECENT_UNDOS, undoMark, type UndoMark } from './undo-notes';

export const SNAPSHOT_EVERY = 50;

/** One session's current state, kept warm so a move does not replay the log. */
export interface LiveSession {
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

export interface LiveSessionsOptions {
  games?: (id: string) => AnyGameModule | undefined;
  cacheSize?: number;
}

export class LiveSessions {
  readonly store: SessionStore;
  readonly games: (id: string) => AnyGameModule | undefined;
  readonly cache: LruCache<string, LiveSession>;
  /** What the background integrity pass found, per session; shown as a damaged flag in the list. */
  readonly logProblems = new Map<string, NonNullable<SessionSummary['damaged']>>();

  constructor(db: Db, options: LiveSessionsOptions = {}) {
    this.store = new SessionStore(db);
    this.games = options.games ?? gameModule;
    this.cache = new LruCache(options.cacheSize ?? 4);
  }

  module(gameId: string): AnyGameModule {
    const module = this.games(gameId);
    if (!module) throw new ServiceError('game_not_available', `This build cannot play ${gameId}`, { gameId });
    return module;
  }

  live(sessionId: string): LiveSession {
    const cached = this.cache.get(sessionId);
    if (cached) return cached;
    const live = this.loadFromDb(sessionId);
    this.cache.set(sessionId, live);
    return live;
  }

  /** A load that fails on a damaged snapshot or log also marks the session in the list at once. */
  loadFromDb(sessionId: string): LiveSession {
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

  /** The rules version a session plays by, worked out once from its log for a row from before it was recorded. */
  rulesOf(row: SessionRow, module: AnyGameModule): number {
    return resolveRulesVersion(this.store, module, row, () => ({
      sessionId: row.id,
      module,
      headSeq: row.head_seq,
      actions: this.store.allActions(row.id),
      snapshots: this.store.allSnapshots(row.id),
    }));
  }

  /**
   * Writes one log row. If another process changed this session behind the cache's back,
   * the database refuses the row (duplicate seq, or the session is gone): that becomes the
   * same typed error a stale renderer gets, and the cache entry is dropped so the next
   * request reloads from the file.
   */
  append(live: LiveSession, ...row: Parameters<SessionStore['appendRow']>): void {
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

  /**
   * The newest surviving action at or before `seq`. An undo row at r that undid t leaves the
   * undo stack exactly as it was after row t - 1, so the walk jumps there.
   */
  effectiveTopAt(sessionId: string, seq: number): { seq: number; seat: Seat } | null {
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
  beforeState(live: LiveSession): unknown {
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

  /** Every undo row has a snapshot of the state it restored (see the invariants above). */
  undoMarks(live: LiveSession): UndoMark[] {
    if (live.undoMarks) return live.undoMarks;
    const marks: UndoMark[] = [];
    for (const row of this.store.recentUndos(live.meta.id, RECENT_UNDOS).reverse()) {
      const snapshot = this.store.snapshotAt(live.meta.id, row.seq);
      if (snapshot) marks.push(undoMark(live.module, readSnapshot(snapshot, live.meta.id, live.meta.rulesVersion), row.seat));
    }
    live.undoMarks = marks;
    return marks;
  }

  /** A session's row and its game, refused when the row is missing or damaged or the game is not in this build. */
  private playableRow(sessionId: string): { row: SessionRow; module: AnyGameModule } {
    const row = this.store.getSession(sessionId);
    if (!row) throw notFound(sessionId);
    const column = damagedColumn(row);
    if (column) throw sessionDamaged(sessionId, column);
    return { row, module: this.module(row.game_id) };
  }

  private walkInput(sessionId: string): WalkInput {
    const { row, module } = this.playableRow(sessionId);
    const input = { sessionId, module, headSeq: row.head_seq, actions: this.store.allActions(sessionId), snapshots: this.store.allSnapshots(sessionId) };
    return { ...input, rulesVersion: resolveRulesVersion(this.store, module, row, () => input) };
  }

  private rebuildFromDb(sessionId: string): LiveSession {
    const { row, module } = this.playableRow(sessionId);
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
}
