/**
 * The hero bot's picture of the town, from its own view only: the placed tiles, the doors as the
 * view shows them, and distances to whatever it wants to reach. The engine's board helpers
 * (board.ts) read only the public table (tiles, doors, rules, heroes), so the bot hands them its
 * view's copy of that table instead of the state it never sees.
 */
import { adjacentSquares, canStep, doorKey, doorState, isDoorChar, isOutsideChar, squareChar, TILE_SIZE, tileGrid } from '../board';
import type { SquareChar } from '../../content/types';
import type { DarknessState, DarknessView, Square } from '../types';

/** What board.ts reads: the public table only (never discs, peeks, the stack or the rng). */
export type Table = Pick<DarknessState, 'tiles' | 'doors' | 'rules' | 'heroes'>;

export function tableOf(view: DarknessView): DarknessState {
  const table: Table = { tiles: view.tiles, doors: view.doors, rules: view.rules, heroes: view.heroes };
  return table as DarknessState;
}

/** A locked door costs a turn's action and a roll: worth walking around when a few squares do it. */
export const LOCKED_DOOR_PENALTY = 4;

export const keyOf = (sq: Square): string => doorKey(sq);

function stepCost(s: DarknessState, c: SquareChar): number {
  return c === '.' && s.rules.A11 !== 'street_full_cost' ? 0.5 : 1;
}

/**
 * Movement points from every square of the town to the nearest of `goals`, walking backwards
 * from them (Dijkstra on a small grid: at most a few thousand squares). A locked door may be
 * walked through at a penalty: the bot opens it when it gets there.
 */
export function distancesTo(s: DarknessState, goals: readonly Square[]): Map<string, number> {
  const dist = new Map<string, number>();
  const queue: { sq: Square; d: number }[] = [];
  for (const g of goals) {
    if (squareChar(s, g) === null) continue;
    const k = keyOf(g);
    if (dist.has(k)) continue;
    dist.set(k, 0);
    queue.push({ sq: g, d: 0 });
  }
  while (queue.length > 0) {
    // A linear minimum is plenty for a few hundred open squares and keeps this file simple.
    let best = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i]!.d < queue[best]!.d) best = i;
    const { sq: b, d } = queue[best]!;
    queue[best] = queue[queue.length - 1]!;
    queue.pop();
    if (d > (dist.get(keyOf(b)) ?? Infinity)) continue;
    const cb = squareChar(s, b)!;
    const enter = stepCost(s, cb) + (isDoorChar(cb) && doorState(s, b) === 'locked' ? LOCKED_DOOR_PENALTY : 0);
    for (const a of adjacentSquares(b)) {
      const ca = squareChar(s, a);
      if (ca === null) continue;
      const lockedEntry = isDoorChar(cb) && isOutsideChar(ca) && doorState(s, b) === 'locked';
      if (!lockedEntry && !canStep(s, a, b)) continue;
      const nd = d + enter;
      const k = keyOf(a);
      if (nd < (dist.get(k) ?? Infinity)) {
        dist.set(k, nd);
        queue.push({ sq: a, d: nd });
      }
    }
  }
  return dist;
}

/** Every square of the placed tiles whose character passes `want`. */
export function squaresWhere(s: DarknessState, want: (c: SquareChar, sq: Square, tileIndex: number) => boolean): Square[] {
  const out: Square[] = [];
  s.tiles.forEach((t, i) => {
    const grid = tileGrid(t.tile, t.rotation);
    for (let y = 0; y < TILE_SIZE; y++) {
      for (let x = 0; x < TILE_SIZE; x++) {
        const sq = { x: t.tx * TILE_SIZE + x, y: t.ty * TILE_SIZE + y };
        if (want(grid[y]![x]!, sq, i)) out.push(sq);
      }
    }
  });
  return out;
}

/** Outside squares at the town's open edge: a step from them leads where no tile lies yet. */
export function frontierSquares(s: DarknessState): Square[] {
  return squaresWhere(s, (c, sq) => isOutsideChar(c) && adjacentSquares(sq).some((n) => squareChar(s, n) === null));
}

/** The '!' squares of every placed tile with this id. */
export function scenarioSquaresOf(s: DarknessState, tileId: string): Square[] {
  return squaresWhere(s, (c, _sq, i) => c === '!' && s.tiles[i]!.tile === tileId);
}

export function manhattan(a: Square, b: Square): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}
