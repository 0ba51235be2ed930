/**
 * Movement (digest §1.8, A11, A14, A15, A48): the Speed roll, its points (current Health + levels,
 * × Woohoo/Oh Crap 8, vehicles, minus the environment), the red fate die, and steps over the town by
 * the cheapest path. Street squares cost half (A11); entering a building or reaching a face-down disc
 * ends the movement; Oh Crap 7 keeps the hero on their tile; Oh Crap 11 bleeds on every move.
 */
import { ruleError } from '../../../engine/errors';
import type { ItemDisc, SquareChar } from '../content/types';
import { doorKey, isDoorChar, isFloorChar, isOutsideChar, isStreet, squareChar, tileIndexAt } from './board';
import { discDef } from './check-hands';
import { CANCEL_OH_CRAP_VP, rollFate } from './fate';
import { heldBy, heroAt, log } from './state';
import { requireFreeTurn } from './turn';
import type { CheckSpec, DarknessState, RollRecord, Seat, Square } from './types';
import { damageHero } from './death';
import type { Next, Outcome } from './next';
import { afterHeroMoved } from './objective';
import { heroClock, holdsAt } from './fate-timing';
import { seedReading } from './seed-reading';
import { entersAt, indexOf, Scratch, squareAt, STEP_X, STEP_Y, townGrid, type TownGrid, walkable } from './town-grid';

/** Movement is counted in twelfths of a point so half-cost streets and vehicle factors stay whole. */
export const TICKS = 12;

export function toTicks(points: number): number {
  return Math.round(points * TICKS);
}

/** The hero's vehicle factors while held: on every square, and on streets only (1.8 bicycle, skateboard). */
export function vehicleFactors(s: DarknessState, seat: Seat): { all: number; streets: number } {
  let all = 1;
  let streets = 1;
  for (const disc of heldBy(s, seat)) {
    if (disc.kind !== 'item') continue;
    const def = discDef(s, disc.id) as ItemDisc | undefined;
    const m = def?.movement;
    if (!m) continue;
    if (m.streetsOnly) streets = Math.max(streets, m.factor);
    else all = Math.max(all, m.factor);
  }
  return { all, streets };
}

/** A48: night −2 (−1 with a light), light rain −1, storm −2; only with a Master under 'master_only'. */
export function environmentPenalty(s: DarknessState, seat: Seat): number {
  if (s.rules.A48 === 'master_only' && !s.master) return 0;
  let penalty = 0;
  if (s.env.light === 'night') {
    const lit = heldBy(s, seat).some((d) => {
      const def = discDef(s, d.id) as ItemDisc | undefined;
      return d.kind === 'item' && (def?.tags ?? []).includes('light');
    });
    penalty += lit ? 1 : 2;
  }
  if (s.env.weather === 'lightRain') penalty += 1;
  if (s.env.weather === 'storm') penalty += 2;
  return penalty;
}

/** Ticks one step onto `to` costs (A11: street ½, everything else 1; option all 1; with a Master every square 1, D308). */
export function stepTicks(s: DarknessState, to: Square, streetsFactor: number): number {
  return ticksOnto(s, squareChar(s, to), streetsFactor);
}

function ticksOnto(s: DarknessState, to: SquareChar | null, streetsFactor: number): number {
  if (s.master || !isStreet(to)) return TICKS;
  const base = s.rules.A11 === 'street_full_cost' ? TICKS : TICKS / 2;
  return Math.max(1, Math.round(base / streetsFactor));
}

export function applyRollMovement(s: DarknessState, seat: Seat, cancelOhCrap: boolean): Outcome {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  if (s.master) return ruleError('no_movement_roll', 'With a Master, movement needs no roll: move up to your Speed (1.17, D308)');
  if (s.turn.moved) return ruleError('already_moved', 'The movement roll is made once a turn');
  if (s.turn.healedSelf) return ruleError('healing_self', 'A hero healing themself does not move');
  // D406: under rules 2 the roll (and its fate die) comes every turn, even after the action.
  if (s.turn.actionTaken && s.rules.A15 !== 'move_after_action' && !seedReading(s)) return ruleError('action_already_taken', 'The action ended this turn\'s movement (A15)');
  const hero = heroAt(s, seat);
  if (cancelOhCrap && hero.vp < CANCEL_OH_CRAP_VP) return ruleError('vp_insufficient', `Cancelling an Oh Crap costs ${CANCEL_OH_CRAP_VP} VP; only ${hero.vp}`, { cost: CANCEL_OH_CRAP_VP, vp: hero.vp });
  s.turn.moved = true;
  s.turn.cancelOhCrap = cancelOhCrap;
  const spec: CheckSpec = { purpose: { kind: 'movement' }, seat, attribute: 'speed', skills: ['sprint'], itemUses: [], target: { kind: 'none' }, assistable: false };
  return { step: 'check', spec };
}

/**
 * The kept movement roll: fate first (1.8: its result applies before moving), then the points. A
 * check the fate asks for (a transfer's carry roll) starts after the points are counted: it only
 * opens the pool builder (a carry roll has no target to decide at once), which the points never read.
 */
export function onMovementRoll(s: DarknessState, check: CheckSpec, roll: RollRecord): Next | null {
  const seat = check.seat;
  const hero = heroAt(s, seat);
  const level = roll.level;
  const fateDie = roll.fateDie ?? 0;
  const turnNumber = s.turn.number;
  const fate = fateDie === 1 || fateDie === 6 ? rollFate(s, seat, fateDie === 1 ? 'ohCrap' : 'woohoo') : null;
  // Oh Crap 9 ends this turn; nothing of it is left to move.
  if (fate?.step === 'endTurn') return fate;
  if (s.turn.number !== turnNumber || s.turn.seat !== seat || !hero.alive || s.result) return fate;
  const { all } = vehicleFactors(s, seat);
  const raw = (hero.health + level) * s.turn.movementFactor * all - environmentPenalty(s, seat);
  // D406: rolled after the action (A15's default), the roll brings its fate and no movement.
  const lost = s.turn.actionTaken && s.rules.A15 !== 'move_after_action' && seedReading(s);
  const points = lost ? 0 : Math.max(0, raw);
  s.turn.movementLeft = toTicks(points) / TICKS;
  log(s, 'movement.points', { seat, points: s.turn.movementLeft, health: hero.health, level });
  return fate;
}

interface Reach {
  ticks: number;
  /** The hero must stop here (entered a building, a face-down disc). */
  stop: boolean;
}

/** The grid indices of the squares holding a face-down disc (a step onto one ends the move). */
function faceDownAt(s: DarknessState, g: TownGrid): Set<number> {
  const out = new Set<number>();
  for (const id in s.discs) {
    const w = s.discs[id]!.where;
    if (w.zone === 'board' && !w.faceUp) out.add(indexOf(g, w.at.x, w.at.y));
  }
  return out;
}

/** Oh Crap 7 holds the hero on this tile until their next turn (D247 under rules 1, D405's window under 2). */
export function stuckTile(s: DarknessState, seat: Seat): number | null {
  const h = heroAt(s, seat);
  const e = h.effects.stuckOnTile;
  if (!e) return null;
  if ('window' in e) return holdsAt(e.window, heroClock(s, seat)) ? e.tile : null;
  return h.turnsTaken < e.untilTurn ? e.tile : null;
}

/**
 * D308 (1.17 "Movement: no roll; move up to Speed; diagonals allowed; not through walls"): with a
 * Master a hero's move is the turn's one action, of up to Speed squares (× a vehicle's factor, minus
 * the environment, at least 1), every square costing 1.
 */
export function masterMoveSquares(s: DarknessState, seat: Seat): number {
  const { all } = vehicleFactors(s, seat);
  return Math.max(1, Math.floor(heroAt(s, seat).attributes.speed * all) - environmentPenalty(s, seat));
}

/** Movement points the hero may still spend: with a Master before moving, the whole move (D308). */
export function movementLeftNow(s: DarknessState, seat: Seat): number {
  if (s.master && !s.turn.moved) return canStillMove(s) ? masterMoveSquares(s, seat) : 0;
  return s.turn.movementLeft ?? 0;
}

/** With a Master the first step of a move takes the turn's action (D308); the move may go on until spent. */
export function startMasterMove(s: DarknessState, seat: Seat): void {
  if (!s.master || s.turn.moved) return;
  s.turn.movementLeft = masterMoveSquares(s, seat);
  s.turn.moved = true;
  s.turn.actionTaken = true;
}

/** Every square the hero may reach with the movement left, by the cheapest path, with its cost. */
export function reachable(s: DarknessState, seat: Seat, target: string | null = null): Map<string, Reach & { square: Square }> {
  const goal = target === null ? null : squareOfKeyText(target);
  const found = search(s, seat, goal === null ? -1 : indexOf(townGrid(s), goal.x, goal.y));
  const out = new Map<string, Reach & { square: Square }>();
  for (const i of found.order) {
    const square = squareAt(found.g, i);
    out.set(doorKey(square), { square, ticks: scratch.a[i]!, stop: scratch.b[i] === 1 });
  }
  return out;
}

/** The steps the search tries from each square: N, E, S, W, then (with a Master's diagonals, D309) NE, SE, SW, NW. */
const STEPS_X = [...STEP_X, 1, 1, -1, -1];
const STEPS_Y = [...STEP_Y, -1, 1, 1, -1];

/** D309: a diagonal step passes where one of the two orthogonal ways round it could be walked (never a wall's corner). */
function diagonalStep(s: DarknessState, g: TownGrid, ca: SquareChar, x: number, y: number, nx: number, ny: number, n: number): boolean {
  const c1 = indexOf(g, nx, y), c2 = indexOf(g, x, ny);
  const via = (c: number, cx: number, cy: number) => {
    if (!entersAt(s, g, ca, cx, cy, c)) return false;
    const cc = g.chars[c]!;
    return walkable(cc) && entersAt(s, g, cc, nx, ny, n);
  };
  return via(c1, nx, y) || via(c2, x, ny);
}

const scratch = new Scratch();

/**
 * reachable's search on the town grid, cheapest first (buckets of ticks); it stops once `goal` (a
 * grid index, -1 for none) is reached, its cost then final. Each square's cost and stop are left in
 * the scratch arrays (`a`, `b`); `order` lists the squares found, in the order first reached.
 */
function search(s: DarknessState, seat: Seat, goal: number): { g: TownGrid; start: number; order: number[] } {
  const g = townGrid(s);
  const mark = scratch.begin(g.w * g.h);
  const found = { g, start: -1, order: [] as number[] };
  const hero = heroAt(s, seat);
  const budget = toTicks(movementLeftNow(s, seat));
  if (budget <= 0) return found;
  const { streets } = vehicleFactors(s, seat);
  const discs = faceDownAt(s, g);
  const stuck = stuckTile(s, seat);
  const freeEntry = seedReading(s);
  const start = indexOf(g, hero.at.x, hero.at.y);
  found.start = start;
  if (start < 0) return found;
  const { seen, a: best, b: stop } = scratch;
  seen[start] = mark;
  best[start] = 0;
  stop[start] = 0;
  const directions = s.master ? 8 : 4;
  const buckets: number[][] = [[start]];
  search: for (let cost = 0; cost <= budget; cost++) {
    const bucket = buckets[cost];
    if (!bucket) continue;
    for (const i of bucket) {
      if (best[i] !== cost) continue;
      // Squares come out cheapest first: the target's cost is final once it is reached.
      if (i === goal) break search;
      if (stop[i] === 1) continue;
      const ca = g.chars[i]!;
      if (!walkable(ca)) continue;
      const outside = isOutsideChar(ca);
      const x = g.x0 + (i % g.w), y = g.y0 + Math.floor(i / g.w);
      for (let k = 0; k < directions; k++) {
        const nx = x + STEPS_X[k]!, ny = y + STEPS_Y[k]!;
        const n = indexOf(g, nx, ny);
        if (k < 4 ? !entersAt(s, g, ca, nx, ny, n) : !diagonalStep(s, g, ca, x, y, nx, ny, n)) continue;
        if (stuck !== null && tileIndexAt(s, { x: nx, y: ny }) !== stuck) continue;
        const to = g.chars[n]!;
        // A diagonal (D309) may enter past the door's corner: any step from outside to inside ends the move.
        const entered = outside && (isDoorChar(to) || isFloorChar(to));
        // D404 (rules 2): "Entrar en un edificio no se considera movimiento" — the step in is free.
        const next = cost + (entered && freeEntry ? 0 : ticksOnto(s, to, streets));
        if (next > budget) continue;
        if (seen[n] === mark && best[n]! <= next) continue;
        if (seen[n] !== mark) found.order.push(n);
        seen[n] = mark;
        best[n] = next;
        stop[n] = entered || discs.has(n) ? 1 : 0;
        (buckets[next] ??= []).push(n);
      }
    }
  }
  return found;
}

function squareOfKeyText(key: string): Square | null {
  const [x, y] = key.split(',').map(Number);
  return Number.isInteger(x) && Number.isInteger(y) ? { x: x!, y: y! } : null;
}

/** Movement may still be spent: rolled, points left, and no action taken yet (A15 default); with a Master, D308. */
export function canStillMove(s: DarknessState): boolean {
  if (s.master) return s.turn.moved ? (s.turn.movementLeft ?? 0) > 0 : !s.turn.actionTaken && !s.turn.healedSelf;
  return s.turn.moved && (s.turn.movementLeft ?? 0) > 0 && (!s.turn.actionTaken || s.rules.A15 === 'move_after_action');
}

export function applyMoveTo(s: DarknessState, seat: Seat, x: number, y: number): Outcome {
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  if (!s.turn.moved && !s.master) return ruleError('movement_not_rolled', 'Roll for movement first');
  if (!canStillMove(s)) return ruleError(s.master ? 'action_already_taken' : 'no_movement_left', s.master ? 'With a Master, moving is the turn\'s one action (1.17)' : 'No movement left this turn');
  const goal = Number.isInteger(x) && Number.isInteger(y) ? indexOf(townGrid(s), x, y) : -1;
  const found = goal < 0 ? null : search(s, seat, goal);
  const dest = found && goal !== found.start && found.order.includes(goal) ? { ticks: scratch.a[goal]!, stop: scratch.b[goal] === 1 } : null;
  if (!dest) return ruleError('not_reachable', `Square ${x},${y} cannot be reached with the movement left`, { x, y });
  startMasterMove(s, seat);
  const hero = heroAt(s, seat);
  hero.at = { x, y };
  const left = toTicks(s.turn.movementLeft ?? 0) - dest.ticks;
  s.turn.movementLeft = dest.stop ? 0 : left / TICKS;
  log(s, 'movement.moved', { seat, x, y });
  // Bleeding to death on one's own step ends the turn (death.ts): nothing else of the step happens.
  const died = hero.effects.bleeding ? damageHero(s, seat, 1, 'bleeding') : null;
  if (hero.alive && !s.result) afterHeroMoved(s, seat);
  return died;
}
