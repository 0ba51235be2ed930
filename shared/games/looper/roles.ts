/**
 * Effective roles (digest §4.1): the scripted role, changed while Paranoia Virus holds (L20),
 * and the Factor's borrowed abilities. Every effect asks `hasAbilitiesOf`, never the secret card
 * directly, so a Factor that gained a role's abilities acts as that role everywhere.
 */
import type { CharacterId, LocationId, RoleId } from './ids';
import { CHARACTER_CARDS } from './characters';
import { GOODWILL_REFUSAL, type Refusal } from './tragedy-sets';
import { castTable } from './cast-table';
import { characterOf } from './state';
import type { LooperState } from './types';

/** Paranoia Virus turns a Person with this much Paranoia into a Serial Killer (L20: "3 or more"). */
export const VIRUS_PARANOIA = 3;
/** The Factor gains abilities while the School / City holds this much Intrigue. */
export const FACTOR_INTRIGUE = 2;

export function roleOf(s: LooperState, id: CharacterId): RoleId {
  // One table lookup for both questions: every effect list asks this for each character.
  const table = castTable(s.script.secret);
  const role = table.roles.get(id) ?? 'person';
  if (role === 'person' && table.plots.has('paranoiaVirus')) {
    const c = characterOf(s, id);
    // L20: only while the counters are there; losing them turns the character back.
    if (c && c.paranoia >= VIRUS_PARANOIA) return 'serialKiller';
  }
  return role;
}

/** The roles whose abilities a Factor has gained right now. */
export function factorGains(s: LooperState): RoleId[] {
  const gains: RoleId[] = [];
  if (s.locationIntrigue.school >= FACTOR_INTRIGUE) gains.push('conspiracyTheorist');
  if (s.locationIntrigue.city >= FACTOR_INTRIGUE) gains.push('keyPerson');
  return gains;
}

/** True when the character acts as `role`: its own effective role, or a Factor's gained abilities. */
export function hasAbilitiesOf(s: LooperState, id: CharacterId, role: RoleId): boolean {
  const own = roleOf(s, id);
  if (own === role) return true;
  return own === 'factor' && factorGains(s).includes(role);
}

/** Goodwill Refusal of the character's effective role (a Factor keeps its own: abilities only, not the role). */
export function refusalOf(s: LooperState, id: CharacterId): Refusal {
  return GOODWILL_REFUSAL[roleOf(s, id)];
}

/**
 * Where the character started this loop: its printed start, or for the Henchman the location
 * the mastermind chose at this loop's set-up (L10).
 */
export function startLocationOf(s: LooperState, id: CharacterId): LocationId | null {
  const printed = CHARACTER_CARDS[id].start;
  if (printed !== null) return printed;
  return s.henchmanStart ?? null;
}

/** The Boss's Turf, when the Boss is cast (public marker). */
export function bossTurf(s: LooperState): LocationId | null {
  return castTable(s.script.secret).turf;
}
