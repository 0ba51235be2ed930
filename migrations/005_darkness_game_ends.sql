-- Velada schema v5: which When Darkness Comes board games (sessions) the end-of-game wizard has
-- applied to a campaign, so a finished game is never applied twice (D362), and the campaign flags
-- its chapter set for the chapters after it. No foreign key to sessions: deleting a save keeps the
-- campaign's history and flags. Written in the end-of-game transaction itself. Applied in one
-- transaction with PRAGMA user_version = 5.

CREATE TABLE darkness_game_ends (
  session_id          TEXT PRIMARY KEY,
  campaign_id         TEXT NOT NULL REFERENCES darkness_campaigns (id),
  scenario_id         TEXT NOT NULL,
  objective_achieved  INTEGER NOT NULL CHECK (objective_achieved IN (0, 1)),
  -- The flags the scenario sets at its end (its campaign frame's `sets`), as a JSON object.
  flags_json          TEXT NOT NULL,
  -- Each campaign character's Health at the end (characterId → Health), for A37's carry_wounds.
  health_json         TEXT NOT NULL DEFAULT '{}',
  backup_file         TEXT NOT NULL,
  applied_at          TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX darkness_game_ends_by_campaign ON darkness_game_ends (campaign_id, applied_at);
