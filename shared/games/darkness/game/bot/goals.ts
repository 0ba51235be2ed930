/**
 * Where the hero bot heads, from its own view: the scenario's objective first (carry a part to the
 * `!`, escort a townsperson, bring the ingredients together and craft, hunt the boss, reach the
 * edge), then encounter discs for VP, then the unexplored edge of the town. Returns the squares
 * worth reaching, best purpose first.
 */
import { discById, NUMBERED_PREFIX, scenarioById } from '../../content';
import type { Objective, ScenarioDef } from '../../content/types';
import { isEdgeStreet } from '../objective';
import type { DarknessState, DarknessView, Seat, Square, ViewDisc } from '../types';
import { frontierSquares, scenarioSquaresOf, squaresWhere } from './map';

export type GoalKind = 'deliver' | 'pickUp' | 'craft' | 'regroup' | 'boss' | 'edge' | 'flip' | 'explore';

export interface Goal {
  kind: GoalKind;
  squares: Square[];
}

const numberOf = (def: string | null): number | null => (def && def.startsWith(NUMBERED_PREFIX) ? Number(def.slice(NUMBERED_PREFIX.length)) : null);

export function heldBy(view: DarknessView, seat: Seat): ViewDisc[] {
  return view.discs.filter((d) => d.where.zone === 'held' && d.where.seat === seat);
}

/** Delivered parts and saved townsfolk leave the table (and the view); the public counters remember them. */
function finished(view: DarknessView, n: number): boolean {
  return view.scenario[`delivered.${n}`] === true || view.scenario[`escorted.${n}`] === true;
}

function boardSquare(d: ViewDisc): Square | null {
  return d.where.zone === 'board' ? d.where.at : null;
}

const same = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;

/**
 * Who each calmed townsperson follows, read from the public log (the figure walks with them):
 * the latest 'townspersonFollows' line for its def, while the disc still stands on that hero.
 */
export function followers(view: DarknessView): Map<string, Seat> {
  const byDef = new Map<string, Seat>();
  for (const line of view.log) if (line.key === 'townspersonFollows') byDef.set(String(line.params.disc), Number(line.params.seat));
  const out = new Map<string, Seat>();
  for (const d of view.discs) {
    const seat = d.def ? byDef.get(d.def) : undefined;
    const at = boardSquare(d);
    const hero = seat === undefined ? undefined : view.heroes[seat];
    if (hero && hero.alive && at && same(at, hero.at)) out.set(d.id, seat!);
  }
  return out;
}

/** Numbered discs the objective still needs (not yet delivered or saved). */
function outstanding(view: DarknessView, numbered: readonly number[]): ViewDisc[] {
  return view.discs.filter((d) => {
    const n = numberOf(d.def);
    return n !== null && numbered.includes(n) && d.where.zone !== 'removed';
  });
}

/**
 * Face-down discs worth flipping; a known adversary is skipped by a hero too hurt to fight it.
 * `known`: only discs whose face this hero knows (true) or does not (false), or any (null).
 */
function faceDown(view: DarknessView, seat: Seat, onTile: number | null = null, known: boolean | null = null): Square[] {
  const hero = view.heroes[seat]!;
  const out: Square[] = [];
  for (const d of view.discs) {
    if (d.where.zone !== 'board' || d.where.faceUp) continue;
    if (known !== null && (d.def !== null) !== known) continue;
    if (d.def && d.kind === 'adversary' && hero.health <= 2) continue;
    if (onTile !== null) {
      const t = view.tiles[onTile]!;
      if (Math.floor(d.where.at.x / 8) !== t.tx || Math.floor(d.where.at.y / 8) !== t.ty) continue;
    }
    out.push(d.where.at);
  }
  return out;
}

/** Face-down discs on the tiles where the scenario put its numbered discs (placement by tile). */
export function placedFlips(view: DarknessView, seat: Seat, scenario: ScenarioDef, wanted: ViewDisc[]): Square[] {
  const tiles = new Set<string>();
  for (const n of scenario.numbered) {
    if (!('tile' in n.placement) || finished(view, n.n)) continue;
    if (wanted.some((d) => numberOf(d.def) === n.n && d.where.zone !== 'board')) continue;
    tiles.add(n.placement.tile);
  }
  const out: Square[] = [];
  view.tiles.forEach((t, i) => {
    if (tiles.has(t.tile)) out.push(...faceDown(view, seat, i, false));
  });
  return out;
}

/**
 * Where the boss is: its face-up square, or, once a retreat sent it back face down among a building's
 * discs (1.12), every face-down disc of the building the public log last reshuffled after seeing it.
 */
function bossSquares(view: DarknessView, seat: Seat, boss: string): Square[] {
  const seen = view.discs.filter((d) => d.def === boss && d.where.zone === 'board' && d.where.faceUp).map((d) => boardSquare(d)!);
  if (seen.length > 0) return seen;
  let sighted = -1;
  view.log.forEach((line, i) => {
    if (line.params.disc === boss) sighted = i;
  });
  if (sighted < 0) return [];
  const reshuffle = view.log.slice(sighted).find((line) => line.key === 'buildingReshuffled');
  return reshuffle ? faceDown(view, seat, Number(reshuffle.params.tile)) : [];
}

function deliveryGoals(view: DarknessView, s: DarknessState, seat: Seat, scenario: ScenarioDef, o: Extract<Objective, { to: { tile: string } }>): Goal[] {
  const goals: Goal[] = [];
  const left = outstanding(view, o.numbered);
  const following = followers(view);
  const mine = left.some((d) => (o.kind === 'deliver' ? d.where.zone === 'held' && d.where.seat === seat : following.get(d.id) === seat));
  const to = scenarioSquaresOf(s, o.to.tile);
  if (mine) goals.push(to.length > 0 ? { kind: 'deliver', squares: to } : { kind: 'explore', squares: frontierSquares(s) });
  // Loose ones: a part lying face up, a townsperson waiting to be calmed.
  const loose = left.filter((d) => d.where.zone === 'board' && d.where.faceUp && !following.has(d.id)).map((d) => boardSquare(d)!);
  // A loose one with another hero beside it is theirs (they are calming it): look elsewhere.
  if (loose.length > 0) goals.push({ kind: 'pickUp', squares: unclaimed(view, seat, loose, false) });
  // One this hero peeked (Perception, Woohoo 7): flip it.
  const peeked = left.filter((d) => d.where.zone === 'board' && !d.where.faceUp).map((d) => boardSquare(d)!);
  if (peeked.length > 0) goals.push({ kind: 'flip', squares: peeked });
  const flips = placedFlips(view, seat, scenario, left);
  if (flips.length > 0) goals.push({ kind: 'flip', squares: unclaimed(view, seat, flips) });
  goals.push(...unplacedGoal(view, s, scenario, left));
  return goals;
}

/** A numbered disc still waits on a tile not yet in play: exploring comes before other discs. */
function unplacedGoal(view: DarknessView, s: DarknessState, scenario: ScenarioDef, wanted: ViewDisc[]): Goal[] {
  if (view.stackCount === 0) return [];
  const placed = new Set(view.tiles.map((t) => t.tile));
  const waiting = scenario.numbered.some((n) => 'tile' in n.placement && !placed.has(n.placement.tile) && !finished(view, n.n) && !wanted.some((d) => numberOf(d.def) === n.n && d.where.zone !== 'board'));
  return waiting ? [{ kind: 'explore', squares: frontierSquares(s) }] : [];
}

/** The hero who gathers the ingredients: the one holding most of them (lowest seat on a tie). */
export function crafter(view: DarknessView, ingredients: readonly string[]): Seat {
  let best = view.heroes.find((h) => h.alive)?.seat ?? 0;
  let most = -1;
  for (const h of view.heroes) {
    if (!h.alive) continue;
    const n = heldBy(view, h.seat).filter((d) => d.def && ingredients.includes(d.def)).length;
    if (n > most) {
      best = h.seat;
      most = n;
    }
  }
  return best;
}

function craftGoals(view: DarknessView, s: DarknessState, seat: Seat, scenario: ScenarioDef, o: Extract<Objective, { kind: 'craftAndDefeat' }>): Goal[] {
  const action = scenario.actions.find((a) => a.at.tile === o.craftAt.tile);
  const made = action?.makes;
  if (made && view.discs.some((d) => d.def === made && d.where.zone === 'held')) {
    // The ward is made: whoever holds it hunts the boss, the others come along to help.
    const holder = view.discs.find((d) => d.def === made && d.where.zone === 'held')!.where as { seat: Seat };
    if (holder.seat === seat) return [{ kind: 'boss', squares: bossSquares(view, seat, o.boss) }];
    return [{ kind: 'regroup', squares: [view.heroes[holder.seat]!.at] }];
  }
  const goals: Goal[] = [];
  const mine = heldBy(view, seat).filter((d) => d.def && o.ingredients.includes(d.def));
  const who = crafter(view, o.ingredients);
  if (mine.length > 0 && who !== seat) goals.push({ kind: 'regroup', squares: [view.heroes[who]!.at] });
  if (mine.length === o.ingredients.length) goals.push({ kind: 'craft', squares: scenarioSquaresOf(s, o.craftAt.tile) });
  const loose = view.discs.filter((d) => d.def && o.ingredients.includes(d.def) && d.where.zone === 'board');
  if (loose.length > 0) goals.push({ kind: 'pickUp', squares: loose.map((d) => boardSquare(d)!) });
  const wanted = view.discs.filter((d) => d.def && o.ingredients.includes(d.def));
  const flips = placedFlips(view, seat, scenario, wanted);
  if (flips.length > 0) goals.push({ kind: 'flip', squares: flips });
  goals.push(...unplacedGoal(view, s, scenario, wanted));
  return goals;
}

function objectiveGoals(view: DarknessView, s: DarknessState, seat: Seat, scenario: ScenarioDef): Goal[] {
  const o = scenario.objective;
  switch (o.kind) {
    case 'deliver':
    case 'escort':
      return deliveryGoals(view, s, seat, scenario, o);
    case 'craftAndDefeat':
      return craftGoals(view, s, seat, scenario, o);
    case 'defeatBoss':
      return [{ kind: 'boss', squares: bossSquares(view, seat, o.boss) }];
    case 'reachEdge':
      return [{ kind: 'edge', squares: squaresWhere(s, (c, sq) => c === '.' && isEdgeStreet(s, sq)) }];
  }
}

/** Goals in order of preference; the caller walks toward the first one it can reach. */
export function goalsFor(view: DarknessView, s: DarknessState, seat: Seat): Goal[] {
  const scenario = scenarioById(view.scenarioId);
  const goals = (scenario ? objectiveGoals(view, s, seat, scenario) : []).filter((g) => g.squares.length > 0);
  // Unknown discs first: one peeked and found to be no part of the objective can wait.
  const unknown = faceDown(view, seat, null, false);
  if (unknown.length > 0) goals.push({ kind: 'flip', squares: unclaimed(view, seat, unknown) });
  const known = faceDown(view, seat, null, true);
  if (known.length > 0) goals.push({ kind: 'flip', squares: known });
  const loot = view.discs.filter((d) => d.where.zone === 'board' && d.where.faceUp && d.def && discById(d.def)?.kind === 'item');
  if (loot.length > 0) goals.push({ kind: 'pickUp', squares: loot.map((d) => boardSquare(d)!) });
  const frontier = view.stackCount > 0 ? frontierSquares(s) : [];
  if (frontier.length > 0) goals.push({ kind: 'explore', squares: frontier });
  return goals;
}


/** Numbered discs the objective needs whose face-down place this hero does not know yet. */
export function numberedStillHidden(view: DarknessView, scenario: ScenarioDef): boolean {
  const o = scenario.objective;
  if (o.kind === 'craftAndDefeat' && view.scenario.crafted === true) return false;
  const wanted = o.kind === 'deliver' || o.kind === 'escort' ? o.numbered.map((n) => `${NUMBERED_PREFIX}${n}`) : o.kind === 'craftAndDefeat' ? o.ingredients : [];
  return wanted.some((def) => !finished(view, numberOf(def) ?? -1) && !view.discs.some((d) => d.def === def));
}

/**
 * Whether this hero carries the objective (a part, a townsperson walking with them, an ingredient,
 * the crafted item): such a hero should not be pulled aside to help a roll elsewhere.
 */
export function onMission(view: DarknessView, seat: Seat): boolean {
  const scenario = scenarioById(view.scenarioId);
  if (!scenario) return false;
  const o = scenario.objective;
  const mine = heldBy(view, seat);
  switch (o.kind) {
    case 'deliver':
      return mine.some((d) => o.numbered.includes(numberOf(d.def) ?? -1));
    case 'escort':
      return [...followers(view).values()].includes(seat);
    case 'craftAndDefeat': {
      const made = scenario.actions.map((a) => a.makes);
      return mine.some((d) => d.def !== null && (o.ingredients.includes(d.def) || made.includes(d.def)));
    }
    default:
      return false;
  }
}

/**
 * Targets on a tile another living hero already stands on (and this one does not): they will deal
 * with it. Dropped while any target is left (or always, without `orAll`); a tile-wide claim stays
 * put while heroes move about, so a bot does not turn back and forth between targets.
 */
export function unclaimed(view: DarknessView, seat: Seat, squares: Square[], orAll = true): Square[] {
  const slot = (sq: Square) => `${Math.floor(sq.x / 8)},${Math.floor(sq.y / 8)}`;
  const mine = slot(view.heroes[seat]!.at);
  const taken = new Set(view.heroes.filter((h) => h.alive && h.seat !== seat).map((h) => slot(h.at)));
  const free = squares.filter((sq) => slot(sq) === mine || !taken.has(slot(sq)));
  return free.length > 0 || !orAll ? free : squares;
}
