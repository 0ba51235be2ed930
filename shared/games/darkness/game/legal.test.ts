import { describe, expect, it } from 'vitest';
import { darkness } from './index';
import { act, edit, newGame, putDisc } from './test-helpers';
import type { DarknessState } from './types';

function everyListedIsAccepted(s: DarknessState): void {
  for (const seat of [0, 1]) {
    for (const a of darkness.legalActions(s, seat)) expect(darkness.apply(s, seat, a).ok, JSON.stringify(a)).toBe(true);
  }
}

describe('legal actions', () => {
  it('only the deciding seat has actions, and each one is accepted', () => {
    const s = newGame({ heroes: [{}, {}] });
    expect(darkness.legalActions(s, 1)).toEqual([]);
    const legal = darkness.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'rollMovement', cancelOhCrap: false });
    expect(legal).not.toContainEqual({ type: 'rollMovement', cancelOhCrap: true });
    expect(legal).not.toContainEqual({ type: 'endTurn' });
    everyListedIsAccepted(s);
  });

  it('lists every reachable square after the movement roll', () => {
    const s = edit(newGame({ heroes: [{}, {}] }), (d) => { d.turn.moved = true; d.turn.movementLeft = 1; });
    const moves = darkness.legalActions(s, 0).filter((a) => a.type === 'moveTo');
    // One point = two street squares (A11) in any direction from (7,3).
    expect(moves.map((a) => a.type === 'moveTo' && `${a.x},${a.y}`).sort()).toEqual(['7,1', '7,2', '7,4', '7,5', '8,2', '8,3', '8,4']);
    everyListedIsAccepted(s);
  });

  it('a pool builder lists skill × items × ally × VP dice × helper choices the reducer accepts', () => {
    const s = edit(newGame({ heroes: [{ skills: { lockpicking: 'basic' } }, {}] }), (d) => {
      d.heroes[0]!.vp = 4;
      putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 });
      putDisc(d, 'street_kid', 'ally', { zone: 'held', seat: 0 });
    });
    const b = act(s, 0, { type: 'openDoor', door: '6,3', method: 'force' });
    const rolls = darkness.legalActions(b, 0);
    // skill: none (brawn not held) · items: none/crowbar · ally: none (street kid is Dexterity) · 0-2 VP dice · helper: none/Luis
    expect(rolls).toHaveLength(1 * 2 * 1 * 3 * 2);
    everyListedIsAccepted(b);
  });
});
