/**
 * Step II, the Mission: the four actions of a turn (play a card, lucky charm, speech,
 * withdraw), traps, Merry Christmas, the speech answers, and the withdrawal sequence
 * (Absent-minded removal, the secret tile, Panicked, Clumsy). Every action that changes the
 * table ends with `endTurn`, which also ends the mission when it must.
 */
import type { Seat } from '../../engine/contract';
import { nextInt } from '../../engine/rng';
import { rulesAtLeast } from '../../engine/rules-version';
import type { GrizzledState, Threat } from './types';
import { charmOf, threatsOf, trialCard } from './cards';
import { discardKnock, drawTrial, failingThreat, log, markBarrier, nextStillIn, removeFromHand } from './state';
import { hasKnock, withdrawRule } from './knocks';
import { endMission } from './support';

/** Returns false when the turn cannot simply go on: the mission ended or a choice is pending. */
function placeTrial(s: GrizzledState, seat: Seat, card: string, trapFires: boolean): boolean {
  const c = trialCard(card);
  const p = s.players[seat];
  if (c.type === 'christmas') {
    s.discarded.push(card);
    log(s, 'christmasPlayed', { seat, card });
    if (s.players.some((q) => q.knocks.length > 0)) {
      s.pending.push({ t: 'christmas', seat });
      return false;
    }
    log(s, 'christmasNothing', { seat });
    return true;
  }
  if (c.type === 'knock') {
    p.knocks.push(card);
    log(s, 'knock', { seat, card });
    if (c.key === 'tyrannical' && s.leader !== seat) {
      s.leader = seat;
      log(s, 'tyrant', { seat });
    }
  } else {
    s.nml.push(card);
    log(s, 'played', { seat, card });
  }
  // G8: three identical threats end the mission at once, before a trap could draw.
  const failing = failingThreat(s);
  if (failing) {
    endMission(s, 'failure', failing);
    return false;
  }
  if (c.type === 'threat' && c.trap && trapFires) {
    log(s, 'trap', { seat, card });
    return drawAndPlay(s, seat);
  }
  return true;
}

/** A trap or Clumsy: the top trial is played at once; its own trap is ignored. */
function drawAndPlay(s: GrizzledState, seat: Seat): boolean {
  const card = drawTrial(s);
  if (card === null) {
    log(s, 'drawEmpty', { seat });
    return true;
  }
  log(s, 'trapDraw', { seat, card });
  return placeTrial(s, seat, card, false);
}

export function endTurn(s: GrizzledState): void {
  s.stage = { s: 'mission' };
  const failing = failingThreat(s);
  if (failing) return endMission(s, 'failure', failing);
  const next = nextStillIn(s, s.active);
  if (next === null) return endMission(s, 'success', null);
  s.active = next;
  s.pending = [{ t: 'turn', seat: next }];
}

export function playCard(s: GrizzledState, seat: Seat, card: string): void {
  s.pending.pop();
  removeFromHand(s.players[seat], card);
  if (placeTrial(s, seat, card, s.options.variant !== 'rookie')) endTurn(s);
}

export function useCharm(s: GrizzledState, seat: Seat, card: string): void {
  s.pending.pop();
  s.nml.splice(s.nml.indexOf(card), 1);
  s.discarded.push(card);
  s.players[seat].charmReady = false;
  log(s, 'charm', { seat, card });
  endTurn(s);
}

export function charmTargets(s: GrizzledState, seat: Seat): string[] {
  const charm = charmOf(s.players[seat].character);
  return s.nml.filter((id) => threatsOf(id).includes(charm));
}

export function matchingCards(hand: readonly string[], threat: Threat): string[] {
  return hand.filter((id) => threatsOf(id).includes(threat));
}

export function makeSpeech(s: GrizzledState, seat: Seat, threat: Threat): void {
  s.pending.pop();
  s.players[seat].speech -= 1;
  if (s.options.variant === 'twoPlayer') s.speechStock += 1;
  else s.speechSpent += 1;
  log(s, 'speech', { seat, threat });
  const queue = rulesAtLeast(s, 2) ? everyoneStillIn(s, seat) : holdersOf(s, seat, threat);
  if (queue.length === 0) return endSpeech(s, seat, threat);
  s.stage = { s: 'speech', speaker: seat, threat, queue };
  s.pending.push({ t: 'speech', seat: queue[0], speaker: seat, threat });
}

/**
 * G16: everyone else still in is asked, holding the threat or not: skipping those without
 * it would show the whole table (and the next seat's hand-off) who holds what.
 */
function everyoneStillIn(s: GrizzledState, speaker: Seat): Seat[] {
  const queue: Seat[] = [];
  for (let other = nextStillIn(s, speaker); other !== null && other !== speaker; other = nextStillIn(s, other)) queue.push(other);
  return queue;
}

/** Rules version 1 (kept so its saves replay): only players still in who hold a matching card, clockwise. */
function holdersOf(s: GrizzledState, speaker: Seat, threat: Threat): Seat[] {
  const queue: Seat[] = [];
  const n = s.players.length;
  for (let step = 1; step < n; step++) {
    const other = (speaker + step) % n;
    const p = s.players[other];
    if (!p.withdrawn && matchingCards(p.hand, threat).length > 0) queue.push(other);
  }
  return queue;
}

/**
 * G16/G32: a discard is shown (the card must carry the threat); a pass leaves no public trace, so no one learns why.
 * Rules version 1 logged the pass in public (`speechPass`).
 */
export function answerSpeech(s: GrizzledState, seat: Seat, card: string | null): void {
  s.pending.pop();
  if (card !== null) {
    removeFromHand(s.players[seat], card);
    s.discarded.push(card);
    log(s, 'speechDiscard', { seat, card });
  } else if (!rulesAtLeast(s, 2)) log(s, 'speechPass', { seat });
  const stage = s.stage;
  if (stage.s !== 'speech') throw new Error('speech answer outside a speech');
  stage.queue.shift();
  if (stage.queue.length === 0) return endSpeech(s, stage.speaker, stage.threat);
  s.pending.push({ t: 'speech', seat: stage.queue[0], speaker: stage.speaker, threat: stage.threat });
}

/** Rules version 1 ended a speech without a line of its own. */
function endSpeech(s: GrizzledState, speaker: Seat, threat: Threat): void {
  if (rulesAtLeast(s, 2)) log(s, 'speechEnd', { seat: speaker, threat });
  endTurn(s);
}

export function withdraw(s: GrizzledState, seat: Seat): void {
  const forced = withdrawRule(s, seat).kind === 'forced';
  s.pending.pop();
  s.players[seat].withdrawn = true;
  log(s, forced ? 'forcedWithdraw' : 'withdraw', { seat });
  // Absent-minded acts "before withdrawing": part of the withdrawal itself, like Panicked and Clumsy (G11).
  if (hasKnock(s.players[seat], 'absent_minded') && s.players[seat].tiles.length > 0) {
    s.stage = { s: 'withdrawal', seat, step: 'forsake' };
    s.pending.push({ t: 'forsake', seat });
    return;
  }
  toTileChoice(s, seat);
}

export function forsakeTile(s: GrizzledState, seat: Seat, tile: string): void {
  s.pending.pop();
  const p = s.players[seat];
  p.tiles.splice(p.tiles.indexOf(tile), 1);
  s.tilesOut.push(tile);
  log(s, 'forsake', { seat });
  log(s, 'forsakeTile', { seat, tile }, seat);
  toTileChoice(s, seat);
}

function toTileChoice(s: GrizzledState, seat: Seat): void {
  const p = s.players[seat];
  if (p.tiles.length === 0) {
    log(s, 'noTile', { seat });
    return afterTile(s, seat);
  }
  if (hasKnock(p, 'panicked')) {
    const [i, rng] = nextInt(s.rng, p.tiles.length);
    s.rng = rng;
    p.played = p.tiles.splice(i, 1)[0];
    markBarrier(s);
    log(s, 'tilePanicked', { seat });
    log(s, 'tileChosen', { seat, tile: p.played }, seat);
    return afterTile(s, seat);
  }
  s.stage = { s: 'withdrawal', seat, step: 'tile' };
  s.pending.push({ t: 'support', seat });
}

export function placeTile(s: GrizzledState, seat: Seat, tile: string): void {
  s.pending.pop();
  const p = s.players[seat];
  p.tiles.splice(p.tiles.indexOf(tile), 1);
  p.played = tile;
  log(s, 'tilePlaced', { seat });
  log(s, 'tileChosen', { seat, tile }, seat);
  afterTile(s, seat);
}

function afterTile(s: GrizzledState, seat: Seat): void {
  if (hasKnock(s.players[seat], 'clumsy')) {
    log(s, 'clumsy', { seat });
    if (!drawAndPlay(s, seat)) return;
  }
  endTurn(s);
}

/** Merry Christmas: one hard knock of any player leaves the game. */
export function christmasHeal(s: GrizzledState, card: string): void {
  const d = s.pending.pop()!;
  discardKnock(s, d.seat, card);
  endTurn(s);
}
