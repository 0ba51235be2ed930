/**
 * Every SQL statement the session service runs, prepared once per database so the hot
 * path (one append per move) does no SQL parsing. Rows are returned as stored; turning
 * JSON columns into values is the service's job.
 */
import type { Db } from './database';

export interface SessionRow {
  id: string;
  game_id: string;
  title: string;
  seed: string;
  options_json: string;
  engine_version: number;
  /** The rules version the game plays by; null on rows written before it was recorded (migration 006). */
  rules_version: number | null;
  players_json: string;
  created_at: string;
  last_played_at: string;
  status: 'active' | 'finished';
  summary_json: string;
  result_json: string;
  head_seq: number;
}

export interface ActionRow {
  seq: number;
  seat: number;
  kind: 'action' | 'undo';
  payload_json: string;
  undoes: number | null;
  state_hash: string;
  created_at: string;
}

export interface SnapshotRow {
  seq: number;
  state_json: string;
  state_hash: string;
}

export interface HeadUpdate {
  id: string;
  head_seq: number;
  last_played_at: string;
  status: 'active' | 'finished';
  summary_json: string;
  result_json: string;
}

export type NewAction = ActionRow & { session_id: string };
export type NewSnapshot = SnapshotRow & { session_id: string };

function prepareStatements(db: Db) {
  return {
    insertSession: db.prepare(`INSERT INTO sessions
      (id, game_id, title, seed, options_json, engine_version, rules_version, players_json, created_at, last_played_at,
       status, summary_json, result_json, head_seq)
      VALUES (@id, @game_id, @title, @seed, @options_json, @engine_version, @rules_version, @players_json, @created_at,
       @last_played_at, @status, @summary_json, @result_json, @head_seq)`),
    getSession: db.prepare('SELECT * FROM sessions WHERE id = ?'),
    listSessions: db.prepare('SELECT * FROM sessions ORDER BY last_played_at DESC, created_at DESC, id'),
    updateHead: db.prepare(`UPDATE sessions SET head_seq = @head_seq, last_played_at = @last_played_at,
      status = @status, summary_json = @summary_json, result_json = @result_json WHERE id = @id`),
    rename: db.prepare('UPDATE sessions SET title = ? WHERE id = ?'),
    setRulesVersion: db.prepare('UPDATE sessions SET rules_version = ? WHERE id = ? AND rules_version IS NULL'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
    insertAction: db.prepare(`INSERT INTO actions
      (session_id, seq, seat, kind, payload_json, undoes, state_hash, created_at)
      VALUES (@session_id, @seq, @seat, @kind, @payload_json, @undoes, @state_hash, @created_at)`),
    getAction: db.prepare(`SELECT seq, seat, kind, payload_json, undoes, state_hash, created_at
      FROM actions WHERE session_id = ? AND seq = ?`),
    actionsBetween: db.prepare(`SELECT seq, seat, kind, payload_json, undoes, state_hash, created_at
      FROM actions WHERE session_id = ? AND seq > ? AND seq < ? ORDER BY seq`),
    insertSnapshot: db.prepare(`INSERT INTO snapshots (session_id, seq, state_json, state_hash)
      VALUES (@session_id, @seq, @state_json, @state_hash)`),
    latestSnapshotBefore: db.prepare(`SELECT seq, state_json, state_hash FROM snapshots
      WHERE session_id = ? AND seq < ? ORDER BY seq DESC LIMIT 1`),
    snapshotAt: db.prepare('SELECT seq, state_json, state_hash FROM snapshots WHERE session_id = ? AND seq = ?'),
    allSnapshots: db.prepare('SELECT seq, state_json, state_hash FROM snapshots WHERE session_id = ? ORDER BY seq'),
    allActions: db.prepare(`SELECT seq, seat, kind, payload_json, undoes, state_hash, created_at
      FROM actions WHERE session_id = ? ORDER BY seq`),
    replaceSnapshot: db.prepare(`UPDATE snapshots SET state_json = @state_json WHERE session_id = @session_id
      AND seq = @seq AND state_hash = @state_hash`),
    recentUndos: db.prepare(`SELECT seq, seat FROM actions WHERE session_id = ? AND kind = 'undo' ORDER BY seq DESC LIMIT ?`),
    titles: db.prepare('SELECT title FROM sessions'),
    sessionIds: db.prepare('SELECT id FROM sessions ORDER BY last_played_at DESC'),
    copySession: db.prepare(`INSERT INTO sessions
      (id, game_id, title, seed, options_json, engine_version, rules_version, players_json, created_at, last_played_at,
       status, summary_json, result_json, head_seq)
      SELECT @new_id, game_id, @title, seed, options_json, engine_version, rules_version, players_json, @now, @now,
       status, summary_json, result_json, head_seq FROM sessions WHERE id = @id`),
    copyActions: db.prepare(`INSERT INTO actions
      (session_id, seq, seat, kind, payload_json, undoes, state_hash, created_at)
      SELECT @new_id, seq, seat, kind, payload_json, undoes, state_hash, created_at FROM actions WHERE session_id = @id`),
    copySnapshots: db.prepare(`INSERT INTO snapshots (session_id, seq, state_json, state_hash)
      SELECT @new_id, seq, state_json, state_hash FROM snapshots WHERE session_id = @id`),
  };
}

export class SessionStore {
  private readonly s: ReturnType<typeof prepareStatements>;
  /** Multi-statement writes, each one transaction; built once because building one is not free. */
  private readonly createTx: (session: SessionRow, snapshot: NewSnapshot) => void;
  private readonly appendTx: (action: NewAction, head: HeadUpdate, snapshot: NewSnapshot | null) => void;
  private readonly copyTx: (id: string, newId: string, title: string, now: string) => void;
  private readonly repairTx: (snapshots: NewSnapshot[]) => number;
  private readonly importTx: (session: SessionRow, actions: NewAction[], snapshots: NewSnapshot[]) => void;

  constructor(db: Db) {
    const s = (this.s = prepareStatements(db));
    this.createTx = db.transaction((session: SessionRow, snapshot: NewSnapshot) => {
      s.insertSession.run(session);
      s.insertSnapshot.run(snapshot);
    });
    this.appendTx = db.transaction((action: NewAction, head: HeadUpdate, snapshot: NewSnapshot | null) => {
      s.insertAction.run(action);
      s.updateHead.run(head);
      if (snapshot) s.insertSnapshot.run(snapshot);
    });
    this.copyTx = db.transaction((id: string, newId: string, title: string, now: string) => {
      s.copySession.run({ id, new_id: newId, title, now });
      s.copyActions.run({ id, new_id: newId });
      s.copySnapshots.run({ id, new_id: newId });
    });
    this.importTx = db.transaction((session: SessionRow, actions: NewAction[], snapshots: NewSnapshot[]) => {
      s.insertSession.run(session);
      for (const action of actions) s.insertAction.run(action);
      for (const snapshot of snapshots) s.insertSnapshot.run(snapshot);
    });
    this.repairTx = db.transaction((snapshots: NewSnapshot[]) =>
      snapshots.reduce((changed, snapshot) => changed + s.replaceSnapshot.run(snapshot).changes, 0),
    );
  }

  /** A new session row with its seq-0 snapshot. */
  createSession(session: SessionRow, snapshot: NewSnapshot): void {
    this.createTx(session, snapshot);
  }
  /** One log row, the session head that goes with it, and optionally a snapshot: all or nothing. */
  appendRow(action: NewAction, head: HeadUpdate, snapshot: NewSnapshot | null): void {
    this.appendTx(action, head, snapshot);
  }
  /** Copies a session row with its whole log and snapshots under a new id. */
  copySession(id: string, newId: string, title: string, now: string): void {
    this.copyTx(id, newId, title, now);
  }

  /** A session brought in whole (an import): its row, whole log and snapshots, all or nothing. */
  insertWhole(session: SessionRow, actions: NewAction[], snapshots: NewSnapshot[]): void {
    this.importTx(session, actions, snapshots);
  }

  getSession(id: string): SessionRow | undefined {
    return this.s.getSession.get(id) as SessionRow | undefined;
  }
  listSessions(): SessionRow[] {
    return this.s.listSessions.all() as SessionRow[];
  }
  rename(id: string, title: string): boolean {
    return this.s.rename.run(title, id).changes > 0;
  }
  /** Records the rules version worked out for a row written before versions were recorded. */
  setRulesVersion(id: string, version: number): void {
    this.s.setRulesVersion.run(version, id);
  }
  deleteSession(id: string): boolean {
    return this.s.deleteSession.run(id).changes > 0;
  }
  getAction(sessionId: string, seq: number): ActionRow | undefined {
    return this.s.getAction.get(sessionId, seq) as ActionRow | undefined;
  }
  /** Rows with after < seq < before, in order. */
  actionsBetween(sessionId: string, after: number, before: number): ActionRow[] {
    return this.s.actionsBetween.all(sessionId, after, before) as ActionRow[];
  }
  /** The newest snapshot strictly before `seq` (pass head + 1 for the newest of all). */
  latestSnapshotBefore(sessionId: string, seq: number): SnapshotRow | undefined {
    return this.s.latestSnapshotBefore.get(sessionId, seq) as SnapshotRow | undefined;
  }
  snapshotAt(sessionId: string, seq: number): SnapshotRow | undefined {
    return this.s.snapshotAt.get(sessionId, seq) as SnapshotRow | undefined;
  }
  allSnapshots(sessionId: string): SnapshotRow[] {
    return this.s.allSnapshots.all(sessionId) as SnapshotRow[];
  }
  /** Every log row, whatever the head says: for integrity checks and raw exports. */
  allActions(sessionId: string): ActionRow[] {
    return this.s.allActions.all(sessionId) as ActionRow[];
  }
  /** The newest `limit` undo rows, newest first. */
  recentUndos(sessionId: string, limit: number): { seq: number; seat: number }[] {
    return this.s.recentUndos.all(sessionId, limit) as { seq: number; seat: number }[];
  }
  /** Every session's title (to keep default titles apart). */
  titles(): Set<string> {
    return new Set((this.s.titles.all() as { title: string }[]).map((row) => row.title));
  }
  sessionIds(): string[] {
    return (this.s.sessionIds.all() as { id: string }[]).map((row) => row.id);
  }
  /**
   * Rewrites damaged snapshot contents with states rebuilt from the log, in one transaction.
   * Only a row whose recorded hash matches is touched: the hash is the proof of the content.
   */
  repairSnapshots(snapshots: NewSnapshot[]): number {
    return this.repairTx(snapshots);
  }
}
