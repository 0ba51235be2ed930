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
 * The keys of a state, a hero, its effects and a turn in the order setup (and freshTurn) writes them;
 * a hero's optional keys come after, in the order the rules add them (D403: points before skills).
 */
const STATE_KEYS = ['v', 'rulesVersion', 'contentVersion', 'rng', 'scenarioId', 'master', 'rules', 'campaignFlags', 'heroes', 'tiles', 'stack', 'doors', 'discs', 'peeks', 'round', 'turn', 'pending', 'env', 'scenario', 'log', 'lastRoll', 'result'];
const HERO_KEYS = ['seat', 'characterId', 'pregenId', 'name', 'attributes', 'skills', 'maxHealth', 'health', 'vp', 'failures', 'carryLimit', 'at', 'alive', 'perceptionUsed', 'effects', 'turnsTaken'];
const HERO_OPTIONAL_KEYS = ['skillPoints', 'boughtInPlay'];
const EFFECT_KEYS = ['targetShift', 'nextDoorShut', 'stuckOnTile', 'bleeding', 'nextCheck', 'extraTurn', 'loseRestOfTurn'];
const TURN_KEYS = ['seat', 'number', 'moved', 'movementLeft', 'actionTaken', 'healedSelf', 'vpDiceBought', 'rerollsBought', 'movementFactor', 'cancelOhCrap', 'roundStart'];

function keysAre(o: object, keys: readonly string[], optional: readonly string[] = []): boolean {
  const own = Object.keys(o);
  if (own.length < keys.length || own.length > keys.length + optional.length) return false;
  for (let i = 0; i < own.length; i++) if (own[i] !== (i < keys.length ? keys[i] : optional[i - keys.length])) return false;
  return true;
}

/**
 * States known to be in setup's key order: setup's own (checked once) and every draft of one. No
 * rule adds or deletes a key of these parts (types.ts has no other optional key) or replaces one
 * with another order (a turn is always freshTurn's), so a draft of an ordered state stays ordered;
 * a state from elsewhere (a save, a test's) is checked, and drafted by spreading when it is not.
 */
const inOrder = new WeakSet<DarknessState>();

export function isInOrder(s: DarknessState): boolean {
  if (inOrder.has(s)) return true;
  const ordered = keysAre(s, STATE_KEYS) && keysAre(s.turn, TURN_KEYS) && s.heroes.every((h) => keysAre(h, HERO_KEYS, HERO_OPTIONAL_KEYS) && keysAre(h.effects, EFFECT_KEYS));
  if (ordered) inOrder.add(s);
  return ordered;
}

function heroInOrder(h: HeroState): HeroState {
  const e = h.effects;
  const copy: HeroState = {
    seat: h.seat,
    characterId: h.characterId,
    pregenId: h.pregenId,
    name: h.name,
    attributes: h.attributes,
    skills: h.skills,
    maxHealth: h.maxHealth,
    health: h.health,
    vp: h.vp,
    failures: h.failures,
    carryLimit: h.carryLimit,
    at: h.at,
    alive: h.alive,
    perceptionUsed: h.perceptionUsed,
    effects: { targetShift: e.targetShift, nextDoorShut: e.nextDoorShut, stuckOnTile: e.stuckOnTile, bleeding: e.bleeding, nextCheck: e.nextCheck, extraTurn: e.extraTurn, loseRestOfTurn: e.loseRestOfTurn },
    turnsTaken: h.turnsTaken,
  };
  if ('skillPoints' in h) copy.skillPoints = h.skillPoints;
  if ('boughtInPlay' in h) copy.boughtInPlay = h.boughtInPlay;
  return copy;
}

/**
 * draftOf's copy of a state in setup's key order, written out key by key: the very object the spread
 * copy below makes, in a fraction of its time (a spread of objects of many shapes, as states are
 * across games, copies them a key at a time; a written-out literal is one known shape).
 */
function draftInOrder(s: DarknessState): DarknessState {
  const t = s.turn;
  const d: DarknessState = {
    v: s.v,
    rulesVersion: s.rulesVersion,
    contentVersion: s.contentVersion,
    rng: s.rng,
    scenarioId: s.scenarioId,
    master: s.master,
    rules: s.rules,
    campaignFlags: s.campaignFlags,
    heroes: s.heroes.map(heroInOrder),
    tiles: s.tiles,
    stack: s.stack,
    doors: { ...s.doors },
    discs: s.discs,
    peeks: { ...s.peeks },
    round: s.round,
    turn: {
      seat: t.seat,
      number: t.number,
      moved: t.moved,
      movementLeft: t.movementLeft,
      actionTaken: t.actionTaken,
      healedSelf: t.healedSelf,
      vpDiceBought: t.vpDiceBought,
      rerollsBought: t.rerollsBought,
      movementFactor: t.movementFactor,
      cancelOhCrap: t.cancelOhCrap,
      roundStart: t.roundStart,
    },
    pending: s.pending,
    env: { ...s.env },
    scenario: { ...s.scenario },
    log: s.log.slice(),
    lastRoll: s.lastRoll,
    result: s.result,
  };
  inOrder.add(d);
  return d;
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
  const d: DarknessState = isInOrder(s) ? draftInOrder(s) : {
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
