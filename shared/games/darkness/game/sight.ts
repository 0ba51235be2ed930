/**
 * Line of sight (digest §1.17 environment, A48): how far a hero sees — 3 squares by day, only their
 * own square at night (2 with a flashlight), 1 in a storm, 2 in light rain; the shorter limit wins —
 * counted with diagonals (Chebyshev distance), and walls, closed doors and the edge of the known town
 * block it. Windows and open doorways let sight through (D300).
 */
import { doorState, isDoorChar, squareChar } from './board';
import { heldBy, heroAt } from './state';
import type { DarknessState, Seat, Square } from './types';
import { discDefOf, isNumbered } from './vp';

export const DAY_SIGHT = 3;

/** Squares of sight for a hero in the current light and weather. */
export function sightRange(s: DarknessState, seat: Seat): number {
  const byLight = s.env.light === 'day' ? DAY_SIGHT : carriesLight(s, seat) ? 2 : 0;
  const byWeather = s.env.weather === 'storm' ? 1 : s.env.weather === 'lightRain' ? 2 : DAY_SIGHT;
  return Math.min(byLight, byWeather);
}

/** A held item tagged 'light' (the flashlight): sight 2 at night, as movement's night penalty reads it. */
export function carriesLight(s: DarknessState, seat: Seat): boolean {
  return heldBy(s, seat).some((d) => {
    if (d.kind !== 'item') return false;
    const def = discDefOf(s, d);
    return !isNumbered(def) && def.kind === 'item' && def.tags.includes('light');
  });
}

/** Squares a straight line from a to b passes strictly between them (Bresenham). */
export function lineBetween(a: Square, b: Square): Square[] {
  const out: Square[] = [];
  const dx = Math.abs(b.x - a.x), dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
  let err = dx + dy, x = a.x, y = a.y;
  for (;;) {
    if (x === b.x && y === b.y) break;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x += sx; }
    if (e2 <= dx) { err += dx; y += sy; }
    if (x === b.x && y === b.y) break;
    out.push({ x, y });
  }
  return out;
}

function blocksSight(s: DarknessState, sq: Square): boolean {
  const c = squareChar(s, sq);
  if (c === null || c === '#') return true;
  if (isDoorChar(c)) return doorState(s, sq) === 'locked';
  return false;
}

/** Whether `to` is within `range` squares of `from` (diagonals count) with nothing blocking between. */
export function canSee(s: DarknessState, from: Square, to: Square, range: number): boolean {
  if (Math.max(Math.abs(from.x - to.x), Math.abs(from.y - to.y)) > range) return false;
  if (squareChar(s, to) === null) return false;
  return lineBetween(from, to).every((sq) => !blocksSight(s, sq));
}

/** Whether any living hero sees the square. */
export function seenByHeroes(s: DarknessState, sq: Square): boolean {
  return s.heroes.some((h) => h.alive && canSee(s, h.at, sq, sightRange(s, h.seat)));
}

/** Every square the hero sees now. */
export function visibleSquares(s: DarknessState, seat: Seat): Square[] {
  const hero = heroAt(s, seat);
  const r = sightRange(s, seat);
  const out: Square[] = [];
  for (let y = hero.at.y - r; y <= hero.at.y + r; y++) {
    for (let x = hero.at.x - r; x <= hero.at.x + r; x++) if (canSee(s, hero.at, { x, y }, r)) out.push({ x, y });
  }
  return out;
}
