/**
 * D311: a reachEdge objective's optional `fromRound` — the edge counts only from that round on (Last
 * Bus Out's bus arrives in round 10), and a hero already waiting there wins at the first action of
 * that round (rules.ts checks the objective after every action).
 */
import { describe, expect, it } from 'vitest';
import { scenarioById } from '../content';
import { checkObjective } from './objective';
import { setupScenario } from './scenario';
import { build } from './test-helpers-e2';
import type { DarknessState, PlacedTile } from './types';

function lastBus(round: number, heroes: { x: number; y: number }[], rulesVersion = 2): DarknessState {
  const sc = scenarioById('last_bus')!;
  const tiles: PlacedTile[] = [{ tile: sc.startTile, tx: 0, ty: 0, rotation: 0 }, ...sc.preplaced.map((p) => ({ tile: p.tile, tx: p.at.tx, ty: p.at.ty, rotation: p.rotation }))];
  // Rules 2 by default: the content's objective (rules 3 changes it at 3–4 heroes, D416–D417; party-objectives.test.ts).
  const s = { ...build({ scenarioId: 'last_bus', tiles, heroes: heroes.map((at) => ({ at })), round }), rulesVersion };
  setupScenario(s, sc);
  return s;
}

const EDGE = { x: 23, y: 0 };
const TOWN = { x: 4, y: 0 };

describe('reachEdge fromRound (D311)', () => {
  it('D311 standing on the edge before the bus arrives (round 9) is not yet the objective', () => {
    const s = lastBus(9, [EDGE]);
    checkObjective(s);
    expect(s.result).toBeNull();
    expect(s.heroes[0]!.vp).toBe(0);
  });

  it('D311 from round 10 the same hero on the edge meets it and boards', () => {
    const s = lastBus(10, [EDGE]);
    checkObjective(s);
    expect(s.result).toMatchObject({ outcome: 'victory', winners: [0] });
    expect(s.heroes[0]!.vp).toBe(3);
  });

  it('D311 D315 three heroes in four: two of three on the edge are not enough, three of four are', () => {
    const three = lastBus(11, [EDGE, { x: 23, y: 1 }, TOWN]);
    checkObjective(three);
    expect(three.result).toBeNull();
    const four = lastBus(11, [EDGE, { x: 23, y: 1 }, { x: 23, y: 2 }, TOWN]);
    checkObjective(four);
    expect(four.result).toMatchObject({ outcome: 'victory' });
    expect(four.result?.outcome === 'victory' && four.heroes.filter((h) => h.vp === 3).length).toBe(3);
  });
});
