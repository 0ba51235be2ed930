/**
 * Difícil's turn for the party (issue 24, D421–D423), on top of Normal's goals (goals.ts), from its
 * own view only:
 *  - D421 a boss that reached a friend stays under their figure and the fight comes on that friend's
 *    turn (1.12.5); Normal's goals lose sight of it (it stands on no square) and walk away. Difícil
 *    goes to the friend first, to help every roll (1.5) and take a blow (A26);
 *  - D422 while a face-up boss is near, it steps only to squares within 3 of a living friend, so
 *    whoever the boss reaches has a helper beside them;
 *  - D423 Perception costs the turn's move (A15): with friends in the same building, who turn up
 *    about a disc each a turn anyway, it asks the building to hide one more disc per friend.
 */
import { scenarioById } from '../../content';
import { buildingAt } from '../board';
import type { DarknessState, DarknessView, Seat, Square } from '../types';
import { goalsFor, onMission, type Goal } from './goals';
import { distancesTo, keyOf, manhattan } from './map';

/** How far (movement points) a hero walks to the friend the boss reached (D421). */
export const COVER_RANGE = 12;
/** Below this Health a hero does not walk into a friend's fight. */
export const COVER_MIN_HEALTH = 2;
/** Squares from a friend a hero may step to while a boss is near (help range, 1.5) (D422). */
export const LEASH = 3;
/** How near (movement points) a face-up boss must be for the leash to hold. */
export const LEASH_THREAT = 12;
/** Unseen discs Perception asks of the building per friend in it, above turn.ts's two (D423). */
export const PERCEPTION_PER_FRIEND = 1;

function bossIds(view: DarknessView): Set<string> {
  return new Set((scenarioById(view.scenarioId)?.bosses ?? []).map((b) => b.id));
}

/** Squares of living friends with a boss waiting under their figure (D421). */
export function friendsFacingBoss(view: DarknessView, seat: Seat): Square[] {
  const bosses = bossIds(view);
  const out: Square[] = [];
  for (const d of view.discs) {
    if (d.where.zone !== 'underFigure' || d.where.seat === seat || !bosses.has(d.def ?? '')) continue;
    const friend = view.heroes[d.where.seat];
    if (friend?.alive) out.push(friend.at);
  }
  return out;
}

/** Normal's goals, with the friend a boss reached first when it is within reach (D421). */
export function hardGoals(view: DarknessView, s: DarknessState, seat: Seat): Goal[] {
  const goals = goalsFor(view, s, seat);
  const hero = view.heroes[seat]!;
  if (hero.health < COVER_MIN_HEALTH) return goals;
  const danger = friendsFacingBoss(view, seat);
  if (danger.length === 0) return goals;
  const dist = distancesTo(s, danger).get(keyOf(hero.at)) ?? Infinity;
  return dist <= COVER_RANGE ? [{ kind: 'regroup', squares: danger }, ...goals] : goals;
}

/** Movement points from the nearest face-up boss on the board to this hero (Infinity without one). */
export function bossDistance(view: DarknessView, s: DarknessState, seat: Seat): number {
  const bosses = bossIds(view);
  const at: Square[] = [];
  for (const d of view.discs) if (d.where.zone === 'board' && d.where.faceUp && bosses.has(d.def ?? '')) at.push(d.where.at);
  if (at.length === 0) return Infinity;
  return distancesTo(s, at).get(keyOf(view.heroes[seat]!.at)) ?? Infinity;
}

/** D422: while a face-up boss is near, step only within 3 squares of a living friend (not when carrying the objective). */
export function packLeash(view: DarknessView, s: DarknessState, seat: Seat): ((sq: Square) => boolean) | null {
  const friends = view.heroes.filter((h) => h.alive && h.seat !== seat);
  if (friends.length === 0 || onMission(view, seat)) return null;
  if (bossDistance(view, s, seat) > LEASH_THREAT) return null;
  return (sq) => friends.some((f) => manhattan(f.at, sq) <= LEASH);
}

/** D423: Perception only when the building hides one more unseen disc per friend standing in it. */
export function perceptionWorthIt(view: DarknessView, s: DarknessState, seat: Seat): boolean {
  const here = buildingAt(s, view.heroes[seat]!.at);
  if (here === null) return true;
  const friends = view.heroes.filter((h) => h.alive && h.seat !== seat && buildingAt(s, h.at) === here).length;
  const unseen = view.discs.filter((d) => d.where.zone === 'board' && !d.where.faceUp && d.def === null && buildingAt(s, d.where.at) === here).length;
  return unseen >= 2 + PERCEPTION_PER_FRIEND * friends;
}
