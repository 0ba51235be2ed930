/**
 * The town as one flat array of squares over the placed tiles' bounding box, made once per tiles
 * array (placed tiles are replaced, never changed, board.ts): what the searches run on every move
 * and every round (movement's reach, the adversaries' paths) read instead of looking each square up
 * tile by tile. The same characters and the same step rule as board.ts (`canStep`), by index.
 */
import type { SquareChar } from '../content/types';
import { doorKey, doorSquares, initialDoorState, isDoorChar, isFloorChar, isOutsideChar, outsideOfDoor, sameSquare, squareChar, TILE_SIZE } from './board';
import type { DarknessState, PlacedTile, Seat, Square } from './types';

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

const rings = new Scratch();

/**
 * Breadth-first over the walkable steps from `from`, ring by ring (N, E, S, W from each square in the
 * order reached; the first square to reach another is its parent), for at most `limit` rings. It
 * returns at once on reaching square `until` (an index), or at the end of the first ring that holds
 * one of `ringWith`. The squares reached after the start come back in that order; their distances
 * and parents are read with `distanceAt` and `parentAt` until the next walk.
 */
export function walkFrom(s: DarknessState, g: TownGrid, from: Square, limit: number, until = -1, ringWith: ReadonlySet<number> | null = null): { mark: number; order: number[] } {
  const mark = rings.begin(g.w * g.h);
  const order: number[] = [];
  const start = indexOf(g, from.x, from.y);
  if (start < 0) return { mark, order };
  const { seen, a: dist, b: parent } = rings;
  seen[start] = mark;
  dist[start] = 0;
  let frontier = [start];
  for (let d = 1; frontier.length > 0 && d <= limit; d++) {
    const next: number[] = [];
    let reached = false;
    for (const i of frontier) {
      const ca = g.chars[i]!;
      if (!walkable(ca)) continue;
      const x = g.x0 + (i % g.w), y = g.y0 + Math.floor(i / g.w);
      for (let k = 0; k < 4; k++) {
        const nx = x + STEP_X[k]!, ny = y + STEP_Y[k]!;
        const n = indexOf(g, nx, ny);
        if (n < 0 || seen[n] === mark || !entersAt(s, g, ca, nx, ny, n)) continue;
        seen[n] = mark;
        dist[n] = d;
        parent[n] = i;
        order.push(n);
        if (n === until) return { mark, order };
        if (ringWith?.has(n)) reached = true;
        next.push(n);
      }
    }
    if (reached) break;
    frontier = next;
  }
  return { mark, order };
}

/** The distance of square `i` in the last walk (marked `mark`), or undefined when it was not reached. */
export function distanceAt(mark: number, i: number): number | undefined {
  return i >= 0 && rings.seen[i] === mark ? rings.a[i] : undefined;
}

/** The square the last walk reached square `i` from. */
export function parentAt(i: number): number {
  return rings.b[i]!;
}

/** Steps on the shortest walkable path (no costs, no stops), or null when unreachable (or over `limit`). */
export function pathDistance(s: DarknessState, a: Square, b: Square, limit = 400): number | null {
  if (a.x === b.x && a.y === b.y) return 0;
  const g = townGrid(s);
  const target = indexOf(g, b.x, b.y);
  if (target < 0) return null;
  const { mark } = walkFrom(s, g, a, limit, target);
  return distanceAt(mark, target) ?? null;
}

/** Squares within n walkable steps (the square itself first), with their distance, nearest first. */
export function squaresWithin(s: DarknessState, sq: Square, n: number): { square: Square; distance: number }[] {
  const g = townGrid(s);
  const { order } = walkFrom(s, g, sq, n);
  return [{ square: sq, distance: 0 }, ...order.map((i) => ({ square: squareAt(g, i), distance: rings.a[i]! }))];
}

/** Living heroes other than `seat` standing within n walkable steps of `sq` (helpers, invites). */
export function heroesWithin(s: DarknessState, sq: Square, n: number, except: Seat | null = null): Seat[] {
  const g = townGrid(s);
  const { mark } = walkFrom(s, g, sq, n);
  const near = (at: Square) => sameSquare(at, sq) || distanceAt(mark, indexOf(g, at.x, at.y)) !== undefined;
  return s.heroes.filter((h) => h.alive && h.seat !== except && near(h.at)).map((h) => h.seat);
}

/** The outside square of the building's door nearest to `from` by path (Manhattan when none is walkable). */
export function nearestDoorOutside(s: DarknessState, tile: number, from: Square): Square {
  let best: Square | null = null;
  let bestD = Infinity;
  for (const door of doorSquares(s, tile)) {
    const out = outsideOfDoor(s, door);
    const walk = pathDistance(s, from, door);
    const d = walk ?? 1000 + Math.abs(from.x - door.x) + Math.abs(from.y - door.y);
    if (d < bestD) {
      bestD = d;
      best = out;
    }
  }
  return best ?? from;
}
