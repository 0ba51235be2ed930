/**
 * Helpers every Grizzled rule module shares: the per-action draft copy, logging, drawing
 * from the trials pile, and the threat count that decides whether a mission fails.
 */
import type { Seat } from '../../engine/contract';
import { shuffle } from '../../engine/rng';
import { THREATS, type Decision, type GrizzledState, type LogEntry, type LogKey, type PlayerState, type Threat } from './types';
import { trialCard } from './cards';

const LOG_LIMIT = 150;

function copyPlayer(p: PlayerState): PlayerState {
  return {
    name: p.name,
    character: p.character,
    charmReady: p.charmReady,
    hand: p.hand.slice(),
    knocks: p.knocks.slice(),
    tiles: p.tiles.slice(),
    played: p.played,
    withdrawn: p.withdrawn,
    speech: p.speech,
  };
}

/** A deep-enough copy: every array a rule may change is fresh; log entries, decisions and
 * the support outcome are never mutated in place, so they are shared. */
export function draftOf(s: GrizzledState): GrizzledState {
  return {
    game: s.game,
    rulesVersion: s.rulesVersion,
    rng: s.rng,
    options: s.options,
    players: s.players.map(copyPlayer),
    chaplain: s.chaplain ? { tiles: s.chaplain.tiles.slice(), played: s.chaplain.played } : null,
    trials: s.trials.slice(),
    morale: s.morale.slice(),
    nml: s.nml.slice(),
    discarded: s.discarded.slice(),
    tilesOut: s.tilesOut.slice(),
    speechStock: s.speechStock,
    speechSpent: s.speechSpent,
    speechBox: s.speechBox,
    leader: s.leader,
    mission: s.mission,
    intensity: s.intensity,
    active: s.active,
    stage: s.stage.s === 'speech' ? { ...s.stage, queue: s.stage.queue.slice() } : s.stage,
    pending: s.pending.slice(),
    support: s.support,
    result: s.result,
    log: s.log.slice(),
    barrier: s.barrier,
  };
}

export function currentDecision(s: GrizzledState): Decision | undefined {
  return s.pending[s.pending.length - 1];
}

export function log(s: GrizzledState, key: LogKey, params: LogEntry['params'] = {}, to?: Seat): void {
  s.log.push(to === undefined ? { key, params } : { key, params, to });
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

/** Anything drawn, dealt, shuffled, revealed or picked at random: undo may not cross it. */
export function markBarrier(s: GrizzledState): void {
  s.barrier += 1;
}

/** The top trial card, or null when the pile is empty (a draw from it is then ignored). */
export function drawTrial(s: GrizzledState): string | null {
  const card = s.trials.shift();
  if (card === undefined) return null;
  markBarrier(s);
  return card;
}

export function shuffleIntoTrials(s: GrizzledState, cards: string[]): void {
  const [shuffled, rng] = shuffle([...s.trials, ...cards], s.rng);
  s.trials = shuffled;
  s.rng = rng;
  markBarrier(s);
}

export function removeFromHand(p: PlayerState, card: string): void {
  p.hand.splice(p.hand.indexOf(card), 1);
}

/** Seats around the table; the Chaplain of the 2-player rule sits after the last seat. */
export function participantCount(s: GrizzledState): number {
  return s.players.length + (s.chaplain ? 1 : 0);
}

export function chaplainSeat(s: GrizzledState): number {
  return s.players.length;
}

export function playersStillIn(s: GrizzledState): Seat[] {
  const seats: Seat[] = [];
  s.players.forEach((p, seat) => {
    if (!p.withdrawn) seats.push(seat);
  });
  return seats;
}

/** The next seat after `from`, clockwise, that has not withdrawn (may be `from` itself). */
export function nextStillIn(s: GrizzledState, from: Seat): Seat | null {
  const n = s.players.length;
  for (let step = 1; step <= n; step++) {
    const seat = (from + step) % n;
    if (!s.players[seat].withdrawn) return seat;
  }
  return null;
}

/**
 * Identical threats active now: No Man's Land plus the Trauma/Phobia cards of players
 * still in the mission (a withdrawn player's hard knocks stop counting, G10).
 */
export function threatCounts(s: GrizzledState): Record<Threat, number> {
  const counts = { rain: 0, snow: 0, night: 0, shell: 0, gas: 0, whistle: 0 };
  for (const id of s.nml) for (const t of threatsOnTable(id)) counts[t] += 1;
  for (const p of s.players) {
    if (p.withdrawn) continue;
    for (const id of p.knocks) {
      const card = trialCard(id);
      if (card.type === 'knock' && card.threat) counts[card.threat] += 1;
    }
  }
  return counts;
}

function threatsOnTable(id: string): readonly Threat[] {
  const card = trialCard(id);
  return card.type === 'threat' ? card.threats : [];
}

/** The first threat present three times (mission failure), or null. */
export function failingThreat(s: GrizzledState): Threat | null {
  const counts = threatCounts(s);
  return THREATS.find((t) => counts[t] >= 3) ?? null;
}

export function endGame(s: GrizzledState, outcome: 'victory' | 'defeat', reason: string): void {
  s.result = { outcome, reason };
  s.stage = { s: 'over' };
  s.pending = [];
}

/** A hard knock leaves the game (Merry Christmas, or the Support reward); `seat` chose it. */
export function discardKnock(s: GrizzledState, seat: Seat, card: string): void {
  const owner = s.players.findIndex((p) => p.knocks.includes(card));
  const p = s.players[owner];
  p.knocks.splice(p.knocks.indexOf(card), 1);
  s.discarded.push(card);
  log(s, 'heal', { seat, card, owner });
}
