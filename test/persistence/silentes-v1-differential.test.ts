/**
 * R49: a game begun under Silentes' rules version 1 plays on today's engine exactly as it did on
 * the engine that wrote it. The fixture holds 300 seeded games played at 13ff787^ (0815dd1, the
 * last commit of rules version 1) by silentes-v1-record.ts: every move, the state hash after it
 * and the hash of both seats' legal lists there. Here the same moves are replayed on today's
 * engine with `setup(options, seed, 1)`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../shared/engine/hash';
import { silentes, type SilentesState } from '../../shared/games/silentes';
import { REPO_ROOT } from '../fixtures/temp-data';
import { legalHash, v1Moments, v1Options, type V1Game } from '../fixtures/saves/legacy/silentes-v1-games';

const FILE = path.join(REPO_ROOT, 'test/fixtures/saves/legacy/silentes-v1-games.json.gz');
const recorded = JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')) as { commit: string; games: V1Game[] };

interface Replay {
  /** The first step whose state hash, legal lists or acceptance differs from the recording; null when none does. */
  firstDifference: { step: number; what: string } | null;
  moments: Record<string, number>;
}

function replay(game: V1Game, rulesVersion: number): Replay {
  let state: SilentesState = silentes.setup(v1Options(game.openHands), game.seed, rulesVersion);
  const moments: Record<string, number> = {};
  if (stateHash(state) !== game.setupHash) return { firstDifference: { step: 0, what: 'setup hash' }, moments };
  if (legalHash(state) !== game.setupLegal) return { firstDifference: { step: 0, what: 'setup legal lists' }, moments };
  for (const [index, [seat, action, hash, legal]] of game.steps.entries()) {
    const step = index + 1;
    const applied = silentes.apply(state, seat, action);
    if (!applied.ok) return { firstDifference: { step, what: `refused: ${applied.error.code}` }, moments };
    v1Moments(state, seat, action, applied.state, moments);
    state = applied.state;
    if (stateHash(state) !== hash) return { firstDifference: { step, what: 'state hash' }, moments };
    if (legalHash(state) !== legal) return { firstDifference: { step, what: 'legal lists' }, moments };
  }
  return { firstDifference: null, moments };
}

const underV1 = recorded.games.map((game) => replay(game, 1));

describe('R49 rules version 1 on today\'s engine, against the engine that wrote it', () => {
  it('R49 every recorded version-1 game replays move by move under rules version 1: the same state hash (log lines included) and the same legal lists of both seats at every step', () => {
    expect(recorded.commit).toBe('0815dd1');
    expect(recorded.games.length).toBe(300);
    const differences = underV1
      .map((run, i) => ({ seed: recorded.games[i]!.seed, difference: run.firstDifference }))
      .filter((row) => row.difference !== null);
    expect(differences).toEqual([]);
    expect(recorded.games.every((game) => game.steps.length > 0)).toBe(true);
  });

  it('R49 the recording meets every rule version 2 changed, as often on today\'s engine as on the old one', () => {
    const total: Record<string, number> = {};
    underV1.forEach((run, i) => {
      expect(run.moments, recorded.games[i]!.seed).toEqual(recorded.games[i]!.moments);
      for (const [key, n] of Object.entries(run.moments)) total[key] = (total[key] ?? 0) + n;
    });
    for (const key of [
      'R8 refill beside a provision', 'R7 distracted King', 'R17 El Mago beside an empty hand', 'R23 La Fuerza for a searcher',
      'R35 noisy omen while a provision is held', 'R35 failed comparison while a provision is held',
      'v1 own window after a failed comparison', 'v1 partner window after a failed comparison', 'provision B3', 'provision C1', 'provision E1', 'provision O3',
    ]) {
      expect(total[key] ?? 0, key).toBeGreaterThan(0);
    }
  });

  it('R49 under rules version 2 the same moves make other states: most recorded games diverge, which is what the gate keeps from old saves', () => {
    const diverging = recorded.games.filter((game) => replay(game, 2).firstDifference !== null).length;
    expect(diverging).toBeGreaterThan(recorded.games.length * 0.8);
  });
});
