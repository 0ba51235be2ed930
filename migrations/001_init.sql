-- Velada schema v1. Applied inside one transaction by electron/services/database.ts,
-- which also stamps PRAGMA user_version = 1 in that same transaction.

CREATE TABLE profiles (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  color       TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE sessions (
  id              TEXT PRIMARY KEY,
  game_id         TEXT NOT NULL,
  title           TEXT NOT NULL,
  seed            TEXT NOT NULL,
  options_json    TEXT NOT NULL,
  engine_version  INTEGER NOT NULL,
  players_json    TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  last_played_at  TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('active', 'finished')),
  summary_json    TEXT NOT NULL,
  result_json     TEXT NOT NULL,
  head_seq        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_by_last_played ON sessions (last_played_at DESC);

-- Append-only log: rows are never updated or deleted except by deleting the whole session.
-- seq 0 is the state right after setup and has no row here (its snapshot is in `snapshots`).
CREATE TABLE actions (
  session_id    TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  seq           INTEGER NOT NULL CHECK (seq >= 1),
  seat          INTEGER NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
  payload_json  TEXT NOT NULL,
  undoes        INTEGER NULL,
  state_hash    TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  PRIMARY KEY (session_id, seq),
  CHECK ((kind = 'undo') = (undoes IS NOT NULL))
) WITHOUT ROWID;

CREATE TRIGGER actions_are_append_only
BEFORE UPDATE ON actions
BEGIN
  SELECT RAISE(ABORT, 'actions are append-only');
END;

CREATE TABLE snapshots (
  session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  seq         INTEGER NOT NULL CHECK (seq >= 0),
  state_json  TEXT NOT NULL,
  state_hash  TEXT NOT NULL,
  PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;

CREATE TABLE settings (
  key         TEXT PRIMARY KEY,
  value_json  TEXT NOT NULL
);
