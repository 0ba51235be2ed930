/**
 * R49: Silentes saves written by the engine of rules version 1 open, replay and play on. The
 * file test/fixtures/saves/legacy/silentes-v1.db was written through the services of 13ff787^
 * (0815dd1) by silentes-v1-record.ts: five games, people and bot seats, each of which met a rule
 * version 2 changed (silentes-v1-saves.json says which and where it stopped); four stop at a
 * pending decision, one is finished. Its rows carry engine_version 1 and states without a
 * rules version: today's services stamp them with version 1 (session-rules.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/contract';
import { silentes, type SilentesAction, type SilentesState, type SilentesView } from '../../shared/games/silentes';
import { openDatabase, type Db } from '../../electron/services/database';
import { replayExport } from '../../electron/services/session-export';
import { SessionService } from '../../electron/services/sessions';
import { createVeladaI18n, type Locale } from '../../renderer/src/i18n';
import { decisionText } from '../../renderer/src/games/silentes/decision-text';
import { logLine, type Translator } from '../../renderer/src/games/silentes/format';
import { shelterModels } from '../../renderer/src/games/silentes/table-model';
import { seededChooser } from '../fixtures/seeded-choice';
import { MIGRATIONS_DIR, REPO_ROOT, makeTempDir } from '../fixtures/temp-data';

const LEGACY = path.join(REPO_ROOT, 'test/fixtures/saves/legacy');

interface LegacySave {
  key: string;
  id: string;
  title: string;
  players: { name: string; bot?: boolean }[];
  openHands: boolean;
  must: string[];
  status: 'active' | 'finished';
  headSeq: number;
  finalHash: string;
  deciding: number[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(LEGACY, 'silentes-v1-saves.json'), 'utf8')) as { commit: string; saves: LegacySave[] };
const exportOf = (key: string): unknown => JSON.parse(fs.readFileSync(path.join(LEGACY, `silentes-v1-export-${key}.json`), 'utf8'));

function translator(locale: Locale): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
beforeEach(async () => {
  temp = makeTempDir('silentes-v1');
  fs.copyFileSync(path.join(LEGACY, 'silentes-v1.db'), temp.file('velada.db'));
  db = await openDatabase(temp.file('velada.db'), { migrationsDir: MIGRATIONS_DIR, appVersion: 'test' });
});
afterEach(() => {
  db?.close();
  temp.cleanup();
});

/** Plays a session on through the services: bots by botStep, people by a seeded pick from their own legal list. */
function playOn(service: SessionService, id: string, seed: string, limit = 3000): number {
  const choose = seededChooser(seed);
  for (let moves = 0; moves < limit; moves++) {
    const table = service.open(id, null);
    if (table.status.result) return moves;
    if (table.botToMove !== null) {
      service.botStep(id, table.seq);
      continue;
    }
    const seat = table.status.deciding[0]!;
    const mine = service.open(id, seat);
    service.act(id, seat, mine.seq, choose(mine.legal as SilentesAction[]));
  }
  throw new Error(`${id} did not end within ${limit} moves`);
}

describe('R49 Silentes saves of rules version 1', () => {
  it('R49 the file opens through today\'s services; every save is listed with its older rules and replays to its stored hash under rules version 1', () => {
    expect(manifest.commit).toBe('0815dd1');
    expect(manifest.saves.map((s) => s.status).sort()).toEqual(['active', 'active', 'active', 'active', 'finished']);
    const service = new SessionService(db);
    const listed = service.list();
    for (const save of manifest.saves) {
      const summary = listed.find((s) => s.id === save.id)!;
      expect(summary, save.key).toMatchObject({ title: save.title, status: save.status, olderRules: { version: 1, current: 2 } });
      expect(summary.damaged).toBeUndefined();
      const loaded = service.load(save.id);
      expect({ seq: loaded.seq, hash: loaded.hash }, save.key).toEqual({ seq: save.headSeq, hash: save.finalHash });
      expect((loaded.state as SilentesState).rulesVersion).toBe(1);
      for (const _ of service.verifyLog(save.id)) void _;
    }
    expect(service.list().every((s) => s.damaged === undefined)).toBe(true);
    const rows = new Database(temp.file('velada.db'), { readonly: true });
    try {
      expect(rows.prepare('SELECT DISTINCT rules_version AS v FROM sessions').all()).toEqual([{ v: 1 }]);
    } finally {
      rows.close();
    }
  });

  it('R49 each save needs the rules it began with: its log does not reproduce under rules version 2', () => {
    for (const save of manifest.saves) {
      const file = exportOf(save.key) as { session: Record<string, unknown> };
      const underV2 = replayExport({ ...file, session: { ...file.session, rulesVersion: 2 } });
      expect(underV2.reproduces, save.key).toBe(false);
    }
  });

  it('R49 every seat\'s view and the public table of a version-1 save read as the table expects, in both languages', () => {
    const service = new SessionService(db);
    const tr = { es: translator('es'), en: translator('en') };
    for (const save of manifest.saves) {
      const names = save.players.map((p) => p.name);
      const state = service.load(save.id).state as SilentesState;
      const table = service.open(save.id, null);
      expect(table.status.deciding, save.key).toEqual(save.deciding);
      expect(table.status.interrupts ?? [], save.key).toEqual([]);
      const views: SilentesView[] = [table.view as SilentesView, ...[0, 1].map((seat) => silentes.view(state, { kind: 'seat', seat }))];
      const decider = save.deciding[0];
      if (decider !== undefined && save.players[decider]!.bot !== true) {
        const own = service.open(save.id, decider);
        expect((own.view as SilentesView).seats[decider]!.hand).toEqual(state.seats[decider]!.hand);
        expect(own.legal).toEqual(silentes.legalActions(state, decider));
        expect(own.legal.length).toBeGreaterThan(0);
        views.push(own.view as SilentesView);
      }
      views.forEach((view, i) => {
        const seat: Seat | null = i === 0 ? null : i <= 2 ? i - 1 : decider!;
        view.seats.forEach((p, s) => {
          expect(p.provisionCount).toBe(state.seats[s]!.hand.filter((c) => Number(c.slice(1)) <= 3).length);
          const revealed = save.openHands || state.effects.handsRevealedRound === state.round;
          const shown = state.result !== null || (seat !== null && (seat === s || revealed));
          expect(p.hand === null, `${save.key} seat ${s} seen by ${seat}`).toBe(!shown);
        });
        expect(shelterModels(view)).toHaveLength(8);
        for (const lang of [tr.es, tr.en]) {
          expect(decisionText(lang, view.decision, names)).not.toMatch(/silentes\./);
          for (const line of view.log) {
            expect(lang.te(`silentes.log.${line.key}`), line.key).toBe(true);
            expect(logLine(lang, line, names)).not.toMatch(/\{\w+\}/);
          }
        }
      });
    }
  });

  it('R49 every save plays on to its end under rules version 1 without a mismatch, and reopens to the same hash in a fresh service', () => {
    const service = new SessionService(db);
    for (const save of manifest.saves) {
      const moves = playOn(service, save.id, `play-on:${save.key}`);
      if (save.status === 'active') expect(moves, save.key).toBeGreaterThan(0);
      const end = service.load(save.id);
      expect((end.state as SilentesState).result, save.key).not.toBeNull();
      const fresh = new SessionService(db);
      expect(fresh.load(save.id).hash).toBe(end.hash);
      for (const _ of fresh.verifyLog(save.id)) void _;
      expect(fresh.list().find((s) => s.id === save.id)!.damaged).toBeUndefined();
      // The whole log, old moves and new, is a game of rules version 1 from its seed.
      const replayed = replayExport(fresh.export(save.id));
      expect(replayed, save.key).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true });
    }
  });

  it('R49 a save left at version 1\'s partner window offers the partner Agua and goes on by version 1\'s steps, with no asked list', () => {
    const save = manifest.saves.find((s) => s.key === 'partner-window')!;
    const service = new SessionService(db);
    const before = service.load(save.id).state as SilentesState;
    const window = before.pending[before.pending.length - 1]!;
    expect(window).toEqual({ t: 'window', seat: save.deciding[0], window: 'afterFail', subject: 1 - save.deciding[0]! });
    expect(before.stage).toMatchObject({ s: 'resolve', step: 'lovers' });
    expect(before.stage).not.toHaveProperty('asked');
    const mine = service.open(save.id, window.seat);
    expect(mine.legal).toContainEqual({ type: 'provision', card: 'C1' });
    expect(mine.legal).toContainEqual({ type: 'pass' });
    expect(before.effects.lovers).toBe(false);
    const pending = before.stage.s === 'resolve' ? before.stage.pendingNoise : NaN;
    service.act(save.id, window.seat, mine.seq, { type: 'pass' });
    const after = service.load(save.id).state as SilentesState;
    expect(after.rulesVersion).toBe(1);
    // No one else is asked: the noise lands (no Los Enamorados in play) and the round ends.
    expect(after.noise).toBe(Math.min(15, before.noise + pending));
    expect(after.round === before.round + 1 || after.result !== null).toBe(true);
  });

  it('R49 the exports written by engine 1 replay through session-export.ts under rules version 1 to their recorded hash', () => {
    for (const save of manifest.saves) {
      const report = replayExport(exportOf(save.key));
      expect(report, save.key).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true, finalHash: save.finalHash });
    }
  });
});
