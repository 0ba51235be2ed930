/**
 * Exploring (digest §1.9, A16, A17): a hero on a border square of their tile with an empty slot beyond
 * it draws a tile at random from the stack (option: chooses it), turns it so its streets meet the
 * hero's (pending 'orientTile' when several turns do), and steps onto it. The High School brings its
 * other half. The tile's `?` squares take the waiting discs face down. With a Master, the Master
 * places the tile instead (pending master 'placeTile').
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { nextInt } from '../../../engine/rng';
import { partnerPlacement, sideOffset, tileById } from '../content';
import type { Side } from '../content/types';
import {
  doorKey, doorSquares, initialDoorState, isOutsideChar, questionSquares, squareChar, TILE_SIZE, tileGrid, tileIndexAtSlot, tileSlot,
} from './board';
import { canStillMove, movementLeftNow, startMasterMove, stepTicks, stuckTile, TICKS, toTicks, vehicleFactors } from './movement';
import { afterHeroMoved } from './objective';
import { discOf, heroAt, log, masterSeat } from './state';
import { requireFreeTurn } from './turn';
import type { DarknessState, PlacedTile, Seat, Square } from './types';

export type Rotation = 0 | 1 | 2 | 3;
const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/** The square across the seam from `at` toward `side`. */
export function across(at: Square, side: Side): Square {
  const { dx, dy } = sideOffset(side);
  return { x: at.x + dx, y: at.y + dy };
}

/** Whether `at` lies on its tile's border toward `side`. */
function onBorder(at: Square, side: Side): boolean {
  const lx = ((at.x % TILE_SIZE) + TILE_SIZE) % TILE_SIZE;
  const ly = ((at.y % TILE_SIZE) + TILE_SIZE) % TILE_SIZE;
  return side === 'N' ? ly === 0 : side === 'S' ? ly === TILE_SIZE - 1 : side === 'W' ? lx === 0 : lx === TILE_SIZE - 1;
}

function charOf(tile: string, rotation: Rotation, tx: number, ty: number, sq: Square) {
  return tileGrid(tile, rotation)[sq.y - ty * TILE_SIZE]![sq.x - tx * TILE_SIZE]!;
}

function partnerFits(s: DarknessState, tile: string, tx: number, ty: number, rotation: Rotation): boolean {
  const def = tileById(tile);
  const partner = def ? partnerPlacement(def, tx, ty, rotation) : null;
  return !partner || (tileIndexAtSlot(s, partner.tx, partner.ty) === null && s.tiles.every((t) => t.tile !== partner.tile));
}

/**
 * A16: the turns whose square beside the hero is street or yard (streets connect). D242: when none
 * does, any turn that meets an outside square across the seam; failing that, every turn that fits.
 */
export function connectingRotations(s: DarknessState, tile: string, tx: number, ty: number, from: Square, side: Side): Rotation[] {
  const fits = ROTATIONS.filter((r) => partnerFits(s, tile, tx, ty, r));
  const entry = across(from, side);
  const direct = fits.filter((r) => isOutsideChar(charOf(tile, r, tx, ty, entry)));
  if (direct.length > 0) return direct;
  const seam = fits.filter((r) => {
    for (let i = 0; i < TILE_SIZE; i++) {
      const inNew = side === 'N' || side === 'S' ? { x: tx * TILE_SIZE + i, y: side === 'N' ? ty * TILE_SIZE + TILE_SIZE - 1 : ty * TILE_SIZE } : { x: side === 'W' ? tx * TILE_SIZE + TILE_SIZE - 1 : tx * TILE_SIZE, y: ty * TILE_SIZE + i };
      const back = across(inNew, opposite(side));
      if (isOutsideChar(charOf(tile, r, tx, ty, inNew)) && isOutsideChar(squareChar(s, back))) return true;
    }
    return false;
  });
  return seam.length > 0 ? seam : fits;
}

function opposite(side: Side): Side {
  return side === 'N' ? 'S' : side === 'S' ? 'N' : side === 'E' ? 'W' : 'E';
}

/** Where an explore toward `side` would place its tile, or the reason it cannot. */
function exploreSlot(s: DarknessState, seat: Seat, side: Side): { tx: number; ty: number } | RuleError {
  if (!['N', 'E', 'S', 'W'].includes(side)) return ruleError('side_invalid', `Unknown side ${String(side)}`);
  const err = requireFreeTurn(s, seat);
  if (err) return err;
  if (!canStillMove(s)) return ruleError('no_movement_left', 'No movement left this turn');
  const hero = heroAt(s, seat);
  if (!isOutsideChar(squareChar(s, hero.at)) || !onBorder(hero.at, side)) return ruleError('not_at_edge', 'Explore from a street or yard square on the edge of your tile', { side });
  if (stuckTile(s, seat) !== null) return ruleError('stuck_on_tile', 'You cannot leave this tile until your next turn (Oh Crap 7)');
  const { tx, ty } = tileSlot(across(hero.at, side));
  if (tileIndexAtSlot(s, tx, ty) !== null) return ruleError('slot_taken', 'A tile is already there', { side });
  if (s.stack.length === 0) return ruleError('town_closed', 'No tiles are left: that way the town is closed');
  const { streets } = vehicleFactors(s, seat);
  // The step onto the new tile costs at least half a point (its square is not known before it is drawn).
  if (toTicks(movementLeftNow(s, seat)) < stepTicks(s, hero.at, streets)) return ruleError('no_movement_left', 'Not enough movement to step onto a new tile');
  return { tx, ty };
}

export function applyExplore(s: DarknessState, seat: Seat, side: Side, chosen?: string): RuleError | null {
  const slot = exploreSlot(s, seat, side);
  if ('code' in slot) return slot;
  const placerChooses = s.rules.A16 === 'placer_chooses_tile';
  if (s.master) {
    if (chosen !== undefined) return ruleError('tile_choice_not_allowed', 'The Master places the tile');
    // Exploring is a step of the hero's move, the turn's one action (D308).
    startMasterMove(s, seat);
    s.scenario['exploring.seat'] = seat;
    s.scenario['exploring.side'] = side;
    s.pending = { kind: 'master', seat: masterSeat(s)!, reason: 'placeTile' };
    log(s, 'explore.masterPlaces', { seat, side });
    return null;
  }
  if (placerChooses !== (chosen !== undefined)) return ruleError(placerChooses ? 'tile_choice_required' : 'tile_choice_not_allowed', placerChooses ? 'Choose the tile to place (A16)' : 'The tile is drawn at random (A16)');
  let tile: string;
  if (chosen !== undefined) {
    if (!s.stack.includes(chosen)) return ruleError('tile_not_in_stack', `${chosen} is not in the stack`, { tile: chosen });
    tile = chosen;
  } else {
    const [i, rng] = nextInt(s.rng, s.stack.length);
    s.rng = rng;
    tile = s.stack[i]!;
  }
  s.stack = s.stack.filter((t) => t !== tile);
  const from = heroAt(s, seat).at;
  const rotations = connectingRotations(s, tile, slot.tx, slot.ty, from, side);
  log(s, 'explore.drawn', { seat, tile, side });
  if (rotations.length === 1) {
    placeAndStep(s, seat, tile, slot.tx, slot.ty, rotations[0]!, side);
    return null;
  }
  s.pending = { kind: 'orientTile', seat, tile, tx: slot.tx, ty: slot.ty, rotations, side };
  return null;
}

export function applyOrientTile(s: DarknessState, seat: Seat, rotation: Rotation): RuleError | null {
  const p = s.pending;
  if (!p || p.kind !== 'orientTile') return ruleError('no_tile_to_orient', 'There is no tile to turn');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero places the tile');
  if (!p.rotations.includes(rotation)) return ruleError('rotation_not_connecting', 'That turn does not connect the streets (A16)', { rotation });
  s.pending = null;
  placeAndStep(s, seat, p.tile, p.tx, p.ty, rotation, p.side);
  return null;
}

function placeAndStep(s: DarknessState, seat: Seat, tile: string, tx: number, ty: number, rotation: Rotation, side: Side): void {
  placeTile(s, tile, tx, ty, rotation);
  stepAcross(s, seat, side);
}

/** The hero steps over the seam onto the new tile, if that square may be walked (it costs as usual). */
export function stepAcross(s: DarknessState, seat: Seat, side: Side): void {
  const hero = heroAt(s, seat);
  const to = across(hero.at, side);
  if (!isOutsideChar(squareChar(s, to))) {
    log(s, 'explore.noWay', { seat });
    return;
  }
  const { streets } = vehicleFactors(s, seat);
  const left = toTicks(s.turn.movementLeft ?? 0) - stepTicks(s, to, streets);
  if (left < 0) return;
  hero.at = to;
  s.turn.movementLeft = left / TICKS;
  log(s, 'movement.moved', { seat, x: to.x, y: to.y });
  afterHeroMoved(s, seat);
}

/** Puts a tile (and the High School's other half) on the table with its doors and discs. */
export function placeTile(s: DarknessState, tile: string, tx: number, ty: number, rotation: Rotation): void {
  placeOne(s, { tile, tx, ty, rotation });
  const def = tileById(tile);
  const partner = def ? partnerPlacement(def, tx, ty, rotation) : null;
  if (partner && tileIndexAtSlot(s, partner.tx, partner.ty) === null) {
    s.stack = s.stack.filter((t) => t !== partner.tile);
    placeOne(s, { tile: partner.tile, tx: partner.tx, ty: partner.ty, rotation });
  }
  if (s.stack.length === 0) closeTown(s);
}

function placeOne(s: DarknessState, placed: PlacedTile): void {
  s.tiles = [...s.tiles, placed];
  const index = s.tiles.length - 1;
  for (const door of doorSquares(s, index)) s.doors[doorKey(door)] = initialDoorState(squareChar(s, door), s.rules);
  dealDiscs(s, index);
  log(s, 'tile.placed', { tile: placed.tile, tx: placed.tx, ty: placed.ty, rotation: placed.rotation });
}

/** Waiting numbered discs that must go on this tile when it is placed (scenario setup binds them). */
export function reservedDiscsFor(s: DarknessState, tileId: string): string[] {
  return Object.keys(s.discs).filter((id) => s.scenario[`placeOn.${id}`] === tileId && s.discs[id]!.where.zone === 'waiting');
}

/** 1.9: waiting discs go face down on the tile's free `?` squares, the scenario's reserved ones first. */
export function dealDiscs(s: DarknessState, tile: number): void {
  const taken = new Set(Object.values(s.discs).filter((d) => d.where.zone === 'board').map((d) => doorKey((d.where as { at: Square }).at)));
  const free = questionSquares(s, tile).filter((sq) => !taken.has(doorKey(sq)));
  const reserved = reservedDiscsFor(s, s.tiles[tile]!.tile);
  for (const id of reserved) delete s.scenario[`placeOn.${id}`];
  const reservedSet = new Set(reserved);
  const queue = [
    ...reserved,
    ...Object.values(s.discs).filter((d) => d.where.zone === 'waiting' && !reservedSet.has(d.id) && s.scenario[`placeOn.${d.id}`] === undefined).map((d) => d.id),
  ];
  for (const sq of free) {
    const id = queue.shift();
    if (!id) break;
    discOf(s, id).where = { zone: 'board', at: { ...sq }, faceUp: false };
  }
}

/** A17: with the stack empty, discs still waiting stay off the board (option remove_extras: out of play). */
function closeTown(s: DarknessState): void {
  log(s, 'town.closed', {});
  if (s.rules.A17 !== 'remove_extras') return;
  for (const d of Object.values(s.discs)) if (d.where.zone === 'waiting' && d.kind !== 'numbered' && d.kind !== 'adversary') discOf(s, d.id).where = { zone: 'removed' };
}

/** Explore candidates for legal moves: sides the hero stands on the edge of with an empty slot. */
export function exploreSides(s: DarknessState, seat: Seat): Side[] {
  return (['N', 'E', 'S', 'W'] as Side[]).filter((side) => !('code' in exploreSlot(s, seat, side)));
}

/** The Master's tile placement (E2's master.ts calls this for masterPlaceTile): the slot the hero explored toward. */
export function masterPlaceTile(s: DarknessState, tile: string, tx: number, ty: number, rotation: Rotation): RuleError | null {
  const seat = s.scenario['exploring.seat'];
  const side = s.scenario['exploring.side'] as Side | undefined;
  if (typeof seat !== 'number' || !side) return ruleError('no_explore_pending', 'No hero is exploring');
  const hero = heroAt(s, seat);
  const slot = tileSlot(across(hero.at, side));
  if (slot.tx !== tx || slot.ty !== ty) return ruleError('tile_slot_wrong', 'Place the tile where the hero explored', { tx: slot.tx, ty: slot.ty });
  if (!s.stack.includes(tile)) return ruleError('tile_not_in_stack', `${tile} is not in the stack`, { tile });
  if (!connectingRotations(s, tile, tx, ty, hero.at, side).includes(rotation)) return ruleError('rotation_not_connecting', 'That turn does not connect the streets (A16)', { rotation });
  s.stack = s.stack.filter((t) => t !== tile);
  delete s.scenario['exploring.seat'];
  delete s.scenario['exploring.side'];
  s.pending = null;
  placeAndStep(s, seat, tile, tx, ty, rotation, side);
  return null;
}
