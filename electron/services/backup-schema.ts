/**
 * What a Velada file's schema must be at a given user_version: exactly what the migrations up to
 * that version create. A copy about to be restored is compared with it entry by entry (tables,
 * indexes, triggers, views), so a copy carrying its own trigger or table — tampered with, or
 * another program's — is refused before it replaces anything (ruling S28).
 */
import Database from 'better-sqlite3';
import type { Db, Migration } from './database';

interface SchemaEntry {
  type: string;
  name: string;
  sql: string | null;
}

/** At most this many differences are named in an error; the rest are counted. */
const NAMED_DIFFERENCES = 5;

function schemaOf(db: Db): Map<string, SchemaEntry> {
  const rows = db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all() as SchemaEntry[];
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, row]));
}

/** Runs the migrations up to `version` on an empty in-memory database and reads back its schema. */
function expectedSchema(migrations: readonly Migration[], version: number): Map<string, SchemaEntry> {
  const db = new Database(':memory:');
  try {
    for (const migration of migrations.slice(0, version)) db.exec(migration.sql);
    return schemaOf(db);
  } finally {
    db.close();
  }
}

/**
 * How the file's schema differs from what the migrations create at its own user_version, in
 * marks that read the same in either language ("+trigger x" extra, "−table y" missing,
 * "≠index z" changed); empty when it matches.
 */
export function schemaDifferences(db: Db, migrations: readonly Migration[], version: number): string[] {
  const found = schemaOf(db);
  const expected = expectedSchema(migrations, version);
  const out: string[] = [];
  for (const [key, entry] of found) {
    const want = expected.get(key);
    if (!want) out.push(`+${key}`);
    else if (want.sql !== entry.sql) out.push(`≠${key}`);
  }
  for (const key of expected.keys()) if (!found.has(key)) out.push(`−${key}`);
  return out;
}

/** The differences for an error's params: the first few named, the rest counted. */
export function describeDifferences(differences: readonly string[]): string {
  const named = differences.slice(0, NAMED_DIFFERENCES).join(', ');
  const more = differences.length - NAMED_DIFFERENCES;
  return more > 0 ? `${named} (+${more})` : named;
}
