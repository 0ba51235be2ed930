import { describe, expect, it } from 'vitest';
import { applyFate } from './fate';
import { runFlow } from './flow';
import { act, clearDiscs, edit, newGame, putDisc, refused } from './test-helpers';
import type { DarknessState, FateTable } from './types';

/** Three heroes in the middle of hero 0's turn (moved, 4 points left). */
function base(f: (d: DarknessState) => void = () => {}, rules: Record<string, string> = {}, rulesVersion?: number): DarknessState {
  return edit(newGame({ heroes: [{}, {}, {}], rules, rulesVersion }), (d) => {
    clearDiscs(d);
    d.turn.moved = true;
    d.turn.movementLeft = 4;
    f(d);
  });
}

const fate = (s: DarknessState, table: FateTable, result: number) => edit(s, (d) => runFlow(d, applyFate(d, 0, table, result)));

describe('Oh Crap (1.8)', () => {
  it('2: every target one level harder — rules 1 through the hero\'s next turn (D247), rules 2 during it (D405)', () => {
    const old = fate(base(() => {}, {}, 1), 'ohCrap', 2);
    expect(old.heroes[0]!.effects.targetShift).toEqual({ shift: 1, untilTurn: old.heroes[0]!.turnsTaken + 1 });
    const s = fate(base(), 'ohCrap', 2);
    const k = s.heroes[0]!.turnsTaken;
    expect(s.heroes[0]!.effects.targetShift).toEqual({ shift: 1, window: { from: 2 * k + 2, until: 2 * k + 3 } });
  });

  it('D236 Oh Crap 3: gives an item to another hero of the roller\'s choice; its VP leave with it, the taker scores its difficulty', () => {
    let knife = '';
    const s = fate(base((d) => { knife = putDisc(d, 'knife', 'item', { zone: 'held', seat: 0 }, { awardedVp: 2 }); d.heroes[0]!.vp = 2; }), 'ohCrap', 3);
    expect(s.pending).toMatchObject({ kind: 'fateChoice', options: [{ kind: 'seatAndDisc', seat: 1, disc: knife }, { kind: 'seatAndDisc', seat: 2, disc: knife }] });
    const done = act(s, 0, { type: 'fateChoice', option: 1 });
    expect(done.discs[knife]!.where).toEqual({ zone: 'held', seat: 2 });
    expect(done.heroes[0]!.vp).toBe(0);
    expect(done.heroes[2]!.vp).toBe(2);
  });

  it('3 with nothing to give does nothing and says why', () => {
    const s = fate(base(), 'ohCrap', 3);
    expect(s.pending).toBeNull();
    expect(s.log.at(-1)).toMatchObject({ key: 'fate.nothing', params: { why: 'no_item' } });
  });

  it('4: gives an ally to another hero', () => {
    let kid = '';
    const s = fate(base((d) => { kid = putDisc(d, 'street_kid', 'ally', { zone: 'held', seat: 0 }); }), 'ohCrap', 4);
    expect(s.pending?.kind).toBe('fateChoice');
    expect(act(s, 0, { type: 'fateChoice', option: 0 }).discs[kid]!.where).toEqual({ zone: 'held', seat: 1 });
  });

  it('5: the next door stays shut', () => {
    expect(fate(base(), 'ohCrap', 5).heroes[0]!.effects.nextDoorShut).toBe(true);
  });

  it('D237 Oh Crap 6: gives 2 VP to another hero, even from fewer than 2', () => {
    const s = fate(base((d) => { d.heroes[0]!.vp = 1; }), 'ohCrap', 6);
    const done = act(s, 0, { type: 'fateChoice', option: 0 });
    expect(done.heroes[0]!.vp).toBe(-1);
    expect(done.heroes[1]!.vp).toBe(2);
  });

  it('7: may not leave the tile until the next turn (rules 1 a turn count, rules 2 the same window as Woohoo 2)', () => {
    const old = fate(base(() => {}, {}, 1), 'ohCrap', 7);
    expect(old.heroes[0]!.effects.stuckOnTile).toEqual({ tile: 0, untilTurn: old.heroes[0]!.turnsTaken + 1 });
    const s = fate(base(), 'ohCrap', 7);
    const k = s.heroes[0]!.turnsTaken;
    expect(s.heroes[0]!.effects.stuckOnTile).toEqual({ tile: 0, window: { from: 2 * k, until: 2 * k + 2 } });
    expect(fate(base(), 'woohoo', 2).heroes[0]!.effects.targetShift).toEqual({ shift: -1, window: { from: 2 * k, until: 2 * k + 2 } });
  });

  it('8: half movement this turn', () => {
    expect(fate(base(), 'ohCrap', 8).turn.movementFactor).toBe(0.5);
  });

  it('D253 Oh Crap 9: loses the rest of the turn at once', () => {
    const s = fate(base(), 'ohCrap', 9);
    expect(s.turn.seat).toBe(1);
  });

  it('10: gains a Failure disc', () => {
    expect(fate(base(), 'ohCrap', 10).heroes[0]!.failures).toBe(1);
  });

  it('11: bleeds until another hero heals them', () => {
    expect(fate(base(), 'ohCrap', 11).heroes[0]!.effects.bleeding).toBe(true);
  });

  it('12: the next skill check fails', () => {
    expect(fate(base(), 'ohCrap', 12).heroes[0]!.effects.nextCheck).toBe('fails');
  });
});

describe('Woohoo (1.8)', () => {
  it('2: every target one level easier', () => {
    expect(fate(base(), 'woohoo', 2).heroes[0]!.effects.targetShift?.shift).toBe(-1);
  });

  it('3: takes a random item from a chosen hero, no contest', () => {
    let a = '';
    let b = '';
    const s = fate(base((d) => {
      a = putDisc(d, 'knife', 'item', { zone: 'held', seat: 1 });
      b = putDisc(d, 'crowbar', 'item', { zone: 'held', seat: 2 });
    }), 'woohoo', 3);
    expect(s.pending).toMatchObject({ kind: 'fateChoice', options: [{ kind: 'seat', seat: 1 }, { kind: 'seat', seat: 2 }] });
    const done = act(s, 0, { type: 'fateChoice', option: 1 });
    expect(done.discs[b]!.where).toEqual({ zone: 'held', seat: 0 });
    expect(done.discs[a]!.where).toEqual({ zone: 'held', seat: 1 });
  });

  it('D251 Woohoo 4: takes an ally; with one hero holding allies there is nothing to choose', () => {
    let kid = '';
    const s = fate(base((d) => { kid = putDisc(d, 'street_kid', 'ally', { zone: 'held', seat: 2 }); }), 'woohoo', 4);
    expect(s.pending).toBeNull();
    expect(s.discs[kid]!.where).toEqual({ zone: 'held', seat: 0 });
  });

  it('5 and A19: the nearest locked door by path opens, with no No Door disc', () => {
    const s = fate(base(), 'woohoo', 5);
    expect(s.doors['6,3']).toBe('open');
    expect(s.doors['11,1']).toBe('locked');
  });

  it('A19 option nearest_in_squares counts a straight line', () => {
    const s = fate(base((d) => { d.heroes[0]!.at = { x: 12, y: 0 }; }, { A19: 'nearest_in_squares' }), 'woohoo', 5);
    expect(s.doors['11,1']).toBe('open');
  });

  it('D238 Woohoo 6: takes 1 VP from every other hero who has one', () => {
    const s = fate(base((d) => { d.heroes[1]!.vp = 3; d.heroes[2]!.vp = 0; }), 'woohoo', 6);
    expect(s.heroes.map((h) => h.vp)).toEqual([1, 2, 0]);
  });

  it('7 and A24: looks at every face-down disc of a chosen tile, privately', () => {
    let a = '';
    let b = '';
    const s = fate(base((d) => {
      a = putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 2, y: 2 }, faceUp: false });
      b = putDisc(d, 'crowbar', 'item', { zone: 'board', at: { x: 10, y: 2 }, faceUp: false });
    }), 'woohoo', 7);
    expect(s.pending).toMatchObject({ kind: 'fateChoice', options: [{ kind: 'tile', tile: 0 }, { kind: 'tile', tile: 1 }] });
    const done = act(s, 0, { type: 'fateChoice', option: 1 });
    expect(done.peeks[0]).toEqual([b]);
    expect(done.peeks[0]).not.toContain(a);
    expect(done.log.at(-1)).toMatchObject({ key: 'fate.looked', to: [0] });
  });

  it('7 with A24 public: everyone sees the look', () => {
    const s = fate(base((d) => { putDisc(d, 'knife', 'item', { zone: 'board', at: { x: 2, y: 2 }, faceUp: false }); }, { A24: 'public' }), 'woohoo', 7);
    expect(s.log.at(-1)!.to).toBeUndefined();
    expect(s.peeks[1]).toHaveLength(1);
  });

  it('8: double movement this turn', () => {
    expect(fate(base(), 'woohoo', 8).turn.movementFactor).toBe(2);
  });

  it('9: an extra turn after this one', () => {
    const s = fate(base(), 'woohoo', 9);
    expect(s.heroes[0]!.effects.extraTurn).toBe(true);
    const next = act(s, 0, { type: 'endTurn' });
    expect(next.turn.seat).toBe(0);
    expect(next.turn.number).toBe(s.turn.number + 1);
    expect(next.heroes[0]!.effects.extraTurn).toBe(false);
  });

  it('10: discards a Failure disc (none: nothing)', () => {
    expect(fate(base((d) => { d.heroes[0]!.failures = 2; }), 'woohoo', 10).heroes[0]!.failures).toBe(1);
    expect(fate(base(), 'woohoo', 10).log.at(-1)).toMatchObject({ key: 'fate.nothing', params: { why: 'noFailure' } });
  });

  it('11 and A36: removes one damage, never above the maximum', () => {
    expect(fate(base((d) => { d.heroes[0]!.health = 2; }), 'woohoo', 11).heroes[0]!.health).toBe(3);
    expect(fate(base(), 'woohoo', 11).heroes[0]!.health).toBe(4);
  });

  it('12: the next skill check succeeds', () => {
    expect(fate(base(), 'woohoo', 12).heroes[0]!.effects.nextCheck).toBe('succeeds');
  });

  it('a fate choice is the roller\'s alone and must be one of the options', () => {
    const s = fate(base((d) => { d.heroes[0]!.vp = 5; }), 'ohCrap', 6);
    refused(s, 1, { type: 'fateChoice', option: 0 }, 'not_your_decision');
    refused(s, 0, { type: 'fateChoice', option: 7 }, 'fate_option_invalid');
  });
});
