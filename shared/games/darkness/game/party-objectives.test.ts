/**
 * Rules 3's objectives by party size (issue 24, D416–D418): Last Bus Out needs all four of four on
 * the edge, and for three heroes the bus comes in round 12; the Bell-Ringer takes 1 wound alone and 4
 * against four. Games begun under rules 1–2 keep the content's objective (setup writes nothing).
 */
import { describe, expect, it } from 'vitest';
import { scenarioById } from '../content';
import { foeStats } from './adversaries';
import { darkness } from '.';
import { botGameOptions } from './bot/sim-options';
import { checkObjective } from './objective';
import { bossHealthKey, EDGE_FROM_ROUND_KEY, EDGE_HEROES_KEY, OBJECTIVES_FROM_RULES_3, PARTY_OBJECTIVES, partyObjectiveInPlay } from './party-objectives';
import { RULES_VERSION } from './rules-version';
import { setupScenario } from './scenario';
import { build } from './test-helpers-e2';
import type { DarknessState, PlacedTile } from './types';

function lastBus(round: number, heroes: { x: number; y: number }[], rulesVersion: number): DarknessState {
  const sc = scenarioById('last_bus')!;
  const tiles: PlacedTile[] = [{ tile: sc.startTile, tx: 0, ty: 0, rotation: 0 }, ...sc.preplaced.map((p) => ({ tile: p.tile, tx: p.at.tx, ty: p.at.ty, rotation: p.rotation }))];
  const s = { ...build({ scenarioId: 'last_bus', tiles, heroes: heroes.map((at) => ({ at })), round }), rulesVersion };
  setupScenario(s, sc);
  return s;
}

const ON_EDGE = [{ x: 23, y: 0 }, { x: 23, y: 1 }, { x: 23, y: 2 }, { x: 23, y: 3 }];
const TOWN = { x: 4, y: 0 };

/** The Bell-Ringer's health in a new Longest Night of `n` heroes under `rulesVersion`. */
function bellRinger(n: number, rulesVersion: number): number {
  const s = darkness.setup(botGameOptions('long_night', n, 0), 'party', rulesVersion);
  const d = Object.values(s.discs).find((x) => x.def === 'bell_ringer')!;
  return foeStats(s, d.id).health;
}

describe('D416–D418 objectives by party size from rules 3', () => {
  it('the table names shipped scenarios and sizes they take, and rules 3 is this build\'s version', () => {
    expect(RULES_VERSION).toBeGreaterThanOrEqual(PARTY_OBJECTIVES);
    for (const [id, bySize] of Object.entries(OBJECTIVES_FROM_RULES_3)) {
      const sc = scenarioById(id)!;
      expect(sc, id).toBeDefined();
      for (const n of Object.keys(bySize).map(Number)) expect(n >= sc.players.min && n <= sc.players.max, `${id} ${n}`).toBe(true);
    }
    expect(partyObjectiveInPlay(scenarioById('last_bus')!, 4, 2)).toEqual({});
  });

  it('D416 Last Bus Out at 4 heroes: rules 3 need all four on the edge; rules 2 still board with three of four', () => {
    const three = [ON_EDGE[0]!, ON_EDGE[1]!, ON_EDGE[2]!, TOWN];
    const r3 = lastBus(11, three, 3);
    checkObjective(r3);
    expect(r3.result).toBeNull();
    const all = lastBus(11, ON_EDGE, 3);
    checkObjective(all);
    expect(all.result).toMatchObject({ outcome: 'victory' });
    const r2 = lastBus(11, three, 2);
    checkObjective(r2);
    expect(r2.result).toMatchObject({ outcome: 'victory' });
    expect(r2.scenario[EDGE_HEROES_KEY]).toBeUndefined();
  });

  it('D417 Last Bus Out at 3 heroes: rules 3\'s bus comes in round 12 (all three on the edge in round 11 do not board); rules 2\'s in round 10', () => {
    const three = ON_EDGE.slice(0, 3);
    const r3 = lastBus(11, three, 3);
    checkObjective(r3);
    expect(r3.result).toBeNull();
    const late = lastBus(12, three, 3);
    checkObjective(late);
    expect(late.result).toMatchObject({ outcome: 'victory' });
    const r2 = lastBus(10, three, 2);
    checkObjective(r2);
    expect(r2.result).toMatchObject({ outcome: 'victory' });
    expect(r2.scenario[EDGE_FROM_ROUND_KEY]).toBeUndefined();
    // Two heroes keep the content's bus at round 10 under rules 3.
    const two = lastBus(10, ON_EDGE.slice(0, 2), 3);
    checkObjective(two);
    expect(two.result).toMatchObject({ outcome: 'victory' });
  });

  it('D418 the Bell-Ringer takes 1 wound alone and 4 against four under rules 3; 2 at every size under rules 2', () => {
    expect([1, 2, 3, 4].map((n) => bellRinger(n, 3))).toEqual([1, 2, 2, 4]);
    expect([1, 2, 3, 4].map((n) => bellRinger(n, 2))).toEqual([2, 2, 2, 2]);
    const s = darkness.setup(botGameOptions('long_night', 4, 0), 'party', 3);
    expect(darkness.view(s, { kind: 'seat', seat: 0 }).scenario[bossHealthKey('bell_ringer')]).toBe(4);
    const old = darkness.setup(botGameOptions('long_night', 4, 0), 'party', 2);
    expect(Object.keys(old.scenario).some((k) => k.startsWith('bossHealth.'))).toBe(false);
  });
});
