/**
 * Fase 3: the 22 major arcana. Each effect applies at once; effects that need a player's
 * choice queue decisions (stage 'omenChoices'), answered before the resolution.
 */
import type { Seat } from '../../engine/contract';
import { nextInt } from '../../engine/rng';
import type { Decision, SilentesState } from './types';
import { KING, OMEN, rankOf } from './cards';
import { adjacentShelters, existingShelters, MAP_SIZE } from './board';
import { addNoise, drawProvision, endGame, log, markBarrier, reduceNoise, turnOrder } from './state';
import { rulesAtLeast } from '../../engine/rules-version';

export function revealOmen(s: SilentesState): void {
  const card = s.omenDeck.shift();
  if (card === undefined) {
    log(s, 'omenDeckEmpty');
    s.stage = { s: 'deflect' };
    return;
  }
  s.omensRevealed.push(card);
  markBarrier(s);
  log(s, 'omen', { card });
  // "hasta el próximo Presagio": revealing any omen lifts El Diablo, even one that is ignored.
  s.effects.devil = false;
  s.stage = { s: 'deflect' };
  if (s.effects.priestess) {
    s.effects.priestess = false;
    log(s, 'omenIgnored', { card });
    return;
  }
  // R35: noise from an omen can be answered before it lands, so the holders are asked first.
  if (rulesAtLeast(s, 2) && omenMayAddNoise(s, card)) {
    s.stage = { s: 'omenNoise', card, asked: [] };
    return;
  }
  applyRevealedOmen(s, card);
}

/** Whether the omen, applied now, could raise the meter. Public: the omen and the table decide it. */
export function omenMayAddNoise(s: SilentesState, card: string): boolean {
  switch (card) {
    case OMEN.fool: return true;
    case OMEN.wheel: return s.noise > 0;
    case OMEN.judgement: return s.huntDeck.length > 10;
    case OMEN.tower: {
      const target = towerTarget(s);
      return target >= 0 && s.seats.some((p) => p.position === target);
    }
    default: return false;
  }
}

/** Fase 3's effect, once any response window before it has closed. */
export function applyRevealedOmen(s: SilentesState, card: string): void {
  s.stage = { s: 'deflect' };
  const queue = applyOmen(s, card);
  if (queue.length > 0 && !s.result) s.stage = { s: 'omenChoices', queue };
}

/** Applies one omen; returns the decisions it asks for, in turn order. */
export function applyOmen(s: SilentesState, card: string): Decision[] {
  const order = turnOrder(s);
  switch (card) {
    case OMEN.fool: {
      const sizes = s.seats.map((p) => p.hand.length);
      const max = Math.max(...sizes);
      const clumsy = order.find((seat) => sizes[seat] === max)!;
      log(s, 'foolStumbles', { seat: clumsy });
      addNoise(s, 1, clumsy);
      return [];
    }
    case OMEN.magician:
      return order.map((seat) => ({ t: 'magician', seat }));
    case OMEN.priestess:
      s.effects.priestess = true;
      return [];
    case OMEN.empress: {
      const cards = s.provisionDeck.splice(0, 2);
      if (cards.length === 0) {
        log(s, 'provisionDeckEmpty', {});
        return [];
      }
      markBarrier(s);
      return [{ t: 'empress', seat: s.startSeat, cards }];
    }
    case OMEN.emperor:
      reduceNoise(s, 3);
      return [];
    case OMEN.hierophant: {
      const cards = s.huntDeck.slice(0, 3);
      return cards.length > 1 ? [{ t: 'hierophant', seat: s.startSeat, cards }] : [];
    }
    case OMEN.lovers:
      s.effects.lovers = true;
      return [];
    case OMEN.chariot:
      return order.map((seat) => ({ t: 'chariot', seat }));
    case OMEN.strength:
      s.effects.strengthRound = s.round + 1;
      return [];
    case OMEN.hermit:
      s.effects.hermit = true;
      if (s.huntCancelled === null) s.huntCancelled = 'hermit';
      return [];
    case OMEN.wheel: {
      const [flip, rng] = nextInt(s.rng, 2);
      s.rng = rng;
      if (flip === 0) {
        log(s, 'coinHeads');
        reduceNoise(s, s.noise);
      } else {
        log(s, 'coinTails');
        addNoise(s, s.noise, null);
      }
      return [];
    }
    case OMEN.justice: {
      const most = Math.max(...s.seats.map((p) => p.noiseCaused));
      if (most === 0) {
        for (const seat of order) drawProvision(s, seat);
        return [];
      }
      return order.filter((seat) => s.seats[seat].noiseCaused === most).map((seat) => ({ t: 'justice', seat }));
    }
    case OMEN.hanged:
      s.effects.hangedRound = s.round + 1;
      return [];
    case OMEN.death:
      replaceMap(s);
      return [];
    case OMEN.temperance:
      s.effects.temperanceRound = s.round + 1;
      return [];
    case OMEN.devil:
      s.effects.devil = true;
      return [];
    case OMEN.tower:
      return collapseTower(s);
    case OMEN.star:
      return order.map((seat) => ({ t: 'star', seat }));
    case OMEN.moon:
      s.effects.moon = true;
      return [];
    case OMEN.sun:
      s.effects.sun = true;
      return [];
    case OMEN.judgement:
      if (s.huntDeck.length <= 10) reduceNoise(s, s.noise - Math.floor(s.noise / 2));
      else addNoise(s, 3, null);
      return [];
    case OMEN.world:
      // No omen can follow when no King is left to be flipped (or no omen is left): this was the last.
      if (s.omenDeck.length === 0 || !s.huntDeck.some((c) => rankOf(c) === KING)) endGame(s, 'victory', 'world');
      else log(s, 'worldNotLast');
      return [];
    default:
      return [];
  }
}

/** La Muerte: the map is swept and dealt again from the hunt deck, all 8 places. */
function replaceMap(s: SilentesState): void {
  for (const c of s.map) if (c != null) s.huntDiscard.push(c);
  for (let i = 0; i < MAP_SIZE; i++) s.map[i] = s.huntDeck.shift() ?? null;
  markBarrier(s);
  for (const b of s.barricades.splice(0)) s.seats[b.owner].discard.push('B2');
  for (const m of s.mirrors.splice(0)) s.seats[m.owner].discard.push('E3');
  const first = existingShelters(s)[0];
  for (const p of s.seats) {
    if (p.position !== null && s.map[p.position] == null && first !== undefined) p.position = first;
  }
  log(s, 'death');
}

/** The highest shelter, first in reading order on a tie; -1 when none is left. */
function towerTarget(s: SilentesState): number {
  let target = -1;
  for (const i of existingShelters(s)) {
    if (target < 0 || rankOf(s.map[i]!) > rankOf(s.map[target]!)) target = i;
  }
  return target;
}

/** La Torre: the highest shelter (first in reading order on a tie) leaves the game. */
function collapseTower(s: SilentesState): Decision[] {
  const target = towerTarget(s);
  if (target < 0) return [];
  const card = s.map[target]!;
  s.map[target] = null;
  s.removed.push(card);
  log(s, 'tower', { shelter: target, card });
  s.barricades = s.barricades.filter((b) => {
    if (b.shelter === target) s.seats[b.owner].discard.push('B2');
    return b.shelter !== target;
  });
  s.mirrors = s.mirrors.filter((m) => {
    if (m.shelter === target) s.seats[m.owner].discard.push('E3');
    return m.shelter !== target;
  });
  const decisions: Decision[] = [];
  for (const seat of turnOrder(s)) {
    if (s.seats[seat].position !== target) continue;
    const options = towerEscapes(s, target);
    if (options.length === 1) moveSurvivor(s, seat, options[0]!);
    else if (options.length > 1) decisions.push({ t: 'tower', seat, options });
    addNoise(s, 2, seat);
  }
  return decisions;
}

export function towerEscapes(s: SilentesState, from: number): number[] {
  const near = adjacentShelters(s, from);
  return near.length > 0 ? near : existingShelters(s);
}

export function moveSurvivor(s: SilentesState, seat: Seat, shelter: number): void {
  s.seats[seat].position = shelter;
  log(s, 'moved', { seat, shelter });
}

