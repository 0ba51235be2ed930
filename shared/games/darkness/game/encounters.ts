/**
 * Encounter discs (digest §1.11, A21, A25): flipping the disc on a hero's square starts what its kind
 * asks — an item's search, an ally's recruiting, security's approach (or an alarm's check at once), an
 * adversary's fight, a numbered disc's scenario role — and the check's outcome decides the rest.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { shuffle } from '../../../engine/rng';
import type { DiscDef, NumberedDisc, SecurityDisc } from '../content/types';
import { buildingAt, doorKey, heroesInBuilding, nearestDoorOutside, questionSquares, tileIndexAt } from './board';
import { startCheck, targetFor } from './checks';
import { startCombat } from './combat';
import { gainFailure } from './failures';
import { deliverParts, moveFollowers } from './scenario';
import { discOf, heroAt, log, ownDisc } from './state';
import type { CheckSpec, DarknessState, DiscZone, RollRecord, Seat, Square } from './types';
import { settleCarry } from './actions';
import { clearPeeks, discDefOf, gainDisc, isNumbered } from './vp';

/** Persuasion skills that win allies, guards and owners (skill table §2.3 b). */
export const SOCIAL_SKILLS = ['fast_talk', 'bribery', 'negotiation', 'charm', 'intimidation', 'leadership'] as const;

/**
 * The check's VP for an item or ally won (A21): the roll's level as printed, or the disc's difficulty.
 * D400 (rules 2): a success without dice has no level of its own; it pays the disc's difficulty.
 */
export function winVp(s: DarknessState, roll: RollRecord, difficulty: number): number {
  return s.rules.A21 === 'disc_difficulty' || roll.auto ? difficulty : Math.max(roll.level, 0);
}

function spec(s: DarknessState, seat: Seat, purpose: CheckSpec['purpose'], attribute: CheckSpec['attribute'], skills: readonly string[], itemUses: string[], level: number): CheckSpec {
  return { purpose, seat, attribute, skills: [...skills], itemUses, target: targetFor(s, seat, level, 'meet'), assistable: true };
}

/** The disc on the hero's square turns face up for everyone, and its encounter starts. */
export function flipDisc(s: DarknessState, seat: Seat, discId: string): void {
  const disc = discOf(s, discId);
  const hero = heroAt(s, seat);
  disc.where = { zone: 'board', at: { ...hero.at }, faceUp: true };
  clearPeeks(s, discId);
  log(s, 'discFlipped', { seat, disc: disc.def, kind: disc.kind });
  const def = discDefOf(s, disc);
  if (isNumbered(def)) return numberedEncounter(s, seat, discId, def);
  startEncounter(s, seat, discId, def);
}

function startEncounter(s: DarknessState, seat: Seat, discId: string, def: DiscDef): void {
  switch (def.kind) {
    case 'item':
      return startCheck(s, spec(s, seat, { kind: 'search', disc: discId }, 'intelligence', ['search'], ['search'], def.difficulty));
    case 'ally':
      return startCheck(s, spec(s, seat, { kind: 'recruit', disc: discId }, 'persuasion', SOCIAL_SKILLS, ['persuasion', 'bribe'], def.difficulty));
    case 'security':
      return approachSecurity(s, seat, discId, def);
    case 'adversary':
      return startCombat(s, seat, discId, false);
  }
}

/** A25: guards, owners and dogs may be talked past or fought; alarms only disarmed; option: social only. */
function approachSecurity(s: DarknessState, seat: Seat, discId: string, def: SecurityDisc): void {
  const canFight = def.combat !== null && s.rules.A25 !== 'security_social_only';
  if (def.security === 'alarm' || !canFight) return startSocialCheck(s, seat, discId, def);
  s.pending = { kind: 'securityApproach', seat, disc: discId, canFight };
}

function startSocialCheck(s: DarknessState, seat: Seat, discId: string, def: SecurityDisc): void {
  const uses = def.security === 'dog' ? ['animal_handling'] : def.security === 'alarm' ? [] : ['persuasion', 'bribe'];
  startCheck(s, spec(s, seat, { kind: 'security', disc: discId }, def.social.attribute, def.social.skills, uses, def.difficulty));
}

export function applySecurityApproach(s: DarknessState, seat: Seat, how: 'social' | 'fight'): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'securityApproach') return ruleError('no_security_pending', 'No security disc waits for an approach');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero faces the security disc');
  if (how === 'fight' && !p.canFight) return ruleError('security_no_fight', 'This security disc cannot be fought (A25)');
  if (how !== 'fight' && how !== 'social') return ruleError('security_bad_approach', 'Approach by social or fight');
  s.pending = null;
  const def = discDefOf(s, discOf(s, p.disc)) as SecurityDisc;
  log(s, 'securityApproach', { seat, how });
  if (how === 'fight') startCombat(s, seat, p.disc, true);
  else startSocialCheck(s, seat, p.disc, def);
  return null;
}

/** 'part', 'ingredient' and 'clue' are picked up with no roll; a townsperson must be calmed first. */
function numberedEncounter(s: DarknessState, seat: Seat, discId: string, def: NumberedDisc): void {
  if (def.role === 'townsperson') return startCalm(s, seat, discId, def);
  gainDisc(s, seat, discId, 0);
  deliverParts(s, seat);
  settleCarry(s, seat);
}

export function startCalm(s: DarknessState, seat: Seat, discId: string, def: NumberedDisc): void {
  startCheck(s, spec(s, seat, { kind: 'calm', disc: discId }, 'persuasion', SOCIAL_SKILLS, ['persuasion'], def.calm ?? 2));
}

/** outcomes.ts hands over search, recruit, security and calm checks here. */
export function onEncounterCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  const seat = check.seat;
  const p = check.purpose;
  if (p.kind !== 'search' && p.kind !== 'recruit' && p.kind !== 'security' && p.kind !== 'calm') return;
  const disc = discOf(s, p.disc);
  const def = discDefOf(s, disc);
  const ok = roll.success === true;
  if (p.kind === 'calm') {
    if (ok) {
      disc.following = seat;
      log(s, 'townspersonFollows', { seat, disc: disc.def });
    } else log(s, 'townspersonRefuses', { seat, disc: disc.def });
    return;
  }
  if (isNumbered(def)) return;
  if (p.kind === 'search' || p.kind === 'recruit') {
    if (ok) {
      gainDisc(s, seat, disc.id, winVp(s, roll, def.difficulty));
      settleCarry(s, seat);
      return;
    }
    log(s, p.kind === 'search' ? 'searchFailed' : 'recruitFailed', { seat, disc: disc.def });
    if (p.kind === 'recruit') gainFailure(s, seat, 'allyRefused');
    return reshuffleAfterFailure(s, disc.id);
  }
  if (ok) {
    // 1.11: passing security without harming it keeps the disc, worth its difficulty (both A21 options).
    gainDisc(s, seat, disc.id, def.difficulty);
    return;
  }
  log(s, 'securityFailed', { seat, disc: disc.def });
  securityThrowsOut(s, seat, disc.id);
}

/**
 * 1.11 security failure: everyone in the building goes out to the square nearest the door, the
 * active hero gains a Failure disc, and the building's discs are reshuffled.
 */
export function securityThrowsOut(s: DarknessState, seat: Seat, discId: string): void {
  const at = boardSquare(s, discId) ?? heroAt(s, seat).at;
  const building = buildingAt(s, at);
  if (building !== null) for (const h of heroesInBuilding(s, building)) putOutside(s, h, building);
  gainFailure(s, seat, 'securityFailed');
  reshuffleAfterFailure(s, discId);
}

export function putOutside(s: DarknessState, seat: Seat, building: number): void {
  const hero = heroAt(s, seat);
  hero.at = { ...nearestDoorOutside(s, building, hero.at) };
  log(s, 'putOutside', { seat });
  moveFollowers(s, seat);
}

function boardSquare(s: DarknessState, discId: string): Square | null {
  const w = discOf(s, discId).where;
  return w.zone === 'board' ? w.at : null;
}

/** The disc goes back face down and the building's face-down discs are re-placed with it. */
export function reshuffleAfterFailure(s: DarknessState, discId: string): void {
  const disc = discOf(s, discId);
  const at = boardSquare(s, discId);
  if (!at) return;
  disc.where = { zone: 'board', at: { ...at }, faceUp: false };
  const tile = tileIndexAt(s, at);
  if (tile !== null) reshuffleBuilding(s, tile);
}

/**
 * The building's face-down discs are re-placed face down at random on its `?` squares (1.11 lets
 * the player choose; D281: random, so that nobody — the player who just saw the disc least of all —
 * decides where a disc they know ends up). Disc ids are public, so the discs' contents are shuffled
 * among the ids, not only their squares: the table cannot follow the disc it just saw. Every moved
 * disc loses its peeks (A24). D304: one face-down disc per `?` square, squares without a face-up
 * disc first; what does not fit waits for the next tile (A17), a numbered disc last of all.
 */
export function reshuffleBuilding(s: DarknessState, tile: number): void {
  const squares = questionSquares(s, tile);
  if (squares.length === 0) return;
  const ids: string[] = [];
  const faceUp = new Set<string>();
  for (const id in s.discs) {
    const w = s.discs[id]!.where;
    if (w.zone !== 'board') continue;
    if (w.faceUp) faceUp.add(doorKey(w.at));
    else if (tileIndexAt(s, w.at) === tile) ids.push(id);
  }
  ids.sort(byDiscNumber);
  const places = [...squares.filter((sq) => !faceUp.has(doorKey(sq))), ...squares.filter((sq) => faceUp.has(doorKey(sq)))];
  const [shuffled, rng] = shuffle(ids.map((id) => discOf(s, id)), s.rng);
  s.rng = rng;
  const contents = fitFirst(shuffled, places.length);
  const extras = Math.max(0, ids.length - places.length);
  ids.forEach((id, i) => {
    const where = i < places.length ? { zone: 'board' as const, at: { ...places[i]! }, faceUp: false } : waitingZone(s, contents[i]!.kind);
    ownDisc(s, { ...contents[i]!, id, where });
    clearPeeks(s, id);
  });
  log(s, 'buildingReshuffled', { tile, discs: ids.length });
  if (extras > 0) log(s, 'discsWaitForTile', { tile, discs: extras });
}

/** The shuffled contents with the ones that stay on the board first; numbered discs are the last to wait. */
function fitFirst<T extends { kind: string }>(shuffled: readonly T[], room: number): T[] {
  let over = Math.max(0, shuffled.length - room);
  const wait = new Set<number>();
  for (const numbered of [false, true]) {
    for (let i = shuffled.length - 1; i >= 0 && over > 0; i--) {
      if (wait.has(i) || (shuffled[i]!.kind === 'numbered') !== numbered) continue;
      wait.add(i);
      over--;
    }
  }
  return [...shuffled.filter((_, i) => !wait.has(i)), ...shuffled.filter((_, i) => wait.has(i))];
}

/** A17: an extra waits for the next tile; with the stack empty under remove_extras it leaves play (as closeTown). */
function waitingZone(s: DarknessState, kind: string): DiscZone {
  const gone = s.stack.length === 0 && s.rules.A17 === 'remove_extras' && kind !== 'numbered' && kind !== 'adversary';
  return gone ? { zone: 'removed' } : { zone: 'waiting' };
}

export function byDiscNumber(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b);
}
