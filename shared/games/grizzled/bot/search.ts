/**
 * The *Difícil* bot's search (issue 24): determinized flat Monte Carlo. For each of a FIXED number
 * of determinizations (worlds dealt from the seat's own view, determinize.ts) every candidate
 * action is applied and the game is played on by the team policy (team.ts) in every seat until
 * the current mission is over (support, morale drop), then the table is scored (outcomeValue): cards
 * still to clear, the morale reserve (a card of morale is worth 1.5 cards to clear: sims, docs/bots.md) and
 * how near anyone is to a fourth Hard Knock.
 * The same world and rollout seed serve every candidate (common random numbers), so candidates are
 * compared on equal luck; the policy's favourite is kept unless another beats it by a margin.
 * Sims chose the horizon: rollouts to the end of the game, or one mission further, won less
 * (their noise drowns the few cards a single move changes; docs/bots.md).
 * No clock is read: the effort is a count, so a decision is the same on any machine.
 */
import type { Seat } from '../../../engine/contract';
import { nextFloat, seedRng, type RngState } from '../../../engine/rng';
import type { GrizzledAction, GrizzledState, GrizzledView } from '../types';
import { apply, legalActions } from '../rules';
import { view } from '../view';
import { currentDecision } from '../state';
import { knockSymbols } from '../cards';
import { teamBot, teamScores } from './team';
import { determinize } from './determinize';

export interface SearchBudget {
  /** Rollouts in all (determinizations × candidates), spread evenly over the candidates. */
  rollouts: number;
  /** At least this many worlds per candidate, whatever the candidate count. */
  minWorlds: number;
  /** At most this many worlds (few candidates would otherwise get many). */
  maxWorlds: number;
  /** Rollouts stop this many missions after the current one ends (then the table is scored). */
  missions: number;
  /** Leave the policy's favourite only for a candidate better on average, per world, by more than this. */
  margin: number;
  /** What a card left in the morale reserve is worth at the horizon, against a card still to clear (1). */
  moraleWeight: number;
  /** How much the knock risk (KNOCK_RISK) counts at the horizon. */
  knockWeight: number;
}

export const HARD_BUDGET: SearchBudget = { rollouts: 160, minWorlds: 8, maxWorlds: 32, missions: 0, margin: 0.5, moraleWeight: 1.5, knockWeight: 1 };

/** What a hard-knocked player costs the team's prospects: the fourth knock ends the game. */
const KNOCK_RISK = [0, 1, 3, 8];

const MAX_ROLLOUT_STEPS = 3000;

/** What a finished (or abandoned) rollout is worth to the team: a win, else how close it came. */
export function outcomeValue(s: GrizzledState, budget: SearchBudget = HARD_BUDGET): number {
  const left = s.trials.length + s.morale.length + s.players.reduce((sum, p) => sum + p.hand.length, 0);
  if (s.result?.outcome === 'victory') return 100;
  if (s.result) return -100 - left;
  // Cards still to clear (morale drops do not change it), the morale reserve as the clock, and how near anyone is to a fourth knock.
  const risk = s.players.reduce((sum, p) => sum + (KNOCK_RISK[knockSymbols(p.knocks)] ?? 20), 0);
  return -left + budget.moraleWeight * s.morale.length - budget.knockWeight * risk;
}

function nextSeed(rng: RngState): [number, RngState] {
  const [f, next] = nextFloat(rng);
  return [Math.floor(f * 0x1_0000_0000), next];
}

/** Plays the world on with the team policy deciding for every seat from its own view. */
export function rollout(start: GrizzledState, seed: string, missions = Infinity): GrizzledState {
  let s = start;
  const last = start.mission + missions;
  let rng = seedRng(`grizzled-rollout:${seed}`);
  for (let step = 0; step < MAX_ROLLOUT_STEPS && !s.result && s.mission <= last; step++) {
    const d = currentDecision(s);
    if (!d) break;
    const legal = legalActions(s, d.seat);
    let choice: GrizzledAction;
    if (legal.length === 1) choice = legal[0];
    else {
      let n: number;
      [n, rng] = nextSeed(rng);
      choice = teamBot(view(s, { kind: 'seat', seat: d.seat }), d.seat, legal, n);
    }
    const r = apply(s, d.seat, choice);
    if (!r.ok) break;
    s = r.state;
    s.log.length = 0;
  }
  return s;
}

/** The candidates, best-first by the policy's own score (so ties go its way). */
function candidates(v: GrizzledView, seat: Seat, legal: GrizzledAction[]): GrizzledAction[] {
  return teamScores(v, seat, legal)
    .map((x, i) => ({ ...x, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.a);
}

export function searchBot(v: GrizzledView, seat: Seat, legal: GrizzledAction[], rngSeed: number, budget: SearchBudget = HARD_BUDGET): GrizzledAction {
  if (legal.length === 1) return legal[0];
  const cands = candidates(v, seat, legal);
  const worlds = Math.min(budget.maxWorlds, Math.max(budget.minWorlds, Math.floor(budget.rollouts / cands.length)));
  const totals = cands.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = determinize(v, seat, `${rngSeed}:${w}`);
    world.log = [];
    cands.forEach((a, i) => {
      const r = apply(world, seat, a);
      if (!r.ok) throw new Error(`search: ${JSON.stringify(a)} refused in a determinized world: ${r.error.code}`);
      totals[i] += outcomeValue(rollout(r.state, `${rngSeed}:${w}`, budget.missions), budget);
    });
  }
  // cands[0] is the policy's favourite: another must beat it by the margin (noise is not news).
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (totals[i] > totals[best] && totals[i] > totals[0] + budget.margin * worlds) best = i;
  return cands[best];
}
