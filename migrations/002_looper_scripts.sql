-- Velada schema v2: Tragedy Looper scripts the family imported. Shipped scripts live in the
-- code (shared/games/looper/scripts/) and are never stored here. `json` is the script file as
-- exported (validated on import); `id` is content-derived ('user-<hash>'), so the same file
-- imported twice finds its own row. Applied in one transaction with PRAGMA user_version = 2.

CREATE TABLE looper_scripts (
  id           TEXT PRIMARY KEY,
  json         TEXT NOT NULL,
  imported_at  TEXT NOT NULL
);
