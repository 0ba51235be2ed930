/**
 * The AI mastermind. It decides from its own view: `view.mastermindState` is everything the
 * mastermind knows (the protagonists' face-down cards are never in it), so it can run the
 * real engine (rules.ts apply/legalActions) on copies.
 *
 * - Card placement: a one-day lookahead. The legal placements are pre-ranked by a cheap
 *   heuristic; the best `width` are each played out to the end of card resolution (the
 *   mastermind's other cards by the same heuristic, the protagonists' cards at random — over
 *   `samples` seeded samples) and the
 *   resulting states scored by evaluate.ts. *Fácil* skips the search (one of its heuristic's
 *   favourites, by the seed) and never refuses an ability.
 * - Every other decision: each legal answer is applied and scored; ties broken by the seed.
 * - Secrets: an optional refusal is made only when allowing would cost more than what the
 *   refusal itself gives away ("nothing happens" proves a Goodwill-Refusal role); an optional
 *   [MM ability] is used only when it gains something.
 */
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { MASTERMIND_HAND } from '../cards';
import { apply, legalActions } from '../rules';
import { activePlots, characterOf, isLocation, scriptedRole } from '../state';
import { MASTERMIND, type LooperAction, type LooperState, type LooperView } from '../types';
import type { BotLevel } from '../../../engine/bot-level';
import { evaluate } from './evaluate';

/** How far a level searches its card placements: shortlist width, rollouts per candidate, the protagonists' model. */
export interface MastermindSearch {
  width: number;
  samples: number;
  /** 'random': protagonists place at random; 'counter': they often answer the mastermind's face-down cards (what a table does). */
  protagonists: 'random' | 'counter';
}
const NORMAL: MastermindSearch = { width: 8, samples: 2, protagonists: 'random' };
/**
 * *Difícil*: a narrower shortlist and three times the rollouts (L202). The first Difícil, 12 wide,
 * lost more games than Normal: the wider the shortlist, the more often the random protagonists of
 * the rollouts talked it into a card its heuristic ranks low and a real table answers. (Rollouts
 * where the protagonists often answer its cards — 'counter' — made it weaker too: it shied away
 * from the cards that win.)
 */
const HARD: MastermindSearch = { width: 6, samples: 6, protagonists: 'random' };
/**
 * *Fácil*: no search; one of the ten cards its heuristic likes best, by the seed (L200). With
 * its four favourites it still put Intrigue on the one place to protect every day, and beat the
 * protagonist bot where Normal did not.
 */
const EASY_CHOICES = 10;
/** What a refusal gives away ("nothing happens" proves a role with Goodwill Refusal), in evaluation points. */
const REFUSAL_COST = 12;
/** An optional ability must gain at least this much to be worth the evidence it leaves. */
const ABILITY_MIN_GAIN = 3;
const ROLLOUT_LIMIT = 40;

function kindOf(card: string): string {
  return MASTERMIND_HAND.find((c) => c.id === card)?.kind ?? card;
}

/** How much a card on a target is likely to help, before any search. */
export function quickScore(s: LooperState, a: Extract<LooperAction, { type: 'placeCard' }>): number {
  const kind = kindOf(a.card);
  const t = a.target;
  const plots = activePlots(s);
  const role = isLocation(t) ? null : scriptedRole(s, t);
  if (kind === 'intriguePlus1' || kind === 'intriguePlus2') {
    const n = kind === 'intriguePlus2' ? 2 : 1;
    if (isLocation(t)) {
      const key = (t === 'school' && plots.includes('aPlaceToProtect')) || (t === 'shrine' && plots.includes('theSealedItem')) || t === 'hospital';
      return n * (key ? 5 : 1.5);
    }
    return n * (role === 'keyPerson' ? 5 : role === 'killer' ? 4 : role === 'lovedOne' ? 3 : 1);
  }
  if (kind === 'paranoiaPlus1') {
    if (isLocation(t)) return 0.2;
    const culprit = s.script.secret.culprits.some((c) => c.culprit === t && c.day >= s.day);
    return (culprit ? 4 : 0.5) + (role === 'lovedOne' ? 2 : 0) + (plots.includes('paranoiaVirus') && role === 'person' ? 1.5 : 0);
  }
  if (kind === 'forbidGoodwill') return isLocation(t) ? 0.1 : 1 + (characterOf(s, t)?.goodwill ?? 0) * 0.5;
  if (kind === 'forbidParanoia') return isLocation(t) ? 0.1 : 0.8;
  if (kind === 'paranoiaMinus1') return isLocation(t) ? 0.3 : 0.2;
  // Movement: a bluff on a location, a real move on a character (the rollout judges it).
  return isLocation(t) ? 0.3 : 1;
}

function pick<T>(items: T[], rng: RngState): [T, RngState] {
  const [i, next] = nextInt(rng, items.length);
  return [items[i]!, next];
}

/** The best items by score; equal scores keep their order. */
function top<T>(items: T[], score: (x: T) => number, n: number): T[] {
  return items.map((x, i) => ({ x, i, v: score(x) })).sort((a, b) => b.v - a.v || a.i - b.i).slice(0, n).map((e) => e.x);
}

/** A protagonist card in a 'counter' rollout: half the time a Forbid Intrigue or Paranoia −1 where the mastermind put a card. */
function counterCard(s: LooperState, legal: LooperAction[], rng0: RngState): [LooperAction, RngState] {
  const [r, rng] = nextInt(rng0, 10);
  const mm = new Set(s.placed.filter((p) => p.owner === 'mastermind').map((p) => p.target));
  const answers = legal.filter((a) => a.type === 'placeCard' && mm.has(a.target) && (a.card === 'forbidIntrigue' || (r >= 7 && a.card === 'paranoiaMinus1')));
  if (r < 7 && answers.length > 0) return pick(answers, rng);
  return pick(legal, rng);
}

/** Plays the day on from `s` until card resolution is over, then scores it. */
function rollout(s0: LooperState, rng0: RngState, search: MastermindSearch): number {
  let s = s0;
  let rng = rng0;
  for (let n = 0; n < ROLLOUT_LIMIT && s.pending && !s.result; n++) {
    const d = s.pending;
    if (d.t !== 'mastermindCards' && d.t !== 'protagonistCard' && d.t !== 'cultist') break;
    const legal = legalActions(s, d.seat);
    if (legal.length === 0) break;
    let action: LooperAction;
    if (d.t === 'mastermindCards') action = top(legal as Extract<LooperAction, { type: 'placeCard' }>[], (a) => quickScore(s, a), 1)[0]!;
    else if (d.t === 'cultist') action = legal.find((a) => a.type === 'cultist' && a.ignore) ?? legal[0]!;
    else if (search.protagonists === 'counter') [action, rng] = counterCard(s, legal, rng);
    else [action, rng] = pick(legal, rng);
    const r = apply(s, d.seat, action);
    if (!r.ok) break;
    s = r.state;
  }
  return evaluate(s);
}

function placementsOf(legal: LooperAction[]): Extract<LooperAction, { type: 'placeCard' }>[] {
  return legal.filter((a): a is Extract<LooperAction, { type: 'placeCard' }> => a.type === 'placeCard');
}

function bestByLookahead(s: LooperState, legal: LooperAction[], rng0: RngState, search: MastermindSearch): LooperAction {
  const shortlist = top(placementsOf(legal), (a) => quickScore(s, a), search.width);
  let rng = rng0;
  let best = shortlist[0]!;
  let bestValue = -Infinity;
  for (const a of shortlist) {
    const r = apply(s, MASTERMIND, a);
    if (!r.ok) continue;
    let total = 0;
    for (let k = 0; k < search.samples; k++) {
      let sample: number;
      [sample, rng] = nextInt(rng, 0x7fffffff);
      total += rollout(r.state, seedRng(String(sample)), search);
    }
    const [jitter, next] = nextInt(rng, 1000);
    rng = next;
    const value = total / search.samples + jitter / 1e6;
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function scoreAfter(s: LooperState, a: LooperAction): number {
  const r = apply(s, MASTERMIND, a);
  return r.ok ? evaluate(r.state) : -Infinity;
}

function bestByScore(s: LooperState, legal: LooperAction[], rng: RngState, bonus: (a: LooperAction) => number = () => 0): LooperAction {
  let best = legal[0]!;
  let bestValue = -Infinity;
  let r = rng;
  for (const a of legal.slice(0, 60)) {
    const [jitter, next] = nextInt(r, 1000);
    r = next;
    const v = scoreAfter(s, a) + bonus(a) + jitter / 1e6;
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best;
}

export function mastermindBot(view: LooperView, legal: LooperAction[], rngSeed: number, level: BotLevel = 'normal'): LooperAction {
  const s = view.mastermindState;
  const rng = seedRng(`mastermind:${rngSeed}`);
  if (!s || !s.pending || legal.length <= 1) return legal[0]!;
  switch (s.pending.t) {
    case 'mastermindCards':
      if (level === 'easy') return pick(top(placementsOf(legal), (a) => quickScore(s, a), EASY_CHOICES), rng)[0];
      return bestByLookahead(s, legal, rng, level === 'hard' ? HARD : NORMAL);
    case 'refusal': {
      if (legal.length === 1) return legal[0]!;
      // *Fácil* never refuses: every ability a protagonist tries works.
      if (level === 'easy') return legal.find((a) => a.type === 'refusal' && !a.refuse) ?? legal[0]!;
      const allow = legal.find((a) => a.type === 'refusal' && !a.refuse)!;
      const refuse = legal.find((a) => a.type === 'refusal' && a.refuse)!;
      return scoreAfter(s, refuse) - REFUSAL_COST > scoreAfter(s, allow) ? refuse : allow;
    }
    case 'mastermindAbility':
      // *Fácil* forgets its characters' optional abilities, as a first-time mastermind does (L200).
      if (level === 'easy') return legal.find((a) => a.type === 'endMastermindAbilities') ?? bestByScore(s, legal, rng);
      return bestByScore(s, legal, rng, (a) => (a.type === 'endMastermindAbilities' ? ABILITY_MIN_GAIN : 0));
    case 'dayEnd':
      return bestByScore(s, legal, rng, (a) => (a.type === 'endDay' ? ABILITY_MIN_GAIN : 0));
    default:
      return bestByScore(s, legal, rng);
  }
}
