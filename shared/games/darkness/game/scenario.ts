/**
 * The scenario's own rules (issue 12; digest §2.3 e, A49): its setup (numbered discs, starting
 * adversaries and bosses, campaign flags) and scenario actions (crafting, calming a townsperson).
 * What a hero's step sets off and the objective are objective.ts'; the doom clock, scheduled events
 * and who acts at the end of a round are round.ts'.
 */
import { ruleError } from '../../../engine/errors';
import { nextInt } from '../../../engine/rng';
import { discById, eventHappens, NUMBERED_PREFIX } from '../content';
import type { CampaignFlagEffect, ScenarioDef } from '../content/types';
import { frontStreet } from './adversaries';
import { doomClockInPlay } from './clocks';
import { questionSquares, sameSquare, scenarioSquares, tileIndexOf } from './board';
import { targetFor } from './checks';
import { calmCheck } from './encounters';
import type { Outcome } from './next';
import { award, checkObjective, onObjectiveSquare } from './objective';
import { setupPartyObjective } from './party-objectives';
import { fireEvent } from './round';
import { discOf, heldBy, heroAt, log } from './state';
import type { CheckSpec, DarknessState, RollRecord, Seat, Square } from './types';
import { awardVp, discDefOf, gainDisc, isNumbered, loseDisc, newDisc, scenarioOf } from './vp';

/** Setup's part of the scenario; E1's setup calls it once the start and pre-placed tiles lie on the table. */
export function setupScenario(s: DarknessState, sc: ScenarioDef): void {
  const effects = (sc.campaign?.reads ?? []).filter((e) => s.campaignFlags[e.flag]);
  // D318: the clock for this party size, stored in the state so the view, status and table show the one in play;
  // from rules 3 the balanced clocks (clocks.ts, D412–D414).
  const clock = doomClockInPlay(sc, s.heroes.length, s.rulesVersion);
  if (clock !== null && s.rules.A49 !== 'no_clock') {
    s.scenario.doomClock = clock + sum(effects, (e) => (e.effect === 'doomClock' ? e.delta : 0));
  }
  // D416–D418: from rules 3, the objective for this party size (party-objectives.ts).
  setupPartyObjective(s, sc);
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

export function startScenarioAction(s: DarknessState, seat: Seat, id: string): Outcome {
  if (!scenarioActionIds(s, seat).includes(id)) return ruleError('scenario_action_unavailable', `Action ${id} is not available here`, { action: id });
  if (id.startsWith('calm:')) {
    const discId = id.slice('calm:'.length);
    const def = discDefOf(s, discOf(s, discId));
    return isNumbered(def) ? calmCheck(s, seat, discId, def) : null;
  }
  const a = scenarioOf(s).actions.find((x) => x.id === id)!;
  const spec: CheckSpec = { purpose: { kind: 'scenario', action: id }, seat, attribute: a.attribute, skills: [...a.skills], itemUses: [], target: targetFor(s, seat, a.target, 'meet'), assistable: true };
  log(s, 'scenarioAction', { seat, action: id });
  return { step: 'check', spec };
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
