/**
 * The *Difícil* bot's team policy (issue 24): the normal scores (heuristics.ts), retuned where
 * seeded sims showed the team losing — how many cards the leader deals at each player count, the
 * odds a trap's blind card fails the mission (counted over the cards the seat has not seen), a
 * speech on the threat the others most likely hold, and the lucky charm used to unblock a threat.
 * It decides from a seat's view only (its hand, the public table, the log it may read); the search
 * (search.ts) uses it for its candidates and its rollouts, and it is a bot of its own in the sims.
 */
import type { Seat } from '../../../engine/contract';
import { nextInt, seedRng } from '../../../engine/rng';
import { type GrizzledAction, type GrizzledView, type Threat } from '../types';
import { ALL_TRIALS, threatsOf, trialCard } from '../cards';
import { scoreActions } from './heuristics';
import { knownOutOfGame } from './determinize';

export interface TeamTune {
  /** Cards the leader aims to see in each hand after the deal, by player count (index = players). */
  handTarget: readonly number[];
  /** Points a trap loses per unit of probability that its blind card ends the mission or the game. */
  trapWeight: number;
  /** Score of a speech on a threat at two (anyone still in may throw away a blocked card). */
  speechBlocked: number;
  /** Score of a speech otherwise, per other player still in holding cards (0 = only when blocked). */
  speechPerHolder: number;
  /** Score of the charm when its card brings a threat at two back to one. */
  charmUnblock: number;
}

export const TEAM_TUNE: TeamTune = {
  handTarget: [0, 0, 2, 2, 2, 1.5],
  trapWeight: 60,
  speechBlocked: 14,
  speechPerHolder: 0,
  charmUnblock: 12,
};

/** Trial cards this seat has not seen anywhere (other hands, the piles): what a blind draw may be. */
export function unseenTrials(v: GrizzledView): string[] {
  const seen = new Set<string>([...(v.me?.hand ?? []), ...v.nml, ...v.players.flatMap((p) => p.knocks), ...knownOutOfGame(v.log)]);
  return ALL_TRIALS.filter((c) => !seen.has(c));
}

/** The chance a blind card drawn by `seat` after `counts` ends the mission (a threat at three) or the game (a fourth knock). */
export function blindRisk(v: GrizzledView, seat: Seat, counts: Record<Threat, number>, pool: readonly string[]): number {
  if (pool.length === 0) return 0;
  const knocks = v.players[seat].knockCount;
  let bad = 0;
  for (const id of pool) {
    const c = trialCard(id);
    if (c.type === 'knock' && knocks + c.knocks >= 4) bad++;
    else if (threatsOf(id).some((t) => counts[t] + 1 >= 3)) bad++;
  }
  return bad / pool.length;
}

function afterPlay(v: GrizzledView, card: string): Record<Threat, number> {
  const counts = { ...v.threatCounts };
  const c = trialCard(card);
  if (c.type === 'threat') for (const t of c.threats) counts[t] += 1;
  return counts;
}

export function teamScores(v: GrizzledView, seat: Seat, legal: GrizzledAction[], tune: TeamTune = TEAM_TUNE): { a: GrizzledAction; score: number }[] {
  const scored = scoreActions(v, seat, legal);
  const inTurn = v.decision?.t === 'turn';
  const safeLeft = scored.some((x) => x.a.type === 'play' && x.score > 0);
  let pool: string[] | null = null;
  const others = v.players.filter((p, i) => i !== seat && !p.withdrawn && p.handCount > 0).length;
  return scored.map(({ a, score }) => {
    if (a.type === 'intensity') {
      const held = v.players.reduce((sum, p) => sum + p.handCount, 0) / v.players.length;
      const target = tune.handTarget[v.players.length] ?? 2;
      return { a, score: -Math.abs(a.n - (target - held)) };
    }
    if (!inTurn) return { a, score };
    if (a.type === 'play') {
      const c = trialCard(a.card);
      if (c.type !== 'threat' || !c.trap || score <= -40) return { a, score };
      pool ??= unseenTrials(v);
      // The normal score already charges a flat trap cost; replace it by the counted odds.
      const counts = afterPlay(v, a.card);
      const atTwo = Object.values(counts).filter((n) => n === 2).length;
      return { a, score: score + 2 + 3 * atTwo - tune.trapWeight * blindRisk(v, seat, counts, pool) };
    }
    if (a.type === 'speech') {
      if (others === 0) return { a, score: -30 };
      if (v.threatCounts[a.threat] === 2) return { a, score: tune.speechBlocked };
      if (tune.speechPerHolder <= 0) return { a, score };
      pool ??= unseenTrials(v);
      // The threat the others most likely hold: unseen cards showing it, a share of them in their hands.
      const share = pool.filter((id) => threatsOf(id).includes(a.threat)).length / Math.max(1, pool.length);
      return { a, score: tune.speechPerHolder * others * share * 3 + (safeLeft ? 0 : 4) };
    }
    if (a.type === 'charm') {
      const unblocks = threatsOf(a.card).some((t) => v.threatCounts[t] >= 2);
      return { a, score: unblocks ? (safeLeft ? tune.charmUnblock : Math.max(score, tune.charmUnblock)) : score };
    }
    return { a, score };
  });
}

export function teamBot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number, tune: TeamTune = TEAM_TUNE): GrizzledAction {
  const scored = teamScores(v, seat, legal, tune);
  const top = Math.max(...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  const [i] = nextInt(seedRng(`grizzled-team:${rngSeed}`), best.length);
  return best[i].a;
}
