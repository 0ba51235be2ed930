/**
 * The town as the table draws it, from one view: every placed tile's 64 squares in global
 * coordinates (tile tx,ty covers x = tx*8 … tx*8+7), doors with their locks and state, the discs
 * lying on the board, the heroes stacked per square, the squares a move may reach and the empty
 * slots an explore would fill. Pure: the SVG (TownMap.vue) only lays these out.
 */
import type { DarknessAction, DoorState, HeroState, PlacedTile, Seat, Square, ViewDisc } from '../../../../../shared/games/darkness/game/types';
import type { Side, SquareChar } from '../../../../../shared/games/darkness/content/types';
import { sideOffset, TILE_SIZE } from '../../../../../shared/games/darkness/content';

export { TILE_SIZE };

export type SquareKind = 'street' | 'yard' | 'wall' | 'floor' | 'question' | 'scenario' | 'door' | 'window';

export interface TownSquare {
  /** "x,y": the square's key in every map of the table. */
  key: string;
  x: number;
  y: number;
  kind: SquareKind;
  /** Index in the view's tiles of the tile it belongs to. */
  tile: number;
  /** Locks drawn on a door (0 = an open doorway, A13). */
  locks: number;
  /** A door's state (locked, open, no door); null on every other square. */
  door: DoorState | null;
}

/** The 8×8 grid of a placed tile after its rotation: rows of SquareChars (strings or arrays). */
export type TileGrid = ArrayLike<ArrayLike<string>>;

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const keyOf = (sq: Square): string => `${sq.x},${sq.y}`;

export function squareKind(c: string): SquareKind {
  switch (c as SquareChar) {
    case '.': return 'street';
    case ',': return 'yard';
    case '#': return 'wall';
    case '?': return 'question';
    case '!': return 'scenario';
    case 'W': return 'window';
    case '0':
    case '1':
    case '2':
    case '3':
      return 'door';
    default:
      return 'floor';
  }
}

/** Every square of every placed tile; `gridOf` gives a placed tile's rotated grid (content's tileSquares). */
export function townSquares(
  tiles: readonly PlacedTile[],
  gridOf: (placed: PlacedTile) => TileGrid | null,
  doors: Readonly<Record<string, DoorState>>,
  doorKey: (sq: Square) => string = keyOf,
): TownSquare[] {
  const out: TownSquare[] = [];
  tiles.forEach((placed, tile) => {
    const grid = gridOf(placed);
    if (!grid) return;
    for (let row = 0; row < TILE_SIZE; row++) {
      for (let col = 0; col < TILE_SIZE; col++) {
        const c = grid[row]?.[col] ?? '#';
        const x = placed.tx * TILE_SIZE + col;
        const y = placed.ty * TILE_SIZE + row;
        const kind = squareKind(c);
        const isDoor = kind === 'door';
        out.push({
          key: `${x},${y}`,
          x,
          y,
          kind,
          tile,
          locks: isDoor ? Number(c) : 0,
          // A door the view does not list yet reads from its locks (A13: 0 locks = an open doorway).
          door: isDoor ? (doors[doorKey({ x, y })] ?? (Number(c) === 0 ? 'noDoor' : 'locked')) : null,
        });
      }
    }
  });
  return out;
}

/** The tile (tx, ty) a square lies on. */
export function tileOf(sq: Square): { tx: number; ty: number } {
  return { tx: Math.floor(sq.x / TILE_SIZE), ty: Math.floor(sq.y / TILE_SIZE) };
}

export interface ExploreSlot {
  side: Side;
  tx: number;
  ty: number;
  action: Extract<DarknessAction, { type: 'explore' }>;
}

/**
 * The empty tile slots the legal explore actions would fill: beside the tile the hero stands on,
 * one per side (under A16's option the placer names the tile: the map offers the first, the turn
 * buttons every one).
 */
export function exploreSlots(legal: readonly DarknessAction[], heroAt: Square | null): ExploreSlot[] {
  if (!heroAt) return [];
  const { tx, ty } = tileOf(heroAt);
  const out: ExploreSlot[] = [];
  for (const a of legal) {
    if (a.type !== 'explore' || out.some((s) => s.side === a.side)) continue;
    const { dx, dy } = sideOffset(a.side);
    out.push({ side: a.side, tx: tx + dx, ty: ty + dy, action: a });
  }
  return out;
}

/** The squares a legal moveTo reaches, by key, each with the exact action to send back. */
export function reachable(legal: readonly DarknessAction[]): Map<string, Extract<DarknessAction, { type: 'moveTo' }>> {
  const out = new Map<string, Extract<DarknessAction, { type: 'moveTo' }>>();
  for (const a of legal) if (a.type === 'moveTo') out.set(`${a.x},${a.y}`, a);
  return out;
}

/** The squares the placed tiles cover, plus explore slots, with one square of margin. */
export function townBounds(tiles: readonly PlacedTile[], slots: readonly { tx: number; ty: number }[] = []): Bounds {
  const all = [...tiles.map((t) => ({ tx: t.tx, ty: t.ty })), ...slots];
  if (all.length === 0) return { minX: 0, minY: 0, maxX: TILE_SIZE - 1, maxY: TILE_SIZE - 1 };
  const txs = all.map((t) => t.tx);
  const tys = all.map((t) => t.ty);
  return {
    minX: Math.min(...txs) * TILE_SIZE,
    minY: Math.min(...tys) * TILE_SIZE,
    maxX: (Math.max(...txs) + 1) * TILE_SIZE - 1,
    maxY: (Math.max(...tys) + 1) * TILE_SIZE - 1,
  };
}

export interface BoardDisc {
  id: string;
  key: string;
  x: number;
  y: number;
  faceUp: boolean;
  /** Null while face down and unknown to this viewer. */
  kind: ViewDisc['kind'];
  def: string | null;
  peeked: boolean;
}

/** The discs lying on the board (face down or up), in a stable order. */
export function boardDiscs(discs: readonly ViewDisc[]): BoardDisc[] {
  const out: BoardDisc[] = [];
  for (const d of discs) {
    if (d.where.zone !== 'board') continue;
    const { x, y } = d.where.at;
    out.push({ id: d.id, key: `${x},${y}`, x, y, faceUp: d.where.faceUp, kind: d.kind, def: d.def, peeked: d.peeked });
  }
  return out;
}

/**
 * Discs under a hero's figure (an adversary still standing after the rounds, A12): drawn at the
 * hero's square, beside the figure, so the table sees who has a foe on them.
 */
export function underFigureDiscs(discs: readonly ViewDisc[], heroes: readonly HeroState[]): BoardDisc[] {
  const out: BoardDisc[] = [];
  for (const d of discs) {
    if (d.where.zone !== 'underFigure') continue;
    const hero = heroes[d.where.seat];
    if (!hero) continue;
    const { x, y } = hero.at;
    out.push({ id: d.id, key: `${x},${y}`, x, y, faceUp: true, kind: d.kind, def: d.def, peeked: false });
  }
  return out;
}

export interface HeroStack {
  key: string;
  x: number;
  y: number;
  seats: Seat[];
}

/** Living heroes grouped by square (seat order inside a stack), so shared squares draw as one stack. */
export function heroStacks(heroes: readonly HeroState[]): HeroStack[] {
  const byKey = new Map<string, HeroStack>();
  for (const h of heroes) {
    if (!h.alive) continue;
    const key = keyOf(h.at);
    const stack = byKey.get(key);
    if (stack) stack.seats.push(h.seat);
    else byKey.set(key, { key, x: h.at.x, y: h.at.y, seats: [h.seat] });
  }
  return [...byKey.values()];
}

/**
 * The keyboard cursor's next square for an arrow key, kept inside the bounds; null for any
 * other key. The map is a grid, so the arrows move one square (no wrap: a town has edges).
 */
export function moveCursor(cursor: Square, key: string, bounds: Bounds): Square | null {
  const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const d = step[key];
  if (!d) return null;
  return {
    x: Math.min(bounds.maxX, Math.max(bounds.minX, cursor.x + d[0])),
    y: Math.min(bounds.maxY, Math.max(bounds.minY, cursor.y + d[1])),
  };
}

/**
 * What Enter on a square does: the legal move there, else the explore whose slot holds it,
 * else nothing (the square only says what it is).
 */
export function actionAt(sq: Square, moves: ReadonlyMap<string, DarknessAction>, slots: readonly ExploreSlot[]): DarknessAction | null {
  const move = moves.get(keyOf(sq));
  if (move) return move;
  const { tx, ty } = tileOf(sq);
  return slots.find((s) => s.tx === tx && s.ty === ty)?.action ?? null;
}
