import { describe, expect, it } from 'vitest';
import { darkness } from './index';
import { act, clearDiscs, edit, newGame, putDisc } from './test-helpers';

describe('undo (D243)', () => {
  const moving = edit(newGame({ heroes: [{}, {}] }), (d) => { clearDiscs(d); d.turn.moved = true; d.turn.movementLeft = 3; });

  it('D243 a move, a drop or a give can be taken back: nothing was rolled, drawn or revealed', () => {
    expect(darkness.undoable(moving, act(moving, 0, { type: 'moveTo', x: 7, y: 5 }))).toBe(true);
    let bar = '';
    const holding = edit(moving, (d) => { bar = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 0 }); });
    expect(darkness.undoable(holding, act(holding, 0, { type: 'give', disc: bar, to: 1 }))).toBe(true);
    expect(darkness.undoable(holding, act(holding, 0, { type: 'drop', disc: bar }))).toBe(true);
  });

  it('D243 a roll, a flip or an explored tile cannot', () => {
    const s = newGame({ heroes: [{}, {}] });
    const rolled = act(act(s, 0, { type: 'rollMovement', cancelOhCrap: false }), 0, { type: 'roll', skill: null, items: [], ally: null, vpDice: 0, helpers: [] });
    expect(darkness.undoable(s, rolled)).toBe(false);
    const disc = edit(moving, (d) => { putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 7, y: 3 }, faceUp: false }); });
    expect(darkness.undoable(disc, act(disc, 0, { type: 'flipDisc' }))).toBe(false);
    const edge = edit(moving, (d) => { d.heroes[0]!.at = { x: 15, y: 3 }; });
    expect(darkness.undoable(edge, act(edge, 0, { type: 'explore', side: 'E' }))).toBe(false);
  });
});
