import { describe, expect, it } from 'vitest';
import { act, edit, newGame, refused } from './test-helpers';
import type { DarknessState } from './types';

const moved = (s: DarknessState) => edit(s, (d) => { d.turn.moved = true; d.turn.movementLeft = 0; });

describe('turns (1.7, A20)', () => {
  it('the movement roll is mandatory before ending the turn, unless the hero healed themself', () => {
    refused(newGame({ heroes: [{}, {}] }), 0, { type: 'endTurn' }, 'movement_roll_required');
    expect(act(moved(newGame({ heroes: [{}, {}] })), 0, { type: 'endTurn' }).turn.seat).toBe(1);
  });

  it('D234 (rules 1) under A15 the action ends the movement: a hero who acted first neither rolls nor must roll', () => {
    const s = edit(newGame({ heroes: [{}, {}], rulesVersion: 1 }), (d) => { d.turn.actionTaken = true; });
    refused(s, 0, { type: 'rollMovement', cancelOhCrap: false }, 'action_already_taken');
    expect(act(s, 0, { type: 'endTurn' }).turn.seat).toBe(1);
    const after = edit(newGame({ heroes: [{}, {}], rules: { A15: 'move_after_action' } }), (d) => { d.turn.actionTaken = true; });
    refused(after, 0, { type: 'endTurn' }, 'movement_roll_required');
  });

  it('goes round the seats from the round\'s first seat, skipping the dead, and counts rounds', () => {
    let s = newGame({ heroes: [{}, {}, {}] });
    s = edit(s, (d) => { d.heroes[1]!.alive = false; });
    s = act(moved(s), 0, { type: 'endTurn' });
    expect(s.turn.seat).toBe(2);
    expect(s.round).toBe(1);
    s = act(moved(s), 2, { type: 'endTurn' });
    expect(s.turn.seat).toBe(0);
    expect(s.round).toBe(2);
    expect(s.heroes[0]!.turnsTaken).toBe(2);
    expect(s.turn.number).toBe(3);
  });

  it('A20: a random first seat from the seed (every seat can open); option lobby_order_first_seat', async () => {
    const { darkness } = await import('./index');
    const { options } = await import('./test-helpers');
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) firsts.add(darkness.setup(options({ heroes: [{}, {}, {}] }), `s${i}`).turn.seat);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i++) expect(darkness.setup(options({ heroes: [{}, {}, {}], rules: { A20: 'lobby_order_first_seat' } }), `s${i}`).turn.seat).toBe(0);
  });

  it('the round ends when play comes back to the seat that opened it', async () => {
    const { darkness } = await import('./index');
    const { options } = await import('./test-helpers');
    let s = darkness.setup(options({ heroes: [{}, {}, {}] }), 's1');
    const first = s.turn.seat;
    for (let i = 0; i < 3; i++) s = act(moved(s), s.turn.seat, { type: 'endTurn' });
    expect(s.turn.seat).toBe(first);
    expect(s.round).toBe(2);
  });

  it('D247 (rules 1) "until your next turn" effects end when the hero\'s next turn starts; shifts last through it', () => {
    let s = edit(newGame({ heroes: [{}, {}], rulesVersion: 1 }), (d) => {
      const t = d.heroes[0]!.turnsTaken;
      d.heroes[0]!.effects.stuckOnTile = { tile: 0, untilTurn: t + 1 };
      d.heroes[0]!.effects.targetShift = { shift: 1, untilTurn: t + 1 };
    });
    s = act(moved(s), 0, { type: 'endTurn' });
    s = act(moved(s), 1, { type: 'endTurn' });
    expect(s.heroes[0]!.effects.stuckOnTile).toBeNull();
    expect(s.heroes[0]!.effects.targetShift).not.toBeNull();
    s = act(moved(s), 0, { type: 'endTurn' });
    s = act(moved(s), 1, { type: 'endTurn' });
    expect(s.heroes[0]!.effects.targetShift).toBeNull();
  });

  it('a new turn resets the movement, the action and the VP purchases', () => {
    const s = act(edit(newGame({ heroes: [{}, {}] }), (d) => { d.turn = { ...d.turn, moved: true, movementLeft: 2, actionTaken: true, vpDiceBought: 3, rerollsBought: 2, movementFactor: 2 }; }), 0, { type: 'endTurn' });
    expect(s.turn).toMatchObject({ seat: 1, moved: false, movementLeft: null, actionTaken: false, vpDiceBought: 0, rerollsBought: 0, movementFactor: 1 });
  });
});
