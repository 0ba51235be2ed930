/**
 * The Master's tools (digest §1.17, A46): each tool and its refusal (a refused tool changes nothing),
 * the private note of the difficulty table, and the round handed back to the heroes.
 */
import { describe, expect, it } from 'vitest';
import { applyMaster, masterLegal, masterTableLevel } from './master';
import { applyExplore } from './tiles';
import { addDisc, build, faceDown, faceUp } from './test-helpers-e2';
import type { DarknessAction, DarknessState } from './types';

function masterRound(): DarknessState {
  const s = build({ master: true, heroes: [{ at: { x: 3, y: 2 } }, { at: { x: 0, y: 0 } }] });
  s.pending = { kind: 'master', seat: 2, reason: 'round' };
  return s;
}

function refused(s: DarknessState, seat: number, action: DarknessAction): string | undefined {
  const before = JSON.stringify(s);
  const err = applyMaster(s, seat, action);
  expect(JSON.stringify(s)).toBe(before);
  return err?.code;
}

describe('who may use the tools', () => {
  it('only the Master, only on the Master\'s turn', () => {
    const s = masterRound();
    expect(refused(s, 0, { type: 'masterDone' })).toBe('not_master');
    s.pending = null;
    expect(refused(s, 2, { type: 'masterDone' })).toBe('not_your_decision');
    expect(masterLegal(s, 2)).toEqual([]);
  });
});

describe('the tools', () => {
  it('environment: light and weather for everyone', () => {
    const s = masterRound();
    expect(applyMaster(s, 2, { type: 'masterEnvironment', light: 'night', weather: 'storm' })).toBeNull();
    expect(s.env).toEqual({ light: 'night', weather: 'storm' });
    expect(s.log.at(-1)).toEqual({ key: 'environmentSet', params: { light: 'night', weather: 'storm' } });
    expect(refused(s, 2, { type: 'masterEnvironment', light: 'dusk' as never, weather: 'clear' })).toBe('master_environment_invalid');
  });

  it('D295 reveal: a face-down disc in a hero\'s sight turns face up; out of sight or face up is refused', () => {
    const s = masterRound();
    const near = addDisc(s, 'ghoul_1', 'adversary', faceDown({ x: 5, y: 2 }));
    const far = addDisc(s, 'knife', 'item', faceDown({ x: 13, y: 4 }));
    s.peeks = { 0: [near] };
    const legal = masterLegal(s, 2);
    expect(legal).toContainEqual({ type: 'masterReveal', disc: near });
    expect(legal).not.toContainEqual({ type: 'masterReveal', disc: far });
    expect(refused(s, 2, { type: 'masterReveal', disc: far })).toBe('master_reveal_out_of_sight');
    expect(applyMaster(s, 2, { type: 'masterReveal', disc: near })).toBeNull();
    expect(s.discs[near]!.where).toEqual(faceUp({ x: 5, y: 2 }));
    expect(s.peeks[0]).toEqual([]);
    expect(refused(s, 2, { type: 'masterReveal', disc: near })).toBe('master_reveal_not_face_down');
  });

  it('D294 adversary: a face-up adversary walks up to its S, once a round; onto a hero it goes under the figure', () => {
    const s = masterRound();
    const a = addDisc(s, 'shambler_1', 'adversary', faceUp({ x: 4, y: 0 }));
    const legalTo = masterLegal(s, 2).filter((x) => x.type === 'masterAdversary').map((x) => (x.type === 'masterAdversary' ? x.to : null));
    expect(legalTo).toContainEqual({ x: 2, y: 0 });
    expect(legalTo).not.toContainEqual({ x: 1, y: 0 });
    expect(refused(s, 2, { type: 'masterAdversary', disc: a, to: { x: 1, y: 0 } })).toBe('master_adversary_too_far');
    expect(applyMaster(s, 2, { type: 'masterAdversary', disc: a, to: { x: 2, y: 0 } })).toBeNull();
    expect(s.discs[a]!.where).toEqual(faceUp({ x: 2, y: 0 }));
    expect(refused(s, 2, { type: 'masterAdversary', disc: a, to: { x: 1, y: 0 } })).toBe('master_adversary_moved');
    s.round += 1;
    expect(applyMaster(s, 2, { type: 'masterAdversary', disc: a, to: { x: 0, y: 0 } })).toBeNull();
    expect(s.discs[a]!.where).toEqual({ zone: 'underFigure', seat: 1 });
    const knife = addDisc(s, 'knife', 'item', faceUp({ x: 3, y: 0 }));
    expect(refused(s, 2, { type: 'masterAdversary', disc: knife, to: null })).toBe('master_not_adversary');
  });

  it('set target: a ladder level kept for the next check without a printed target', () => {
    const s = masterRound();
    expect(applyMaster(s, 2, { type: 'masterSetTarget', level: 4 })).toBeNull();
    expect(s.scenario.masterTarget).toBe(4);
    expect(refused(s, 2, { type: 'masterSetTarget', level: 9 })).toBe('master_target_invalid');
  });

  it('D320 the target the Master sets is a note only the Master reads', () => {
    const s = masterRound();
    expect(applyMaster(s, 2, { type: 'masterSetTarget', level: 5 })).toBeNull();
    const note = s.log.at(-1)!;
    expect(note).toMatchObject({ key: 'masterTargetSet', params: { level: 5 }, to: [2] });
  });

  it('A46 the difficulty table: 2d6 to a level, a note only the Master reads', () => {
    const s = masterRound();
    expect(applyMaster(s, 2, { type: 'masterRollTable' })).toBeNull();
    const note = s.log.at(-1)!;
    expect(note.key).toBe('masterTable');
    expect(note.to).toEqual([2]);
    expect(note.dice).toHaveLength(2);
    expect(note.params.total).toBe(note.dice![0]! + note.dice![1]!);
    expect(note.params.level).toBe(masterTableLevel(note.params.total as number, 'as_printed'));
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => masterTableLevel(t, 'as_printed'))).toEqual([6, 4, 3, 3, 2, 2, 2, 3, 3, 3, 6]);
    expect(masterTableLevel(11, 'symmetric')).toBe(4);
    expect(masterTableLevel(3, 'symmetric')).toBe(4);
  });

  it('done: the heroes play on, and a hero whose turn begins on an adversary must fight or flee', () => {
    const s = masterRound();
    const ghoul = addDisc(s, 'ghoul_1', 'adversary', { zone: 'underFigure', seat: 0 });
    expect(masterLegal(s, 2)).toContainEqual({ type: 'masterDone' });
    expect(applyMaster(s, 2, { type: 'masterDone' })).toBeNull();
    expect(s.pending).toMatchObject({ kind: 'combat', seat: 0, disc: ghoul, step: 'choose' });
  });

  it('place tile: the Master puts a chosen stack tile at the explored slot (tiles.ts checks the slot and the turn)', () => {
    const s = masterRound();
    s.pending = null;
    s.heroes[0]!.at = { x: 3, y: 7 };
    s.stack = ['bar', 'bank'];
    s.turn = { ...s.turn, moved: true, movementLeft: 3 };
    expect(applyExplore(s, 0, 'S')).toBeNull();
    expect(s.pending).toEqual({ kind: 'master', seat: 2, reason: 'placeTile' });
    expect(refused(s, 2, { type: 'masterPlaceTile', tile: 'bar', tx: 1, ty: 1, rotation: 0 })).toBe('tile_slot_wrong');
    expect(refused(s, 2, { type: 'masterPlaceTile', tile: 'church', tx: 0, ty: 1, rotation: 0 })).toBe('tile_not_in_stack');
    const placed = ([0, 1, 2, 3] as const).some((rotation) => {
      const copy = JSON.parse(JSON.stringify(s)) as DarknessState;
      if (applyMaster(copy, 2, { type: 'masterPlaceTile', tile: 'bar', tx: 0, ty: 1, rotation }) !== null) return false;
      expect(copy.tiles.at(-1)).toEqual({ tile: 'bar', tx: 0, ty: 1, rotation });
      expect(copy.stack).toEqual(['bank']);
      expect(copy.pending?.kind).not.toBe('master');
      return true;
    });
    expect(placed).toBe(true);
  });

  it('a tile to place comes first: other tools are refused', () => {
    const s = masterRound();
    s.pending = { kind: 'master', seat: 2, reason: 'placeTile' };
    expect(refused(s, 2, { type: 'masterDone' })).toBe('master_must_place_tile');
  });

  it('the legal list is bounded: done, the table, 8 targets, 5 environments, reveals in sight, moves within S', () => {
    const s = masterRound();
    addDisc(s, 'shambler_1', 'adversary', faceUp({ x: 4, y: 0 }));
    const legal = masterLegal(s, 2);
    expect(legal.filter((a) => a.type === 'masterSetTarget')).toHaveLength(8);
    expect(legal.filter((a) => a.type === 'masterEnvironment')).toHaveLength(5);
    expect(legal.filter((a) => a.type === 'masterAdversary').length).toBeLessThanOrEqual(1 + 12);
    for (const a of legal) {
      const copy = JSON.parse(JSON.stringify(s)) as DarknessState;
      expect(applyMaster(copy, 2, a)).toBeNull();
    }
  });
});
