/** The map's legend entries and the objective's place, from real games' views (issue 22, point 7). */
import { describe, expect, it } from 'vitest';
import { darkness } from '../../../../../shared/games/darkness/game';
import { tileGrid } from '../../../../../shared/games/darkness/game/board';
import { scenarioById } from '../../../../../shared/games/darkness/content';
import type { DarknessView } from '../../../../../shared/games/darkness/game/types';
import { legendSymbols, objectiveSpot, objectiveTile } from './map-legend';
import { boardDiscs, townSquares, underFigureDiscs } from './town-model';
import { game } from './test-game';

function mapOf(view: DarknessView) {
  const squares = townSquares(view.tiles, (p) => tileGrid(p.tile, p.rotation), view.doors);
  return { squares, discs: [...boardDiscs(view.discs), ...underFigureDiscs(view.discs, view.heroes)] };
}

describe('the map legend', () => {
  it('lists, in order, each symbol Curfew Radio’s first map shows: locked doors, windows, ? and !, face-down discs, heroes, the objective', () => {
    const view = darkness.view(game(), { kind: 'public' });
    const { squares, discs } = mapOf(view);
    expect(discs.length).toBeGreaterThan(0);
    expect(legendSymbols({ squares, discs, heroes: 2, objective: true })).toEqual(['doorLocked', 'window', 'question', 'scenario', 'discFaceDown', 'hero', 'objective']);
  });

  it('adds a door’s other states and each known disc kind as they appear, and drops what is not drawn', () => {
    const view = darkness.view(game(), { kind: 'public' });
    const { squares } = mapOf(view);
    const opened = squares.map((sq) => (sq.kind === 'door' && sq.key === '6,3' ? { ...sq, door: 'open' as const } : sq));
    const symbols = legendSymbols({ squares: opened, discs: [{ kind: 'adversary' }, { kind: 'numbered' }], heroes: 0, objective: false });
    expect(symbols).toEqual(['doorLocked', 'doorOpen', 'window', 'question', 'scenario', 'discAdversary', 'discNumbered']);
  });
});

describe('the objective on the map', () => {
  it('is Curfew Radio’s police station `!` square (11,3), the square deliveries are made on', () => {
    const view = darkness.view(game(), { kind: 'public' });
    const objective = scenarioById('curfew_radio')!.objective;
    expect(objectiveSpot(objective, view.tiles, mapOf(view).squares)).toEqual({ tile: 'police', squares: [{ x: 11, y: 3 }] });
  });

  it('names the building but no square while it is not on the map, and has no place for the town’s edge', () => {
    const view = darkness.view(game(), { kind: 'public' });
    const onlyStart = view.tiles.slice(0, 1);
    const squares = townSquares(onlyStart, (p) => tileGrid(p.tile, p.rotation), view.doors);
    expect(objectiveSpot(scenarioById('curfew_radio')!.objective, onlyStart, squares)).toEqual({ tile: 'police', squares: [] });
    expect(objectiveTile(scenarioById('chemistry_lesson')!.objective)).toBe('school_a');
    expect(objectiveSpot(scenarioById('last_bus')!.objective, view.tiles, squares)).toBeNull();
  });
});
