/**
 * A family's Velada file from before G16 changed who answers a speech (rules version 1, written
 * by the services of commit 0637e4c^; test/fixtures/saves/legacy/grizzled-v1-record.ts says how):
 * four Grizzled games, people and bots, that passed through speeches answered only by the
 * holders of the threat, with passes logged in public — two of them saved in the middle of a
 * speech. Today's Velada must migrate the file, replay every session to its stored hashes,
 * show the tables, play each game on to its end under its own rules, and export it; and the
 * exports the old Velada wrote must replay too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameReplayService } from '../../electron/services/game-replay';
import { replayExport } from '../../electron/services/session-export';
import { stateHash } from '../../shared/engine/hash';
import { grizzled, type GrizzledAction, type GrizzledState, type GrizzledView } from '../../shared/games/grizzled';
import { matchingCards } from '../../shared/games/grizzled/mission';
import { gameModule } from '../../shared/games/registry';
import type { SessionSummary } from '../../shared/ipc/contract';
import { seededChooser } from '../fixtures/seeded-choice';
import { REPO_ROOT } from '../fixtures/temp-data';
import { useSessionFile } from '../fixtures/session-file';

const LEGACY = path.join(REPO_ROOT, 'test/fixtures/saves/legacy');
const TITLES = ['Trinchera de los domingos', 'Con los bots', 'Capellán', 'Hasta el final'];
/** Saved while a person was asked to answer a speech. */
const MID_SPEECH = ['Trinchera de los domingos', 'Capellán'];

const store = useSessionFile('grizzled-legacy', { copyOf: path.join(LEGACY, 'grizzled-v1.db') });

function sessionNamed(title: string): SessionSummary {
  const found = store.service.list().find((s) => s.title === title);
  if (!found) throw new Error(`no session ${title}`);
  return found;
}

/** The hash the file stores for a session's newest row. */
function storedHeadHash(id: string): string {
  const row = store.db.prepare('SELECT head_seq FROM sessions WHERE id = ?').get(id) as { head_seq: number };
  const action = store.db.prepare('SELECT state_hash FROM actions WHERE session_id = ? AND seq = ?').get(id, row.head_seq) as { state_hash: string } | undefined;
  return action?.state_hash ?? (store.db.prepare('SELECT state_hash FROM snapshots WHERE session_id = ? AND seq = 0').get(id) as { state_hash: string }).state_hash;
}

function rulesVersionColumn(id: string): number | null {
  return (store.db.prepare('SELECT rules_version FROM sessions WHERE id = ?').get(id) as { rules_version: number | null }).rules_version;
}

function verify(id: string): void {
  for (const _ of store.service.verifyLog(id)) void _;
}

function logKeysOf(state: GrizzledState): string[] {
  return state.log.map((e) => e.key);
}

/**
 * Plays a session on to its end through the services: bots by botStep, people by the bot's
 * choice from their own seat's view, except that a person makes a speech half the times one is
 * legal, so the game meets speeches under its own rules. Returns the moves made.
 */
function playOn(id: string): { moves: number; speeches: number; answers: number } {
  const choose = seededChooser(`legacy-play-on:${id}`);
  const counts = { moves: 0, speeches: 0, answers: 0 };
  for (let guard = 0; guard < 2000; guard++) {
    const pub = store.service.open(id, null);
    if (pub.status.result) return counts;
    counts.moves += 1;
    if (pub.botToMove !== null) {
      store.service.botStep(id, pub.seq);
      continue;
    }
    const seat = pub.status.deciding[0]!;
    const mine = store.service.open(id, seat);
    const view = mine.view as GrizzledView;
    const legal = mine.legal as GrizzledAction[];
    const speeches = legal.filter((a) => a.type === 'speech');
    const action = speeches.length > 0 && choose([true, false]) ? choose(speeches) : grizzled.bot(view, seat, legal, mine.seq);
    if (action.type === 'speech') counts.speeches += 1;
    if (view.decision?.t === 'speech') counts.answers += 1;
    store.service.act(id, seat, mine.seq, action);
  }
  throw new Error(`${id} did not end`);
}

describe('The Grizzled: a Velada file saved under rules version 1 (G16, "Saves from engine version 1")', () => {
  it('lists every save undamaged, as playing by older rules, and replays each whole log to its stored hashes', () => {
    const list = store.service.list();
    expect(list.map((s) => s.title).sort()).toEqual([...TITLES].sort());
    for (const summary of list) {
      expect(summary.damaged).toBeUndefined();
      expect(summary.olderRules).toEqual({ version: 1, current: 2 });
      const loaded = store.service.load(summary.id);
      expect(loaded.hash).toBe(storedHeadHash(summary.id));
      expect((loaded.state as GrizzledState).rulesVersion).toBe(1);
      verify(summary.id);
      expect(rulesVersionColumn(summary.id)).toBe(1);
    }
    expect(store.service.list().every((s) => s.damaged === undefined)).toBe(true);
  });

  it('the saves are true version-1 games: passes logged in public, no speechEnd line, a pending speech asks a holder', () => {
    const logs = TITLES.map((title) => logKeysOf(store.service.load(sessionNamed(title).id).state as GrizzledState));
    expect(logs.flat()).toContain('speechPass');
    expect(logs.flat()).not.toContain('speechEnd');
    for (const title of MID_SPEECH) {
      const state = store.service.load(sessionNamed(title).id).state as GrizzledState;
      const pending = state.pending[state.pending.length - 1]!;
      expect(pending.t).toBe('speech');
      if (pending.t !== 'speech') continue;
      // Version 1 asks only seats holding the threat; the queue lists no one without it.
      expect(state.stage.s === 'speech' && state.stage.queue.every((seat) => matchingCards(state.players[seat]!.hand, pending.threat).length > 0)).toBe(true);
    }
  });

  it('shows the public table, the deciding seat and every seat its own hand only', () => {
    for (const title of TITLES) {
      const { id } = sessionNamed(title);
      const state = store.service.load(id).state as GrizzledState;
      const pub = store.service.open(id, null);
      expect((pub.view as GrizzledView).me).toBeNull();
      if (pub.status.result === null) {
        const seat = pub.status.deciding[0]!;
        if (pub.botToMove === null) {
          const mine = store.service.open(id, seat);
          expect((mine.view as GrizzledView).me!.hand).toEqual(state.players[seat]!.hand);
          expect(mine.legal).toEqual(grizzled.legalActions(state, seat));
          expect(mine.legal.length).toBeGreaterThan(0);
        } else {
          expect(pub.botToMove).toBe(seat);
        }
      }
      state.players.forEach((player, seat) => {
        const view = grizzled.view(state, { kind: 'seat', seat });
        expect(view.me!.hand).toEqual(player.hand);
        expect(view.me!.tiles).toEqual(player.tiles);
        // Other seats show counts only, and no private log line of theirs reaches this seat.
        expect(view.players.map((p) => p.handCount)).toEqual(state.players.map((p) => p.hand.length));
        expect(view.players.every((p) => !('hand' in p) && !('tiles' in p))).toBe(true);
        expect(view.log.every((e) => e.to === undefined || e.to === seat)).toBe(true);
      });
    }
  });

  it('plays every unfinished save on to its end under version 1, and the grown log still replays after a restart', async () => {
    const unfinished = TITLES.filter((title) => sessionNamed(title).status === 'active');
    expect(unfinished.length).toBe(3);
    let answers = 0;
    for (const title of unfinished) {
      const { id } = sessionNamed(title);
      const played = playOn(id);
      expect(played.moves).toBeGreaterThan(0);
      answers += played.answers;
      const final = store.service.load(id).state as GrizzledState;
      expect(final.result).not.toBeNull();
      expect(final.rulesVersion).toBe(1);
      expect(logKeysOf(final)).not.toContain('speechEnd');
    }
    expect(answers).toBeGreaterThan(0);

    await store.reopen();
    for (const title of unfinished) {
      const { id } = sessionNamed(title);
      expect(store.service.load(id).hash).toBe(storedHeadHash(id));
      verify(id);
      expect(sessionNamed(title)).toMatchObject({ status: 'finished', olderRules: { version: 1, current: 2 } });
      expect(sessionNamed(title).damaged).toBeUndefined();
      const file = store.service.export(id);
      expect(file.session.rulesVersion).toBe(1);
      expect(replayExport(file)).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true, failedAtSeq: null });
    }
    expect(store.service.list().every((s) => s.damaged === undefined)).toBe(true);
  });

  it('the finished save opens in the replay viewer and its end-of-game summary, step by step to its stored hash', () => {
    const { id } = sessionNamed('Hasta el final');
    const replays = new GameReplayService(store.db, gameModule);
    const first = replays.replayAt(id, 0, true);
    expect(first.steps).toBeGreaterThan(100);
    const last = replays.replayAt(id, first.steps, true);
    expect(last.snapshot.status.result).not.toBeNull();
    expect(last.hands).toHaveLength(3);
    expect(replays.endOfGame(id).stats.players).toHaveLength(3);
    expect(stateHash(store.service.load(id).state)).toBe(storedHeadHash(id));
  });

  it('every export the old Velada wrote replays under version 1, and would not under version 2', () => {
    const files = fs.readdirSync(LEGACY).filter((name) => /^grizzled-v1-export-.*\.json$/.test(name));
    expect(files.length).toBe(4);
    for (const name of files) {
      const file = JSON.parse(fs.readFileSync(path.join(LEGACY, name), 'utf8')) as { session: Record<string, unknown> };
      expect(file.session.rulesVersion).toBeUndefined();
      expect(replayExport(file), name).toMatchObject({ reproduces: true, rulesVersion: 1, olderRules: true });
      // The file is no proof unless today's rules would read it differently.
      expect(replayExport({ ...file, session: { ...file.session, rulesVersion: 2 } }).reproduces, name).toBe(false);
    }
  });
});
