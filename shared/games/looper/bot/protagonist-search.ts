/**
 * The *Difícil* protagonist (issue 24): Information-Set search over determinized scripts.
 * For a card placement or a goodwill ability it shortlists the *Normal* bot's favourites, then
 * plays each of them in `samples` whole states drawn from its own view and its hypotheses
 * (determinize.ts: never the real script) to the end of the **loop** — the mastermind by its own
 * AI on that sampled state (its later days' cards by its cheap first look), the other
 * protagonists by the *Normal* heuristic on the rollout's board — and scores each by the
 * mastermind's evaluation at the day's end, negated, plus a bonus for a loop survived (which
 * wins the game) or a penalty for a loop lost (L201). The same samples serve every candidate
 * (common random numbers); the *Normal* score stays as a prior, so a flat search keeps the
 * heuristic's choice. Fixed budgets: deterministic for a view and a seed. Everything else (the
 * Final Guess, the Time Spiral) is the *Normal* bot's, which already takes the joint mode of
 * the hypotheses.
 */
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { apply, legalActions } from '../rules';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../types';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { mastermindBot, quickScore } from './mastermind';
import { beliefsOf, cardScore, goodwillScore, protagonistBot, ranked, type Beliefs } from './protagonist';

/**
 * Candidates searched, samples per candidate, rollout length in decisions (p95 ≤ 250 ms on 2
 * cores), and whether a rollout goes on to the loop's end (`toLoopEnd`) or stops at the day's.
 */
export const HARD_SEARCH = {
  width: 5,
  samples: 6,
  limit: 400,
  toLoopEnd: true,
  /**
   * Weight of the *Normal* score next to the search's (evaluation points per heuristic point).
   * With loop-end rollouts, 10 let the outcomes' noise overrule good heuristic moves (bt-3 fell
   * from 9/10 to 2/10 on the tuning seed); 30 kept the gains without that loss, 60 lost them (L201).
   */
  prior: 30,
  /**
   * What surviving the loop is worth over losing it, on top of the day's-end evaluation: a lost
   * loop is what the protagonists must avoid, and the rollout's own end says it more sharply
   * than the mastermind's mid-loop evaluation does.
   */
  loopOutcome: 400,
};

type Score = (a: LooperAction) => number;

/** The seat's view, brought up to a rollout state for the heuristic's eyes (board, counters, cards on the table). */
function rolloutView(view: LooperView, s: LooperState): LooperView {
  return {
    ...view,
    day: s.day,
    leader: s.leader,
    placed: s.placed,
    locationIntrigue: s.locationIntrigue,
    revealedCulprits: s.revealedCulprits,
    characters: s.characters.map((c) => ({ ...c, role: s.revealedRoles[c.id] })),
  } as LooperView;
}

/** What the rollout's protagonists play: the *Normal* heuristic on the real view's beliefs. */
function protagonistPolicy(view: LooperView, b: Beliefs, s: LooperState, legal: LooperAction[], seed: number): LooperAction {
  const d = s.pending!;
  const v = rolloutView(view, s);
  if (d.t === 'protagonistCard') return ranked(legal, (a) => (a.type === 'placeCard' ? cardScore(v, b, a, d.hand) : -9), seed)[0]!;
  if (d.t === 'goodwill') return ranked(legal, (a) => (a.type === 'useGoodwill' ? goodwillScore(v, b, a) : 0.5), seed)[0]!;
  return legal[0]!;
}

/** The rollout's mastermind: its own AI, but on later days its cards by its cheap first look (its lookahead would cost a rollout each). */
function mastermindPolicy(s: LooperState, legal: LooperAction[], seed: number): LooperAction {
  if (s.pending!.t !== 'mastermindCards') return mastermindBot({ mastermindState: s } as LooperView, legal, seed);
  let best = legal[0]!;
  let bestV = -Infinity;
  for (const a of legal) {
    const v = a.type === 'placeCard' ? quickScore(s, a) : -Infinity;
    if (v > bestV) { bestV = v; best = a; }
  }
  return best;
}

/**
 * Plays the sampled state on to the end of the loop (or of the day), then scores it for the
 * protagonists: the mastermind's evaluation at the day's end, negated, plus `loopOutcome` for a
 * loop survived (a loop survived wins the game) or minus it for a loop lost.
 */
function rollout(view: LooperView, b: Beliefs, s0: LooperState, rng0: RngState): number {
  let s = s0;
  let rng = rng0;
  const { day, loop, loopsLost } = s;
  let dayEnd: number | null = null;
  for (let n = 0; n < HARD_SEARCH.limit && s.pending && !s.result && !s.loopOver; n++) {
    const d = s.pending;
    if (s.loop !== loop || s.loopsLost !== loopsLost || d.t === 'timeSpiral' || d.t === 'finalGuess') break;
    if (s.day !== day && dayEnd === null) {
      dayEnd = -evaluate(s);
      if (!HARD_SEARCH.toLoopEnd) break;
    }
    const legal = legalActions(s, d.seat);
    if (legal.length === 0) break;
    let seed: number;
    [seed, rng] = nextInt(rng, 0x7fffffff);
    const action = d.seat === MASTERMIND ? mastermindPolicy(s, legal, seed) : protagonistPolicy(view, b, s, legal, seed);
    const r = apply(s, d.seat, action);
    if (!r.ok) break;
    s = r.state;
  }
  const won = s.result?.outcome === 'victory';
  const lost = !won && (s.loopOver !== null || s.loopsLost !== loopsLost || s.result?.outcome === 'defeat');
  // A loop ended within the searched day is scored as evaluate scores it (a win 2000, a loss 1000).
  const shaped = dayEnd ?? (won ? 2000 : lost ? -1000 : -evaluate(s));
  return shaped + (won ? HARD_SEARCH.loopOutcome : lost ? -HARD_SEARCH.loopOutcome : 0);
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
    const v = total / n + HARD_SEARCH.prior * prior(a);
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
