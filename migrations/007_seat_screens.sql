-- Velada schema v7: private screens (issue 23). A game whose phones are on has a screen_hosts row
-- (the port its LAN listener last bound, reused on the next start so the phones' pages reconnect
-- by themselves after the app restarts); each seat has at most one live link. Only SHA-256 hashes
-- of the link token and of the device credential are stored: a copy of this file lets nobody into
-- a seat. Turning phones off deletes the host row and, with it, every link (ON DELETE CASCADE);
-- deleting the game does the same. A revoked link keeps its row (revoked_at) until then, so a
-- device presenting it hears `link_revoked` rather than a guess's `link_unknown`. Applied in one
-- transaction with PRAGMA user_version = 7.

CREATE TABLE screen_hosts (
  session_id  TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  port        INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  started_at  TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE seat_links (
  token_hash   TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  session_id   TEXT NOT NULL REFERENCES screen_hosts (session_id) ON DELETE CASCADE,
  seat         INTEGER NOT NULL CHECK (seat >= 0),
  created_at   TEXT NOT NULL,
  device_hash  TEXT UNIQUE CHECK (device_hash IS NULL OR length(device_hash) = 64),
  claimed_at   TEXT,
  revoked_at   TEXT
) WITHOUT ROWID;
-- One live link per seat: a new one is made only after the old one is revoked (a seat moved).
CREATE UNIQUE INDEX seat_links_live_per_seat ON seat_links (session_id, seat) WHERE revoked_at IS NULL;
