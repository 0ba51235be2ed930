/**
 * The turn's one action (digest §1.7, §1.10) other than doors and windows: perception, healing,
 * give/drop/pick up, taking from another hero, raising the carrying limit, flipping a disc; plus the
 * free ones (discarding a Failure disc for 5 VP, dropping what cannot be carried). The carrying limit
 * itself is carry.ts'.
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { buildingAt, sameSquare } from './board';
import { pathDistance } from './town-grid';
import { carrySpec, settleCarry } from './carry';
import { defenderFaces, discDef } from './check-hands';
import { healthCap } from './death';
import { END_TURN, type Next, type Outcome } from './next';
import { deliverParts } from './objective';
import { discOf, heroAt, log } from './state';
import { actionTaken, requireAction, requireFreeTurn } from './turn';
import type { CheckSpec, DarknessState, DiscInstance, RollRecord, Seat } from './types';
import { awardVp, discDefOf, gainDisc, isNumbered, loseDisc, recordPeek } from './vp';

export const DISCARD_FAILURE_VP = 5;

// ——— perception ———

export function applyPerception(s: DarknessState, seat: Seat): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const hero = heroAt(s, seat);
  const building = buildingAt(s, hero.at);
  if (building === null) return ruleError('not_in_building', 'Perception is used inside a building');
  if (hero.perceptionUsed.includes(building)) return ruleError('perception_used', 'Perception once per building (1.10)');
  actionTaken(s);
  hero.perceptionUsed = [...hero.perceptionUsed, building];
  return { step: 'check', spec: { purpose: { kind: 'perception' }, seat, attribute: 'intelligence', skills: ['perception'], itemUses: ['perception'], target: { kind: 'none' }, assistable: false } };
}

/** D240: the hero looks at the building's face-down discs nearest to them first, as many as levels. */
export function onPerceptionCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  const hero = heroAt(s, check.seat);
  const building = buildingAt(s, hero.at);
  if (building === null || roll.level === 0) {
    log(s, 'perception.nothing', { seat: check.seat });
    return;
  }
  const seen = new Set(s.peeks[check.seat] ?? []);
  const candidates = Object.values(s.discs)
    .filter((d) => d.where.zone === 'board' && !d.where.faceUp && buildingAt(s, d.where.at) === building && !seen.has(d.id))
    .map((d) => {
      const at = (d.where as { at: { x: number; y: number } }).at;
      return { id: d.id, distance: pathDistance(s, hero.at, at) ?? 999 + Math.abs(at.x - hero.at.x) + Math.abs(at.y - hero.at.y) };
    })
    .sort((a, b) => a.distance - b.distance || Number(a.id.slice(1)) - Number(b.id.slice(1)));
  recordPeek(s, check.seat, candidates.slice(0, roll.level).map((c) => c.id), 'perception.peeked');
}

// ——— healing ———

export function applyHealOther(s: DarknessState, seat: Seat, target: Seat): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const other = s.heroes[target];
  if (!other || target === seat || !other.alive) return ruleError('heal_target_invalid', 'Heal another living hero');
  if (!sameSquare(other.at, heroAt(s, seat).at)) return ruleError('not_same_square', 'The hero to heal must be on your square');
  if (other.health >= healthCap(s, other) && !other.effects.bleeding) return ruleError('heal_not_needed', 'That hero is not hurt');
  actionTaken(s);
  return { step: 'check', spec: { purpose: { kind: 'healOther', target }, seat, attribute: 'medicine', skills: ['first_aid', 'medical_care'], itemUses: ['medicine'], target: { kind: 'none' }, assistable: true } };
}

/** +1 Health per level up to the cap (A36); the healer earns 1 VP per point; a heal stops bleeding (Oh Crap 11). */
export function onHealOtherCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  if (check.purpose.kind !== 'healOther') return;
  const target = heroAt(s, check.purpose.target);
  const healed = Math.max(0, Math.min(roll.level, healthCap(s, target) - target.health));
  target.health += healed;
  if (roll.level > 0) target.effects.bleeding = false;
  log(s, 'heal.other', { seat: check.seat, target: target.seat, healed, health: target.health });
  if (healed > 0) awardVp(s, check.seat, healed, 'healing');
}

export function applyHealSelf(s: DarknessState, seat: Seat): Outcome {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  if (s.turn.moved || s.turn.actionTaken) return ruleError('turn_already_used', 'Healing yourself takes the whole turn: no movement, no action (1.7)');
  const hero = heroAt(s, seat);
  if (hero.health >= healthCap(s, hero)) return ruleError('heal_not_needed', 'You are not hurt');
  s.turn.healedSelf = true;
  s.turn.actionTaken = true;
  return { step: 'check', spec: { purpose: { kind: 'healSelf' }, seat, attribute: 'medicine', skills: ['first_aid', 'medical_care'], itemUses: ['medicine'], target: { kind: 'none' }, assistable: true } };
}

export function onHealSelfCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  const hero = heroAt(s, check.seat);
  const healed = Math.max(0, Math.min(roll.level, healthCap(s, hero) - hero.health));
  hero.health += healed;
  log(s, 'heal.self', { seat: check.seat, healed, health: hero.health });
  // The whole turn went into it.
  return s.pending === null && s.turn.seat === check.seat ? END_TURN : null;
}

// ——— give, drop, pick up ———

function heldDisc(s: DarknessState, seat: Seat, discId: string) {
  const d = s.discs[discId];
  return d && d.where.zone === 'held' && d.where.seat === seat ? d : null;
}

/**
 * Items, allies and numbered discs change hands; security and trophies stay with who won them.
 * D305: a townsperson is never carried — calmed, they walk with a hero (escorts, 1.7 I).
 */
function movable(s: DarknessState, disc: DiscInstance): boolean {
  if (disc.kind === 'numbered') return !isTownsperson(s, disc);
  return disc.kind === 'item' || disc.kind === 'ally';
}

function isTownsperson(s: DarknessState, disc: DiscInstance): boolean {
  if (disc.kind !== 'numbered') return false;
  const def = discDefOf(s, disc);
  return isNumbered(def) && def.role === 'townsperson';
}

const NOT_CARRIED = 'A townsperson is not carried: calmed, they walk with the hero (D305)';

/** VP for a disc picked up or received (A22: its difficulty; option no_vp). */
export function pickUpVp(s: DarknessState, discId: string): number {
  if (s.rules.A22 === 'no_vp') return 0;
  const def = discDef(s, discId);
  return def && 'difficulty' in def ? def.difficulty : 0;
}

export function applyGive(s: DarknessState, seat: Seat, discId: string, to: Seat): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const disc = heldDisc(s, seat, discId);
  if (!disc || !movable(s, disc)) return ruleError('disc_not_held', 'Give something you hold', { disc: discId });
  const other = s.heroes[to];
  if (!other || to === seat || !other.alive) return ruleError('give_target_invalid', 'Give to another living hero');
  if (!sameSquare(other.at, heroAt(s, seat).at)) return ruleError('not_same_square', 'The other hero must be on your square');
  actionTaken(s);
  loseDisc(s, seat, discId, { zone: 'held', seat: to });
  gainDisc(s, to, discId, pickUpVp(s, discId));
  log(s, 'disc.given', { seat, to, disc: disc.def });
  deliverParts(s, to);
  return settleCarry(s, to);
}

/** Drop: the turn's action, or free when the load is over the limit (pending 'drop'). */
export function applyDrop(s: DarknessState, seat: Seat, discId: string): Outcome {
  const p = s.pending;
  const free = p?.kind === 'drop' && p.seat === seat;
  if (!free) {
    const err = requireAction(s, seat);
    if (err) return err;
  }
  const disc = heldDisc(s, seat, discId);
  if (!disc || !movable(s, disc)) return ruleError('disc_not_held', 'Drop something you hold', { disc: discId });
  if (!free) actionTaken(s);
  else s.pending = null;
  loseDisc(s, seat, discId, { zone: 'board', at: { ...heroAt(s, seat).at }, faceUp: true });
  log(s, 'disc.dropped', { seat, disc: disc.def });
  return settleCarry(s, seat, free);
}

export function applyPickUp(s: DarknessState, seat: Seat, discId: string): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const disc = s.discs[discId];
  const at = heroAt(s, seat).at;
  if (disc && isTownsperson(s, disc)) return ruleError('townsperson_not_carried', NOT_CARRIED, { disc: discId });
  if (!disc || disc.where.zone !== 'board' || !disc.where.faceUp || !sameSquare(disc.where.at, at) || !movable(s, disc)) {
    return ruleError('nothing_to_pick_up', 'Pick up a face-up item on your square', { disc: discId });
  }
  actionTaken(s);
  gainDisc(s, seat, discId, pickUpVp(s, discId));
  log(s, 'disc.pickedUp', { seat, disc: disc.def });
  deliverParts(s, seat);
  return settleCarry(s, seat);
}

// ——— take from another hero ———

/** A31: until the victim's second following turn ends (option: two full rounds). */
function lockoutUntil(s: DarknessState, victim: Seat): number {
  const n = s.heroes.length;
  if (s.rules.A31 === 'two_rounds') return s.turn.number + 2 * n;
  const ahead = ((victim - s.turn.seat + n) % n) || n;
  return s.turn.number + ahead + n;
}

export function applyTakeFrom(s: DarknessState, seat: Seat, target: Seat, discId: string): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const other = s.heroes[target];
  if (!other || target === seat || !other.alive) return ruleError('take_target_invalid', 'Take from another living hero');
  if (!sameSquare(other.at, heroAt(s, seat).at)) return ruleError('not_same_square', 'The other hero must be on your square');
  const disc = heldDisc(s, target, discId);
  if (!disc || (disc.kind !== 'item' && disc.kind !== 'ally')) return ruleError('disc_not_held', 'They do not hold that item or ally', { disc: discId });
  if (disc.lockedUntilTurn !== null && s.turn.number <= disc.lockedUntilTurn) return ruleError('take_locked', 'It cannot be taken back yet (A31)', { until: disc.lockedUntilTurn });
  actionTaken(s);
  const items = disc.kind === 'item';
  const attribute = items ? 'attack' : 'persuasion';
  const skills = items ? ['brawn'] : ['leadership'];
  const faces = defenderFaces(s, target, attribute, skills);
  log(s, 'take.defended', { seat: target, disc: disc.def }, { dice: faces });
  const spec: CheckSpec = { purpose: { kind: 'take', target, disc: discId }, seat, attribute, skills, itemUses: [], target: { kind: 'opposed', faces }, assistable: true };
  return { step: 'check', spec };
}

export function onTakeCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  if (check.purpose.kind !== 'take') return null;
  const { target, disc } = check.purpose;
  if (!roll.success || !heldDisc(s, target, disc)) {
    log(s, 'take.failed', { seat: check.seat, target, disc: s.discs[disc]?.def ?? disc });
    return null;
  }
  loseDisc(s, target, disc, { zone: 'held', seat: check.seat });
  gainDisc(s, check.seat, disc, pickUpVp(s, disc));
  discOf(s, disc).lockedUntilTurn = lockoutUntil(s, target);
  log(s, 'take.won', { seat: check.seat, target, disc: s.discs[disc]!.def });
  return settleCarry(s, check.seat);
}

// ——— carrying, failures, discs ———

export function applyRaiseCarry(s: DarknessState, seat: Seat): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  actionTaken(s);
  return { step: 'check', spec: carrySpec(seat) };
}

export function applyDiscardFailure(s: DarknessState, seat: Seat): RuleError | null {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  const hero = heroAt(s, seat);
  if (hero.failures < 1) return ruleError('vp_no_failure_disc', 'There is no Failure disc to discard');
  if (hero.vp < DISCARD_FAILURE_VP) return ruleError('vp_insufficient', `A Failure disc costs ${DISCARD_FAILURE_VP} VP; only ${hero.vp}`, { cost: DISCARD_FAILURE_VP, vp: hero.vp });
  hero.vp -= DISCARD_FAILURE_VP;
  hero.failures -= 1;
  log(s, 'failure.discarded', { seat, failures: hero.failures });
  return null;
}

/** The face-down disc on the hero's square (1.7 H); flipping it starts its encounter (encounters.ts). */
export function discToFlip(s: DarknessState, seat: Seat): string | null {
  const at = heroAt(s, seat).at;
  const d = Object.values(s.discs).find((x) => x.where.zone === 'board' && !x.where.faceUp && sameSquare(x.where.at, at));
  return d ? d.id : null;
}

export function applyFlipDisc(s: DarknessState, seat: Seat): Outcome {
  const err = requireAction(s, seat);
  if (err) return err;
  const id = discToFlip(s, seat);
  if (!id) return ruleError('no_disc_here', 'There is no face-down disc on your square');
  actionTaken(s);
  return { step: 'encounter', seat, disc: id };
}
