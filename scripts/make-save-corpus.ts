/**
 * `npx tsx scripts/make-save-corpus.ts [--out <dir>]` (default test/fixtures/saves/<commit's first 7 characters>)
 * Writes the save corpus (issue 20 §1): one Velada data file per game, made by playing games through
 * the app's own commands until each position worth keeping, the exports `sessions.export` and the
 * darkness exports deliver, and manifest.json saying what every file holds. Run it from a checkout of
 * the commit the corpus is to be made with (test/fixtures/saves/README.md says how); the files it
 * writes are never regenerated over old ones, new ones are added beside them.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DarknessCharacterService } from '../electron/services/darkness/characters';
import { SessionStore } from '../electron/services/session-store';
import { stateHash } from '../shared/engine/hash';
import type { GameId } from '../shared/ipc/contract';
import { Harness } from '../test/fixtures/save-corpus/driver';
import { darknessSessions, type DarknessCorpus } from '../test/fixtures/save-corpus/darkness-moments';
import { looperSessions } from '../test/fixtures/save-corpus/looper-moments';
import type { CorpusCampaign, CorpusManifest, CorpusSession, CorpusSessionExport } from '../test/fixtures/save-corpus/manifest';
import { grizzledSessions, salemSessions, silentesSessions, type Kept } from '../test/fixtures/save-corpus/moments';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

const commit = execSync('git rev-parse HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
const out = path.resolve(values.out ?? path.join(ROOT, 'test/fixtures/saves', commit.slice(0, 7)));

const manifest: CorpusManifest = {
  format: 'velada-save-corpus',
  version: 1,
  madeWith: { commit, madeAt: new Date().toISOString() },
  files: [],
  sessions: [],
  exports: [],
};

/** The session's figures as its rows say, checked against the engine's copy the generator kept. */
function describe(store: SessionStore, file: string, kept: Kept): CorpusSession {
  const { table } = kept;
  const row = store.getSession(table.id)!;
  const actions = store.allActions(table.id);
  const finalHash = actions.length > 0 ? actions[actions.length - 1]!.state_hash : store.snapshotAt(table.id, 0)!.state_hash;
  if (finalHash !== stateHash(table.state)) throw new Error(`${row.title}: the file and the engine's copy differ`);
  const status = table.module.status(table.state);
  const log = (table.module.view(table.state, { kind: 'public' }) as { log?: { to?: number }[] }).log ?? [];
  const players = JSON.parse(row.players_json) as { name: string; bot?: boolean }[];
  return {
    file,
    id: table.id,
    game: row.game_id as GameId,
    title: row.title,
    moment: kept.moment,
    description: kept.description,
    status: row.status,
    headSeq: row.head_seq,
    finalHash,
    undoRows: actions.filter((a) => a.kind === 'undo').length,
    snapshots: store.allSnapshots(table.id).length,
    seats: players.map((p) => ({ name: p.name, bot: p.bot === true })),
    deciding: status.result ? [] : status.deciding,
    publicLogLines: log.filter((line) => line.to === undefined).length,
  };
}

function writeJson(relative: string, json: string): void {
  fs.mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
  fs.writeFileSync(path.join(out, relative), json);
}

/** Plays one file's games, exports what is asked, and leaves one compact, checkpointed .db in the corpus. */
async function makeFile<T>(
  game: GameId,
  play: (h: Harness) => Promise<T>,
  kept: (made: T) => Kept[],
  exported: (made: T) => Kept,
  more?: (db: Database.Database, made: T) => void,
): Promise<void> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `velada-corpus-${game}-`));
  const dataFile = path.join(temp, 'velada.db');
  const file = `${game}.db`;
  const h = new Harness(dataFile, MIGRATIONS_DIR);
  let made!: T;
  try {
    await h.ready();
    made = await play(h);
    const shown = exported(made);
    const exportFile = await h.exportOf(shown.table.id);
    const relative = `exports/${game}.json`;
    writeJson(relative, h.delivered.get(shown.table.id)!.json);
    manifest.exports.push({ file: relative, sessionId: shown.table.id, game, actions: exportFile.actions.length, finalHash: exportFile.finalHash } satisfies CorpusSessionExport);
    for (const [key, document] of h.delivered) {
      if (key.startsWith('campaign:')) writeJson('exports/darkness-campaign.json', document.json);
      if (key.startsWith('character:')) writeJson('exports/darkness-character.json', document.json);
    }
  } finally {
    h.services.close();
  }
  const db = new Database(dataFile);
  try {
    const store = new SessionStore(db);
    for (const k of kept(made)) manifest.sessions.push(describe(store, file, k));
    more?.(db, made);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
    manifest.files.push({ file, userVersion: db.pragma('user_version', { simple: true }) as number, bytes: 0 });
  } finally {
    db.close();
  }
  fs.copyFileSync(dataFile, path.join(out, file));
  manifest.files[manifest.files.length - 1]!.bytes = fs.statSync(path.join(out, file)).size;
  fs.rmSync(temp, { recursive: true, force: true });
}

function describeCampaign(db: Database.Database, darkness: DarknessCorpus): void {
  const characters = new DarknessCharacterService(db);
  manifest.darknessCampaign = {
    file: 'darkness.db',
    id: darkness.campaignId,
    name: 'Las campanas de Velada',
    characters: darkness.characterIds.map((id) => {
      const { sheet, pregen, entries } = characters.get(id);
      return { id, name: sheet.name, pregen, entries, status: sheet.status };
    }),
    appliedSession: darkness.appliedSession,
    wizardSession: darkness.wizardSession,
    wizardStep: darkness.wizardStep,
    exports: { campaign: 'exports/darkness-campaign.json', character: { file: 'exports/darkness-character.json', characterId: darkness.characterIds[0]! } },
  };
}

const finished = (all: Kept[]) => all.find((k) => k.moment.startsWith('finished'))!;

async function main(): Promise<void> {
  fs.mkdirSync(out, { recursive: true });
  await makeFile('silentes', silentesSessions, (k) => k, finished);
  await makeFile('grizzled', grizzledSessions, (k) => k, finished);
  await makeFile('salem', salemSessions, (k) => k, finished);
  await makeFile('looper', looperSessions, (k) => k, finished);
  await makeFile('darkness', darknessSessions, (c) => c.sessions, (c) => c.sessions.find((k) => k.moment === 'finished-applied')!, describeCampaign);
  writeJson('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  const total = manifest.files.reduce((n, f) => n + f.bytes, 0);
  process.stdout.write(`${manifest.sessions.length} sessions in ${manifest.files.length} files (${Math.round(total / 1024)} kB) made with ${commit}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`make-save-corpus: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
