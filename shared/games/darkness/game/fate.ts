/**
 * The red fate die's two 2d6 tables (digest §1.8): Oh Crap on a 1, Woohoo on a 6, applied before the
 * hero moves. A result that needs a choice waits as pending 'fateChoice' with its options (one option
 * is applied at once); a result with no valid target does nothing and the log says why. Oh Crap 9
 * ends the turn and a transfer may ask for a carry roll: both are returned as the flow's next step.
 */
import { ruleError } from '../../../engine/errors';
import { rollDice } from '../dice';
import { doorKey, doorSquares, doorState, outsideOfDoor, tileIndexAt } from './board';
import { pathDistance } from './town-grid';
import { gainFailure } from './failures';
import { heldBy, heroAt, log } from './state';
import { discDef } from './check-hands';
import { healthCap } from './death';
import { END_TURN, type Next, type Outcome } from './next';
import type { DarknessState, FateOption, FateTable, Seat, Square } from './types';
import { gainDisc, loseDisc, recordPeek } from './vp';
import { nextInt } from '../../../engine/rng';
import { settleCarry } from './carry';
import { fateWindow } from './fate-timing';
import { seedReading } from './seed-reading';

/** D235: 3 VP declared with the movement roll cancel an Oh Crap if the fate die shows 1. */
export const CANCEL_OH_CRAP_VP = 3;

export function rollFate(s: DarknessState, seat: Seat, table: FateTable): Next | null {
  const hero = heroAt(s, seat);
  if (table === 'ohCrap' && s.turn.cancelOhCrap) {
    if (hero.vp >= CANCEL_OH_CRAP_VP) {
      hero.vp -= CANCEL_OH_CRAP_VP;
      log(s, 'fate.cancelled', { seat, vp: CANCEL_OH_CRAP_VP });
      return null;
    }
    log(s, 'fate.cancelUnpaid', { seat });
  }
  const r = rollDice(s.rng, 2);
  s.rng = r.rng;
  const result = r.faces[0]! + r.faces[1]!;
  log(s, table === 'ohCrap' ? 'fate.ohCrap' : 'fate.woohoo', { seat, result }, { dice: r.faces, fate: result });
  return applyFate(s, seat, table, result);
}

function nothing(s: DarknessState, seat: Seat, table: FateTable, result: number, why: string): null {
  log(s, 'fate.nothing', { seat, table, result, why });
  return null;
}

function otherLiving(s: DarknessState, seat: Seat): Seat[] {
  return s.heroes.filter((h) => h.alive && h.seat !== seat).map((h) => h.seat);
}

function heldOfKind(s: DarknessState, seat: Seat, kind: 'item' | 'ally'): string[] {
  return heldBy(s, seat).filter((d) => d.kind === kind).map((d) => d.id);
}

/** Asks for a choice, or applies the only option at once. */
function choose(s: DarknessState, seat: Seat, table: FateTable, result: number, options: FateOption[]): Next | null {
  if (options.length === 1) return applyFateOption(s, seat, table, result, options[0]!);
  s.pending = { kind: 'fateChoice', seat, table, result, options };
  return null;
}

/**
 * The ladder effects of both tables. Rules 1 count the hero's own turns (D247); rules 2 give each
 * phrase its window (D405): Oh Crap 2 "durante tu siguiente turno", Woohoo 2 and Oh Crap 7 "hasta tu
 * siguiente/próximo turno".
 */
export function applyFate(s: DarknessState, seat: Seat, table: FateTable, result: number): Next | null {
  const hero = heroAt(s, seat);
  const bad = table === 'ohCrap';
  const untilNext = hero.turnsTaken + 1;
  const windowed = seedReading(s);
  switch (result) {
    case 2: {
      const shift = bad ? 1 : -1;
      hero.effects.targetShift = windowed ? { shift, window: fateWindow(s, seat, bad ? 'duringNextTurn' : 'untilNextTurn') } : { shift, untilTurn: untilNext };
      return null;
    }
    case 3:
    case 4: {
      const kind = result === 3 ? 'item' : 'ally';
      if (bad) {
        const others = otherLiving(s, seat);
        const mine = heldOfKind(s, seat, kind);
        if (others.length === 0 || mine.length === 0) return nothing(s, seat, table, result, others.length === 0 ? 'noOtherHero' : `no_${kind}`);
        return choose(s, seat, table, result, mine.flatMap((disc) => others.map((o) => ({ kind: 'seatAndDisc' as const, seat: o, disc }))));
      }
      const victims = otherLiving(s, seat).filter((o) => heldOfKind(s, o, kind).length > 0);
      if (victims.length === 0) return nothing(s, seat, table, result, `no_${kind}`);
      return choose(s, seat, table, result, victims.map((o) => ({ kind: 'seat' as const, seat: o })));
    }
    case 5:
      if (bad) {
        hero.effects.nextDoorShut = true;
        return null;
      }
      openNearestDoor(s, seat);
      return null;
    case 6: {
      const others = otherLiving(s, seat);
      if (bad) {
        if (others.length === 0) return nothing(s, seat, table, result, 'noOtherHero');
        return choose(s, seat, table, result, others.map((o) => ({ kind: 'seat' as const, seat: o })));
      }
      // D238: only heroes with a VP to give pay it; nobody goes below zero from a Woohoo.
      let taken = 0;
      for (const o of others) {
        const h = heroAt(s, o);
        if (h.vp >= 1) {
          h.vp -= 1;
          taken += 1;
        }
      }
      hero.vp += taken;
      log(s, 'fate.vpTaken', { seat, vp: taken });
      return null;
    }
    case 7: {
      if (bad) {
        const tile = tileIndexAt(s, hero.at);
        if (tile !== null) hero.effects.stuckOnTile = windowed ? { tile, window: fateWindow(s, seat, 'untilNextTurn') } : { tile, untilTurn: untilNext };
        return null;
      }
      const tiles = tilesWithFaceDown(s);
      if (tiles.length === 0) return nothing(s, seat, table, result, 'noFaceDownDisc');
      return choose(s, seat, table, result, tiles.map((t) => ({ kind: 'tile' as const, tile: t })));
    }
    case 8:
      s.turn.movementFactor *= bad ? 0.5 : 2;
      return null;
    case 9:
      if (bad) {
        log(s, 'fate.turnLost', { seat });
        return END_TURN;
      }
      hero.effects.extraTurn = true;
      return null;
    case 10:
      if (bad) {
        gainFailure(s, seat, 'ohCrap10');
        return null;
      }
      if (hero.failures === 0) return nothing(s, seat, table, result, 'noFailure');
      hero.failures -= 1;
      log(s, 'fate.failureDiscarded', { seat, failures: hero.failures });
      return null;
    case 11:
      if (bad) {
        hero.effects.bleeding = true;
        return null;
      }
      if (hero.health >= healthCap(s, hero)) return nothing(s, seat, table, result, 'noDamage');
      hero.health += 1;
      log(s, 'fate.healed', { seat, health: hero.health });
      return null;
    case 12:
      hero.effects.nextCheck = bad ? 'fails' : 'succeeds';
      return null;
  }
  return null;
}

function tilesWithFaceDown(s: DarknessState): number[] {
  const set = new Set<number>();
  for (const d of Object.values(s.discs)) {
    if (d.where.zone !== 'board' || d.where.faceUp) continue;
    const t = tileIndexAt(s, d.where.at);
    if (t !== null) set.add(t);
  }
  return [...set].sort((a, b) => a - b);
}

/** A19: the nearest locked door by walking distance (option: in a straight line); no "No Door" disc. */
function openNearestDoor(s: DarknessState, seat: Seat): void {
  const from = heroAt(s, seat).at;
  let best: Square | null = null;
  let bestD = Infinity;
  for (let t = 0; t < s.tiles.length; t++) {
    for (const door of doorSquares(s, t)) {
      if (doorState(s, door) !== 'locked') continue;
      const d = s.rules.A19 === 'nearest_in_squares'
        ? Math.abs(door.x - from.x) + Math.abs(door.y - from.y)
        : pathDistance(s, from, outsideOfDoor(s, door));
      if (d !== null && d < bestD) {
        bestD = d;
        best = door;
      }
    }
  }
  if (!best) {
    nothing(s, seat, 'woohoo', 5, 'noLockedDoor');
    return;
  }
  s.doors[doorKey(best)] = 'open';
  log(s, 'fate.doorOpened', { seat, door: doorKey(best) });
}

/** The 'fateChoice' action. */
export function applyFateChoice(s: DarknessState, seat: Seat, option: number): Outcome {
  const p = s.pending;
  if (!p || p.kind !== 'fateChoice') return ruleError('no_fate_choice', 'There is no fate result to choose for');
  if (p.seat !== seat) return ruleError('not_your_decision', 'Another hero chooses');
  const chosen = p.options[option];
  if (!Number.isInteger(option) || !chosen) return ruleError('fate_option_invalid', `No option ${option}`, { option });
  s.pending = null;
  return applyFateOption(s, seat, p.table, p.result, chosen);
}

function transfer(s: DarknessState, from: Seat, to: Seat, discId: string): void {
  loseDisc(s, from, discId, { zone: 'held', seat: to });
  const def = discDef(s, discId);
  // D236: the new holder scores the disc's difficulty, as for a face-up pick-up (A22).
  const vp = s.rules.A22 === 'no_vp' || !def || !('difficulty' in def) ? 0 : def.difficulty;
  gainDisc(s, to, discId, vp);
}

function applyFateOption(s: DarknessState, seat: Seat, table: FateTable, result: number, option: FateOption): Next | null {
  if ((result === 3 || result === 4) && table === 'ohCrap' && option.kind === 'seatAndDisc') {
    transfer(s, seat, option.seat, option.disc);
    log(s, 'fate.gave', { seat, to: option.seat, disc: s.discs[option.disc]!.def });
    return settleCarry(s, option.seat);
  }
  if ((result === 3 || result === 4) && table === 'woohoo' && option.kind === 'seat') {
    const pool = heldOfKind(s, option.seat, result === 3 ? 'item' : 'ally');
    const [i, rng] = nextInt(s.rng, pool.length);
    s.rng = rng;
    const disc = pool[i]!;
    transfer(s, option.seat, seat, disc);
    log(s, 'fate.took', { seat, from: option.seat, disc: s.discs[disc]!.def });
    return settleCarry(s, seat);
  }
  if (result === 6 && option.kind === 'seat') {
    // D237: the 2 VP go even if the giver has fewer (not a purchase: losing VP may go negative, 1.14).
    heroAt(s, seat).vp -= 2;
    heroAt(s, option.seat).vp += 2;
    log(s, 'fate.vpGiven', { seat, to: option.seat, vp: 2 });
    return null;
  }
  if (result === 7 && option.kind === 'tile') {
    const ids = Object.values(s.discs)
      .filter((d) => d.where.zone === 'board' && !d.where.faceUp && tileIndexAt(s, d.where.at) === option.tile)
      .map((d) => d.id);
    recordPeek(s, seat, ids, 'fate.looked');
  }
  return null;
}
