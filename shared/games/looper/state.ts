/**
 * Helpers every Tragedy Looper rule module shares: the per-action draft copy, logging, and
 * reading and changing counters. Rule functions take a draft (already copied) and change it
 * in place; `apply` makes the draft, so a rejected action never touches the caller's state.
 */
import type { Seat } from '../../engine/contract';
import { castTable } from './cast-table';
import { CHARACTER_CARDS } from './characters';
import type { CharacterId, CounterKind, HandIndex, LocationId, RoleId } from './ids';
import { LOCATIONS } from './ids';
import type { CharacterState, IncidentRecord, LogEntry, LooperState, Target } from './types';

/**
 * L160: a whole game of the longest script (8 loops × 8 days, every step logged) stays in the
 * log — the notepad's timeline and the protagonist bot read it from the first line. The worst
 * measured game writes ~61 lines a day (3,904 for 64 days); the cap only bounds a state that
 * is copied on every action and written to every snapshot.
 */
export const LOG_LIMIT = 6_000;
/** Rules version 1 kept the last 400 lines: its saves replay only with the old cap (rules-version.ts). */
export const LOG_LIMIT_V1 = 400;

/*
 * Characters and incident records are copied member by member rather than spread: they are
 * copied on every action, and a literal of known members is several times faster. Both are
 * always built with exactly these members, in this order (setup.ts, test-states.ts).
 */
function copyCharacter(c: CharacterState): CharacterState {
  return { id: c.id, location: c.location, alive: c.alive, paranoia: c.paranoia, goodwill: c.goodwill, intrigue: c.intrigue, guarded: c.guarded };
}

function copyIncident(i: IncidentRecord): IncidentRecord {
  return { day: i.day, incident: i.incident, occurred: i.occurred };
}

export function draftOf(s: LooperState): LooperState {
  // Spread first, then replace members: keeps the state's member order and is faster than a literal with overrides.
  const d = { ...s };
  d.holders = [s.holders[0], s.holders[1], s.holders[2]];
  d.characters = s.characters.map(copyCharacter);
  d.locationIntrigue = { ...s.locationIntrigue };
  d.spent = { mastermind: s.spent.mastermind.slice(), hands: [s.spent.hands[0].slice(), s.spent.hands[1].slice(), s.spent.hands[2].slice()] };
  d.placed = s.placed.slice();
  d.resolved = s.resolved.slice();
  d.revealedRoles = { ...s.revealedRoles };
  d.revealedCulprits = { ...s.revealedCulprits };
  d.incidents = s.incidents.map(copyIncident);
  d.usedToday = s.usedToday.slice();
  d.usedThisLoop = s.usedThisLoop.slice();
  d.goodwillAtLoopEnd = { ...s.goodwillAtLoopEnd };
  d.finalGuess = s.finalGuess ? { named: s.finalGuess.named.slice() } : null;
  d.log = s.log.slice();
  return d;
}

/** Adds a log line; `to` makes it private to one seat (the mastermind's notes). */
export function log(s: LooperState, key: string, params: LogEntry['params'] = {}, to?: Seat): void {
  s.log.push(to === undefined ? { key, params } : { key, params, to });
  const limit = s.rulesVersion < 2 ? LOG_LIMIT_V1 : LOG_LIMIT;
  if (s.log.length > limit) s.log.splice(0, s.log.length - limit);
}

const LOCATION_SET: ReadonlySet<string> = new Set(LOCATIONS);

export function isLocation(target: Target): target is LocationId {
  return LOCATION_SET.has(target);
}

/** A cast member's state (on the board, a corpse, or not yet entered); undefined if not cast. */
export function characterOf(s: LooperState, id: CharacterId): CharacterState | undefined {
  return s.characters.find((c) => c.id === id);
}

/** Living characters on the board (corpses and absent characters are not characters, digest §1.4). */
export function livingCharacters(s: LooperState): CharacterState[] {
  return s.characters.filter((c) => c.alive && c.location !== null);
}

export function livingAt(s: LooperState, location: LocationId): CharacterState[] {
  return s.characters.filter((c) => c.alive && c.location === location);
}

/** Forbidden locations of a character now (the Patient's lift while the Doctor freed him). */
export function forbiddenLocations(s: LooperState, id: CharacterId): readonly LocationId[] {
  if (id === 'patient' && s.patientFree) return [];
  return CHARACTER_CARDS[id].forbidden;
}

export function paranoiaLimit(id: CharacterId): number {
  return CHARACTER_CARDS[id].paranoiaLimit;
}

export function inPanic(c: CharacterState): boolean {
  return c.paranoia >= paranoiaLimit(c.id);
}

/** The role the secret card gives (before any [Always] change such as Paranoia Virus). */
export function scriptedRole(s: LooperState, id: CharacterId): RoleId {
  return castTable(s.script.secret).roles.get(id) ?? 'person';
}

/**
 * Adds `n` (may be negative) counters of `kind`; counters never go below 0. On a location only
 * intrigue exists: any other kind there is ignored (a bluff card, digest §3.2).
 */
export function addCounter(s: LooperState, target: Target, kind: CounterKind, n: number): void {
  if (isLocation(target)) {
    if (kind === 'intrigue') s.locationIntrigue[target] = Math.max(0, s.locationIntrigue[target] + n);
    return;
  }
  const c = characterOf(s, target);
  if (!c) return;
  c[kind] = Math.max(0, c[kind] + n);
}

/** The seat that holds a protagonist hand now. */
export function holderOf(s: LooperState, hand: HandIndex): Seat {
  return s.holders[hand];
}

/** The seat of the leader (the holder of the leader's hand). */
export function leaderSeat(s: LooperState): Seat {
  return s.holders[s.leader];
}

export function isLastDay(s: LooperState): boolean {
  return s.day === s.script.public.days;
}

export function isLastLoop(s: LooperState): boolean {
  return s.loop === s.loops;
}

/** Whether `plot` is the main plot or a subplot of this script. */
export function plotActive(s: LooperState, plot: string): boolean {
  return castTable(s.script.secret).plots.has(plot);
}

export function activePlots(s: LooperState): string[] {
  return [s.script.secret.mainPlot, ...s.script.secret.subPlots];
}
