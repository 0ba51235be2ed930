/**
 * Discs and heroes put back after an encounter goes wrong (digest §1.11, D281, D287, D304): a hero
 * put outside the building, a disc turned face down again, and the building's face-down discs
 * re-placed at random. Effects only, shared by encounters and combat.
 */
import { shuffle } from '../../../engine/rng';
import { doorKey, questionSquares, tileIndexAt } from './board';
import { nearestDoorOutside } from './town-grid';
import { moveFollowers } from './objective';
import { discOf, heroAt, log, ownDisc } from './state';
import type { DarknessState, DiscZone, Seat, Square } from './types';
import { byDiscNumber, clearPeeks } from './vp';

export function putOutside(s: DarknessState, seat: Seat, building: number): void {
  const hero = heroAt(s, seat);
  hero.at = { ...nearestDoorOutside(s, building, hero.at) };
  log(s, 'putOutside', { seat });
  moveFollowers(s, seat);
}

/** The square a disc lies on, or null when it is off the board. */
export function boardSquare(s: DarknessState, discId: string): Square | null {
  const w = discOf(s, discId).where;
  return w.zone === 'board' ? w.at : null;
}

/** The disc goes back face down and the building's face-down discs are re-placed with it. */
export function reshuffleAfterFailure(s: DarknessState, discId: string): void {
  const disc = discOf(s, discId);
  const at = boardSquare(s, discId);
  if (!at) return;
  disc.where = { zone: 'board', at: { ...at }, faceUp: false };
  const tile = tileIndexAt(s, at);
  if (tile !== null) reshuffleBuilding(s, tile);
}

/**
 * The building's face-down discs are re-placed face down at random on its `?` squares (1.11 lets
 * the player choose; D281: random, so that nobody — the player who just saw the disc least of all —
 * decides where a disc they know ends up). Disc ids are public, so the discs' contents are shuffled
 * among the ids, not only their squares: the table cannot follow the disc it just saw. Every moved
 * disc loses its peeks (A24). D304: one face-down disc per `?` square, squares without a face-up
 * disc first; what does not fit waits for the next tile (A17), a numbered disc last of all.
 */
export function reshuffleBuilding(s: DarknessState, tile: number): void {
  const squares = questionSquares(s, tile);
  if (squares.length === 0) return;
  const ids: string[] = [];
  const faceUp = new Set<string>();
  for (const id in s.discs) {
    const w = s.discs[id]!.where;
    if (w.zone !== 'board') continue;
    if (w.faceUp) faceUp.add(doorKey(w.at));
    else if (tileIndexAt(s, w.at) === tile) ids.push(id);
  }
  ids.sort(byDiscNumber);
  const places = [...squares.filter((sq) => !faceUp.has(doorKey(sq))), ...squares.filter((sq) => faceUp.has(doorKey(sq)))];
  const [shuffled, rng] = shuffle(ids.map((id) => discOf(s, id)), s.rng);
  s.rng = rng;
  const contents = fitFirst(shuffled, places.length);
  const extras = Math.max(0, ids.length - places.length);
  ids.forEach((id, i) => {
    const where = i < places.length ? { zone: 'board' as const, at: { ...places[i]! }, faceUp: false } : waitingZone(s, contents[i]!.kind);
    ownDisc(s, { ...contents[i]!, id, where });
    clearPeeks(s, id);
  });
  log(s, 'buildingReshuffled', { tile, discs: ids.length });
  if (extras > 0) log(s, 'discsWaitForTile', { tile, discs: extras });
}

/** The shuffled contents with the ones that stay on the board first; numbered discs are the last to wait. */
function fitFirst<T extends { kind: string }>(shuffled: readonly T[], room: number): T[] {
  let over = Math.max(0, shuffled.length - room);
  const wait = new Set<number>();
  for (const numbered of [false, true]) {
    for (let i = shuffled.length - 1; i >= 0 && over > 0; i--) {
      if (wait.has(i) || (shuffled[i]!.kind === 'numbered') !== numbered) continue;
      wait.add(i);
      over--;
    }
  }
  return [...shuffled.filter((_, i) => !wait.has(i)), ...shuffled.filter((_, i) => wait.has(i))];
}

/** A17: an extra waits for the next tile; with the stack empty under remove_extras it leaves play (as closeTown). */
function waitingZone(s: DarknessState, kind: string): DiscZone {
  const gone = s.stack.length === 0 && s.rules.A17 === 'remove_extras' && kind !== 'numbered' && kind !== 'adversary';
  return gone ? { zone: 'removed' } : { zone: 'waiting' };
}
