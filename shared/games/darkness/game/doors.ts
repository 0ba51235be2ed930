/**
 * Locked doors and windows (digest §1.9, A12, A13, A18): entering a locked building is the turn's
 * action. Lockpicking (Dex) or force (Attack) against the locks (1 = 6H, 2 = 1P, 3 = 3S); forcing
 * earns a Failure disc and leaves no door. From inside a door always opens, without a roll. After a
 * door opens the opener may invite heroes within 3 squares of it; those who accept jump inside.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { tileById } from '../content';
import {
  adjacentSquares, doorKey, insideOfDoor, isDoorChar, isFloorChar, isOutsideChar, locksOf, outsideOfDoor, doorState, sameSquare, squareChar, squareOfKey, tileIndexAt,
} from './board';
import { heroesWithin } from './town-grid';
import { targetFor } from './checks';
import { gainFailure } from './failures';
import type { Outcome } from './next';
import { afterHeroMoved } from './objective';
import { heroAt, log } from './state';
import { actionTaken, requireAction } from './turn';
import type { CheckSpec, DarknessState, RollRecord, Seat, Square } from './types';

export const INVITE_RANGE = 3;

function isNextTo(a: Square, b: Square): boolean {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
}

/** Where the hero stands relative to the door: outside it, inside it, or neither. */
function sideOf(s: DarknessState, hero: Square, door: Square): 'outside' | 'inside' | null {
  if (sameSquare(hero, door)) return 'inside';
  if (!isNextTo(hero, door)) return null;
  const c = squareChar(s, hero);
  if (isOutsideChar(c)) return 'outside';
  if (isFloorChar(c)) return 'inside';
  return null;
}

export function applyOpenDoor(s: DarknessState, seat: Seat, door: string, method: 'lockpick' | 'force'): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const sq = parseKey(door);
  if (!sq || !isDoorChar(squareChar(s, sq))) return ruleError('not_a_door', `${door} is not a door`, { door });
  const hero = heroAt(s, seat);
  const side = sideOf(s, hero.at, sq);
  if (!side) return ruleError('not_at_door', 'Stand outside the door (or inside the building) to open it', { door });
  if (doorState(s, sq) !== 'locked') return ruleError('door_not_locked', 'This door is already open', { door });
  actionTaken(s);
  if (side === 'inside') {
    // 1.9: doors always open from inside; no roll, and nothing breaks.
    s.doors[door] = 'open';
    log(s, 'door.openedFromInside', { seat, door });
    return offerInvite(s, seat, door);
  }
  if (hero.effects.nextDoorShut) {
    // A18: this attempt fails whatever the roll; forcing gives a Failure disc only under the option.
    hero.effects.nextDoorShut = false;
    log(s, 'door.staysShut', { seat, door });
    if (method === 'force' && s.rules.A18 === 'next_attempt_fails_with_failure') gainFailure(s, seat, 'forceDoor');
    return null;
  }
  const level = locksOf(s, sq);
  const spec: CheckSpec = method === 'lockpick'
    ? { purpose: { kind: 'door', door, method }, seat, attribute: 'dexterity', skills: ['lockpicking'], itemUses: ['doors', 'lockpicking'], target: targetFor(s, seat, level, 'meet'), assistable: true }
    : { purpose: { kind: 'door', door, method }, seat, attribute: 'attack', skills: ['brawn'], itemUses: ['doors'], target: targetFor(s, seat, level, 'meet'), assistable: true };
  return { step: 'check', spec };
}

function parseKey(key: string): Square | null {
  if (!/^-?\d+,-?\d+$/.test(key)) return null;
  return squareOfKey(key);
}

/** The hero (and later the invited) jump to the square just inside; entering ends movement. */
function jumpInside(s: DarknessState, seat: Seat, door: Square): void {
  heroAt(s, seat).at = insideOfDoor(s, door);
  afterHeroMoved(s, seat);
}

export function onDoorCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  if (check.purpose.kind !== 'door') return;
  const { door, method } = check.purpose;
  const seat = check.seat;
  if (!roll.success) {
    log(s, 'door.failed', { seat, door, method });
    return;
  }
  s.doors[door] = method === 'force' ? 'noDoor' : 'open';
  log(s, method === 'force' ? 'door.forced' : 'door.picked', { seat, door });
  if (method === 'force') gainFailure(s, seat, 'forceDoor');
  if (!heroAt(s, seat).alive || s.result) return;
  jumpInside(s, seat, squareOfKey(door));
  offerInvite(s, seat, door);
}

/** 1.9: heroes within 3 squares of the door may be invited in. */
function offerInvite(s: DarknessState, seat: Seat, door: string): null {
  if (s.result) return null;
  const sq = squareOfKey(door);
  const candidates = heroesWithin(s, outsideOfDoor(s, sq), INVITE_RANGE, seat).filter((h) => tileIndexAt(s, heroAt(s, h).at) !== null && !isInside(s, h, sq));
  if (candidates.length > 0) s.pending = { kind: 'invite', seat, door, candidates };
  return null;
}

function isInside(s: DarknessState, seat: Seat, door: Square): boolean {
  const at = heroAt(s, seat).at;
  return isFloorChar(squareChar(s, at)) || sameSquare(at, door);
}

export function applyInvite(s: DarknessState, seat: Seat, seats: readonly Seat[]): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'invite') return ruleError('no_invite_pending', 'There is no door to invite through');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero opened the door');
  if (new Set(seats).size !== seats.length) return ruleError('invite_repeated', 'Invite each hero once');
  for (const h of seats) if (!p.candidates.includes(h)) return ruleError('invite_not_candidate', `Seat ${h} is not within ${INVITE_RANGE} squares of the door`, { seat: h });
  s.pending = null;
  // D239: the invited jump in at once (accepting is agreed at the table, as with help, 1.5).
  for (const h of seats) {
    jumpInside(s, h, squareOfKey(p.door));
    log(s, 'door.invited', { seat: h, door: p.door });
  }
  return null;
}

/** A window of the hero's tile next to the hero's (outside) square. */
export function applyClimbWindow(s: DarknessState, seat: Seat, window: string): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const sq = parseKey(window);
  if (!sq || squareChar(s, sq) !== 'W') return ruleError('not_a_window', `${window} is not a window`, { window });
  const hero = heroAt(s, seat);
  if (!isNextTo(hero.at, sq) || !isOutsideChar(squareChar(s, hero.at))) return ruleError('not_at_window', 'Stand outside next to the window', { window });
  const tile = tileIndexAt(s, sq);
  const def = tile === null ? undefined : tileById(s.tiles[tile]!.tile);
  if (!def) return ruleError('not_a_window', `${window} is not a window`, { window });
  actionTaken(s);
  // A12: one level above the door's (exceed); option meet_or_beat.
  const mode = s.rules.A12 === 'meet_or_beat' ? 'meet' : 'exceed';
  return { step: 'check', spec: { purpose: { kind: 'window', window }, seat, attribute: 'dexterity', skills: ['climbing'], itemUses: ['climbing'], target: targetFor(s, seat, def.windowLevel, mode), assistable: true } };
}

export function onWindowCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  if (check.purpose.kind !== 'window') return;
  const seat = check.seat;
  if (!roll.success) {
    log(s, 'window.failed', { seat, window: check.purpose.window });
    return;
  }
  log(s, 'window.climbed', { seat, window: check.purpose.window });
  jumpInside(s, seat, squareOfKey(check.purpose.window));
}

/** Doors a hero could try from where they stand (legal candidates). */
export function doorsNear(s: DarknessState, seat: Seat): string[] {
  const at = heroAt(s, seat).at;
  const out: string[] = [];
  for (const n of [at, ...adjacentSquares(at)]) if (isDoorChar(squareChar(s, n)) && doorState(s, n) === 'locked') out.push(doorKey(n));
  return out;
}

export function windowsNear(s: DarknessState, seat: Seat): string[] {
  const at = heroAt(s, seat).at;
  return adjacentSquares(at).filter((n) => squareChar(s, n) === 'W').map(doorKey);
}
