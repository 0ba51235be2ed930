/**
 * The town as squares (digest §1.8–1.9): global coordinates over the placed tiles, which square is
 * street, yard, floor, wall, door or window, who may step where, and distances. Walls block; a door
 * lets a hero in only when it is open (or has no door, or 0 locks under A13) and always lets a hero
 * out ("las puertas siempre se abren desde dentro", D231); a window never passes except by the climb
 * action (doors.ts). Diagonal steps do not exist (1.8). Distances and who is near are town-grid.ts'.
 */
import { TILE_SIZE, tileById, tileSquares } from '../content';
import type { SquareChar } from '../content/types';
import type { DarknessState, DoorState, PlacedTile, Seat, Square } from './types';

export { TILE_SIZE };

type Grid = readonly (readonly SquareChar[])[];

/** Rotated maps never change for a tile id and rotation, so they are read once. */
const gridCache = new Map<string, Grid>();

export function tileGrid(tileId: string, rotation: 0 | 1 | 2 | 3): Grid {
  const key = `${tileId}:${rotation}`;
  let grid = gridCache.get(key);
  if (!grid) {
    const def = tileById(tileId);
    if (!def) throw new Error(`Unknown tile ${tileId}`);
    grid = tileSquares(def, rotation);
    gridCache.set(key, grid);
  }
  return grid;
}

interface TileIndex {
  /** slot key (see slotKey) → index in s.tiles */
  slot: Map<number, number>;
  /** the rotated grid of each placed tile, by index */
  grids: Grid[];
}

/** Per tiles array (replaced, never mutated, when a tile is placed): slot lookup and grids. */
const indexCache = new WeakMap<readonly PlacedTile[], TileIndex>();
/** The last tiles array looked up: every hot board helper asks for the same one many times an action. */
let lastTiles: readonly PlacedTile[] | null = null;
let lastIndex: TileIndex | null = null;

/** Read once: the bundle's re-exported constant is a getter on every access under some loaders. */
const SIZE: number = TILE_SIZE;
/** Squares → tile slots by shifts (SIZE is 8): x >> 3 floors and x & 7 wraps negatives too. */
const SHIFT = Math.log2(SIZE);
const MASK = SIZE - 1;

const slotKey = (tx: number, ty: number): number => (tx + 4096) * 8192 + (ty + 4096);

/** A square as one number (for searches' seen-sets; `doorKey` is the string form the state uses). */
export const squareKey = (sq: Square): number => slotKey(sq.x, sq.y);

function tileIndex(s: DarknessState): TileIndex {
  if (s.tiles === lastTiles) return lastIndex!;
  let idx = indexCache.get(s.tiles);
  if (!idx) {
    idx = { slot: new Map(), grids: [] };
    for (let i = 0; i < s.tiles.length; i++) {
      const t = s.tiles[i]!;
      idx.slot.set(slotKey(t.tx, t.ty), i);
      idx.grids.push(tileGrid(t.tile, t.rotation));
    }
    indexCache.set(s.tiles, idx);
  }
  lastTiles = s.tiles;
  lastIndex = idx;
  return idx;
}

/** The index of the placed tile with that id, or null while it is not on the table. */
export function tileIndexOf(s: DarknessState, tileId: string): number | null {
  const i = s.tiles.findIndex((t) => t.tile === tileId);
  return i < 0 ? null : i;
}

export function tileSlot(sq: Square): { tx: number; ty: number } {
  return { tx: Math.floor(sq.x / SIZE), ty: Math.floor(sq.y / SIZE) };
}

export function tileIndexAtSlot(s: DarknessState, tx: number, ty: number): number | null {
  return tileIndex(s).slot.get(slotKey(tx, ty)) ?? null;
}

export function tileIndexAt(s: DarknessState, sq: Square): number | null {
  return tileIndex(s).slot.get(slotKey(sq.x >> SHIFT, sq.y >> SHIFT)) ?? null;
}

/** The square's map character, or null where no tile lies. */
export function squareChar(s: DarknessState, sq: Square): SquareChar | null {
  return charAt(s, sq.x, sq.y);
}

function charAt(s: DarknessState, x: number, y: number): SquareChar | null {
  const idx = tileIndex(s);
  const index = idx.slot.get(slotKey(x >> SHIFT, y >> SHIFT));
  if (index === undefined) return null;
  return idx.grids[index]![y & MASK]![x & MASK]!;
}

export const isDoorChar = (c: SquareChar | null): boolean => c === '0' || c === '1' || c === '2' || c === '3';
export const isFloorChar = (c: SquareChar | null): boolean => c === 'f' || c === '?' || c === '!';
export const isOutsideChar = (c: SquareChar | null): boolean => c === '.' || c === ',';
export const isStreet = (c: SquareChar | null): boolean => c === '.';

/** Door and window squares are keyed by their global square. */
export function doorKey(sq: Square): string {
  return `${sq.x},${sq.y}`;
}

export function squareOfKey(key: string): Square {
  const [x, y] = key.split(',').map(Number);
  return { x: x!, y: y! };
}

/** Door state of a door square; a door square not yet recorded is read from its lock count (A13). */
export function doorState(s: DarknessState, sq: Square): DoorState {
  const known = s.doors[doorKey(sq)];
  if (known) return known;
  const c = squareChar(s, sq);
  return initialDoorState(c, s.rules);
}

/** A13: 0 locks = an open doorway (option zero_as_one: one lock); 1–3 locks start locked. */
export function initialDoorState(c: SquareChar | null, rules: Record<string, string>): DoorState {
  if (c === '0') return rules.A13 === 'zero_as_one' ? 'locked' : 'open';
  return 'locked';
}

/** Locks on a door square for its target (1 = 6H, 2 = 1P, 3 = 3S); A13 zero_as_one reads 0 as 1. */
export function locksOf(s: DarknessState, sq: Square): number {
  const c = squareChar(s, sq);
  if (!isDoorChar(c)) return 0;
  const n = Number(c);
  return n === 0 && s.rules.A13 === 'zero_as_one' ? 1 : n;
}

/** Index in `s.tiles` of the building whose floor or door this square is; null on street, yard, wall. */
export function buildingAt(s: DarknessState, sq: Square): number | null {
  const c = squareChar(s, sq);
  if (!isFloorChar(c) && !isDoorChar(c)) return null;
  return tileIndexAt(s, sq);
}

const DIRS: readonly Square[] = [{ x: 0, y: -1 }, { x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }];

/**
 * Whether a hero may step from a to b (adjacent). Doors: in from outside only when open; out and
 * along the inside always (D231). Windows and walls never.
 */
export function canStep(s: DarknessState, a: Square, b: Square): boolean {
  const ca = charAt(s, a.x, a.y);
  if (ca === null || ca === '#' || ca === 'W') return false;
  return stepFrom(s, ca, b);
}

/** canStep from a square whose (walkable) character is already known. */
function stepFrom(s: DarknessState, ca: SquareChar, b: Square): boolean {
  const cb = charAt(s, b.x, b.y);
  if (cb === null || cb === '#' || cb === 'W') return false;
  if (isDoorChar(cb) && isOutsideChar(ca)) return doorState(s, b) !== 'locked';
  // A floor square is only reached from the building's own door or floor, never straight from outside.
  if (isFloorChar(cb) && isOutsideChar(ca)) return false;
  if (isOutsideChar(cb) && isFloorChar(ca)) return false;
  return true;
}

/** The squares one step away that a hero may enter from `sq`. */
export function neighbours(s: DarknessState, sq: Square): Square[] {
  const out: Square[] = [];
  const ca = charAt(s, sq.x, sq.y);
  if (ca === null || ca === '#' || ca === 'W') return out;
  for (const d of DIRS) {
    const n = { x: sq.x + d.x, y: sq.y + d.y };
    if (stepFrom(s, ca, n)) out.push(n);
  }
  return out;
}

/** Every square adjacent to `sq` that lies on a tile, whatever stands between (windows, walls). */
export function adjacentSquares(sq: Square): Square[] {
  return DIRS.map((d) => ({ x: sq.x + d.x, y: sq.y + d.y }));
}

/** Global squares of every character `c` on one placed tile. */
function squaresOf(s: DarknessState, tile: number, want: (c: SquareChar) => boolean): Square[] {
  const t = s.tiles[tile];
  if (!t) return [];
  const grid = tileGrid(t.tile, t.rotation);
  const out: Square[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) if (want(grid[y]![x]!)) out.push({ x: t.tx * SIZE + x, y: t.ty * SIZE + y });
  }
  return out;
}

export function questionSquares(s: DarknessState, tile: number): Square[] {
  return squaresOf(s, tile, (c) => c === '?');
}

export function doorSquares(s: DarknessState, tile: number): Square[] {
  return squaresOf(s, tile, (c) => isDoorChar(c));
}

export function windowSquares(s: DarknessState, tile: number): Square[] {
  return squaresOf(s, tile, (c) => c === 'W');
}

export function scenarioSquares(s: DarknessState, tile: number): Square[] {
  return squaresOf(s, tile, (c) => c === '!');
}

export function streetSquares(s: DarknessState, tile: number): Square[] {
  return squaresOf(s, tile, (c) => c === '.');
}

/** The street/yard square in front of a door or window (its outside neighbour). */
export function outsideOfDoor(s: DarknessState, door: Square): Square {
  for (const n of adjacentSquares(door)) if (isOutsideChar(squareChar(s, n))) return n;
  return door;
}

/** The floor square just inside a door or window (where invited heroes jump to, 1.9). */
export function insideOfDoor(s: DarknessState, door: Square): Square {
  for (const n of adjacentSquares(door)) if (isFloorChar(squareChar(s, n))) return n;
  return door;
}

export function heroesInBuilding(s: DarknessState, tile: number): Seat[] {
  return s.heroes.filter((h) => h.alive && buildingAt(s, h.at) === tile).map((h) => h.seat);
}

export const sameSquare = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;
