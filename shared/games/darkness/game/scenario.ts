/**
 * The scenario's own rules (issue 12; digest §2.3 e, A49): its setup (numbered discs, starting
 * adversaries and bosses, campaign flags), what each hero's step sets off (followers, deliveries,
 * escorts), the objective, scenario actions (crafting), the doom clock and scheduled events, and who
 * acts at the end of a round (the Master, or the adversaries by themselves).
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { nextInt } from '../../../engine/rng';
import { discById, doomClockFor, eventHappens, NUMBERED_PREFIX } from '../content';
import type { CampaignFlagEffect, ScenarioDef, ScenarioEvent } from '../content/types';
import { questionSquares, sameSquare, scenarioSquares, squareChar, tileIndexAt, TILE_SIZE } from './board';
import { startCheck, targetFor } from './checks';
import { offerFightOrFlight } from './combat';
import { frontStreet, runAdversaries, streetNearHeroes } from './adversaries';
import { startCalm } from './encounters';
import { discOf, heldBy, heroAt, log, masterSeat } from './state';
import type { CheckSpec, DarknessState, RollRecord, Seat, Square } from './types';
import { awardVp, discDefOf, finishGame, gainDisc, isNumbered, loseDisc, newDisc, scenarioOf } from './vp';

const award = (s: DarknessState, key: string): number => scenarioOf(s).vpAwards[key] ?? 0;

/** Setup's part of the scenario; E1's setup calls it once the start and pre-placed tiles lie on the table. */
export function setupScenario(s: DarknessState, sc: ScenarioDef): void {
  const effects = (sc.campaign?.reads ?? []).filter((e) => s.campaignFlags[e.flag]);
  // D318: the clock for this party size, stored in the state so the view, status and table show the one in play.
  const clock = doomClockFor(sc, s.heroes.length);
  if (clock !== null && s.rules.A49 !== 'no_clock') {
    s.scenario.doomClock = clock + sum(effects, (e) => (e.effect === 'doomClock' ? e.delta : 0));
  }
  for (const e of effects) applyFlagEffect(s, e);
  for (const nd of sc.numbered) {
    const def = `${NUMBERED_PREFIX}${nd.n}`;
    if (Object.values(s.discs).some((d) => d.def === def)) continue;
    const id = shuffleIntoWaiting(s, newDisc(s, def, 'numbered', { zone: 'waiting' }).id);
    if ('tile' in nd.placement) placeOnTile(s, id, nd.placement.tile);
  }
  for (const a of sc.startingAdversaries) {
    const tile = tileIndexOf(s, a.at.tile);
    const at = tile === null ? null : a.at.square === 'scenario' ? (scenarioSquares(s, tile)[0] ?? null) : frontStreet(s, tile);
    newDisc(s, a.adversary, 'adversary', at ? { zone: 'board', at: { ...at }, faceUp: true } : { zone: 'waiting' });
  }
  for (const [i, ev] of sc.events.entries()) if (ev.round <= 1 && eventHappens(ev, s.heroes.length)) fireEvent(s, ev, i);
}

function sum<T>(items: readonly T[], f: (t: T) => number): number {
  return items.reduce((n, t) => n + f(t), 0);
}

function applyFlagEffect(s: DarknessState, e: CampaignFlagEffect): void {
  if (e.effect === 'extraDisc') shuffleIntoWaiting(s, newDisc(s, e.disc, discById(e.disc)?.kind ?? 'item', { zone: 'waiting' }).id);
  if (e.effect === 'removeDisc') {
    const d = Object.values(s.discs).find((x) => x.def === e.disc && (x.where.zone === 'waiting' || (x.where.zone === 'board' && !x.where.faceUp)));
    if (d) discOf(s, d.id).where = { zone: 'removed' };
  }
  if (e.effect === 'startingVp') for (const h of s.heroes) h.vp += e.vp;
  log(s, 'campaignFlagEffect', { flag: e.flag, effect: e.effect });
}

/**
 * D282: a disc added at setup (a part "shuffled among the items", a townsperson, a campaign's extra
 * disc) swaps content with a random waiting disc, so its public id says nothing (ids are dealt in
 * order and shown on face-down discs) and a part can come out on any tile. Returns the id now holding it.
 */
function shuffleIntoWaiting(s: DarknessState, discId: string): string {
  const waiting = Object.values(s.discs).filter((d) => d.where.zone === 'waiting' && s.scenario[`placeOn.${d.id}`] === undefined);
  const [j, rng] = nextInt(s.rng, waiting.length);
  s.rng = rng;
  const other = discOf(s, waiting[j]!.id), mine = discOf(s, discId);
  if (other.id === mine.id) return discId;
  [other.def, mine.def] = [mine.def, other.def];
  [other.kind, mine.kind] = [mine.kind, other.kind];
  [other.usesLeft, mine.usesLeft] = [mine.usesLeft, other.usesLeft];
  return other.id;
}

export function tileIndexOf(s: DarknessState, tileId: string): number | null {
  const i = s.tiles.findIndex((t) => t.tile === tileId);
  return i < 0 ? null : i;
}

/** A numbered disc bound to a tile: face down on one of its `?` squares now, or when the tile is placed. */
function placeOnTile(s: DarknessState, discId: string, tileId: string): void {
  const tile = tileIndexOf(s, tileId);
  if (tile === null) {
    s.scenario[`placeOn.${discId}`] = tileId;
    return;
  }
  const squares = questionSquares(s, tile);
  const taken = (sq: Square) => Object.values(s.discs).find((d) => d.where.zone === 'board' && sameSquare(d.where.at, sq));
  const free = squares.find((sq) => !taken(sq));
  const at = free ?? squares[0];
  if (!at) return;
  const displaced = taken(at);
  // The disc that sat there waits for the next placed tile (A17), keeping every `?` square at one disc.
  if (displaced && !free) discOf(s, displaced.id).where = { zone: 'waiting' };
  discOf(s, discId).where = { zone: 'board', at: { ...at }, faceUp: false };
}

/** Waiting numbered discs that must go on this tile when it is placed (for E1's tile placement). */
export function reservedDiscsFor(s: DarknessState, tileId: string): string[] {
  return Object.keys(s.discs).filter((id) => s.scenario[`placeOn.${id}`] === tileId && s.discs[id]!.where.zone === 'waiting');
}

// ---- a hero's step ------------------------------------------------------------------------------

/** Townsfolk following a hero stand where the hero stands. */
export function moveFollowers(s: DarknessState, seat: Seat): void {
  const at = heroAt(s, seat).at;
  for (const d of Object.values(s.discs)) if (d.following === seat) discOf(s, d.id).where = { zone: 'board', at: { ...at }, faceUp: true };
}

function onObjectiveSquare(s: DarknessState, sq: Square, tileId: string): boolean {
  const t = tileIndexAt(s, sq);
  return t !== null && s.tiles[t]!.tile === tileId && squareChar(s, sq) === '!';
}

const numberOf = (def: string): number => Number(def.slice(NUMBERED_PREFIX.length));

export function afterHeroMoved(s: DarknessState, seat: Seat): void {
  if (s.result) return;
  moveFollowers(s, seat);
  deliverParts(s, seat);
}

/**
 * A hero on the objective's `!` square hands over the parts they hold (or the townsfolk walking with
 * them) at once: after a step, and after a part is given, picked up or found there (D306).
 */
export function deliverParts(s: DarknessState, seat: Seat): void {
  if (s.result) return;
  const hero = heroAt(s, seat);
  const obj = scenarioOf(s).objective;
  if ((obj.kind === 'deliver' || obj.kind === 'escort') && onObjectiveSquare(s, hero.at, obj.to.tile)) {
    const discs = obj.kind === 'deliver' ? heldBy(s, seat) : Object.values(s.discs).filter((d) => d.following === seat);
    for (const d of discs) {
      if (d.kind !== 'numbered' || !obj.numbered.includes(numberOf(d.def))) continue;
      const key = obj.kind === 'deliver' ? 'delivered' : 'escorted';
      if (obj.kind === 'deliver') loseDisc(s, seat, d.id, { zone: 'removed' }, { keepVp: true });
      else discOf(s, d.id).where = { zone: 'removed' };
      discOf(s, d.id).following = null;
      s.scenario[`${key}.${numberOf(d.def)}`] = true;
      log(s, key === 'delivered' ? 'partDelivered' : 'townspersonSaved', { seat, n: numberOf(d.def) });
      awardVp(s, seat, award(s, key), key);
    }
  }
  checkObjective(s);
}

// ---- the objective ------------------------------------------------------------------------------

/** D290: the town's edge is a street square with no tile beyond it, on a tile at least 2 tiles from the start. */
export function isEdgeStreet(s: DarknessState, sq: Square): boolean {
  if (squareChar(s, sq) !== '.') return false;
  const tx = Math.floor(sq.x / TILE_SIZE), ty = Math.floor(sq.y / TILE_SIZE);
  if (Math.max(Math.abs(tx), Math.abs(ty)) < 2) return false;
  return [{ x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: 1 }, { x: 0, y: -1 }].some((d) => squareChar(s, { x: sq.x + d.x, y: sq.y + d.y }) === null);
}

export function edgeHeroes(s: DarknessState): Seat[] {
  return s.heroes.filter((h) => h.alive && isEdgeStreet(s, h.at)).map((h) => h.seat);
}

/** Sets `s.result` (victory) when the objective is achieved. */
export function checkObjective(s: DarknessState): void {
  if (s.result) return;
  const obj = scenarioOf(s).objective;
  let done = false;
  let eligible: Seat[] | null = null;
  switch (obj.kind) {
    case 'deliver':
      done = obj.numbered.every((n) => s.scenario[`delivered.${n}`] === true);
      break;
    case 'escort':
      done = obj.numbered.every((n) => s.scenario[`escorted.${n}`] === true);
      break;
    case 'craftAndDefeat':
      done = s.scenario.crafted === true && s.scenario.bossDefeated === true;
      break;
    case 'defeatBoss':
      done = s.scenario.bossDefeated === true;
      break;
    case 'reachEdge': {
      const out = edgeHeroes(s);
      done = s.round >= (obj.fromRound ?? 1) && s.round <= obj.byRound && out.length > 0 && out.length >= Math.ceil(obj.fraction * s.heroes.length);
      if (done) for (const seat of out) awardVp(s, seat, award(s, 'reachedEdge'), 'reachedEdge');
      eligible = out;
      break;
    }
  }
  if (!done) return;
  for (const h of s.heroes) if (h.alive) awardVp(s, h.seat, award(s, 'objective'), 'objective');
  finishGame(s, 'victory', 'objective', eligible);
}

/** The scenario's boss fell: a flag, its VP, and perhaps the objective. */
export function bossDefeated(s: DarknessState, seat: Seat, discId: string): void {
  const def = discOf(s, discId).def;
  if (!scenarioOf(s).bosses.some((b) => b.id === def)) return;
  s.scenario.bossDefeated = true;
  awardVp(s, seat, award(s, 'bossDefeated'), 'bossDefeated');
  checkObjective(s);
}

/** The crafted item's uses count on attacks against the craft-and-defeat boss (the ward's +2 dice). */
export function bossBonusUses(s: DarknessState, discId: string): string[] {
  const sc = scenarioOf(s);
  const obj = sc.objective;
  if (obj.kind !== 'craftAndDefeat' || discOf(s, discId).def !== obj.boss) return [];
  const made = sc.actions.map((a) => discById(a.makes)).filter((d) => d?.kind === 'item');
  return made.flatMap((d) => (d && d.kind === 'item' ? d.bonuses.map((b) => b.use) : []));
}

// ---- turn and round -----------------------------------------------------------------------------

/** 1.12.5: a face-up adversary under the figure makes the hero fight or flee before anything else. */
export function startOfHeroTurn(s: DarknessState, seat: Seat): void {
  if (s.result || s.pending) return;
  const foe = Object.values(s.discs).find((d) => d.kind === 'adversary' && d.where.zone === 'underFigure' && d.where.seat === seat);
  if (foe) offerFightOrFlight(s, seat, foe.id);
}

/** Called by turn.ts when round `s.round` has ended (before the next begins). */
export function endOfRound(s: DarknessState): void {
  if (s.result) return;
  const sc = scenarioOf(s);
  const clock = s.scenario.doomClock;
  if (typeof clock === 'number' && s.round >= clock) return finishGame(s, 'defeat', 'doomClock');
  if (sc.objective.kind === 'reachEdge' && s.round >= sc.objective.byRound) return finishGame(s, 'defeat', 'tooLate');
  for (const [i, ev] of sc.events.entries()) if (ev.round === s.round + 1 && eventHappens(ev, s.heroes.length)) fireEvent(s, ev, i);
  if (s.result) return;
  const master = masterSeat(s);
  if (master !== null) {
    s.pending = { kind: 'master', seat: master, reason: 'round' };
    return;
  }
  runAdversaries(s);
}

/** A scheduled event; weather and light only while the environment module is in play (A48). */
export function fireEvent(s: DarknessState, ev: ScenarioEvent, index: number): void {
  const environment = s.master || s.rules.A48 !== 'master_only';
  switch (ev.kind) {
    case 'message':
      return log(s, 'scenarioEvent', { scenario: s.scenarioId, event: index });
    case 'weather':
      if (!environment) return;
      s.env = { ...s.env, weather: ev.weather };
      return log(s, 'weatherChanged', { weather: ev.weather });
    case 'light':
      if (!environment) return;
      s.env = { ...s.env, light: ev.light };
      return log(s, 'lightChanged', { light: ev.light });
    case 'adversaryJoins': {
      const tile = ev.at === 'nearestStreetToHeroes' ? null : tileIndexOf(s, ev.at.tile);
      const at = ev.at === 'nearestStreetToHeroes' ? streetNearHeroes(s) : tile === null ? null : frontStreet(s, tile);
      if (!at) return log(s, 'adversaryCannotJoin', { disc: ev.adversary });
      newDisc(s, ev.adversary, 'adversary', { zone: 'board', at: { ...at }, faceUp: true });
      return log(s, 'adversaryJoins', { disc: ev.adversary, x: at.x, y: at.y });
    }
  }
}

// ---- scenario actions (1.7 I) -------------------------------------------------------------------

/** The scenario actions this hero may start now: crafting at its `!`, calming a townsperson face up here. */
export function scenarioActionIds(s: DarknessState, seat: Seat): string[] {
  const hero = heroAt(s, seat);
  if (!hero.alive) return [];
  const held = heldBy(s, seat).map((d) => d.def);
  const out: string[] = [];
  for (const a of scenarioOf(s).actions) {
    if (s.scenario[`made.${a.id}`] === true || !onObjectiveSquare(s, hero.at, a.at.tile)) continue;
    if (a.consumes.every((c) => held.includes(c))) out.push(a.id);
  }
  for (const d of Object.values(s.discs)) {
    if (d.kind !== 'numbered' || d.following !== null || d.where.zone !== 'board' || !d.where.faceUp || !sameSquare(d.where.at, hero.at)) continue;
    const def = discDefOf(s, d);
    if (isNumbered(def) && def.role === 'townsperson') out.push(`calm:${d.id}`);
  }
  return out;
}

export function startScenarioAction(s: DarknessState, seat: Seat, id: string): RuleError | null {
  if (!scenarioActionIds(s, seat).includes(id)) return ruleError('scenario_action_unavailable', `Action ${id} is not available here`, { action: id });
  if (id.startsWith('calm:')) {
    const discId = id.slice('calm:'.length);
    const def = discDefOf(s, discOf(s, discId));
    if (isNumbered(def)) startCalm(s, seat, discId, def);
    return null;
  }
  const a = scenarioOf(s).actions.find((x) => x.id === id)!;
  const spec: CheckSpec = { purpose: { kind: 'scenario', action: id }, seat, attribute: a.attribute, skills: [...a.skills], itemUses: [], target: targetFor(s, seat, a.target, 'meet'), assistable: true };
  log(s, 'scenarioAction', { seat, action: id });
  startCheck(s, spec);
  return null;
}

/** A crafting roll: success consumes the ingredients (used up, no VP loss) and makes the item. */
export function onScenarioCheck(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  if (check.purpose.kind !== 'scenario') return;
  const id = check.purpose.action;
  const a = scenarioOf(s).actions.find((x) => x.id === id);
  if (!a) return;
  if (roll.success !== true) return log(s, 'craftFailed', { seat: check.seat, action: id });
  for (const c of a.consumes) {
    const d = heldBy(s, check.seat).find((x) => x.def === c);
    if (d) loseDisc(s, check.seat, d.id, { zone: 'removed' }, { keepVp: true });
  }
  const made = newDisc(s, a.makes, 'item', { zone: 'waiting' });
  gainDisc(s, check.seat, made.id, 0);
  s.scenario[`made.${id}`] = true;
  s.scenario.crafted = true;
  log(s, 'crafted', { seat: check.seat, action: id, item: a.makes });
  awardVp(s, check.seat, award(s, 'crafted'), 'crafted');
  checkObjective(s);
}
