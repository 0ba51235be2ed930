/**
 * The automatic part of a round. `advance` runs the stage machine until some seat must
 * decide (a decision is pushed on `pending`) or the game ends. Order within a round (R11):
 * Fase 1 survivors → Fase 2 hunt flip → response window → distraction check → Fase 3 omen
 * if a King (response window first when it may add noise) → Espejo Roto deflection → Fase 4
 * resolution seat by seat (Daga window, comparison, response window before the noise) →
 * end of round. Windows ask only seats holding a provision (responders.ts, public).
 * A game begun under rules version 1 keeps version 1's windows and refill (rules-v1.ts, R49).
 */
import type { Seat } from '../../engine/contract';
import type { Decision, SeatState, SilentesState, Suit } from './types';
import { SUITS } from './types';
import { HAND_SIZE, KING, isHuntCard, rankOf, suitOf } from './cards';
import { zoneOf } from './board';
import { addNoise, drawProvision, endGame, log, markBarrier, other, turnOrder } from './state';
import { applyRevealedOmen, revealOmen } from './omens';
import { silenceLevel } from './silence';
import { mayRespond, nextResponder } from './responders';
import { mirrorOptions } from './mirror';
import { rulesAtLeast } from '../../engine/rules-version';
import { holdsUsable, huntCardsInHand, scrapResponder, v1AfterFailStep } from './rules-v1';

export function advance(s: SilentesState): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.result || s.pending.length > 0) return;
    step(s);
  }
  throw new Error('Silentes flow did not settle');
}

function step(s: SilentesState): void {
  const st = s.stage;
  switch (st.s) {
    case 'placement': {
      const seat = s.seats.findIndex((p) => p.position === null);
      if (seat >= 0) s.pending.push({ t: 'place', seat });
      else startRound(s);
      return;
    }
    case 'survivors': {
      const seat = turnOrder(s)[st.turn]!;
      s.pending.push({ t: 'act', seat });
      return;
    }
    case 'hunt':
      flipHuntCard(s);
      return;
    case 'afterReveal': {
      let seat: Seat | undefined;
      if (!rulesAtLeast(s, 2)) seat = scrapResponder(s, st.asked);
      else if (s.huntCard !== null) seat = nextResponder(s, st.asked);
      if (seat !== undefined) {
        st.asked.push(seat);
        s.pending.push({ t: 'window', seat, window: 'afterReveal', subject: seat });
        return;
      }
      afterRevealDone(s);
      return;
    }
    case 'omen':
      revealOmen(s);
      return;
    case 'omenNoise': {
      const seat = nextResponder(s, st.asked);
      if (seat === undefined) {
        applyRevealedOmen(s, st.card);
        return;
      }
      st.asked.push(seat);
      s.pending.push({ t: 'window', seat, window: 'omenNoise', subject: seat });
      return;
    }
    case 'omenChoices': {
      const next = st.queue.shift();
      if (next === undefined) s.stage = { s: 'deflect' };
      else if (decisionStillApplies(s, next)) s.pending.push(next);
      return;
    }
    case 'deflect':
      settleZones(s);
      return;
    case 'deflected':
      s.stage = rulesAtLeast(s, 2)
        ? { s: 'resolve', order: null, index: 0, step: 'beforeCompare', pendingNoise: 0, asked: [] }
        : { s: 'resolve', order: null, index: 0, step: 'beforeCompare', pendingNoise: 0 };
      return;
    case 'resolve':
      resolveStep(s);
      return;
    case 'endRound':
      endRound(s);
      return;
    case 'ended':
      return;
  }
}

function startRound(s: SilentesState): void {
  s.round += 1;
  if (s.round > 1) s.startSeat = other(s.startSeat);
  s.stage = { s: 'survivors', turn: 0 };
  log(s, 'roundStart', { round: s.round, start: s.startSeat });
}

/** Fase 2. An empty hunt deck is the group's victory: the clock has run out. */
export function flipHuntCard(s: SilentesState): void {
  const card = s.huntDeck.shift();
  if (card === undefined) {
    endGame(s, 'victory', 'huntDeckExhausted');
    return;
  }
  s.huntCard = card;
  markBarrier(s);
  log(s, 'huntReveal', { card });
  s.stage = { s: 'afterReveal', asked: [] };
}

function afterRevealDone(s: SilentesState): void {
  const card = s.huntCard;
  if (card === null) {
    s.stage = { s: 'deflect' };
    return;
  }
  const distracted = s.seats.some((p) => p.play?.kind === 'distract' && p.play.suit === suitOf(card));
  if (!rulesAtLeast(s, 2)) {
    // Version 1: a distracted King still brought its omen.
    if (distracted && s.huntCancelled === null) {
      s.huntCancelled = 'distraction';
      log(s, 'distractionWorked', { suit: suitOf(card) });
    }
    s.stage = rankOf(card) === KING ? { s: 'omen' } : { s: 'deflect' };
    return;
  }
  // R7: "la carta se anula", as with Lanzar Chatarra (R38): an annulled King brings no omen.
  if (distracted) {
    s.huntCancelled = 'distraction';
    log(s, 'distractionWorked', { suit: suitOf(card) });
    if (rankOf(card) === KING) log(s, 'kingAnnulled');
  }
  s.stage = rankOf(card) === KING && !distracted ? { s: 'omen' } : { s: 'deflect' };
}

function decisionStillApplies(s: SilentesState, d: Decision): boolean {
  const p = s.seats[d.seat]!;
  switch (d.t) {
    case 'star': return p.discard.length > 0;
    case 'justice': return p.hand.some((c) => !isHuntCard(c));
    // Version 1 did not ask a seat holding no provision.
    case 'magician': return rulesAtLeast(s, 2) || p.hand.some((c) => !isHuntCard(c));
    default: return true;
  }
}

/** Which zones are hunted this round, after El Sol, El Ermitaño, distraction and Espejo Roto. */
function settleZones(s: SilentesState): void {
  s.stage = { s: 'deflected' };
  if (s.huntCard === null || s.huntCancelled !== null) {
    s.huntZones = [];
    return;
  }
  if (s.effects.sun) {
    s.huntZones = SUITS.slice();
    log(s, 'sunHunt');
    return;
  }
  const hunted = suitOf(s.huntCard);
  s.huntZones = [hunted];
  const mirror = s.mirrors.find((m) => zoneOf(s, m.shelter) === hunted && mirrorOptions(s, m.shelter, hunted).length > 0);
  if (!mirror) return;
  const options = mirrorOptions(s, mirror.shelter, hunted);
  if (options.length === 1) deflectHunt(s, mirror.owner, options[0]!);
  else s.pending.push({ t: 'mirror', seat: mirror.owner, options });
}

export function deflectHunt(s: SilentesState, owner: Seat, to: Suit): void {
  const from = s.huntZones[0]!;
  const i = s.mirrors.findIndex((m) => m.owner === owner && zoneOf(s, m.shelter) === from);
  const [mirror] = s.mirrors.splice(i < 0 ? 0 : i, 1);
  if (mirror) s.seats[mirror.owner].discard.push('E3');
  s.huntZones = [to];
  log(s, 'deflect', { seat: owner, suit: to });
}

function huntedSeats(s: SilentesState): Seat[] {
  return turnOrder(s).filter((seat) => {
    const pos = s.seats[seat].position;
    if (pos === null) return false;
    const zone = zoneOf(s, pos);
    return zone !== null && s.huntZones.includes(zone);
  });
}

function resolveStep(s: SilentesState): void {
  const st = s.stage;
  if (st.s !== 'resolve') return;
  if (st.order === null) st.order = huntedSeats(s);
  const seat = st.order[st.index];
  if (seat === undefined) {
    s.stage = { s: 'endRound' };
    return;
  }
  const subject = s.seats[seat];
  switch (st.step) {
    case 'beforeCompare':
      // Only the hunted survivor is asked: Daga Afilada, the provision of this moment, is theirs alone.
      st.step = 'compare';
      if (rulesAtLeast(s, 2) ? mayRespond(s, seat) : holdsUsable(s, seat, 'dagger')) {
        s.pending.push({ t: 'window', seat, window: 'beforeCompare', subject: seat });
      }
      return;
    case 'compare': {
      const perception = rankOf(s.huntCard!);
      const silence = silenceLevel(s, seat);
      s.daggers[seat] = false;
      if (silence > perception) {
        log(s, 'compareSuccess', { seat, silence, perception });
        drawProvision(s, seat);
        nextSubject(s);
        return;
      }
      const noise = perception - silence;
      log(s, 'compareFail', { seat, silence, perception, noise });
      const play = subject.play;
      if (play && (play.kind === 'hide' || play.kind === 'entrench')) {
        play.lost = true;
        if (play.kind === 'entrench') {
          const i = subject.hand.indexOf(play.card);
          if (i >= 0) subject.hand.splice(i, 1);
        }
        subject.discard.push(play.card);
        log(s, 'cardLost', { seat, card: play.card });
      }
      st.pendingNoise = noise;
      if (!rulesAtLeast(s, 2)) {
        st.step = 'afterFailSubject';
        return;
      }
      st.step = 'afterFail';
      st.asked = [];
      return;
    }
    case 'afterFailSubject':
    case 'afterFailOther':
      v1AfterFailStep(s, st, seat);
      return;
    case 'afterFail': {
      // Before the noise lands every provision holder is asked in turn order (Amuleto, Agua…).
      const asked = (st.asked ??= []);
      const responder = st.pendingNoise > 0 ? nextResponder(s, asked) : undefined;
      if (responder === undefined) {
        st.step = 'lovers';
        return;
      }
      asked.push(responder);
      s.pending.push({ t: 'window', seat: responder, window: 'afterFail', subject: seat });
      return;
    }
    case 'lovers':
      st.step = 'apply';
      if (s.effects.lovers && !s.loversUsed && st.pendingNoise > 0) {
        s.pending.push({ t: 'lovers', seat: other(seat), subject: seat, amount: st.pendingNoise });
      }
      return;
    case 'apply':
      addNoise(s, st.pendingNoise, seat);
      nextSubject(s);
      return;
  }
}

function nextSubject(s: SilentesState): void {
  if (s.stage.s !== 'resolve') return;
  s.stage.index += 1;
  s.stage.step = 'beforeCompare';
  s.stage.pendingNoise = 0;
  if (rulesAtLeast(s, 2)) s.stage.asked = [];
}

/** Final de la Ronda: silence cards come back, everyone refills, the next round begins. */
function endRound(s: SilentesState): void {
  for (const seat of turnOrder(s)) {
    const p = s.seats[seat];
    const play = p.play;
    p.lastHideCard = null;
    if (play?.kind === 'hide' && !play.lost) {
      p.hand.push(play.card);
      p.lastHideCard = play.card;
    }
    p.play = null;
  }
  // R8: "hasta tener 5 cartas en la mano" counts every card held, provisions included.
  const limit = s.effects.temperanceRound === s.round + 1 ? HAND_SIZE + 1 : HAND_SIZE;
  const held = rulesAtLeast(s, 2) ? (p: SeatState) => p.hand.length : huntCardsInHand;
  for (const seat of turnOrder(s)) {
    const p = s.seats[seat];
    let drawn = 0;
    while (held(p) < limit && s.huntDeck.length > 0) {
      p.hand.push(s.huntDeck.shift()!);
      drawn++;
    }
    if (drawn > 0) {
      markBarrier(s);
      log(s, 'refill', { seat, count: drawn });
    }
  }
  for (const b of s.barricades) s.seats[b.owner].discard.push('B2');
  s.barricades = [];
  if (s.huntCard !== null) s.huntDiscard.push(s.huntCard);
  s.huntCard = null;
  s.huntCancelled = null;
  s.huntZones = [];
  s.effects.moon = false;
  s.effects.sun = false;
  s.effects.lovers = false;
  s.effects.hermit = false;
  s.loversUsed = false;
  s.daggers = [false, false];
  if (s.huntDeck.length === 0) {
    endGame(s, 'victory', 'huntDeckExhausted');
    return;
  }
  startRound(s);
}

