/**
 * Tile checks (ruling D201): 8 × 8 of known squares, street edges that line up, streets and yards
 * connected, one building whose every door and window opens from outside onto its floor, the `?`
 * count of the tile table, loot that resolves, and a High School pair that joins cleanly.
 */
import { partnerPlacement, TILE_SIZE } from './geometry';
import type { DiscDef, Side, TileDef } from './types';
import { problem, type ContentProblem } from './validate-problem';

const KNOWN = new Set(['.', ',', '#', 'f', '?', '!', '0', '1', '2', '3', 'W']);
const OPPOSITE: Record<Side, Side> = { N: 'S', S: 'N', E: 'W', W: 'E' };

/** The `?` squares of each tile (digest §2.3 a's table: 50 in all, one per disc). */
export const EXPECTED_QUESTIONS: Readonly<Record<string, number>> = {
  bar: 3, police: 4, clinic: 3, cafe: 3, bank: 3, supermarket: 4, house: 3, school_a: 4, school_b: 3,
  game_shop: 3, gun_shop: 4, church: 3, museum: 4, warehouse: 3, library: 3,
};

export const isFloor = (c: string | undefined): boolean => c === 'f' || c === '?' || c === '!';
export const isOutside = (c: string | undefined): boolean => c === '.' || c === ',';
export const isOpening = (c: string | undefined): boolean => c === 'W' || (c !== undefined && c >= '0' && c <= '3');

type Grid = readonly string[];
const at = (g: Grid, r: number, c: number): string | undefined => g[r]?.[c];
const STEPS = [[-1, 0], [1, 0], [0, -1], [0, 1]] as const;

/** The connected groups of squares passing `keep` (4-neighbour), each as "r,c" keys. */
export function regions(g: Grid, keep: (c: string | undefined) => boolean): Set<string>[] {
  const seen = new Set<string>();
  const out: Set<string>[] = [];
  for (let r = 0; r < g.length; r++) {
    for (let c = 0; c < (g[r]?.length ?? 0); c++) {
      if (!keep(at(g, r, c)) || seen.has(`${r},${c}`)) continue;
      const group = new Set<string>();
      const todo: [number, number][] = [[r, c]];
      seen.add(`${r},${c}`);
      while (todo.length > 0) {
        const [y, x] = todo.pop()!;
        group.add(`${y},${x}`);
        for (const [dy, dx] of STEPS) {
          const k = `${y + dy},${x + dx}`;
          if (!seen.has(k) && keep(at(g, y + dy, x + dx))) {
            seen.add(k);
            todo.push([y + dy, x + dx]);
          }
        }
      }
      out.push(group);
    }
  }
  return out;
}

function sideSquares(side: Side): [number, number][] {
  const n = TILE_SIZE;
  return Array.from({ length: n }, (_, i): [number, number] =>
    side === 'N' ? [0, i] : side === 'S' ? [n - 1, i] : side === 'W' ? [i, 0] : [i, n - 1]);
}

function count(g: Grid, ch: string): number {
  return g.join('').split(ch).length - 1;
}

function checkShape(t: TileDef, path: string, out: ContentProblem[]): boolean {
  if (t.rows.length !== TILE_SIZE || t.rows.some((r) => r.length !== TILE_SIZE)) {
    out.push(problem(path, 'tile_not_8x8', `La loseta ${t.id} no tiene 8 × 8 casillas.`, `Tile ${t.id} is not 8 × 8 squares.`));
    return false;
  }
  const bad = [...new Set(t.rows.join('').split('').filter((c) => !KNOWN.has(c)))];
  if (bad.length > 0) {
    out.push(problem(path, 'tile_unknown_square', `La loseta ${t.id} tiene casillas desconocidas: ${bad.join(' ')}.`, `Tile ${t.id} has unknown squares: ${bad.join(' ')}.`));
    return false;
  }
  return true;
}

function checkStreets(t: TileDef, path: string, out: ContentProblem[]): void {
  const g = t.rows;
  for (const side of ['N', 'E', 'S', 'W'] as Side[]) {
    if (t.pair?.side === side) continue;
    if (sideSquares(side).some(([r, c]) => at(g, r, c) !== '.')) {
      out.push(problem(`${path}.rows`, 'tile_edge_not_street', `El lado ${side} de ${t.id} no es todo calle: no enlazaría con las losetas vecinas.`, `Side ${side} of ${t.id} is not all street: it would not join its neighbours.`));
    }
  }
  const streets = regions(g, (c) => c === '.');
  if (streets.length !== 1) {
    out.push(problem(`${path}.rows`, 'tile_streets_split', `Las calles de ${t.id} no están todas unidas (${streets.length} trozos).`, `The streets of ${t.id} are not all connected (${streets.length} pieces).`));
  }
  if (regions(g, isOutside).length !== 1) {
    out.push(problem(`${path}.rows`, 'tile_yard_cut_off', `Hay un patio de ${t.id} sin salida a la calle.`, `A yard of ${t.id} has no way to the street.`));
  }
}

function checkBuilding(t: TileDef, path: string, out: ContentProblem[]): void {
  const g = t.rows;
  const floors = regions(g, isFloor);
  if (floors.length !== 1) {
    out.push(problem(`${path}.rows`, 'tile_floor_split', `El suelo de ${t.id} no forma un solo edificio (${floors.length} partes).`, `The floor of ${t.id} is not one building (${floors.length} parts).`));
  }
  let doors = 0;
  for (let r = 0; r < TILE_SIZE; r++) {
    for (let c = 0; c < TILE_SIZE; c++) {
      const ch = at(g, r, c);
      if (!isOpening(ch)) continue;
      if (ch !== 'W') doors++;
      const near = STEPS.map(([dy, dx]) => at(g, r + dy, c + dx));
      if (!near.some(isOutside) || !near.some(isFloor)) {
        const what = ch === 'W' ? { es: 'La ventana', en: 'The window' } : { es: 'La puerta', en: 'The door' };
        out.push(problem(`${path}.rows[${r}][${c}]`, 'tile_opening_unreachable', `${what.es} de ${t.id} en (${r},${c}) no une la calle con el suelo del edificio.`, `${what.en} of ${t.id} at (${r},${c}) does not join the street to the building's floor.`));
      }
    }
  }
  if (doors === 0) out.push(problem(`${path}.rows`, 'tile_no_door', `${t.id} no tiene puerta.`, `${t.id} has no door.`));
  const expected = EXPECTED_QUESTIONS[t.id];
  const q = count(g, '?');
  if (expected !== undefined && q !== expected) {
    out.push(problem(`${path}.rows`, 'tile_question_count', `${t.id} tiene ${q} casillas ? y la tabla pide ${expected}.`, `${t.id} has ${q} ? squares and the table asks for ${expected}.`));
  }
}

function checkLoot(t: TileDef, path: string, discs: ReadonlyMap<string, DiscDef>, out: ContentProblem[]): void {
  t.loot.forEach((l, i) => {
    const def = discs.get(l.item);
    if (!def || def.kind !== 'item') {
      out.push(problem(`${path}.loot[${i}]`, 'tile_loot_unknown', `El botín de ${t.id} nombra un objeto que no existe: ${l.item}.`, `The loot of ${t.id} names an item that does not exist: ${l.item}.`));
    }
    if (!Number.isInteger(l.target) || l.target < 1 || l.target > 8) {
      out.push(problem(`${path}.loot[${i}]`, 'tile_loot_level', `Nivel de botín fuera de la escala en ${t.id}.`, `Loot level off the ladder in ${t.id}.`));
    }
  });
  if (!Number.isInteger(t.windowLevel) || t.windowLevel < 1 || t.windowLevel > 8) {
    out.push(problem(`${path}.windowLevel`, 'tile_window_level', `Nivel de ventana fuera de la escala en ${t.id}.`, `Window level off the ladder in ${t.id}.`));
  }
}

/** The two halves side by side (A west/north of B after rotation 0), as one grid. */
function joined(a: TileDef, b: TileDef): string[] {
  if (a.pair!.side === 'E') return a.rows.map((row, i) => row + b.rows[i]);
  if (a.pair!.side === 'W') return b.rows.map((row, i) => row + a.rows[i]);
  if (a.pair!.side === 'S') return [...a.rows, ...b.rows];
  return [...b.rows, ...a.rows];
}

function checkPair(t: TileDef, path: string, tiles: ReadonlyMap<string, TileDef>, out: ContentProblem[]): void {
  const pair = t.pair!;
  const other = tiles.get(pair.tileId);
  if (!other || other.pair?.tileId !== t.id || other.pair.side !== OPPOSITE[pair.side]) {
    out.push(problem(`${path}.pair`, 'tile_pair_mismatch', `La otra mitad de ${t.id} (${pair.tileId}) no existe o no se une por el lado opuesto.`, `The other half of ${t.id} (${pair.tileId}) does not exist or does not join on the opposite side.`));
    return;
  }
  const edgeA = sideSquares(pair.side).map(([r, c]) => at(t.rows, r, c));
  const edgeB = sideSquares(other.pair!.side).map(([r, c]) => at(other.rows, r, c));
  const kind = (c: string | undefined): string => (isFloor(c) ? 'floor' : isOutside(c) ? 'outside' : 'wall');
  const mismatch = edgeA.findIndex((c, i) => kind(c) !== kind(edgeB[i]));
  const g = joined(t, other);
  if (mismatch >= 0 || regions(g, isFloor).length !== 1) {
    out.push(problem(`${path}.pair`, 'tile_pair_seam', `${t.id} y ${other.id} no encajan: el suelo no es uno al unirlas.`, `${t.id} and ${other.id} do not fit: the floor is not one when joined.`));
  }
  const p = partnerPlacement(t, 0, 0, 0);
  if (!p || p.tile !== other.id) out.push(problem(`${path}.pair`, 'tile_pair_mismatch', `La pareja de ${t.id} está mal colocada.`, `The pair of ${t.id} is misplaced.`));
}

export function validateTiles(tiles: readonly TileDef[], discs: ReadonlyMap<string, DiscDef>): ContentProblem[] {
  const out: ContentProblem[] = [];
  const byId = new Map<string, TileDef>();
  tiles.forEach((t, i) => {
    const path = `tiles[${i}]`;
    if (byId.has(t.id)) out.push(problem(path, 'tile_duplicate_id', `Id de loseta repetido: ${t.id}.`, `Duplicate tile id: ${t.id}.`));
    byId.set(t.id, t);
  });
  tiles.forEach((t, i) => {
    const path = `tiles[${i}]`;
    if (!checkShape(t, path, out)) return;
    checkStreets(t, path, out);
    // A pair half's floor reaches the seam, so it is checked as one building in checkPair.
    if (!t.pair) checkBuilding(t, path, out);
    else {
      const tmp: ContentProblem[] = [];
      checkBuilding(t, path, tmp);
      out.push(...tmp.filter((p) => p.code !== 'tile_floor_split'));
      checkPair(t, path, byId, out);
    }
    checkLoot(t, path, discs, out);
  });
  return out;
}
