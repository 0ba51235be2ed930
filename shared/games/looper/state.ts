/**
 * Helpers every Tragedy Looper rule module shares: the per-action draft copy, logging, and
 * reading and changing counters. Rule functions take a draft (already copied) and change it
 * in place; `apply` makes the draft, so a rejected action never touches the caller's state.
 */
import type { Seat } from '../../engine/contract';
import { CHARACTER_CARDS } from './characters';
import type { CharacterId, CounterKind, HandIndex, LocationId, RoleId } from './ids';
import { LOCATIONS } from './ids';
import type { CharacterState, LogEntry, LooperState, Target } from './types';

const LOG_LIMIT = 400;

export function draftOf(s: LooperState): LooperState {
  return {
    ...s,
    holders: [...s.holders] as LooperState['holders'],
    characters: s.characters.map((c) => ({ ...c })),
    locationIntrigue: { ...s.locationIntrigue },
    spent: { mastermind: s.spent.mastermind.slice(), hands: s.spent.hands.map((h) => h.slice()) as LooperState['spent']['hands'] },
    placed: s.placed.slice(),
    resolved: s.resolved.slice(),
    revealedRoles: { ...s.revealedRoles },
    revealedCulprits: { ...s.revealedCulprits },
    incidents: s.incidents.map((i) => ({ ...i })),
    usedToday: s.usedToday.slice(),
    usedThisLoop: s.usedThisLoop.slice(),
    goodwillAtLoopEnd: { ...s.goodwillAtLoopEnd },
    finalGuess: s.finalGuess ? { named: s.finalGuess.named.slice() } : null,
    log: s.log.slice(),
  };
}

/** Adds a log line; `to` makes it private to one seat (the mastermind's notes). */
export function log(s: LooperState, key: string, params: LogEntry['params'] = {}, to?: Seat): void {
  s.log.push(to === undefined ? { key, params } : { key, params, to });
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
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

export function paranoiaLimit(id: CharacterId): number {
  return CHARACTER_CARDS[id].paranoiaLimit;
}

export function inPanic(c: CharacterState): boolean {
  return c.paranoia >= paranoiaLimit(c.id);
}

/** The role the secret card gives (before any [Always] change such as Paranoia Virus). */
export function scriptedRole(s: LooperState, id: CharacterId): RoleId {
  return s.script.secret.cast.find((m) => m.character === id)?.role ?? 'person';
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

export function activePlots(s: LooperState): string[] {
  return [s.script.secret.mainPlot, ...s.script.secret.subPlots];
}
