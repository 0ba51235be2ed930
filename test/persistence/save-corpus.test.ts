/**
 * The save corpus (issue 20 §1, ruling S-R4): data files and exports an older Velada wrote
 * (test/fixtures/saves, manifest.json says what each holds and which commit made it), opened through
 * today's services exactly as the app opens a data file. Every session is listed undamaged, its whole
 * log replays to the hash it was saved with, every seat's view and the public one can be built, and it
 * plays on: one more legal move is accepted, or, finished, a move is refused and its summary and replay
 * open. Exports replay to their final hash; the When Darkness Comes campaign, its ledger and its open
 * end-of-game wizard carry on. Views are built, never compared: rules fixes may change what they show.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { readMigrations } from '../../electron/services/database';
import { replayExport } from '../../electron/services/session-export';
import { SessionService } from '../../electron/services/sessions';
import { tryReplay } from '../../shared/games/darkness/ledger';
import { gameModule } from '../../shared/games/registry';
import type {
  BackupInfo,
  DarknessCampaign,
  DarknessCharacterDetail,
  DarknessDraft,
  DarknessGameEnd,
  DarknessImportResult,
  SessionSnapshot,
  SessionSummary,
} from '../../shared/ipc/contract';
import type { EndOfGame, ReplayFrame } from '../../shared/ipc/history-types';
import { draftFromRecord, requestOf } from '../../renderer/src/games/darkness/end-of-game-form';
import { corpora, type CorpusManifest, type CorpusSession } from '../fixtures/save-corpus/manifest';
import { openCopy, type OpenedCopy } from '../fixtures/save-corpus/open-copy';
import { completedForm } from '../fixtures/save-corpus/wizard';
import { MIGRATIONS_DIR } from '../fixtures/temp-data';

const SUPPORTED = readMigrations(MIGRATIONS_DIR).length;
const humanSeat = (s: CorpusSession) => s.seats.findIndex((seat) => !seat.bot);

describe.each(corpora().map((c) => [c.manifest.madeWith.commit.slice(0, 7), c] as const))('save corpus %s', (_commit, { dir, manifest }) => {
  describe.each(manifest.files)('$file', ({ file, userVersion }) => dataFile(dir, manifest, file, userVersion));
  if (manifest.darknessCampaign) describe('the When Darkness Comes campaign and its ledger', () => darknessCampaign(dir, manifest));
  describe('exported files', () => exportedFiles(dir, manifest));
});

function dataFile(dir: string, manifest: CorpusManifest, file: string, userVersion: number): void {
  const sessions = manifest.sessions.filter((s) => s.file === file);
  let app: OpenedCopy;
  let reader: Database.Database;
  /** The same services on a second, read-only connection: the replayed state for views the rules keep from a screen. */
  let states: SessionService;

  beforeAll(async () => {
    app = await openCopy(path.join(dir, file));
    await app.services.integrityChecked();
    reader = new Database(app.dataFile, { readonly: true, fileMustExist: true });
    states = new SessionService(reader);
  });
  afterAll(() => {
    reader?.close();
    app?.close();
  });

  it('opens through the migrations, with a copy taken first when the file was older', async () => {
    expect(reader.pragma('user_version', { simple: true })).toBe(SUPPORTED);
    const backups = await app.ok<BackupInfo[]>('backups.list', {});
    expect(backups.some((b) => b.reason === 'migration')).toBe(userVersion < SUPPORTED);
  });

  it('lists every session of the manifest, none damaged after the whole-log check', async () => {
    const list = await app.ok<SessionSummary[]>('sessions.list', {});
    expect(list.map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
    for (const s of sessions) {
      const row = list.find((r) => r.id === s.id)!;
      expect(row.damaged, s.title).toBeUndefined();
      expect(row).toMatchObject({ gameId: s.game, title: s.title, status: s.status, players: s.seats.map((seat) => seat.name) });
      expect(row.bots).toEqual(s.seats.flatMap((seat, i) => (seat.bot ? [i] : [])));
    }
  });

  it.each(sessions.map((s) => [s.moment, s] as const))('%s: its whole log replays to the hash it was saved with', async (_moment, s) => {
    for (const _slice of states.verifyLog(s.id));
    expect(states.list().find((r) => r.id === s.id)!.damaged).toBeUndefined();
    expect(states.load(s.id)).toMatchObject({ seq: s.headSeq, hash: s.finalHash });
    // And from setup, through the code `npm run replay` runs on the session's export.
    const exported = await app.services.exportDocument(s.id);
    if (!exported.ok) throw new Error(exported.error.code);
    const report = replayExport(JSON.parse(exported.data.json));
    expect(report).toMatchObject({ reproduces: true, finalHash: s.finalHash, failedAtSeq: null, error: null });
  });

  it.each(sessions.map((s) => [s.moment, s] as const))('%s: every seat’s view and the public one can be built', async (_moment, s) => {
    const module = gameModule(s.game)!;
    const { state } = states.load(s.id);
    const pub = await app.ok<SessionSnapshot>('sessions.open', { sessionId: s.id, seat: null });
    expect(pub.seq).toBe(s.headSeq);
    expect(pub.view).toBeTruthy();
    for (let seat = 0; seat < s.seats.length; seat++) {
      const answer = await app.call<SessionSnapshot>('sessions.open', { sessionId: s.id, seat });
      if (answer.ok) {
        expect(answer.data.seat).toBe(seat);
        expect(answer.data.view).toBeTruthy();
        continue;
      }
      // The rules keep this screen from the table now: the seat's view straight from the module.
      expect(s.status, `seat ${seat} of a finished game`).toBe('active');
      expect(['seat_not_deciding', 'seat_is_bot']).toContain(answer.error.code);
      expect(module.view(state, { kind: 'seat', seat })).toBeTruthy();
    }
  });

  const active = sessions.filter((s) => s.status === 'active');
  const finished = sessions.filter((s) => s.status === 'finished');

  it.each(active.map((s) => [s.moment, s] as const))('%s: plays one more legal move', async (_moment, s) => {
    const pub = await app.ok<SessionSnapshot>('sessions.open', { sessionId: s.id, seat: null });
    let after: SessionSnapshot;
    if (pub.botToMove !== null) {
      after = await app.ok<SessionSnapshot>('sessions.botStep', { sessionId: s.id, expectedSeq: s.headSeq });
    } else {
      const seat = pub.status.deciding[0]!;
      const mine = await app.ok<SessionSnapshot>('sessions.open', { sessionId: s.id, seat });
      expect(mine.legal.length).toBeGreaterThan(0);
      after = await app.ok<SessionSnapshot>('sessions.act', { sessionId: s.id, seat, expectedSeq: s.headSeq, action: mine.legal[0] });
    }
    expect(after.seq).toBe(s.headSeq + 1);
  });

  it.each(finished.map((s) => [s.moment, s] as const))('%s: refuses a move, opens its summary and its replay', async (_moment, s) => {
    const refusal = await app.refused('sessions.act', { sessionId: s.id, seat: humanSeat(s), expectedSeq: s.headSeq, action: { type: 'pass' } });
    expect(refusal.code).toBe('game_finished');
    const summary = await app.ok<EndOfGame>('sessions.endOfGame', { sessionId: s.id });
    expect(summary).toMatchObject({ sessionId: s.id, gameId: s.game });
    const first = await app.ok<ReplayFrame>('sessions.replayAt', { sessionId: s.id, step: 0, allHands: true });
    expect(first.steps).toBeGreaterThan(0);
    const last = await app.ok<ReplayFrame>('sessions.replayAt', { sessionId: s.id, step: first.steps, allHands: true });
    expect(last.snapshot.status.result).not.toBeNull();
    await app.ok<ReplayFrame>('sessions.replayAt', { sessionId: s.id, step: Math.floor(first.steps / 2), allHands: false });
    if (s.game === 'darkness') expect((await app.ok<DarknessGameEnd>('darkness.games.end', { sessionId: s.id })).sessionId).toBe(s.id);
  });
}

function darknessCampaign(dir: string, manifest: CorpusManifest): void {
  const c = manifest.darknessCampaign!;
  let app: OpenedCopy;
  beforeAll(async () => {
    app = await openCopy(path.join(dir, c.file));
  });
  afterAll(() => app?.close());

  it('opens the campaign, its members and every character; each ledger replays to the sheet shown', async () => {
    const campaign = await app.ok<DarknessCampaign>('darkness.campaigns.get', { campaignId: c.id });
    expect(campaign.name).toBe(c.name);
    expect(campaign.members.map((m) => m.characterId).sort()).toEqual(c.characters.map((ch) => ch.id).sort());
    expect(campaign.played.length).toBeGreaterThan(0);
    for (const expected of c.characters) {
      const detail = await app.ok<DarknessCharacterDetail>('darkness.characters.get', { characterId: expected.id });
      expect(detail).toMatchObject({ pregen: expected.pregen, entries: expected.entries });
      expect(detail.sheet).toMatchObject({ name: expected.name, status: expected.status });
      const replayed = tryReplay(detail.ledger);
      expect(replayed.ok).toBe(true);
      expect(replayed.ok && replayed.sheet).toEqual(detail.sheet);
      expect(campaign.members.find((m) => m.characterId === expected.id)!.sheet).toEqual(detail.sheet);
    }
  });

  it('keeps the applied game applied, its progression in the ledger', async () => {
    const end = await app.ok<DarknessGameEnd>('darkness.games.end', { sessionId: c.appliedSession });
    expect(end.applied).not.toBeNull();
    const ledgers = await Promise.all(c.characters.map((ch) => app.ok<DarknessCharacterDetail>('darkness.characters.get', { characterId: ch.id })));
    expect(ledgers.flatMap((d) => d.ledger).filter((e) => e.gameRef === c.appliedSession).length).toBeGreaterThan(0);
  });

  it('has the open wizard’s draft, which the wizard completes and confirms', async () => {
    const campaign = await app.ok<DarknessCampaign>('darkness.campaigns.get', { campaignId: c.id });
    const stored = await app.ok<DarknessDraft>('darkness.drafts.get', { kind: 'endOfGame', key: c.id });
    const draft = draftFromRecord(stored.draft, campaign.members);
    expect(draft).toMatchObject({ sessionId: c.wizardSession, step: c.wizardStep });
    const { form, plan } = completedForm(campaign, draft!);
    const request = requestOf(c.id, form, plan, 'Ana');
    await app.ok('darkness.endOfGame.preview', request);
    await app.ok('darkness.endOfGame.confirm', request);
    expect((await app.ok<DarknessDraft>('darkness.drafts.get', { kind: 'endOfGame', key: c.id })).draft).toBeNull();
    expect((await app.ok<DarknessGameEnd>('darkness.games.end', { sessionId: c.wizardSession })).applied).not.toBeNull();
  });
}

function exportedFiles(dir: string, manifest: CorpusManifest): void {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

  it.each(manifest.exports.map((e) => [e.file, e] as const))('%s replays to its final hash, the saved session’s', (_file, e) => {
    const report = replayExport(JSON.parse(read(e.file)));
    expect(report).toMatchObject({ reproduces: true, finalHash: e.finalHash, failedAtSeq: null, error: null });
    expect(manifest.sessions.find((s) => s.id === e.sessionId)!.finalHash).toBe(e.finalHash);
  });

  const c = manifest.darknessCampaign;
  if (!c) return;
  it('the darkness campaign and character files import into a new data file, every ledger whole', async () => {
    const app = await openCopy(null);
    try {
      const imported = await app.ok<DarknessImportResult>('darkness.import.confirm', { json: read(c.exports.campaign) });
      expect(imported).toMatchObject({ kind: 'campaign', campaignId: c.id });
      for (const expected of c.characters) {
        const detail = await app.ok<DarknessCharacterDetail>('darkness.characters.get', { characterId: expected.id });
        expect(detail).toMatchObject({ pregen: expected.pregen, entries: expected.entries });
        expect(detail.sheet.name).toBe(expected.name);
      }
      // The character file's id is taken now: it comes in as a copy, its ledger whole.
      const copy = await app.ok<DarknessImportResult>('darkness.import.confirm', { json: read(c.exports.character.file) });
      expect(copy.characters).toMatchObject([{ fileId: c.exports.character.characterId, asCopy: true }]);
      const original = c.characters.find((ch) => ch.id === c.exports.character.characterId)!;
      const detail = await app.ok<DarknessCharacterDetail>('darkness.characters.get', { characterId: copy.characterIds[0]! });
      expect(detail).toMatchObject({ entries: original.entries, sheet: { name: original.name } });
    } finally {
      app.close();
    }
  });
}
