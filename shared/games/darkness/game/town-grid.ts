/**
 * The town as one flat array of squares over the placed tiles' bounding box, made once per tiles
 * array (placed tiles are replaced, never changed, board.ts): what the searches run on every move
 * and every round (movement's reach, the adversaries' paths) read instead of looking each square up
 * tile by tile. The same characters and the same step rule as board.ts (`canStep`), by index.
 */
import type { SquareChar } from '../content/types';
import { doorKey, initialDoorState, isDoorChar, isFloorChar, isOutsideChar, squareChar, TILE_SIZE } from './board';
import type { DarknessState, PlacedTile, Square } from './types';

export interface TownGrid {
  /** The square at index 0 (the box's north-west corner). */
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** Each square's map character by index `(x - x0) + (y - y0) * w`; null where no tile lies. */
  chars: (SquareChar | null)[];
}

const grids = new WeakMap<readonly PlacedTile[], TownGrid>();

export function townGrid(s: DarknessState): TownGrid {
  let g = grids.get(s.tiles);
  if (g) return g;
  let tx0 = Infinity, ty0 = Infinity, tx1 = -Infinity, ty1 = -Infinity;
  for (const t of s.tiles) {
    tx0 = Math.min(tx0, t.tx);
    ty0 = Math.min(ty0, t.ty);
    tx1 = Math.max(tx1, t.tx);
    ty1 = Math.max(ty1, t.ty);
  }
  if (s.tiles.length === 0) tx0 = ty0 = tx1 = ty1 = 0;
  const x0 = tx0 * TILE_SIZE, y0 = ty0 * TILE_SIZE;
  const w = (tx1 - tx0 + 1) * TILE_SIZE, h = (ty1 - ty0 + 1) * TILE_SIZE;
  const chars: (SquareChar | null)[] = new Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) chars[x + y * w] = squareChar(s, { x: x0 + x, y: y0 + y });
  g = { x0, y0, w, h, chars };
  grids.set(s.tiles, g);
  return g;
}

/** The index of square (x, y), or -1 outside the box (where no tile lies either). */
export function indexOf(g: TownGrid, x: number, y: number): number {
  const dx = x - g.x0, dy = y - g.y0;
  return dx < 0 || dy < 0 || dx >= g.w || dy >= g.h ? -1 : dx + dy * g.w;
}

/** The square at an index (a new object, x before y as every square of the state). */
export function squareAt(g: TownGrid, i: number): Square {
  return { x: g.x0 + (i % g.w), y: g.y0 + Math.floor(i / g.w) };
}

/** A walkable character to stand on: not off the map, a wall or a window. */
export function walkable(c: SquareChar | null): c is SquareChar {
  return c !== null && c !== '#' && c !== 'W';
}

/**
 * board.ts' step rule from a square of character `ca` onto square (x, y) at index `i` (-1 off the
 * box): doors in from outside only when open, out and along the inside always; floor never straight
 * from outside, nor outside straight from floor.
 */
export function entersAt(s: DarknessState, g: TownGrid, ca: SquareChar, x: number, y: number, i: number): boolean {
  const cb = i < 0 ? null : g.chars[i]!;
  if (!walkable(cb)) return false;
  if (isDoorChar(cb) && isOutsideChar(ca)) return (s.doors[doorKey({ x, y })] || initialDoorState(cb, s.rules)) !== 'locked';
  if (isFloorChar(cb) && isOutsideChar(ca)) return false;
  if (isOutsideChar(cb) && isFloorChar(ca)) return false;
  return true;
}

/** N, E, S, W: the order every search tries its steps in (board.ts' DIRS). */
export const STEP_X: readonly number[] = [0, 1, 0, -1];
export const STEP_Y: readonly number[] = [-1, 0, 1, 0];

/**
 * Per-square scratch arrays a search fills and reads back before the next search starts (no rule
 * runs two at once): `mark` tells this search's squares from older ones without clearing anything.
 */
export class Scratch {
  private stamp = 0;
  seen = new Int32Array(0);
  a = new Int32Array(0);
  b = new Int32Array(0);

  /** A fresh search over `size` squares; returns its mark. */
  begin(size: number): number {
    if (this.seen.length < size) {
      this.seen = new Int32Array(size);
      this.a = new Int32Array(size);
      this.b = new Int32Array(size);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}
