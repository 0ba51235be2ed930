/**
 * The Grizzled's bots at three levels (issue 24), every one deciding from its own seat's view:
 *  - normal: today's heuristic bot, unchanged (heuristics.ts);
 *  - easy: the same scores, but it picks at random among the actions close to the best one and
 *    never one that is clearly worse (a child's first game: sensible, not sharp);
 *  - hard: determinized flat Monte Carlo from its own view (determinize.ts, search.ts) over a
 *    team policy (team.ts: the deal size per player count, a trap's counted odds, speech and
 *    charm to unblock a threat at two), scored at the end of the mission with a card of morale
 *    worth a card to clear.
 * Deterministic for a given view, legal list, seed and level.
 */
import type { Seat } from '../../../engine/contract';
import type { BotLevel } from '../../../engine/bot-level';
import { nextInt, seedRng } from '../../../engine/rng';
import type { GrizzledAction, GrizzledView } from '../types';
import { checkSeat, normalBot, scoreActions } from './heuristics';
import { searchBot } from './search';

/** How far below the best score an easy bot may still pick. */
export const EASY_MARGIN = 12;

export function easyBot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number): GrizzledAction {
  checkSeat(v, seat, legal);
  const scored = scoreActions(v, seat, legal);
  const top = Math.max(...scored.map((x) => x.score));
  // Never a move the normal bot calls a disaster (a failed mission, a fourth knock) when it has better.
  const near = scored.filter((x) => x.score === top || (x.score >= top - EASY_MARGIN && x.score > -30));
  const [i] = nextInt(seedRng(`grizzled-easy:${rngSeed}`), near.length);
  return near[i].a;
}

export function bot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number, level: BotLevel = 'normal'): GrizzledAction {
  switch (level) {
    case 'easy':
      return easyBot(v, seat, legal, rngSeed);
    case 'hard':
      checkSeat(v, seat, legal);
      return searchBot(v, seat, legal, rngSeed);
    default:
      return normalBot(v, seat, legal, rngSeed);
  }
}

export { normalBot } from './heuristics';
export { determinize } from './determinize';
