/**
 * Twins for the twin games (twin-games.ts). Twin scripts: a script and a copy that differs only in
 * one secret of its secret card — two characters' roles swapped, one incident's culprit changed,
 * or one plot replaced — and is still a valid script; the public card, the handbook and the cast
 * (with its Godly Being's entry and Boss's Turf) stay as they are. Board twins: two constructed
 * states at a day's step 5 with the same board and incident, whose roles or culprit differ
 * (the rules' whole role list, not a valid script: the engine must not care). Test support only.
 */
import { CHARACTER_CARDS } from './characters';
import { stateAt } from './flow-test-helpers';
import { INCIDENTS, LOCATIONS, type CharacterId, type IncidentId, type LocationId, type RoleId } from './ids';
import { TRAGEDY_SET_DATA } from './tragedy-sets';
import type { Script, ScriptSecretCard } from './script';
import { charOf } from './test-states';
import type { LooperState } from './types';
import { validateScript } from './validate-script';

export type TwinSecret = 'roles' | 'culprit' | 'plot';
export const TWIN_SECRETS: readonly TwinSecret[] = ['roles', 'culprit', 'plot'];

function swappedRoles(secret: ScriptSecretCard): ScriptSecretCard[] {
  const out: ScriptSecretCard[] = [];
  secret.cast.forEach((a, i) => secret.cast.forEach((b, j) => {
    if (j <= i || a.role === b.role) return;
    const cast = secret.cast.map((m, k) => (k === i ? { ...m, role: b.role } : k === j ? { ...m, role: a.role } : { ...m }));
    out.push({ ...secret, cast });
  }));
  return out;
}

function otherCulprits(secret: ScriptSecretCard): ScriptSecretCard[] {
  const taken = new Set(secret.culprits.map((c) => c.culprit));
  return secret.culprits.flatMap((entry, k) => secret.cast
    .filter((m) => !taken.has(m.character))
    .map((m) => ({ ...secret, culprits: secret.culprits.map((c, i) => (i === k ? { day: c.day, culprit: m.character } : { ...c })) })));
}

function otherPlots(script: Script): ScriptSecretCard[] {
  const secret = script.secret;
  const set = TRAGEDY_SET_DATA[script.public.tragedySet];
  const mains = set.mainPlots.filter((p) => p !== secret.mainPlot).map((mainPlot) => ({ ...secret, mainPlot }));
  const subs = secret.subPlots.flatMap((_, k) => set.subPlots
    .filter((p) => !secret.subPlots.includes(p))
    .map((p) => ({ ...secret, subPlots: secret.subPlots.map((q, i) => (i === k ? p : q)) })));
  return [...mains, ...subs];
}

/** A valid twin of `script` differing in a secret of this kind (the `pick`-th that is valid, cyclically), or null. */
export function twinScript(script: Script, kind: TwinSecret, pick: number): Script | null {
  const secrets = kind === 'roles' ? swappedRoles(script.secret) : kind === 'culprit' ? otherCulprits(script.secret) : otherPlots(script);
  for (let k = 0; k < secrets.length; k++) {
    const twin: Script = { ...script, secret: secrets[(pick + k) % secrets.length]! };
    if (validateScript(twin).length === 0) return twin;
  }
  return null;
}

/** Characters that always start on the board (no Godly Being entry, no Henchman start, no Turf). */
export const BOARD_CHARACTERS: readonly CharacterId[] = [
  'boyStudent', 'girlStudent', 'richMansDaughter', 'classRep', 'shrineMaiden', 'alien', 'policeOfficer',
  'officeWorker', 'informer', 'popIdol', 'journalist', 'doctor', 'patient', 'nurse',
];
/** Roles a board twin draws from: Persons and the Time Traveler (who cannot die) most often, then every role that acts. */
export const BOARD_ROLES: readonly RoleId[] = [
  'person', 'person', 'person', 'timeTraveler', 'timeTraveler', 'serialKiller', 'killer', 'keyPerson', 'brain', 'cultist',
  'conspiracyTheorist', 'friend', 'lover', 'lovedOne', 'witch', 'factor', 'curmudgeon',
];

export interface BoardCase {
  /** Cast members (distinct indices into BOARD_CHARACTERS are taken in order). */
  cast: { who: number; where: number; role: number; paranoia: number; intrigue: number; goodwill: number }[];
  incident: number;
  culprit: number;
  /** 'culprit': the twin's culprit is `other`; 'role': the `other`-th member takes role `role`; 'swap': roles of 0 and `other` swap. */
  secret: 'culprit' | 'role' | 'swap';
  other: number;
  role: number;
  locationIntrigue: number[];
}

/** The two states of a board case, or null when the case makes no twin (one character, the same secret). */
export function boardTwins(c: BoardCase, rulesVersion: number): [LooperState, LooperState] | null {
  const character = (m: BoardCase['cast'][number]) => m.who % BOARD_CHARACTERS.length;
  const members = c.cast.filter((m, i) => c.cast.findIndex((n) => character(n) === character(m)) === i);
  if (members.length < 2) return null;
  const ids = members.map((m) => BOARD_CHARACTERS[character(m)]!);
  const roles = members.map((m) => BOARD_ROLES[m.role % BOARD_ROLES.length]!);
  const incident: IncidentId = INCIDENTS[c.incident % INCIDENTS.length]!;
  // Culprits in panic where there are some: the twins whose incidents both occur are the ones to compare.
  const panicking = members.map((m, i) => (m.paranoia >= CHARACTER_CARDS[ids[i]!].paranoiaLimit ? i : -1)).filter((i) => i >= 0);
  const among = panicking.length > 0 ? panicking : members.map((_, i) => i);
  const culprit = among[c.culprit % among.length]!;
  const other = c.secret === 'culprit' ? among[c.other % among.length]! : c.other % ids.length;
  const twinRoles = roles.slice();
  let twinCulprit = culprit;
  if (c.secret === 'culprit') twinCulprit = other;
  else if (c.secret === 'role') twinRoles[other] = BOARD_ROLES[c.role % BOARD_ROLES.length]!;
  else [twinRoles[0], twinRoles[other]] = [roles[other]!, roles[0]!];
  if (twinCulprit === culprit && twinRoles.every((r, i) => r === roles[i])) return null;
  const make = (rs: RoleId[], k: number) => stateAt('mastermindAbilities', {
    cast: ids.map((id, i) => [id, rs[i]!] as [CharacterId, RoleId]),
    incidents: [{ day: 1, incident, culprit: ids[k]! }],
    at: Object.fromEntries(ids.map((id, i) => [id, LOCATIONS[members[i]!.where % LOCATIONS.length]!])) as Record<CharacterId, LocationId>,
    rulesVersion,
  }, (s) => {
    members.forEach((m, i) => Object.assign(charOf(s, ids[i]!), { paranoia: m.paranoia, intrigue: m.intrigue, goodwill: m.goodwill }));
    LOCATIONS.forEach((l, i) => { s.locationIntrigue[l] = c.locationIntrigue[i] ?? 0; });
  });
  return [make(roles, culprit), make(twinRoles, twinCulprit)];
}

/** The named twins of the rulings, at the step the test asks for. */
type TwinStep = 'mastermindAbilities' | 'incidents';

/**
 * L87: the Doctor and the Office Worker are both in panic on a Murder's day. The first twin: the
 * Office Worker, alone in the City, is the culprit (nobody to kill). The second: the Doctor is, and
 * the only other character in the Hospital, the Patient, is the Time Traveler.
 */
export function murderTwins(rulesVersion: number, step: TwinStep): [LooperState, LooperState] {
  const twin = (culprit: CharacterId, patient: 'person' | 'timeTraveler') => stateAt(step, {
    cast: ['doctor', ['patient', patient], 'officeWorker', 'alien'],
    incidents: [{ day: 1, incident: 'murder', culprit }],
    rulesVersion,
  }, (s) => {
    charOf(s, 'doctor').paranoia = 2;
    charOf(s, 'officeWorker').paranoia = 2;
  });
  return [twin('officeWorker', 'person'), twin('doctor', 'timeTraveler')];
}

/**
 * L91: the Key Person, with 2 Intrigue, stands in the School with the Nurse; the Office Worker is
 * alone in the City. The first twin: the Nurse is the Killer (an optional kill), the Office Worker a
 * Serial Killer. The second: the other way round (the Nurse's kill is mandatory).
 */
export function killerTwins(rulesVersion: number, step: TwinStep): [LooperState, LooperState] {
  const twin = (nurse: 'killer' | 'serialKiller', officeWorker: 'killer' | 'serialKiller') => stateAt(step, {
    cast: [['officeWorker', officeWorker], ['nurse', nurse], ['boyStudent', 'keyPerson'], 'journalist'],
    at: { nurse: 'school', boyStudent: 'school', journalist: 'shrine' },
    rulesVersion,
  }, (s) => {
    charOf(s, 'boyStudent').intrigue = 2;
  });
  return [twin('killer', 'serialKiller'), twin('serialKiller', 'killer')];
}
