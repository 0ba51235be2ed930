-- Velada schema v4: When Darkness Comes characters, their progression ledger, campaigns and the
-- wizards' drafts. A character belongs to no campaign: campaigns list their members. The ledger
-- is the source of truth for a sheet (the sheet is the ledger replayed in seq order), so it is
-- append-only: a mistake is undone by appending a revert entry, never by editing or deleting a
-- row. Characters (an 'archived' ledger entry) and campaigns are archived, never deleted. Applied in one
-- transaction with PRAGMA user_version = 4.

CREATE TABLE darkness_characters (
  id           TEXT PRIMARY KEY,
  created_at   TEXT NOT NULL,
  -- One of Velada's fixed pregenerated characters (A44: never progresses).
  pregen       INTEGER NOT NULL DEFAULT 0 CHECK (pregen IN (0, 1))
);

CREATE TABLE darkness_ledger (
  character_id  TEXT NOT NULL REFERENCES darkness_characters (id),
  seq           INTEGER NOT NULL CHECK (seq >= 1),
  id            TEXT NOT NULL UNIQUE,
  at            TEXT NOT NULL,
  who           TEXT NOT NULL,
  why           TEXT NOT NULL,
  campaign_id   TEXT NULL,
  -- The game (session) or scenario the change came from, when there is one.
  game_ref      TEXT NULL,
  change_json   TEXT NOT NULL,
  PRIMARY KEY (character_id, seq)
) WITHOUT ROWID;

CREATE TRIGGER darkness_ledger_no_update
BEFORE UPDATE ON darkness_ledger
BEGIN
  SELECT RAISE(ABORT, 'the darkness ledger is append-only');
END;

CREATE TRIGGER darkness_ledger_no_delete
BEFORE DELETE ON darkness_ledger
BEGIN
  SELECT RAISE(ABORT, 'the darkness ledger is append-only');
END;

CREATE TABLE darkness_campaigns (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  mode              TEXT NOT NULL CHECK (mode IN ('standard', 'master')),
  house_rules_json  TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  archived          INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1))
);

CREATE TABLE darkness_campaign_members (
  campaign_id         TEXT NOT NULL REFERENCES darkness_campaigns (id),
  character_id        TEXT NOT NULL REFERENCES darkness_characters (id),
  joined_at           TEXT NOT NULL,
  -- A lent copy: the character it was copied from and that character's campaign (if any).
  lent_from           TEXT NULL,
  lent_from_campaign  TEXT NULL,
  PRIMARY KEY (campaign_id, character_id)
) WITHOUT ROWID;
CREATE INDEX darkness_members_by_character ON darkness_campaign_members (character_id);

-- Each played scenario keeps the house rules it was played with (a campaign's rules may change later).
CREATE TABLE darkness_played (
  campaign_id       TEXT NOT NULL REFERENCES darkness_campaigns (id),
  seq               INTEGER NOT NULL CHECK (seq >= 1),
  scenario          TEXT NOT NULL,
  outcome           TEXT NOT NULL CHECK (outcome IN ('achieved', 'failed')),
  house_rules_json  TEXT NOT NULL,
  played_at         TEXT NOT NULL,
  PRIMARY KEY (campaign_id, seq)
) WITHOUT ROWID;

-- A wizard's pending state, so it survives a restart: 'creation' (key: a draft id) or
-- 'endOfGame' (key: the campaign id). Cleared when the wizard is confirmed or abandoned.
CREATE TABLE darkness_drafts (
  kind        TEXT NOT NULL CHECK (kind IN ('creation', 'endOfGame')),
  key         TEXT NOT NULL,
  json        TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (kind, key)
) WITHOUT ROWID;
