import { describe, expect, it } from 'vitest';
import { runFlow } from './flow';
import { onMovementRoll, reachable } from './movement';
import { act, clearDiscs, edit, findSeed, newGame, putDisc, refused } from './test-helpers';
import type { CheckSpec, DarknessState } from './types';

const MOVE: CheckSpec = { purpose: { kind: 'movement' }, seat: 0, attribute: 'speed', skills: ['sprint'], itemUses: [], target: { kind: 'none' }, assistable: false };

/** The movement roll kept with this level and a fate die that rolls nothing (3). */
function kept(s: DarknessState, level: number, fateDie = 3): DarknessState {
  return edit(s, (d) => {
    d.turn.moved = true;
    runFlow(d, onMovementRoll(d, MOVE, { seat: 0, purpose: 'movement', faces: [fateDie, 1, 1], assists: [], level, success: null, rerolled: 0, fateDie }));
  });
}

/** Hero 0 (Health 4) with `points` of movement and a bare board. */
function withPoints(points: number, f: (d: DarknessState) => void = () => {}, rules: Record<string, string> = {}): DarknessState {
  return edit(newGame({ heroes: [{}, {}], rules }), (d) => {
    clearDiscs(d);
    d.turn.moved = true;
    d.turn.movementLeft = points;
    f(d);
  });
}

describe('movement points (1.8, A48)', () => {
  it('are current Health + the roll\'s levels', () => {
    expect(kept(newGame(), 2).turn.movementLeft).toBe(6);
    const hurt = edit(newGame(), (d) => { d.heroes[0]!.health = 2; });
    expect(kept(hurt, 0).turn.movementLeft).toBe(2);
  });

  it('A48: night −2 (−1 with a light), light rain −1, storm −2, never below 0', () => {
    const night = edit(newGame(), (d) => { d.env = { light: 'night', weather: 'clear' }; });
    expect(kept(night, 1).turn.movementLeft).toBe(3);
    const lit = edit(night, (d) => { putDisc(d, 'flashlight', 'item', { zone: 'held', seat: 0 }); });
    expect(kept(lit, 1).turn.movementLeft).toBe(4);
    const rain = edit(newGame(), (d) => { d.env = { light: 'day', weather: 'lightRain' }; });
    expect(kept(rain, 1).turn.movementLeft).toBe(4);
    const storm = edit(newGame(), (d) => { d.env = { light: 'night', weather: 'storm' }; d.heroes[0]!.health = 1; });
    expect(kept(storm, 0).turn.movementLeft).toBe(0);
  });

  it('A48 option master_only: no environment penalty without a Master', () => {
    const night = edit(newGame({ rules: { A48: 'master_only' } }), (d) => { d.env = { light: 'night', weather: 'storm' }; });
    expect(kept(night, 1).turn.movementLeft).toBe(5);
  });

  it('Woohoo 8 / Oh Crap 8 factor and a bicycle (×3) multiply the points', () => {
    const doubled = edit(newGame(), (d) => { d.turn.movementFactor = 2; });
    expect(kept(doubled, 1).turn.movementLeft).toBe(10);
    const halved = edit(newGame(), (d) => { d.turn.movementFactor = 0.5; });
    expect(kept(halved, 1).turn.movementLeft).toBe(2.5);
    const bike = edit(newGame(), (d) => { putDisc(d, 'bicycle', 'item', { zone: 'held', seat: 0 }); });
    expect(kept(bike, 0).turn.movementLeft).toBe(12);
  });
});

describe('the fate die (1.8, A14)', () => {
  it('a 1 rolls on Oh Crap, a 6 on Woohoo, before moving; other faces roll nothing', () => {
    expect(kept(newGame(), 1, 1).log.some((l) => l.key === 'fate.ohCrap')).toBe(true);
    expect(kept(newGame(), 1, 6).log.some((l) => l.key === 'fate.woohoo')).toBe(true);
    expect(kept(newGame(), 1, 4).log.some((l) => l.key.startsWith('fate.'))).toBe(false);
  });

  it('D235 cancelling an Oh Crap is declared with the roll and costs 3 VP only when the die shows 1', () => {
    const rich = edit(newGame(), (d) => { d.heroes[0]!.vp = 4; d.turn.cancelOhCrap = true; });
    const cancelled = kept(rich, 1, 1);
    expect(cancelled.heroes[0]!.vp).toBe(1);
    expect(cancelled.log.some((l) => l.key === 'fate.cancelled')).toBe(true);
    expect(cancelled.log.some((l) => l.key === 'fate.ohCrap')).toBe(false);
    expect(kept(rich, 1, 6).heroes[0]!.vp).toBeGreaterThanOrEqual(3);
    refused(newGame(), 0, { type: 'rollMovement', cancelOhCrap: true }, 'vp_insufficient');
  });

  it('A14: the red die is one of the Speed dice; option red_die_extra rolls it apart', () => {
    const inPool = act(act(newGame(), 0, { type: 'rollMovement', cancelOhCrap: false }), 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    const r1 = inPool.pending?.kind === 'rolled' ? inPool.pending.roll : inPool.lastRoll!;
    expect(r1.faces).toHaveLength(3);
    expect(r1.fateDie).toBe(r1.faces[0]);
    const apart = findSeed(
      (seed) => act(act(newGame({ seed, rules: { A14: 'red_die_extra' } }), 0, { type: 'rollMovement', cancelOhCrap: false }), 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] }),
      (s) => s.lastRoll !== null && s.lastRoll.fateDie !== s.lastRoll.faces[0],
    );
    expect(apart.lastRoll!.faces).toHaveLength(3);
    expect(apart.lastRoll!.fateDie).toBeGreaterThanOrEqual(1);
  });
});

describe('moving (A11)', () => {
  it('street squares cost half a point; yards and floors one', () => {
    const s = act(withPoints(2), 0, { type: 'moveTo', x: 7, y: 7 });
    expect(s.heroes[0]!.at).toEqual({ x: 7, y: 7 });
    expect(s.turn.movementLeft).toBe(0);
    const yard = act(withPoints(3), 0, { type: 'moveTo', x: 6, y: 6 });
    expect(yard.turn.movementLeft).toBe(3 - 1.5 - 1);
  });

  it('A11 option street_full_cost: every square costs one', () => {
    refused(withPoints(2, () => {}, { A11: 'street_full_cost' }), 0, { type: 'moveTo', x: 7, y: 7 }, 'not_reachable');
    expect(act(withPoints(4, () => {}, { A11: 'street_full_cost' }), 0, { type: 'moveTo', x: 7, y: 7 }).turn.movementLeft).toBe(0);
  });

  it('entering a building ends the movement', () => {
    const s = act(withPoints(5, (d) => { d.doors['6,3'] = 'open'; }), 0, { type: 'moveTo', x: 6, y: 3 });
    expect(s.turn.movementLeft).toBe(0);
    expect(reachable(withPoints(5, (d) => { d.doors['6,3'] = 'open'; }), 0).has('5,3')).toBe(false);
  });

  it('a face-down disc stops the hero; a face-up one does not', () => {
    const down = withPoints(4, (d) => { putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 7, y: 5 }, faceUp: false }); });
    const s = act(down, 0, { type: 'moveTo', x: 7, y: 5 });
    expect(s.turn.movementLeft).toBe(0);
    const up = withPoints(4, (d) => { putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 7, y: 5 }, faceUp: true }); });
    expect(act(up, 0, { type: 'moveTo', x: 7, y: 5 }).turn.movementLeft).toBe(3);
  });

  it('Oh Crap 7: the hero cannot leave their tile', () => {
    const stuck = withPoints(4, (d) => { d.heroes[0]!.effects.stuckOnTile = { tile: 0, untilTurn: 99 }; });
    refused(stuck, 0, { type: 'moveTo', x: 8, y: 3 }, 'not_reachable');
    expect([...reachable(stuck, 0).values()].every((r) => r.square.x <= 7)).toBe(true);
  });

  it('D248 Oh Crap 11: each move costs a bleeding hero 1 Health', () => {
    const s = act(withPoints(4, (d) => { d.heroes[0]!.effects.bleeding = true; }), 0, { type: 'moveTo', x: 7, y: 4 });
    expect(s.heroes[0]!.health).toBe(3);
  });

  it('refuses moves before the roll, beyond the points and with none left', () => {
    refused(newGame(), 0, { type: 'moveTo', x: 7, y: 4 }, 'movement_not_rolled');
    refused(withPoints(1), 0, { type: 'moveTo', x: 0, y: 7 }, 'not_reachable');
    refused(withPoints(0), 0, { type: 'moveTo', x: 7, y: 4 }, 'no_movement_left');
    refused(withPoints(3), 1, { type: 'moveTo', x: 7, y: 4 }, 'not_your_decision');
  });

  it('A15: the action loses the movement left; option move_after_action keeps it', () => {
    let id = '';
    const place = (d: DarknessState) => { id = putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 7, y: 3 }, faceUp: true }); };
    const s = act(withPoints(3, place), 0, { type: 'pickUp', disc: id });
    refused(s, 0, { type: 'moveTo', x: 7, y: 4 }, 'no_movement_left');
    const t = act(withPoints(3, place, { A15: 'move_after_action' }), 0, { type: 'pickUp', disc: id });
    expect(act(t, 0, { type: 'moveTo', x: 7, y: 4 }).heroes[0]!.at).toEqual({ x: 7, y: 4 });
  });

  it('a skateboard doubles the reach on streets only', () => {
    const board = withPoints(1, (d) => { putDisc(d, 'skateboard', 'item', { zone: 'held', seat: 0 }); });
    expect(act(board, 0, { type: 'moveTo', x: 7, y: 7 }).turn.movementLeft).toBe(0);
    refused(board, 0, { type: 'moveTo', x: 6, y: 6 }, 'not_reachable');
  });
});
