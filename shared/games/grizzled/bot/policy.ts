/**
 * The *Difícil* bot's own fast policy: the normal scores, retuned where sims showed the normal bot
 * leaves wins on the table (how many cards the leader deals, when to make a speech). It decides
 * from a seat's view only; the search (search.ts) uses it for its candidates and its rollouts.
 */
import type { Seat } from '../../../engine/contract';
import { nextInt, seedRng } from '../../../engine/rng';
import { THREATS, type GrizzledAction, type GrizzledView } from '../types';
import { scoreActions } from './heuristics';

export interface PolicyTune {
  /** Cards the leader aims to see in each hand after the deal. */
  handTarget: number;
  /** Score of a speech when a safe play exists (the normal bot: only when something sits at two). */
  speechEager: number;
}

export const TUNE: PolicyTune = { handTarget: 3, speechEager: 16 };

export function tunedScores(v: GrizzledView, seat: Seat, legal: GrizzledAction[], tune: PolicyTune = TUNE): { a: GrizzledAction; score: number }[] {
  const scored = scoreActions(v, seat, legal);
  const top = Math.max(...scored.map((x) => x.score));
  const busiest = THREATS.reduce((b, t) => (v.threatCounts[t] > v.threatCounts[b] ? t : b), THREATS[0]);
  return scored.map(({ a, score }) => {
    if (a.type === 'intensity') {
      const held = v.players.reduce((sum, p) => sum + p.handCount, 0) / v.players.length;
      return { a, score: -Math.abs(a.n - (tune.handTarget - held)) };
    }
    if (a.type === 'speech' && score < tune.speechEager && a.threat === busiest && top > 0) return { a, score: tune.speechEager };
    return { a, score };
  });
}

export function tunedBot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number, tune: PolicyTune = TUNE): GrizzledAction {
  const scored = tunedScores(v, seat, legal, tune);
  const top = Math.max(...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  const [i] = nextInt(seedRng(`grizzled-tuned:${rngSeed}`), best.length);
  return best[i].a;
}
