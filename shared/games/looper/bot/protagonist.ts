/**
 * The protagonist bot: decides from a protagonist's view only. It reads what it can of the
 * public history from the view (history-from-view.ts), asks consistentHypotheses for the
 * scripts still possible, and turns them into marginals (how likely each character holds each
 * role, each plot is active). Then:
 * - cards: Forbid Intrigue where a loss needs intrigue (only the leader's hand plays it, so two
 *   never void each other), Goodwill toward reveal abilities, Paranoia −1 on likely culprits
 *   near panic, Forbid Movement on a likely Key Person the mastermind is moving;
 * - goodwill abilities: the ones that reveal or remove what threatens a loss;
 * - Time Spiral and Final Guess: the likeliest whole role assignment (final-guess-choice.ts).
 */
import type { BotLevel } from '../../../engine/bot-level';
import { nextInt, seedRng } from '../../../engine/rng';
import { CHARACTER_CARDS } from '../characters';
import { PROTAGONIST_HAND } from '../cards';
import type { CharacterId, LocationId, PlotId, RoleId } from '../ids';
import type { LooperAction, LooperView, Target } from '../types';
import { finalGuessAction, timeSpiralAction } from './final-guess-choice';
import { historyFromView } from './history-from-view';
import { hypothesisSpace, type HypothesisOptions, type HypothesisSpace } from './hypotheses';
import { replayLog } from './log-replay';
import { intrigueMemory, remembered, type IntrigueMemory } from './intrigue-memory';

export interface Beliefs {
  role: (c: CharacterId, r: RoleId) => number;
  plot: (p: PlotId) => number;
  space: HypothesisSpace;
  memory: IntrigueMemory;
}

/** The search budget of an ordinary decision (p95 well under 250 ms). */
const QUICK: HypothesisOptions = { perPlotCap: 24, nodeBudget: 300_000 };
/** The Final Guess and the Time Spiral decide the game in a few decisions: they may search as far as consistentHypotheses' own bound. */
const THOROUGH: HypothesisOptions = { perPlotCap: 200, nodeBudget: 1_500_000 };

let memo: { key: string; beliefs: Beliefs } | null = null;

/** Marginals of the hypothesis space (memoised on the history: a pure function of it). */
export function beliefsOf(view: LooperView, opts: HypothesisOptions = QUICK): Beliefs {
  const history = historyFromView(view);
  const key = JSON.stringify([history, opts]);
  if (memo?.key === key) return memo.beliefs;
  const space = hypothesisSpace(history, opts);
  const roleW = new Map<string, number>();
  const plotW = new Map<string, number>();
  for (const h of space.hypotheses) {
    for (const c of Object.keys(h.roles)) roleW.set(`${c}:${h.roles[c as CharacterId]}`, (roleW.get(`${c}:${h.roles[c as CharacterId]}`) ?? 0) + h.weight);
    for (const p of [h.mainPlot, ...h.subPlots]) plotW.set(p, (plotW.get(p) ?? 0) + h.weight);
  }
  const total = space.total || 1;
  const role = (c: CharacterId, r: RoleId) => {
    if (r !== 'person') return (roleW.get(`${c}:${r}`) ?? 0) / total;
    let other = 0;
    for (const [k, w] of roleW) if (k.startsWith(`${c}:`)) other += w;
    return 1 - other / total;
  };
  const memory = intrigueMemory(view.log, history.facts?.placements ?? [], replayLog(view).loopsAtTwo);
  const beliefs: Beliefs = { role, plot: (p) => (plotW.get(p) ?? 0) / total, space, memory };
  memo = { key, beliefs };
  return beliefs;
}

const kindOf = (card: string) => PROTAGONIST_HAND.find((c) => c.id === card)?.kind ?? card;
const REVEAL_AT: Partial<Record<CharacterId, number>> = { officeWorker: 3, mysteryBoy: 3, godlyBeing: 3, policeOfficer: 4, shrineMaiden: 5, boss: 5, informer: 5 };

/** How much each place or person needs protecting from intrigue, by the loss conditions believed likely. */
function intrigueThreat(view: LooperView, b: Beliefs, t: Target): number {
  const loc = (['hospital', 'shrine', 'city', 'school'] as const).includes(t as LocationId);
  if (loc) {
    const l = t as LocationId;
    let w = 0.3;
    if (l === 'school') w += 2 * b.plot('aPlaceToProtect');
    if (l === 'shrine') w += 2 * b.plot('theSealedItem');
    if (l === 'hospital' && view.publicCard.incidents.some((i) => i.incident === 'hospitalIncident' && i.day >= view.day)) w += 0.8;
    for (const c of view.characters) if (CHARACTER_CARDS[c.id].start === l) w += 2 * (b.role(c.id, 'witch') + b.role(c.id, 'brain') * b.plot('lightOfTheAvenger'));
    return w * (1 + view.locationIntrigue[l]);
  }
  const c = view.characters.find((x) => x.id === t);
  if (!c) return 0;
  const kp = b.role(c.id, 'keyPerson');
  return (0.3 + 3 * kp + 2 * b.role(c.id, 'killer') + 1.5 * b.role(c.id, 'lovedOne')) * (1 + c.intrigue);
}

/**
 * How likely this character is the culprit of an incident still to come this loop, by the
 * culprit candidates the incident steps narrowed (the log's replay of earlier loops tells who
 * was in panic when each incident occurred). A Butterfly Effect may lose the loop outright
 * (Change of Future), and the sooner an incident comes the less time is left to calm it.
 */
function culpritThreat(view: LooperView, b: Beliefs, id: CharacterId): number {
  let t = 0;
  for (const { day, incident } of view.publicCard.incidents) {
    if (day < view.day) continue;
    const cands = b.space.culprits[day] ?? [];
    if (!cands.includes(id)) continue;
    const butterfly = incident === 'butterflyEffect' ? 1 + 2 * b.plot('changeOfFuture') : 1;
    t += (butterfly / cands.length) * (day - view.day <= 1 ? 1 : 0.5);
  }
  return t;
}

export function cardScore(view: LooperView, b: Beliefs, a: Extract<LooperAction, { type: 'placeCard' }>, hand: number): number {
  const kind = kindOf(a.card);
  const mmHere = view.placed.some((p) => p.owner === 'mastermind' && p.target === a.target);
  const c = view.characters.find((x) => x.id === a.target);
  const ownForbid = view.placed.some((p) => p.owner !== 'mastermind' && p.card === 'forbidIntrigue');
  switch (kind) {
    case 'forbidIntrigue':
      if (hand !== view.leader || ownForbid) return -5;
      // Where the mastermind put Intrigue before (this loop or the last one the log keeps) is where it will again.
      return (intrigueThreat(view, b, a.target) + 1.2 * remembered(b.memory, a.target)) * (mmHere ? 2 : 0.4);
    case 'goodwillPlus1':
    case 'goodwillPlus2': {
      if (!c) return -1;
      const at = REVEAL_AT[c.id];
      const n = kind === 'goodwillPlus2' ? 2 : 1;
      const useful = at !== undefined && c.goodwill < at ? 1.5 : 0.3;
      return useful * n * (mmHere ? 0.6 : 1) - (kind === 'goodwillPlus2' ? 0.3 : 0);
    }
    case 'paranoiaMinus1': {
      if (!c) return -1;
      const limit = CHARACTER_CARDS[c.id].paranoiaLimit;
      // Once a loop per hand: kept for a likely culprit near panic before its incident, not spent on anyone near the limit.
      return (c.paranoia >= limit - 1 ? 0.5 : 0.05) * (1 + 4 * culpritThreat(view, b, c.id)) * (mmHere ? 1.5 : 1) + 0.3 * b.role(c.id, 'lovedOne') * c.paranoia;
    }
    case 'forbidMovement':
      return c && mmHere ? 0.8 + 2 * b.role(c.id, 'keyPerson') : -1;
    case 'paranoiaPlus1':
      return c ? -0.5 : 0.05;
    default:
      // Movement: a bluff on a place costs nothing; moving a person is a gamble.
      return c ? -0.2 : 0;
  }
}

export function goodwillScore(view: LooperView, b: Beliefs, a: Extract<LooperAction, { type: 'useGoodwill' }>): number {
  const unknownRole = (id: CharacterId) => !view.characters.find((c) => c.id === id)?.role;
  const unknownCulprit = (day?: number) => day !== undefined && view.revealedCulprits[day] === undefined;
  switch (a.character) {
    case 'officeWorker':
    case 'mysteryBoy':
      return unknownRole(a.character) ? 5 : -1;
    case 'shrineMaiden':
      if (a.ability === 1) return a.target && unknownRole(a.target as CharacterId) ? 5 : -1;
      return view.locationIntrigue.shrine > 0 ? 2 + 3 * b.plot('theSealedItem') : -1;
    case 'boss':
      return a.target && unknownRole(a.target as CharacterId) ? 5 : -1;
    case 'policeOfficer':
      return a.ability === 0 ? (unknownCulprit(a.day) ? 4 : -1) : 1;
    case 'godlyBeing':
      return a.ability === 0 ? (unknownCulprit(a.day) ? 4 : -1) : 2;
    case 'informer':
      return 3 - 3 * b.plot(a.plot!);
    case 'henchman':
      return 2;
    case 'nurse':
    case 'boyStudent':
    case 'girlStudent':
    case 'popIdol':
      if (a.ability === 1) return 1;
      return a.target ? 1 + (view.characters.find((c) => c.id === a.target)?.paranoia ?? 0) * 0.5 : -1;
    case 'richMansDaughter':
      return a.target && REVEAL_AT[a.target as CharacterId] !== undefined ? 1.5 : 0.2;
    case 'classRep':
      return 1;
    case 'doctor':
      return a.ability === 0 && a.sign === -1 ? 1 : -1;
    default:
      // The Alien's kill and the Journalist's counters can hurt the protagonists as easily as help.
      return -2;
  }
}

/** The items by score, best first (ties broken by the seed). */
export function ranked<T>(items: T[], score: (x: T) => number, rngSeed: number): T[] {
  let rng = seedRng(`protagonist:${rngSeed}`);
  const scored = items.map((x) => {
    let j: number;
    [j, rng] = nextInt(rng, 1000);
    return { x, v: score(x) + j / 1e6 };
  });
  return scored.sort((a, b) => b.v - a.v).map((e) => e.x);
}

/** The best item; *Fácil* takes one of its `EASY_CHOICES` best by the seed (a sensible move, not always the sharpest). */
function best<T>(items: T[], score: (x: T) => number, rngSeed: number, level: BotLevel): T {
  const order = ranked(items, score, rngSeed);
  if (level !== 'easy') return order[0]!;
  const [i] = nextInt(seedRng(`protagonist-easy:${rngSeed}`), Math.min(EASY_CHOICES, order.length));
  return order[i]!;
}

const EASY_CHOICES = 3;

export function protagonistBot(view: LooperView, legal: LooperAction[], rngSeed: number, level: BotLevel = 'normal'): LooperAction {
  const d = view.decision;
  if (!d || legal.length <= 1) return legal[0]!;
  // *Fácil* thinks the Final Guess over no harder than any other move.
  const deciding = (d.t === 'finalGuess' || d.t === 'timeSpiral') && level !== 'easy';
  const b = beliefsOf(view, deciding ? THOROUGH : QUICK);
  // A character the board no longer shows (the Godly Being before his entry loop) is still named in the Final Guess.
  const cast = [...new Set([...view.characters.map((c) => c.id), ...legal.flatMap((a) => (a.type === 'guess' ? [a.character] : []))])];
  // A reveal shows the role in effect then: a Serial Killer may be a Person under the Paranoia Virus, not a confirmed answer.
  const confirmed = Object.fromEntries(view.characters.filter((c) => c.role && c.role !== 'serialKiller').map((c) => [c.id, c.role])) as Partial<Record<CharacterId, RoleId>>;
  switch (d.t) {
    case 'timeSpiral':
      return timeSpiralAction(b.space.hypotheses, cast, confirmed, legal);
    case 'protagonistCard':
      return best(legal, (a) => (a.type === 'placeCard' ? cardScore(view, b, a, d.hand ?? view.leader) : -9), rngSeed, level);
    case 'goodwill':
      return best(legal, (a) => (a.type === 'useGoodwill' ? goodwillScore(view, b, a) : 0.5), rngSeed, level);
    case 'finalGuess':
      return finalGuessAction(b.space.hypotheses, cast, confirmed, legal);
    default:
      return legal[0]!;
  }
}
