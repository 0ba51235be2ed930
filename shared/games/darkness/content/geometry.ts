/**
 * Tile geometry shared by the engine, the validator and the table: quarter turns of a tile's rows,
 * its squares after rotation, and where the High School's other half goes.
 */
import type { Side, SquareChar, TileDef } from './types';

export const TILE_SIZE = 8;

/** Rotates square rows by `rotation` clockwise quarter turns (0..3); any n × n grid. */
export function rotateRows(rows: readonly string[], rotation: number): string[] {
  let out = rows.slice();
  const turns = ((rotation % 4) + 4) % 4;
  for (let t = 0; t < turns; t++) {
    const n = out.length;
    const next: string[] = [];
    // Clockwise: the new row r reads the old column r from bottom to top.
    for (let r = 0; r < n; r++) {
      let line = '';
      for (let c = 0; c < n; c++) line += out[n - 1 - c]![r]!;
      next.push(line);
    }
    out = next;
  }
  return out;
}

/** The tile's 8 × 8 squares after rotation, [row][column], north row first. */
export function tileSquares(tile: TileDef, rotation: number): SquareChar[][] {
  return rotateRows(tile.rows, rotation).map((row) => row.split('') as SquareChar[]);
}

const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];

/** A side after `rotation` clockwise quarter turns (N → E → S → W). */
export function rotateSide(side: Side, rotation: number): Side {
  return SIDES[(SIDES.indexOf(side) + (((rotation % 4) + 4) % 4)) % 4]!;
}

/** The tile offset of a side's neighbour. */
export function sideOffset(side: Side): { dx: number; dy: number } {
  return side === 'N' ? { dx: 0, dy: -1 } : side === 'S' ? { dx: 0, dy: 1 } : side === 'E' ? { dx: 1, dy: 0 } : { dx: -1, dy: 0 };
}

/** Where a paired tile's other half goes when this half is placed at (tx, ty) with `rotation` (same rotation). */
export function partnerPlacement(tile: TileDef, tx: number, ty: number, rotation: number): { tile: string; tx: number; ty: number } | null {
  if (!tile.pair) return null;
  const { dx, dy } = sideOffset(rotateSide(tile.pair.side, rotation));
  return { tile: tile.pair.tileId, tx: tx + dx, ty: ty + dy };
}
