/**
 * The whole library as one file (rulings S35–S36), through the commands as Electron answers them
 * (main's save and open dialogs supplied as a folder and a picker): a data file holding games of
 * several kinds, a campaign with its ledger, a script, notes, profiles and settings is backed up,
 * restored into a fresh data folder, and every row of every table comes back equal. A file that is
 * not a sound Velada library is refused by name and changes nothing; the replaced file is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ExportOutcome, LibraryRestoreOutcome, SessionSummary } from '../../shared/ipc/contract';
import { useIpcServices } from '../fixtures/ipc-services';
import { everyRow, fillLibrary, FILLED_COUNTS } from '../fixtures/library-contents';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';
import { readMigrations } from '../../electron/services/database';

/** Today's schema: every migration applied. */
const SCHEMA = readMigrations(MIGRATIONS_DIR).length;

let picked: string | null = null;
const ipc = useIpcServices('library-backup', (dir) => ({
  platform: 'electron',
  libraryExporter: async (fileName, write) => {
    fs.mkdirSync(path.join(dir, 'out'), { recursive: true });
    await write(path.join(dir, 'out', fileName));
    return { kind: 'saved', fileName };
  },
  pickLibraryFile: async () => picked,
}));

/** A filled library backed up through `library.backup`; answers the copy's path and the source's rows at that moment. */
async function backedUpLibrary(): Promise<{ copy: string; rows: Record<string, unknown[]> }> {
  const source = ipc.file('source/velada.db');
  fs.mkdirSync(path.dirname(source), { recursive: true });
  await fillLibrary(source, '0.1.0-test');
  ipc.restart({ dataFile: source });
  const outcome = await ipc.ok<ExportOutcome>('library.backup', {});
  if (outcome.kind !== 'saved') throw new Error('expected the copy to be saved');
  ipc.services().close();
  return { copy: ipc.file(`out/${outcome.fileName}`), rows: everyRow(source) };
}

/** A fresh data file in its own folder holding one profile of its own; the services opened on it. */
async function freshLibrary(): Promise<string> {
  const dataFile = ipc.file('fresh/velada.db');
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  ipc.restart({ dataFile });
  await ipc.ok('profiles.create', { name: 'Zoe' });
  return dataFile;
}

/** What a refused restore must leave: the same rows, no staged file, nothing moved aside. */
function untouched(dataFile: string, rows: Record<string, unknown[]>): void {
  expect(everyRow(dataFile)).toEqual(rows);
  const names = fs.readdirSync(path.dirname(dataFile));
  expect(names.filter((n) => n.includes('.library-in-') || n.startsWith('velada-before-restore'))).toEqual([]);
}

async function preview(): Promise<Extract<LibraryRestoreOutcome, { kind: 'preview' }>> {
  const outcome = await ipc.ok<LibraryRestoreOutcome>('library.restore.preview', {});
  if (outcome.kind !== 'preview') throw new Error('expected a preview');
  return outcome;
}

describe('backing up and restoring the whole library', () => {
  it('S35 S36 restores every row of every table into a fresh data folder, keeping the replaced file aside', async () => {
    const { copy, rows } = await backedUpLibrary();
    expect(fs.readFileSync(copy).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(fs.readdirSync(path.dirname(copy))).toEqual([path.basename(copy)]);
    const dataFile = await freshLibrary();

    picked = copy;
    const staged = await preview();
    expect(staged.preview).toEqual({ counts: FILLED_COUNTS, schemaVersion: SCHEMA, currentSchemaVersion: SCHEMA, appVersion: '0.1.0-test', size: fs.statSync(copy).size });
    const restored = await ipc.ok<{ movedTo: string }>('library.restore.confirm', { token: staged.token });
    expect(restored.movedTo).toMatch(/^velada-before-restore-\d{4}-\d{2}-\d{2}\.db$/);

    // The app answers from the restored file at once: the games are listed and open where they were.
    const list = await ipc.ok<SessionSummary[]>('sessions.list', {});
    expect(list.map((s) => s.title).sort()).toEqual(['La noche del faro', 'La última noche', 'Trincheras']);
    const faro = list.find((s) => s.title === 'La noche del faro')!;
    expect(await ipc.ok('sessions.open', { sessionId: faro.id, seat: null })).toMatchObject({ seq: 3 });
    expect(await ipc.ok('settings.get', {})).toMatchObject({ locale: 'en', botDelayMs: 300, motion: 'slow' });
    ipc.services().close();

    // Table by table, row by row: the restored file is the library that was backed up.
    const after = everyRow(dataFile);
    expect(Object.keys(after)).toEqual(Object.keys(rows));
    for (const table of Object.keys(rows)) expect(after[table], table).toEqual(rows[table]);
    expect(rows.darkness_ledger!.length).toBeGreaterThan(3);
    expect(rows.actions!.length).toBeGreaterThan(10);

    // The replaced file is kept beside the data file, whole, and still opens with its own profile.
    const kept = new Database(path.join(path.dirname(dataFile), restored.movedTo), { readonly: true });
    try {
      expect(kept.pragma('quick_check', { simple: true })).toBe('ok');
      expect(kept.prepare('SELECT name FROM profiles').all()).toEqual([{ name: 'Zoe' }]);
    } finally {
      kept.close();
    }
    expect(fs.readdirSync(path.dirname(dataFile)).filter((n) => n.includes('.library-in-'))).toEqual([]);
  });

  it('S36 refuses by name a file that is not SQLite, not Velada, from a newer Velada, with a foreign schema or damaged, changing nothing', async () => {
    const { copy } = await backedUpLibrary();
    const dataFile = await freshLibrary();
    fs.mkdirSync(ipc.file('bad'));
    const variant = (name: string, change: (db: Database.Database) => void): string => {
      const file = ipc.file(`bad/${name}.db`);
      fs.copyFileSync(copy, file);
      const db = new Database(file);
      change(db);
      db.pragma('journal_mode = DELETE');
      db.close();
      return file;
    };
    const text = ipc.file('bad/notas.db');
    fs.writeFileSync(text, 'la lista de la compra, no una biblioteca\n'.repeat(50));
    const empty = ipc.file('bad/vacio.db');
    fs.writeFileSync(empty, '');
    const foreign = ipc.file('bad/otra.db');
    const other = new Database(foreign);
    other.exec('CREATE TABLE recipes (name TEXT)');
    other.close();
    let root = 0;
    const damaged = variant('dañada', (db) => {
      root = (db.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'profiles'").get() as { rootpage: number }).rootpage;
    });
    const bytes = fs.readFileSync(damaged);
    const pageSize = bytes.readUInt16BE(16);
    // The profiles table's page: its "start of cell content" moved past its cells. It opens; quick_check lists the damage.
    bytes.writeUInt16BE(pageSize - 8, (root - 1) * pageSize + 5);
    fs.writeFileSync(damaged, bytes);

    const cases: [string | null, string][] = [
      [text, 'library_not_sqlite'],
      [empty, 'library_not_sqlite'],
      [ipc.file('bad/no-existe.db'), 'library_not_sqlite'],
      [foreign, 'library_not_velada'],
      [variant('nueva', (db) => db.pragma('user_version = 99')), 'library_from_newer_version'],
      [variant('trigger', (db) => db.exec('CREATE TRIGGER wipe AFTER INSERT ON actions BEGIN DELETE FROM sessions; END')), 'library_schema_mismatch'],
      [variant('tabla', (db) => db.exec('CREATE TABLE extra (x)')), 'library_schema_mismatch'],
      [damaged, 'library_damaged'],
    ];
    const rows = everyRow(dataFile);
    for (const [file, code] of cases) {
      picked = file;
      const result = await ipc.services().handle('library.restore.preview', {});
      expect(result.ok ? 'accepted' : result.error.code, path.basename(file!)).toBe(code);
      untouched(dataFile, rows);
    }
  });

  it('S36 checks the staged file again on confirm: a file changed after its preview is refused and nothing is replaced', async () => {
    const { copy } = await backedUpLibrary();
    const dataFile = await freshLibrary();
    picked = copy;
    const staged = await preview();
    const dir = path.dirname(dataFile);
    const stagedFile = path.join(dir, fs.readdirSync(dir).find((n) => n.endsWith(`.library-in-${staged.token}`))!);
    const db = new Database(stagedFile);
    db.exec('CREATE TRIGGER late AFTER INSERT ON profiles BEGIN DELETE FROM sessions; END');
    db.close();
    const rows = everyRow(dataFile);
    expect((await ipc.refused('library.restore.confirm', { token: staged.token })).code).toBe('library_schema_mismatch');
    expect(everyRow(dataFile)).toEqual(rows);
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('velada-before-restore'))).toEqual([]);
    expect(await ipc.ok('profiles.list', {})).toMatchObject([{ name: 'Zoe' }]);
  });

  it('S36 brings an older library forward: a schema-5 file is restored and migrated like any file opened', async () => {
    const older = ipc.file('older/velada.db');
    fs.mkdirSync(path.dirname(older), { recursive: true });
    const db = new Database(older);
    for (const name of fs.readdirSync(MIGRATIONS_DIR).sort().slice(0, 5)) db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
    db.pragma('user_version = 5');
    db.prepare("INSERT INTO profiles (id, name, color, created_at) VALUES ('p-old', 'Abuela', '#336699', '2024-01-01T00:00:00.000Z')").run();
    db.prepare("INSERT INTO settings (key, value_json) VALUES ('meta.appVersion', '\"0.0.9\"')").run();
    db.close();
    const dataFile = await freshLibrary();
    picked = older;
    const staged = await preview();
    expect(staged.preview).toMatchObject({ schemaVersion: 5, currentSchemaVersion: SCHEMA, appVersion: '0.0.9', counts: { profiles: 1, unfinished: 0, finished: 0 } });
    await ipc.ok('library.restore.confirm', { token: staged.token });
    expect(await ipc.ok('profiles.list', {})).toMatchObject([{ id: 'p-old', name: 'Abuela' }]);
    ipc.services().close();
    const reopened = new Database(dataFile, { readonly: true });
    try {
      expect(reopened.pragma('user_version', { simple: true })).toBe(SCHEMA);
    } finally {
      reopened.close();
    }
  });
});
