import { describe, expect, it } from 'vitest';
import { canStep } from './board';
import { placeTile } from './tiles';
import { act, clearDiscs, edit, newGame, refused, settle } from './test-helpers';
import type { CheckSpec, DarknessState } from './types';

/** Hero 0 outside the café door (6,3, 1 lock), hero 1 two squares away, hero 2 far off. */
function base(f: (d: DarknessState) => void = () => {}, rules: Record<string, string> = {}): DarknessState {
  return edit(newGame({ heroes: [{}, {}, {}], rules }), (d) => {
    clearDiscs(d);
    d.heroes[1]!.at = { x: 7, y: 5 };
    d.heroes[2]!.at = { x: 0, y: 7 };
    f(d);
  });
}

function pendingCheck(s: DarknessState): CheckSpec {
  if (s.pending?.kind !== 'build') throw new Error(`expected a pool to build, not ${s.pending?.kind}`);
  return s.pending.check;
}

describe('locked doors (1.9)', () => {
  it('lock counts set the target: 1 = 6H, 2 = 1P, 3 = 3S', () => {
    expect(pendingCheck(act(base(), 0, { type: 'openDoor', door: '6,3', method: 'lockpick' })).target).toEqual({ kind: 'level', level: 1 });
    const two = base((d) => { d.heroes[0]!.at = { x: 11, y: 0 }; });
    expect(pendingCheck(act(two, 0, { type: 'openDoor', door: '11,1', method: 'force' })).target).toEqual({ kind: 'level', level: 2 });
    const three = base((d) => { d.heroes[0]!.at = { x: 15, y: 5 }; });
    expect(pendingCheck(act(three, 0, { type: 'openDoor', door: '14,5', method: 'lockpick' })).target).toEqual({ kind: 'level', level: 3 });
  });

  it('lockpicking rolls Dexterity with lockpicking and door/lockpicking items; force rolls Attack with brawn', () => {
    const pick = pendingCheck(act(base(), 0, { type: 'openDoor', door: '6,3', method: 'lockpick' }));
    expect(pick).toMatchObject({ attribute: 'dexterity', skills: ['lockpicking'], itemUses: ['doors', 'lockpicking'], assistable: true });
    const force = pendingCheck(act(base(), 0, { type: 'openDoor', door: '6,3', method: 'force' }));
    expect(force).toMatchObject({ attribute: 'attack', skills: ['brawn'], itemUses: ['doors'] });
  });

  it('D239 a picked lock opens the door, the hero steps inside and may invite heroes within 3 squares', () => {
    const s = act(base(), 0, { type: 'openDoor', door: '6,3', method: 'lockpick' });
    const done = settle(s, pendingCheck(s), { success: true, level: 1 });
    expect(done.doors['6,3']).toBe('open');
    expect(done.heroes[0]!.at).toEqual({ x: 5, y: 3 });
    expect(done.pending).toEqual({ kind: 'invite', seat: 0, door: '6,3', candidates: [1] });
    const invited = act(done, 0, { type: 'invite', seats: [1] });
    expect(invited.heroes[1]!.at).toEqual({ x: 5, y: 3 });
    refused(done, 0, { type: 'invite', seats: [2] }, 'invite_not_candidate');
  });

  it('forcing a door earns a Failure disc and leaves no door', () => {
    const s = act(base(), 0, { type: 'openDoor', door: '6,3', method: 'force' });
    const done = settle(s, pendingCheck(s), { success: true, level: 2 });
    expect(done.doors['6,3']).toBe('noDoor');
    expect(done.heroes[0]!.failures).toBe(1);
  });

  it('a failed attempt leaves the door locked and the hero outside', () => {
    const s = act(base(), 0, { type: 'openDoor', door: '6,3', method: 'force' });
    const done = settle(s, pendingCheck(s), { success: false });
    expect(done.doors['6,3']).toBe('locked');
    expect(done.heroes[0]!.at).toEqual({ x: 7, y: 3 });
    expect(done.heroes[0]!.failures).toBe(0);
  });

  it('D231 from inside a door opens without a roll', () => {
    const s = act(base((d) => { d.heroes[0]!.at = { x: 5, y: 3 }; }), 0, { type: 'openDoor', door: '6,3', method: 'lockpick' });
    expect(s.doors['6,3']).toBe('open');
    expect(s.lastRoll).toBeNull();
  });

  it('A18: after Oh Crap 5 the next attempt fails, forcing included, with no Failure disc', () => {
    const s = act(base((d) => { d.heroes[0]!.effects.nextDoorShut = true; }), 0, { type: 'openDoor', door: '6,3', method: 'force' });
    expect(s.doors['6,3']).toBe('locked');
    expect(s.pending).toBeNull();
    expect(s.heroes[0]!.failures).toBe(0);
    expect(s.heroes[0]!.effects.nextDoorShut).toBe(false);
  });

  it('A18 option next_attempt_fails_with_failure: forcing it still earns the Failure disc', () => {
    const s = act(base((d) => { d.heroes[0]!.effects.nextDoorShut = true; }, { A18: 'next_attempt_fails_with_failure' }), 0, { type: 'openDoor', door: '6,3', method: 'force' });
    expect(s.heroes[0]!.failures).toBe(1);
  });

  it('refuses doors out of reach, open doors and a second action', () => {
    refused(base(), 0, { type: 'openDoor', door: '11,1', method: 'force' }, 'not_at_door');
    refused(base(), 0, { type: 'openDoor', door: '7,3', method: 'force' }, 'not_a_door');
    refused(base((d) => { d.doors['6,3'] = 'open'; }), 0, { type: 'openDoor', door: '6,3', method: 'force' }, 'door_not_locked');
    refused(base((d) => { d.turn.actionTaken = true; }), 0, { type: 'openDoor', door: '6,3', method: 'force' }, 'action_already_taken');
  });
});

describe('doors without locks (A13)', () => {
  // The church below the café: its door with 0 locks at (3,10), the yard square (3,9) in front of it.
  const church = (rules: Record<string, string> = {}) => edit(base(() => {}, rules), (d) => {
    d.stack = d.stack.filter((t) => t !== 'church');
    placeTile(d, 'church', 0, 1, 0);
    d.heroes[0]!.at = { x: 3, y: 9 };
  });

  it('A13: a door with 0 locks is an open doorway: walked through, never rolled for', () => {
    const s = church();
    expect(s.doors['3,10']).toBe('open');
    expect(canStep(s, { x: 3, y: 9 }, { x: 3, y: 10 })).toBe(true);
    refused(s, 0, { type: 'openDoor', door: '3,10', method: 'lockpick' }, 'door_not_locked');
  });

  it('A13 option zero_as_one: it is locked like a door of one lock (6H)', () => {
    const s = church({ A13: 'zero_as_one' });
    expect(canStep(s, { x: 3, y: 9 }, { x: 3, y: 10 })).toBe(false);
    expect(pendingCheck(act(s, 0, { type: 'openDoor', door: '3,10', method: 'lockpick' })).target).toEqual({ kind: 'level', level: 1 });
  });
});

describe('windows (A12)', () => {
  // The police window (9,3) from the street square (8,3); the police's windowLevel comes from content.
  const atWindow = (rules: Record<string, string> = {}) => base((d) => { d.heroes[0]!.at = { x: 8, y: 3 }; }, rules);

  it('climbing rolls Dexterity with climbing and must exceed the door level', () => {
    const check = pendingCheck(act(atWindow(), 0, { type: 'climbWindow', window: '9,3' }));
    expect(check).toMatchObject({ attribute: 'dexterity', skills: ['climbing'], itemUses: ['climbing'] });
    expect(check.target.kind).toBe('exceed');
  });

  it('A12 option meet_or_beat: meeting the door level is enough', () => {
    const check = pendingCheck(act(atWindow({ A12: 'meet_or_beat' }), 0, { type: 'climbWindow', window: '9,3' }));
    expect(check.target.kind).toBe('level');
  });

  it('a successful climb puts the hero on the floor inside; a failed one leaves them out', () => {
    const s = act(atWindow(), 0, { type: 'climbWindow', window: '9,3' });
    expect(settle(s, pendingCheck(s), { success: true }).heroes[0]!.at).toEqual({ x: 10, y: 3 });
    expect(settle(s, pendingCheck(s), { success: false }).heroes[0]!.at).toEqual({ x: 8, y: 3 });
    refused(base(), 0, { type: 'climbWindow', window: '9,3' }, 'not_at_window');
  });
});
