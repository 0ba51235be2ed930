/**
 * Helpers every When Darkness Comes rule module shares: the per-action draft copy, logging and
 * lookups. Rule modules change only a draft made by `draftOf`; pending decisions, log entries, roll
 * records, placed tiles and squares (`at`, a disc's `where`) are never changed in place (they are
 * replaced), so the copy shares them.
 */
import type { DarknessState, DiscInstance, HeroState, LogEntry, Seat } from './types';

/** Lines kept in the state; older ones are dropped (the save's action log still replays them). */
export const LOG_LIMIT = 4000;

function copyHero(h: HeroState): HeroState {
  return {
    ...h,
    attributes: { ...h.attributes },
    skills: { ...h.skills },
    perceptionUsed: h.perceptionUsed.slice(),
    effects: { ...h.effects },
  };
}


/** A copy every rule may change freely; the input state is never modified (contract: apply is pure). */
export function draftOf(s: DarknessState): DarknessState {
  const discs: Record<string, DiscInstance> = {};
  // A disc's `where` is always replaced, never changed in place, so the copy shares it (state.test.ts
  // plays whole games over frozen states to hold every rule to that).
  for (const id in s.discs) discs[id] = { ...s.discs[id] };
  const peeks: Record<number, string[]> = {};
  for (const seat of Object.keys(s.peeks)) peeks[Number(seat)] = s.peeks[Number(seat)].slice();
  return {
    ...s,
    rules: s.rules,
    campaignFlags: s.campaignFlags,
    heroes: s.heroes.map(copyHero),
    tiles: s.tiles.slice(),
    stack: s.stack.slice(),
    doors: { ...s.doors },
    discs,
    peeks,
    turn: { ...s.turn },
    env: { ...s.env },
    scenario: { ...s.scenario },
    log: s.log.slice(),
  };
}

/** Appends a log line; `to` makes it private to those seats (A24 peeks, the Master's notes). */
export function log(s: DarknessState, key: string, params: Record<string, string | number> = {}, extra: Omit<LogEntry, 'key' | 'params'> = {}): void {
  s.log.push({ key, params, ...extra });
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

export function heroAt(s: DarknessState, seat: Seat): HeroState {
  const hero = s.heroes[seat];
  if (!hero) throw new Error(`No hero at seat ${seat}`);
  return hero;
}

export function discOf(s: DarknessState, id: string): DiscInstance {
  const disc = s.discs[id];
  if (!disc) throw new Error(`No disc ${id}`);
  return disc;
}

/** The Master's seat (after the heroes) or null without a Master. */
export function masterSeat(s: DarknessState): Seat | null {
  return s.master ? s.heroes.length : null;
}

/** Discs a hero holds (items, allies, numbered parts, defeated adversaries kept as trophies). */
export function heldBy(s: DarknessState, seat: Seat): DiscInstance[] {
  return Object.values(s.discs).filter((d) => d.where.zone === 'held' && d.where.seat === seat);
}
