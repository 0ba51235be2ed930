/**
 * The *Difícil* protagonist (issue 24): Information-Set search over determinized scripts.
 * For a card placement or a goodwill ability it shortlists the *Normal* bot's favourites, then
 * plays each of them in `SAMPLES` whole states drawn from its own view and its hypotheses
 * (determinize.ts: never the real script) to the end of the day — the mastermind by its own AI
 * on that sampled state, the other protagonists by the *Normal* heuristic — and scores each end
 * by the mastermind's evaluation, negated. The same samples serve every candidate (common random
 * numbers); the *Normal* score stays as a small prior, so a flat search keeps the heuristic's
 * choice. Fixed budgets: deterministic for a view and a seed. Everything else (the Final Guess,
 * the Time Spiral) is the *Normal* bot's, which already takes the joint mode of the hypotheses.
 */
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { apply, legalActions } from '../rules';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../types';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { mastermindBot } from './mastermind';
import { beliefsOf, cardScore, goodwillScore, protagonistBot, ranked, type Beliefs } from './protagonist';

/** Candidates searched, samples per candidate, rollout length in decisions (p95 ≤ 250 ms on 2 cores). */
export const HARD_SEARCH = { width: 5, samples: 6, limit: 60 };
/** Weight of the *Normal* score next to the search's (evaluation points per heuristic point). */
const PRIOR = 10;

type Score = (a: LooperAction) => number;

/** What the rollout's protagonists play: the *Normal* heuristic on the real view's beliefs. */
function protagonistPolicy(view: LooperView, b: Beliefs, s: LooperState, legal: LooperAction[], seed: number): LooperAction {
  const d = s.pending!;
  if (d.t === 'protagonistCard') return ranked(legal, (a) => (a.type === 'placeCard' ? cardScore(view, b, a, d.hand) : -9), seed)[0]!;
  if (d.t === 'goodwill') return ranked(legal, (a) => (a.type === 'useGoodwill' ? goodwillScore(view, b, a) : 0.5), seed)[0]!;
  return legal[0]!;
}

/** Plays the sampled state on to the end of the day (or of the loop), then scores it for the protagonists. */
function rollout(view: LooperView, b: Beliefs, s0: LooperState, rng0: RngState): number {
  let s = s0;
  let rng = rng0;
  const day = s.day;
  const loop = s.loop;
  for (let n = 0; n < HARD_SEARCH.limit && s.pending && !s.result && !s.loopOver; n++) {
    const d = s.pending;
    if (s.day !== day || s.loop !== loop || d.t === 'timeSpiral' || d.t === 'finalGuess' || d.t === 'mastermindCards') break;
    const legal = legalActions(s, d.seat);
    if (legal.length === 0) break;
    let seed: number;
    [seed, rng] = nextInt(rng, 0x7fffffff);
    const action = d.seat === MASTERMIND ? mastermindBot({ mastermindState: s } as LooperView, legal, seed) : protagonistPolicy(view, b, s, legal, seed);
    const r = apply(s, d.seat, action);
    if (!r.ok) break;
    s = r.state;
  }
  return -evaluate(s);
}

/** The searched choice among `legal`, or null when there is nothing to search (no consistent hypothesis). */
function searched(view: LooperView, b: Beliefs, legal: LooperAction[], prior: Score, rngSeed: number): LooperAction | null {
  const shortlist = ranked(legal, prior, rngSeed).slice(0, HARD_SEARCH.width);
  if (shortlist.length <= 1) return shortlist[0] ?? null;
  const samples = determinize(view, b.space, HARD_SEARCH.samples, rngSeed);
  if (samples.length === 0) return null;
  const seat = view.decision!.seat;
  let best: LooperAction | null = null;
  let bestV = -Infinity;
  for (const a of shortlist) {
    let total = 0;
    let n = 0;
    samples.forEach((s, k) => {
      const r = apply(s, seat, a);
      if (!r.ok) return;
      total += rollout(view, b, r.state, seedRng(`hard-rollout:${rngSeed}:${k}`));
      n++;
    });
    if (n === 0) continue;
    const v = total / n + PRIOR * prior(a);
    if (v > bestV) { bestV = v; best = a; }
  }
  return best;
}

export function hardProtagonistBot(view: LooperView, legal: LooperAction[], rngSeed: number): LooperAction {
  const d = view.decision;
  if (!d || legal.length <= 1 || (d.t !== 'protagonistCard' && d.t !== 'goodwill')) return protagonistBot(view, legal, rngSeed, 'normal');
  const b = beliefsOf(view);
  const prior: Score =
    d.t === 'protagonistCard'
      ? (a) => (a.type === 'placeCard' ? cardScore(view, b, a, d.hand ?? view.leader) : -9)
      : (a) => (a.type === 'useGoodwill' ? goodwillScore(view, b, a) : 0.5);
  return searched(view, b, legal, prior, rngSeed) ?? protagonistBot(view, legal, rngSeed, 'normal');
}
