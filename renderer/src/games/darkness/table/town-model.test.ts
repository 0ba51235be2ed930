import { describe, expect, it } from 'vitest';
import { tileById, tileSquares, TILES } from '../../../../../shared/games/darkness/content';
import { tileGrid } from '../../../../../shared/games/darkness/game/board';
import type { DarknessAction, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import { actionAt, boardDiscs, exploreSlots, heroStacks, moveCursor, reachable, squareKind, townBounds, townSquares, underFigureDiscs } from './town-model';
import { game, legalOf, step, viewOf } from './test-game';

const grid = (p: { tile: string; rotation: 0 | 1 | 2 | 3 }) => tileGrid(p.tile, p.rotation);

describe('town model', () => {
  it('draws every square of the real start town with the kind its map character says', () => {
    const view = viewOf(game(), 0);
    const squares = townSquares(view.tiles, grid, view.doors);
    expect(squares).toHaveLength(view.tiles.length * 64);
    for (const [i, placed] of view.tiles.entries()) {
      const chars = tileSquares(tileById(placed.tile)!, placed.rotation);
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 8; col++) {
          const sq = squares.find((s) => s.x === placed.tx * 8 + col && s.y === placed.ty * 8 + row)!;
          expect(sq.tile).toBe(i);
          expect(sq.kind).toBe(squareKind(chars[row]![col]!));
        }
      }
    }
    // The café's door at (6,3) has one lock and is locked in the view.
    const door = squares.find((s) => s.key === '6,3')!;
    expect(door).toMatchObject({ kind: 'door', locks: 1, door: 'locked' });
  });

  it('reads a rotated tile exactly as the content rotates it, and doors the view does not list from their locks', () => {
    const bar = tileById('bar')!;
    for (const rotation of [0, 1, 2, 3] as const) {
      const squares = townSquares([{ tile: 'bar', tx: 2, ty: -1, rotation }], grid, {});
      const chars = tileSquares(bar, rotation);
      const doors = squares.filter((s) => s.kind === 'door');
      expect(doors.length).toBe(chars.flat().filter((c) => c >= '0' && c <= '3').length);
      for (const d of doors) {
        expect(d.locks).toBe(Number(chars[d.y + 8]![d.x - 16]));
        expect(d.door).toBe(d.locks === 0 ? 'noDoor' : 'locked');
      }
      expect(squares.filter((s) => s.kind === 'question').length).toBe(chars.flat().filter((c) => c === '?').length);
    }
  });

  it('knows every map character of every shipped tile', () => {
    for (const tile of TILES) for (const c of tile.rows.join('')) expect(['street', 'yard', 'wall', 'floor', 'question', 'scenario', 'door', 'window']).toContain(squareKind(c));
    expect(squareKind('.')).toBe('street');
    expect(squareKind(',')).toBe('yard');
    expect(squareKind('W')).toBe('window');
    expect(squareKind('!')).toBe('scenario');
  });

  it('fits the bounds to the placed tiles and the explore slots', () => {
    const view = viewOf(game(), 0);
    expect(townBounds(view.tiles)).toEqual({ minX: 0, minY: 0, maxX: 15, maxY: 7 });
    expect(townBounds(view.tiles, [{ tx: 0, ty: -1 }])).toEqual({ minX: 0, minY: -8, maxX: 15, maxY: 7 });
    expect(townBounds([])).toEqual({ minX: 0, minY: 0, maxX: 7, maxY: 7 });
  });

  it('D339 draws an explore slot beside the hero’s tile on the side the action names', () => {
    const legal: DarknessAction[] = [{ type: 'explore', side: 'N' }, { type: 'explore', side: 'E' }, { type: 'explore', side: 'W' }, { type: 'explore', side: 'S' }];
    const slots = exploreSlots(legal, { x: 12, y: 3 });
    expect(slots.map((s) => [s.side, s.tx, s.ty])).toEqual([['N', 1, -1], ['E', 2, 0], ['W', 0, 0], ['S', 1, 1]]);
    expect(exploreSlots(legal, { x: -1, y: -9 }).map((s) => [s.tx, s.ty])).toEqual([[-1, -3], [0, -2], [-2, -2], [-1, -1]]);
    expect(exploreSlots(legal, null)).toEqual([]);
    expect(actionAt({ x: 13, y: -4 }, new Map(), slots)).toBe(slots[0]!.action);
  });

  it('marks exactly the squares of the engine’s legal moves, each with its own action', () => {
    let s = game();
    s = step(s, 0, { type: 'rollMovement', cancelOhCrap: false });
    s = step(s, 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    const legal = legalOf(s, 0);
    const moves = reachable(legal);
    const expected = legal.filter((a) => a.type === 'moveTo');
    expect(moves.size).toBe(expected.length);
    for (const a of expected) expect(moves.get(`${a.x},${a.y}`)).toBe(a);
    const first = expected[0]!;
    expect(actionAt({ x: first.x, y: first.y }, moves, [])).toBe(first);
    expect(actionAt({ x: 200, y: 200 }, moves, [])).toBeNull();
  });

  it('D335 a face-down disc carries no identity on the board unless this viewer peeked at it', () => {
    const s = game();
    const pub = boardDiscs(viewOf(s, null).discs);
    expect(pub.length).toBeGreaterThan(0);
    for (const d of pub) expect(d).toMatchObject({ faceUp: false, kind: null, def: null, peeked: false });
    const peeked: ViewDisc = { id: 'd9', where: { zone: 'board', at: { x: 2, y: 2 }, faceUp: false }, def: 'knife', kind: 'item', awardedVp: 0, usesLeft: null, damage: 0, peeked: true };
    expect(boardDiscs([peeked])).toEqual([{ id: 'd9', key: '2,2', x: 2, y: 2, faceUp: false, kind: 'item', def: 'knife', peeked: true }]);
    expect(boardDiscs([{ ...peeked, where: { zone: 'held', seat: 0 } }])).toEqual([]);
  });

  it('stacks heroes who share a square, in seat order, and leaves the dead out', () => {
    const view = viewOf(game({ heroes: 3 }), 0);
    expect(heroStacks(view.heroes)).toEqual([{ key: '7,3', x: 7, y: 3, seats: [0, 1, 2] }]);
    const moved = view.heroes.map((h, i) => (i === 1 ? { ...h, at: { x: 8, y: 3 } } : i === 2 ? { ...h, alive: false } : h));
    expect(heroStacks(moved)).toEqual([{ key: '7,3', x: 7, y: 3, seats: [0] }, { key: '8,3', x: 8, y: 3, seats: [1] }]);
  });

  it('moves the keyboard cursor one square per arrow, inside the town', () => {
    const b = { minX: 0, minY: 0, maxX: 15, maxY: 7 };
    expect(moveCursor({ x: 3, y: 3 }, 'ArrowRight', b)).toEqual({ x: 4, y: 3 });
    expect(moveCursor({ x: 3, y: 3 }, 'ArrowUp', b)).toEqual({ x: 3, y: 2 });
    expect(moveCursor({ x: 0, y: 0 }, 'ArrowLeft', b)).toEqual({ x: 0, y: 0 });
    expect(moveCursor({ x: 15, y: 7 }, 'ArrowDown', b)).toEqual({ x: 15, y: 7 });
    expect(moveCursor({ x: 3, y: 3 }, 'Enter', b)).toBeNull();
  });
});

describe('foes under a figure', () => {
  it('draws an adversary under a hero’s figure at that hero’s square, and nothing for other zones', () => {
    const view = viewOf(game(), 0);
    const foe: ViewDisc = { id: 'f1', def: 'ghoul_1', kind: 'adversary', where: { zone: 'underFigure', seat: 1 }, awardedVp: 0, usesLeft: null, damage: 0, peeked: false };
    const heroes = view.heroes.map((h, i) => (i === 1 ? { ...h, at: { x: 3, y: 4 } } : h));
    expect(underFigureDiscs([foe, { ...foe, id: 'f2', where: { zone: 'removed' } }], heroes)).toEqual([{ id: 'f1', key: '3,4', x: 3, y: 4, faceUp: true, kind: 'adversary', def: 'ghoul_1', peeked: false }]);
  });
});
