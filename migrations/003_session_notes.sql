-- Velada schema v3: notes players keep beside a game (Tragedy Looper's protagonists' notepad).
-- One document per session and notebook; not part of the game's log, so writing notes never
-- changes a save's moves or hashes. Deleted with the session. Applied in one transaction with
-- PRAGMA user_version = 3.

CREATE TABLE session_notes (
  session_id  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  notebook    TEXT NOT NULL,
  json        TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (session_id, notebook)
) WITHOUT ROWID;
