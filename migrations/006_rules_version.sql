-- Velada schema v6: the rules version each game plays by (shared/engine/rules-version.ts). A new
-- session records the version its state was created with; rows written before this column stay
-- NULL until the session layer has worked out which version wrote them (the module's own
-- `legacyRulesVersions` of the row's engine_version, checked against the whole log) and records
-- it (ruling S-R2 in docs/rulings/saves.md). Applied in one transaction with PRAGMA user_version = 6.

ALTER TABLE sessions ADD COLUMN rules_version INTEGER CHECK (rules_version IS NULL OR rules_version >= 1);
