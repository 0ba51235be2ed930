/**
 * Encounter discs (digest §1.11, A21, A25): flipping the disc on a hero's square starts what its kind
 * asks — an item's search, an ally's recruiting, security's approach (or an alarm's check at once), an
 * adversary's fight, a numbered disc's scenario role — and the check's outcome decides the rest. The
 * check or fight an encounter starts is returned as the flow's next step.
 */
import { ruleError } from '../../../engine/errors';
import type { DiscDef, NumberedDisc, SecurityDisc } from '../content/types';
import { buildingAt, heroesInBuilding } from './board';
import { settleCarry } from './carry';
import { targetFor } from './checks';
import { gainFailure } from './failures';
import type { Next, Outcome } from './next';
import { deliverParts } from './objective';
import { boardSquare, putOutside, reshuffleAfterFailure } from './reshuffle';
import { discOf, heroAt, log } from './state';
import type { CheckSpec, DarknessState, RollRecord, Seat } from './types';
import { clearPeeks, discDefOf, gainDisc, isNumbered, winVp } from './vp';

/** Persuasion skills that win allies, guards and owners (skill table §2.3 b). */
export const SOCIAL_SKILLS = ['fast_talk', 'bribery', 'negotiation', 'charm', 'intimidation', 'leadership'] as const;

function spec(s: DarknessState, seat: Seat, purpose: CheckSpec['purpose'], attribute: CheckSpec['attribute'], skills: readonly string[], itemUses: string[], level: number): CheckSpec {
  return { purpose, seat, attribute, skills: [...skills], itemUses, target: targetFor(s, seat, level, 'meet'), assistable: true };
}

/** The disc on the hero's square turns face up for everyone, and its encounter starts. */
export function flipDisc(s: DarknessState, seat: Seat, discId: string): Next | null {
  const disc = discOf(s, discId);
  const hero = heroAt(s, seat);
  disc.where = { zone: 'board', at: { ...hero.at }, faceUp: true };
  clearPeeks(s, discId);
  log(s, 'discFlipped', { seat, disc: disc.def, kind: disc.kind });
  const def = discDefOf(s, disc);
  if (isNumbered(def)) return numberedEncounter(s, seat, discId, def);
  return startEncounter(s, seat, discId, def);
}

function startEncounter(s: DarknessState, seat: Seat, discId: string, def: DiscDef): Next | null {
  switch (def.kind) {
    case 'item':
      return { step: 'check', spec: spec(s, seat, { kind: 'search', disc: discId }, 'intelligence', ['search'], ['search'], def.difficulty) };
    case 'ally':
      return { step: 'check', spec: spec(s, seat, { kind: 'recruit', disc: discId }, 'persuasion', SOCIAL_SKILLS, ['persuasion', 'bribe'], def.difficulty) };
    case 'security':
      return approachSecurity(s, seat, discId, def);
    case 'adversary':
      return { step: 'fight', seat, disc: discId, vsSecurity: false };
  }
  return null;
}

/** A25: guards, owners and dogs may be talked past or fought; alarms only disarmed; option: social only. */
function approachSecurity(s: DarknessState, seat: Seat, discId: string, def: SecurityDisc): Next | null {
  const canFight = def.combat !== null && s.rules.A25 !== 'security_social_only';
  if (def.security === 'alarm' || !canFight) return socialCheck(s, seat, discId, def);
  s.pending = { kind: 'securityApproach', seat, disc: discId, canFight };
  return null;
}

function socialCheck(s: DarknessState, seat: Seat, discId: string, def: SecurityDisc): Next {
  const uses = def.security === 'dog' ? ['animal_handling'] : def.security === 'alarm' ? [] : ['persuasion', 'bribe'];
  return { step: 'check', spec: spec(s, seat, { kind: 'security', disc: discId }, def.social.attribute, def.social.skills, uses, def.difficulty) };
}

export function applySecurityApproach(s: DarknessState, seat: Seat, how: 'social' | 'fight'): Outcome {
  const p = s.pending;
  if (!p || p.kind !== 'securityApproach') return ruleError('no_security_pending', 'No security disc waits for an approach');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero faces the security disc');
  if (how === 'fight' && !p.canFight) return ruleError('security_no_fight', 'This security disc cannot be fought (A25)');
  if (how !== 'fight' && how !== 'social') return ruleError('security_bad_approach', 'Approach by social or fight');
  s.pending = null;
  const def = discDefOf(s, discOf(s, p.disc)) as SecurityDisc;
  log(s, 'securityApproach', { seat, how });
  if (how === 'fight') return { step: 'fight', seat, disc: p.disc, vsSecurity: true };
  return socialCheck(s, seat, p.disc, def);
}

/** 'part', 'ingredient' and 'clue' are picked up with no roll; a townsperson must be calmed first. */
function numberedEncounter(s: DarknessState, seat: Seat, discId: string, def: NumberedDisc): Next | null {
  if (def.role === 'townsperson') return calmCheck(s, seat, discId, def);
  gainDisc(s, seat, discId, 0);
  deliverParts(s, seat);
  return settleCarry(s, seat);
}

/** The roll that calms a townsperson into following the hero (also a scenario action, scenario.ts). */
export function calmCheck(s: DarknessState, seat: Seat, discId: string, def: NumberedDisc): Next {
  return { step: 'check', spec: spec(s, seat, { kind: 'calm', disc: discId }, 'persuasion', SOCIAL_SKILLS, ['persuasion'], def.calm ?? 2) };
}

/** Search, recruit, security and calm checks, once decided (flow.ts). */
export function onEncounterCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  const seat = check.seat;
  const p = check.purpose;
  if (p.kind !== 'search' && p.kind !== 'recruit' && p.kind !== 'security' && p.kind !== 'calm') return null;
  const disc = discOf(s, p.disc);
  const def = discDefOf(s, disc);
  const ok = roll.success === true;
  if (p.kind === 'calm') {
    if (ok) {
      disc.following = seat;
      log(s, 'townspersonFollows', { seat, disc: disc.def });
    } else log(s, 'townspersonRefuses', { seat, disc: disc.def });
    return null;
  }
  if (isNumbered(def)) return null;
  if (p.kind === 'search' || p.kind === 'recruit') {
    if (ok) {
      gainDisc(s, seat, disc.id, winVp(s, roll, def.difficulty));
      return settleCarry(s, seat);
    }
    log(s, p.kind === 'search' ? 'searchFailed' : 'recruitFailed', { seat, disc: disc.def });
    if (p.kind === 'recruit') gainFailure(s, seat, 'allyRefused');
    reshuffleAfterFailure(s, disc.id);
    return null;
  }
  if (ok) {
    // 1.11: passing security without harming it keeps the disc, worth its difficulty (both A21 options).
    gainDisc(s, seat, disc.id, def.difficulty);
    return null;
  }
  log(s, 'securityFailed', { seat, disc: disc.def });
  securityThrowsOut(s, seat, disc.id);
  return null;
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
