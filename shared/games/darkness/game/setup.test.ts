import { describe, expect, it } from 'vitest';
import { CONTENT_VERSION, scenarioById } from '../content';
import { questionSquares } from './board';
import { newGame } from './test-helpers';

describe('setup (1.7, 1.9, A17, A23, A37)', () => {
  const s = newGame({ heroes: [{ maxHealth: 3, startingVp: 4, keptItems: ['crowbar'] }, {}] });
  const scenario = scenarioById('curfew_radio')!;

  it('records the content version and the scenario\'s start', () => {
    expect(s.contentVersion).toBe(CONTENT_VERSION);
    expect(s.tiles[0]).toEqual({ tile: scenario.startTile, tx: 0, ty: 0, rotation: 0 });
    expect(s.tiles.slice(1).map((t) => t.tile)).toEqual(scenario.preplaced.map((p) => p.tile));
    expect(s.stack).not.toContain(scenario.startTile);
    expect(s.env).toEqual(scenario.start);
  });

  it('A37: heroes start at full Health with their starting VP; kept items are held, bringing their level (A23)', () => {
    expect(s.heroes[0]!.health).toBe(3);
    expect(s.heroes[0]!.vp).toBe(4);
    const kept = Object.values(s.discs).find((d) => d.def === 'crowbar' && d.where.zone === 'held');
    expect(kept?.where).toEqual({ zone: 'held', seat: 0 });
    expect(kept?.awardedVp).toBe(2);
    expect(s.heroes[0]!.carryLimit).toBe(5);
  });

  it('D230 every hero starts outside the start building\'s front door', () => {
    expect(s.heroes.map((h) => h.at)).toEqual([{ x: 7, y: 3 }, { x: 7, y: 3 }]);
  });

  it('1.9: every `?` square of the placed tiles holds one face-down disc; the rest wait for later tiles', () => {
    for (let t = 0; t < s.tiles.length; t++) {
      for (const sq of questionSquares(s, t)) {
        const here = Object.values(s.discs).filter((d) => d.where.zone === 'board' && d.where.at.x === sq.x && d.where.at.y === sq.y);
        expect(here).toHaveLength(1);
        expect(here[0]!.where).toMatchObject({ faceUp: false });
      }
    }
    const all = Object.values(s.discs).filter((d) => d.kind !== 'numbered' && d.where.zone !== 'held');
    expect(all).toHaveLength(scenario.discs.length);
    expect(Object.values(s.discs).filter((d) => d.kind === 'numbered')).toHaveLength(scenario.numbered.length);
  });

  it('D244 shuffles before naming discs: the same id holds different discs under different seeds', () => {
    const defs = new Set([1, 2, 3, 4, 5].map((i) => newGame({ seed: `x${i}` }).discs.d1!.def));
    expect(defs.size).toBeGreaterThan(1);
  });

  it('is deterministic for a seed', () => {
    expect(newGame({ seed: 'same' })).toEqual(newGame({ seed: 'same' }));
  });
});
