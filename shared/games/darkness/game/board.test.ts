import { describe, expect, it } from 'vitest';
import { buildingAt, canStep, doorState, heroesInBuilding, initialDoorState, locksOf, neighbours, outsideOfDoor, questionSquares, squareChar, tileIndexAt } from './board';
import { nearestDoorOutside, pathDistance, squaresWithin } from './town-grid';
import { edit, newGame } from './test-helpers';

// Curfew Radio: café at tile (0,0) with its door (6,3) of 1 lock; police at (1,0): door (11,1) 2 locks, (14,5) 3 locks, window (9,3).
const s0 = newGame({ heroes: [{}, {}] });

describe('board squares', () => {
  it('reads each square of the placed tiles and nothing beyond them', () => {
    expect(squareChar(s0, { x: 0, y: 0 })).toBe('.');
    expect(squareChar(s0, { x: 6, y: 3 })).toBe('1');
    expect(squareChar(s0, { x: 2, y: 2 })).toBe('?');
    expect(squareChar(s0, { x: 9, y: 3 })).toBe('W');
    expect(squareChar(s0, { x: 16, y: 3 })).toBeNull();
    expect(squareChar(s0, { x: -1, y: 0 })).toBeNull();
    expect(tileIndexAt(s0, { x: 12, y: 2 })).toBe(1);
  });

  it('knows which building a floor or door square belongs to; streets and yards belong to none', () => {
    expect(buildingAt(s0, { x: 3, y: 3 })).toBe(0);
    expect(buildingAt(s0, { x: 6, y: 3 })).toBe(0);
    expect(buildingAt(s0, { x: 11, y: 3 })).toBe(1);
    expect(buildingAt(s0, { x: 7, y: 3 })).toBeNull();
    expect(buildingAt(s0, { x: 3, y: 6 })).toBeNull();
  });

  it('lists the `?` squares of a tile and the lock counts of doors', () => {
    expect(questionSquares(s0, 0)).toEqual([{ x: 2, y: 2 }, { x: 5, y: 2 }, { x: 4, y: 4 }]);
    expect(locksOf(s0, { x: 6, y: 3 })).toBe(1);
    expect(locksOf(s0, { x: 11, y: 1 })).toBe(2);
    expect(locksOf(s0, { x: 14, y: 5 })).toBe(3);
    expect(doorState(s0, { x: 6, y: 3 })).toBe('locked');
  });

  it('A13: a door with 0 locks is an open doorway; option zero_as_one keeps it locked as one lock', () => {
    expect(initialDoorState('0', { A13: 'zero_open_max_three' })).toBe('open');
    expect(initialDoorState('0', { A13: 'zero_as_one' })).toBe('locked');
    expect(initialDoorState('2', { A13: 'zero_open_max_three' })).toBe('locked');
  });
});

describe('steps', () => {
  it('walls and windows block; there are no diagonal steps', () => {
    expect(canStep(s0, { x: 7, y: 2 }, { x: 6, y: 2 })).toBe(false);
    expect(canStep(s0, { x: 8, y: 3 }, { x: 9, y: 3 })).toBe(false);
    const n = neighbours(s0, { x: 7, y: 3 }).map((q) => `${q.x},${q.y}`).sort();
    expect(n).toEqual(['7,2', '7,4', '8,3']);
  });

  it('a locked door lets nobody in from outside; open, it does', () => {
    expect(canStep(s0, { x: 7, y: 3 }, { x: 6, y: 3 })).toBe(false);
    const open = edit(s0, (d) => { d.doors['6,3'] = 'open'; });
    expect(canStep(open, { x: 7, y: 3 }, { x: 6, y: 3 })).toBe(true);
    const broken = edit(s0, (d) => { d.doors['6,3'] = 'noDoor'; });
    expect(canStep(broken, { x: 7, y: 3 }, { x: 6, y: 3 })).toBe(true);
  });

  it('D231 a hero inside always gets out through a door, locked or not', () => {
    expect(canStep(s0, { x: 5, y: 3 }, { x: 6, y: 3 })).toBe(true);
    expect(canStep(s0, { x: 6, y: 3 }, { x: 7, y: 3 })).toBe(true);
  });

  it('path distance walks around walls and through open doors only', () => {
    expect(pathDistance(s0, { x: 7, y: 3 }, { x: 7, y: 7 })).toBe(4);
    expect(pathDistance(s0, { x: 7, y: 3 }, { x: 3, y: 3 })).toBeNull();
    const open = edit(s0, (d) => { d.doors['6,3'] = 'open'; });
    expect(pathDistance(open, { x: 7, y: 3 }, { x: 3, y: 3 })).toBe(4);
    expect(squaresWithin(s0, { x: 7, y: 3 }, 1).map((e) => e.distance)).toEqual([0, 1, 1, 1]);
  });

  it('finds the square outside a door and the nearest door of a building', () => {
    expect(outsideOfDoor(s0, { x: 6, y: 3 })).toEqual({ x: 7, y: 3 });
    expect(nearestDoorOutside(s0, 1, { x: 7, y: 3 })).toEqual({ x: 11, y: 0 });
    expect(nearestDoorOutside(s0, 1, { x: 15, y: 7 })).toEqual({ x: 15, y: 5 });
  });

  it('lists the living heroes inside a building', () => {
    const s = edit(s0, (d) => {
      d.heroes[0]!.at = { x: 3, y: 3 };
      d.heroes[1]!.at = { x: 4, y: 3 };
      d.heroes[1]!.alive = false;
    });
    expect(heroesInBuilding(s, 0)).toEqual([0]);
    expect(heroesInBuilding(s, 1)).toEqual([]);
  });
});
