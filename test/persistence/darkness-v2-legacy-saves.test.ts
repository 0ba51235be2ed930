/**
 * Issue 24: rules 3 balance the doom clock by party size (clocks.ts, D412–D414), read once at setup.
 * A When Darkness Comes game begun under rules 2 must keep the content's clock: replaying it from
 * setup (an export, `npm run replay`, a session's whole log) must reach the same states. The fixtures
 * were made by the services and engine of rules 2 (test/fixtures/saves/legacy/darkness-v2-record.ts):
 * a data file with two bot games left in the middle at sizes whose clock changed (Curfew Radio at 3
 * heroes, Quiet Stacks alone), their exports, and ten seeded whole games with every action and hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { replayExport } from '../../electron/services/session-export';
import { stateHash } from '../../shared/engine/hash';
import { darkness } from '../../shared/games/darkness/game';
import { botGameOptions } from '../../shared/games/darkness/game/bot/sim-options';
import type { DarknessAction, DarknessState } from '../../shared/games/darkness/game/types';
import { gameModule } from '../../shared/games/registry';
import type { DarknessV2Game } from '../fixtures/saves/legacy/darkness-v2-games';
import { DARKNESS_V2_SESSIONS } from '../fixtures/saves/legacy/darkness-v2-games';
import { REPO_ROOT } from '../fixtures/temp-data';
import { useSessionFile } from '../fixtures/session-file';

const LEGACY = path.join(REPO_ROOT, 'test/fixtures/saves/legacy');
type Recorded = DarknessV2Game & { rulesVersion: number; doomClock: number; actions: DarknessAction[]; finalHash: string };
const recorded = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(LEGACY, 'darkness-v2-games.json.gz'))).toString('utf8')) as { commit: string; games: Recorded[] };

const store = useSessionFile('darkness-v2-legacy', { copyOf: path.join(LEGACY, 'darkness-v2.db') });

describe('When Darkness Comes games begun under rules 2 keep their clock (D412–D414)', () => {
  it('ten recorded rules-2 games replay from setup to the same hash and clock; the same game begun today gets the new clock', () => {
    expect(recorded.games).toHaveLength(10);
    for (const g of recorded.games) {
      expect(g.rulesVersion).toBe(2);
      const options = botGameOptions(g.scenarioId, g.heroes, g.game);
      let s: DarknessState = darkness.setup(options, g.seed, g.rulesVersion);
      expect(s.scenario.doomClock, g.seed).toBe(g.doomClock);
      for (const a of g.actions) {
        const seat = darkness.status(s).deciding[0]!;
        const r = darkness.apply(s, seat, a);
        if (!r.ok) throw new Error(`${g.seed}: ${JSON.stringify(a)} refused: ${r.error.code}`);
        s = r.state;
      }
      expect(stateHash(s), g.seed).toBe(g.finalHash);
      expect(s.result, g.seed).not.toBeNull();
      expect(darkness.setup(options, g.seed).scenario.doomClock, g.seed).not.toBe(g.doomClock);
    }
  });

  it('the rules-2 data file opens, replays every whole log to its stored hashes, keeps the old clock and plays on', () => {
    const list = store.service.list();
    expect(list.map((s) => s.title).sort()).toEqual(DARKNESS_V2_SESSIONS.map((p) => p.title).sort());
    for (const summary of list) {
      expect(summary.damaged).toBeUndefined();
      expect(summary.olderRules).toEqual({ version: 2, current: 3 });
      for (const _ of store.service.verifyLog(summary.id)) void _;
      const state = store.service.load(summary.id).state as DarknessState;
      expect(state.rulesVersion).toBe(2);
      expect(state.scenario.doomClock).toBe(summary.title.startsWith('Radio') ? 14 : 20);
      const pub = store.service.open(summary.id, null);
      const next = store.service.botStep(summary.id, pub.seq);
      expect(next.seq).toBe(pub.seq + 1);
      expect((store.service.load(summary.id).state as DarknessState).rulesVersion).toBe(2);
    }
  });

  it('the exports that build wrote replay to their final hash under rules 2', () => {
    for (const plan of DARKNESS_V2_SESSIONS) {
      const file = JSON.parse(fs.readFileSync(path.join(LEGACY, `darkness-v2-export-${plan.key}.json`), 'utf8'));
      expect(replayExport(file, gameModule), plan.key).toMatchObject({ reproduces: true, rulesVersion: 2, olderRules: true });
    }
  });
});
