/**
 * Helpers every When Darkness Comes rule module shares: the per-action draft copy, logging and
 * lookups. Rule modules change only a draft made by `draftOf`; pending decisions, log entries, roll
 * records, placed tiles and squares (`at`, a disc's `where`) are never changed in place (they are
 * replaced), so the copy shares them. Discs are copied on write: a rule changes a disc only through
 * `discOf(s, id)` (a disc read from `s.discs`, `heldBy` or a scan belongs to the previous state too),
 * and adds one through `ownDisc`; state.test.ts plays whole games over frozen states to hold to it.
 */
import type { DarknessState, DiscInstance, HeroState, LogEntry, Seat } from './types';

/** Lines kept in the state; older ones are dropped (the save's action log still replays them). */
export const LOG_LIMIT = 4000;

/** Attributes never change in play; skills (bought in play, D403), `perceptionUsed` and `boughtInPlay` are replaced: only the effects are changed in place. */
function copyHero(h: HeroState): HeroState {
  return { ...h, effects: { ...h.effects } };
}


/**
 * The draft being changed now, whether its discs record is its own yet, and the discs it has copied.
 * `apply` makes one draft at a time and no rule re-enters it, so one slot is enough. Any other state
 * (setup's own, a test's) has its discs to change in place.
 */
let current: DarknessState | null = null;
let recordOwned = false;
const owned = new Set<string>();

/** A copy every rule may change freely; the input state is never modified (contract: apply is pure). */
export function draftOf(s: DarknessState): DarknessState {
  // Discs are copied on write: the draft shares the input's discs record and disc objects until
  // `discOf` hands one out to be changed (state.test.ts plays whole games over frozen states to hold
  // every rule to that).
  const d: DarknessState = {
    ...s,
    rules: s.rules,
    campaignFlags: s.campaignFlags,
    heroes: s.heroes.map(copyHero),
    // Placed tiles, the stack and each seat's peek list are replaced, never changed in place (board.ts
    // indexes the tiles array once for as long as it lives), so the copy shares them.
    tiles: s.tiles,
    stack: s.stack,
    doors: { ...s.doors },
    discs: s.discs,
    peeks: { ...s.peeks },
    turn: { ...s.turn },
    env: { ...s.env },
    scenario: { ...s.scenario },
    log: s.log.slice(),
  };
  current = d;
  recordOwned = false;
  owned.clear();
  return d;
}

/** The draft's own discs record (copied on its first change), or null for a state that is not the draft. */
function ownRecord(s: DarknessState): Set<string> | null {
  if (s !== current) return null;
  if (!recordOwned) {
    s.discs = { ...s.discs };
    recordOwned = true;
  }
  return owned;
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

/**
 * The disc, to read or change in place: the one accessor for changing a disc (a draft copies it on
 * first use here; a disc read from `s.discs`, `heldBy` or a scan is shared with the previous state
 * and must not be changed).
 */
export function discOf(s: DarknessState, id: string): DiscInstance {
  const disc = s.discs[id];
  if (!disc) throw new Error(`No disc ${id}`);
  const mine = ownRecord(s);
  if (!mine || mine.has(id)) return disc;
  const copy = { ...disc };
  s.discs[id] = copy;
  mine.add(id);
  return copy;
}

/** A disc object this state made itself (a new disc, a reshuffled one): changed in place from now on. */
export function ownDisc(s: DarknessState, disc: DiscInstance): void {
  const mine = ownRecord(s);
  s.discs[disc.id] = disc;
  mine?.add(disc.id);
}

/** The Master's seat (after the heroes) or null without a Master. */
export function masterSeat(s: DarknessState): Seat | null {
  return s.master ? s.heroes.length : null;
}

/** Discs a hero holds (items, allies, numbered parts, defeated adversaries kept as trophies). */
export function heldBy(s: DarknessState, seat: Seat): DiscInstance[] {
  return Object.values(s.discs).filter((d) => d.where.zone === 'held' && d.where.seat === seat);
}
