/**
 * Steps III and IV: the end of a mission, the reveal of the support tiles, the reward of
 * the best-supported player, the loss and win checks, the Morale Drop and the leader change.
 */
import type { Seat } from '../../engine/contract';
import type { GrizzledState, SupportGiven, Threat } from './types';
import { knockSymbols, tileKind, tileOffset } from './cards';
import { discardKnock, endGame, log, markBarrier, participantCount, shuffleIntoTrials } from './state';
import { demoralizedCount, hasKnock, tyrant } from './knocks';
import { openPreparation } from './preparation';

export const LOSING_KNOCKS = 4;
export const MORALE_DROP_MIN = 3;

export function endMission(s: GrizzledState, outcome: 'success' | 'failure', threat: Threat | null): void {
  s.pending = [];
  s.stage = { s: 'support' };
  if (outcome === 'success') {
    log(s, 'missionSuccess', { mission: s.mission });
    s.discarded.push(...s.nml);
  } else {
    log(s, 'missionFailure', { mission: s.mission, threat: threat! });
    shuffleIntoTrials(s, s.nml);
  }
  s.nml = [];
  revealSupport(s, outcome);
}

/** Where a participant's tile goes; Selfish keeps its owner's tile at home (G11). */
function receiverOf(s: GrizzledState, from: number, tile: string): number {
  if (from < s.players.length && hasKnock(s.players[from], 'selfish')) return from;
  const m = participantCount(s);
  return (((from + tileOffset(tileKind(tile))) % m) + m) % m;
}

function tilesOf(s: GrizzledState, who: number): string[] {
  return who < s.players.length ? s.players[who].tiles : s.chaplain!.tiles;
}

function revealSupport(s: GrizzledState, outcome: 'success' | 'failure'): void {
  const m = participantCount(s);
  const given: SupportGiven[] = [];
  for (let from = 0; from < m; from++) {
    const holder = from < s.players.length ? s.players[from] : s.chaplain!;
    const tile = holder.played;
    if (tile === null) continue;
    holder.played = null;
    const to = receiverOf(s, from, tile);
    tilesOf(s, to).push(tile);
    given.push({ from, to, tile });
  }
  markBarrier(s);
  const counts = Array.from({ length: m }, () => 0);
  for (const g of given) counts[g.to] += 1;
  const top = Math.max(0, ...counts);
  const leaders = counts.flatMap((c, who) => (c === top ? [who] : []));
  const best = top > 0 && leaders.length === 1 ? leaders[0] : null;
  s.support = { mission: s.mission, outcome, given, counts, best };
  for (const g of given) log(s, 'supportGiven', { from: g.from, to: g.to, tile: g.tile });
  if (given.length === 0) log(s, 'supportNone');
  else if (best === null) log(s, 'supportTie');
  else if (best >= s.players.length) log(s, 'chaplainBest');
  else {
    log(s, 'supportBest', { seat: best, count: top });
    if (offerRelief(s, best, outcome)) return;
  }
  finishSupport(s);
}

/** After a failure only one knock may go and the charm stays used (G2). */
function offerRelief(s: GrizzledState, seat: Seat, outcome: 'success' | 'failure'): boolean {
  const p = s.players[seat];
  const heal = Math.min(outcome === 'success' ? 2 : 1, p.knocks.length);
  const charm = outcome === 'success' && !p.charmReady;
  if (heal === 0 && !charm) {
    log(s, 'reliefNothing', { seat });
    return false;
  }
  s.pending = [{ t: 'relief', seat, heal, charm }];
  return true;
}

export function reliefHeal(s: GrizzledState, seat: Seat, cards: string[]): void {
  s.pending.pop();
  for (const card of cards) discardKnock(s, seat, card);
  finishSupport(s);
}

export function reliefRecover(s: GrizzledState, seat: Seat): void {
  s.pending.pop();
  s.players[seat].charmReady = true;
  log(s, 'reliefCharm', { seat });
  finishSupport(s);
}

function finishSupport(s: GrizzledState): void {
  // G17: the loss is checked before the win, as the rules list them.
  const broken = s.players.findIndex((p) => knockSymbols(p.knocks) >= LOSING_KNOCKS);
  if (broken >= 0) {
    log(s, 'defeatKnocks', { seat: broken });
    return endGame(s, 'defeat', 'defeatKnocks');
  }
  if (s.trials.length === 0 && s.players.every((p) => p.hand.length === 0)) {
    log(s, 'victory');
    return endGame(s, 'victory', 'victory');
  }
  moraleDrop(s);
}

function moraleDrop(s: GrizzledState): void {
  const inHands = s.players.reduce((sum, p) => sum + p.hand.length, 0);
  const n = Math.max(inHands, MORALE_DROP_MIN) + demoralizedCount(s);
  const moved = s.morale.splice(0, n);
  s.trials = [...moved, ...s.trials];
  log(s, 'morale', { n: moved.length, morale: s.morale.length });
  if (s.morale.length === 0) {
    log(s, 'defeatMorale');
    return endGame(s, 'defeat', 'defeatMorale');
  }
  passLeadership(s);
  s.mission += 1;
  for (const p of s.players) p.withdrawn = false;
  openPreparation(s);
}

function passLeadership(s: GrizzledState): void {
  const keeper = tyrant(s);
  if (keeper !== null) {
    s.leader = keeper;
    log(s, 'tyrant', { seat: keeper });
    return;
  }
  const old = s.leader;
  s.leader = (old + 1) % s.players.length;
  log(s, 'leader', { seat: s.leader });
  if (s.speechStock > 0) {
    s.speechStock -= 1;
    s.players[old].speech += 1;
    log(s, 'speechToken', { seat: old });
  }
}
