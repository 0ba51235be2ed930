import { describe, expect, it } from 'vitest';
import { squareChar, tileIndexAtSlot } from './board';
import { connectingRotations, masterPlaceTile } from './tiles';
import { act, edit, newGame, refused } from './test-helpers';
import type { DarknessState } from './types';

/** Hero 0 on the police tile's east edge (15,3) with movement left; the slot east of it is empty. */
function atEdge(f: (d: DarknessState) => void = () => {}, g: { rules?: Record<string, string>; master?: boolean } = {}): DarknessState {
  const heroes = g.master ? [{}] : [{}, {}];
  return edit(newGame({ heroes, ...g }), (d) => {
    d.heroes[0]!.at = { x: 15, y: 3 };
    d.turn.moved = true;
    d.turn.movementLeft = 3;
    f(d);
  });
}

/** Explores east and turns the tile to its first connecting rotation when asked. */
function exploreEast(s: DarknessState, tile?: string): DarknessState {
  const r = act(s, 0, tile ? { type: 'explore', side: 'E', tile } : { type: 'explore', side: 'E' });
  return r.pending?.kind === 'orientTile' ? act(r, 0, { type: 'orientTile', rotation: r.pending.rotations[0]! }) : r;
}

describe('exploring (1.9, A16)', () => {
  it('D249 draws a tile from the stack, places it beyond the edge and the hero steps onto it', () => {
    const s = atEdge();
    const done = exploreEast(s);
    const placed = tileIndexAtSlot(done, 2, 0);
    expect(placed).not.toBeNull();
    expect(s.stack).toContain(done.tiles[placed!]!.tile);
    expect(done.stack.length).toBeLessThan(s.stack.length);
    expect(done.heroes[0]!.at).toEqual({ x: 16, y: 3 });
    expect(['.', ',']).toContain(squareChar(done, { x: 16, y: 3 }));
  });

  it('the new tile\'s `?` squares take waiting discs face down (1.9)', () => {
    const s = atEdge();
    const done = exploreEast(s);
    const onNew = Object.values(done.discs).filter((d) => d.where.zone === 'board' && d.where.at.x >= 16);
    expect(onNew.length).toBeGreaterThan(0);
    expect(onNew.every((d) => d.where.zone === 'board' && !d.where.faceUp)).toBe(true);
    const waiting = (x: DarknessState) => Object.values(x.discs).filter((d) => d.where.zone === 'waiting').length;
    expect(waiting(done)).toBe(waiting(s) - onNew.length);
  });

  it('D242 asks for the turn only among rotations whose street meets the hero, and refuses others', () => {
    const s = atEdge();
    for (const tile of s.stack) {
      const rots = connectingRotations(s, tile, 2, 0, { x: 15, y: 3 }, 'E');
      expect(rots.length).toBeGreaterThan(0);
    }
    const r = act(s, 0, { type: 'explore', side: 'E' });
    if (r.pending?.kind === 'orientTile') {
      const wrong = ([0, 1, 2, 3] as const).find((x) => !(r.pending as { rotations: number[] }).rotations.includes(x));
      if (wrong !== undefined) refused(r, 0, { type: 'orientTile', rotation: wrong }, 'rotation_not_connecting');
      refused(r, 1, { type: 'orientTile', rotation: r.pending.rotations[0]! }, 'not_your_decision');
    } else expect(r.pending).toBeNull();
  });

  it('refuses away from an edge, toward a placed tile, without movement, and once the stack is empty', () => {
    refused(atEdge((d) => { d.heroes[0]!.at = { x: 3, y: 6 }; }), 0, { type: 'explore', side: 'E' }, 'not_at_edge');
    refused(atEdge((d) => { d.heroes[0]!.at = { x: 8, y: 3 }; }), 0, { type: 'explore', side: 'W' }, 'slot_taken');
    refused(atEdge((d) => { d.turn.movementLeft = 0; }), 0, { type: 'explore', side: 'E' }, 'no_movement_left');
    refused(atEdge((d) => { d.stack = []; }), 0, { type: 'explore', side: 'E' }, 'town_closed');
    refused(atEdge((d) => { d.heroes[0]!.effects.stuckOnTile = { tile: 1, untilTurn: 99 }; }), 0, { type: 'explore', side: 'E' }, 'stuck_on_tile');
  });

  it('A16 option placer_chooses_tile: the placer names a tile of the stack', () => {
    const rules = { A16: 'placer_chooses_tile' };
    refused(atEdge(() => {}, { rules }), 0, { type: 'explore', side: 'E' }, 'tile_choice_required');
    refused(atEdge(), 0, { type: 'explore', side: 'E', tile: 'bar' }, 'tile_choice_not_allowed');
    const done = exploreEast(atEdge(() => {}, { rules }), 'bar');
    expect(done.tiles[tileIndexAtSlot(done, 2, 0)!]!.tile).toBe('bar');
    expect(done.stack).not.toContain('bar');
  });

  it('the High School brings its other half', () => {
    const done = exploreEast(atEdge(() => {}, { rules: { A16: 'placer_chooses_tile' } }), 'school_a');
    const ids = done.tiles.map((t) => t.tile);
    expect(ids).toContain('school_a');
    expect(ids).toContain('school_b');
    expect(done.stack).not.toContain('school_b');
  });

  it('D241 A17: when the town closes, discs still waiting stay waiting; option remove_extras takes them out', () => {
    const last = (rules: Record<string, string>) => exploreEast(atEdge((d) => { d.stack = ['bar']; }, { rules }));
    const keep = last({});
    expect(keep.stack).toEqual([]);
    expect(Object.values(keep.discs).some((d) => d.where.zone === 'waiting')).toBe(true);
    const removed = last({ A17: 'remove_extras' });
    expect(Object.values(removed.discs).filter((d) => d.where.zone === 'waiting' && d.kind !== 'numbered' && d.kind !== 'adversary')).toEqual([]);
  });

  it('with a Master, the Master places the tile where the hero explored', () => {
    const s = act(atEdge(() => {}, { master: true }), 0, { type: 'explore', side: 'E' });
    expect(s.pending).toEqual({ kind: 'master', seat: 1, reason: 'placeTile' });
    const placed = edit(s, (d) => {
      const rot = connectingRotations(d, 'bar', 2, 0, { x: 15, y: 3 }, 'E')[0]!;
      expect(masterPlaceTile(d, 'bar', 2, 0, rot)).toBeNull();
    });
    expect(placed.tiles.at(-1)).toMatchObject({ tile: 'bar', tx: 2, ty: 0 });
    expect(placed.pending).toBeNull();
    expect(placed.heroes[0]!.at).toEqual({ x: 16, y: 3 });
    const wrong = edit(s, (d) => { expect(masterPlaceTile(d, 'bar', 3, 0, 0)?.code).toBe('tile_slot_wrong'); });
    expect(wrong.tiles).toHaveLength(s.tiles.length);
  });
});
