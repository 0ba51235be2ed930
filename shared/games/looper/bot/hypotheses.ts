/**
 * consistentHypotheses(history): every secret script still consistent with what the
 * protagonists have seen, as the factored product plots × role assignment × culprits.
 *
 * 1. Plots: every main plot × subplot combination of the tragedy set (A Hideous Script's
 *    0-2 Curmudgeons are separate combinations), with the roles they add capped by the
 *    role limits.
 * 2. Roles: each character's candidate roles are pruned on their own first (a revealed role,
 *    "nothing happens" ⇒ a role with Goodwill Refusal, an ability that worked ⇒ not a
 *    mandatory refuser, a death ⇒ not the Time Traveler, a death the loop survived ⇒ not the
 *    Key Person, dead at loop end without a reveal ⇒ not a Friend, Sign with me!'s girl, the
 *    Mystery Boy's rule); assignments are then built by backtracking and checked jointly
 *    (hypothesis-checks.ts: counters placed in the [MM ability] step, day-end deaths, why a
 *    loop was lost).
 * 3. Culprits: per incident day, the characters whose public state at the incident step
 *    agrees with whether it occurred, all different, shared by every role assignment.
 *
 * The space can be large (105 plot pairs × thousands of assignments): each plot combination
 * walks its assignments in a seeded order, checking each, until `perPlotCap` consistent ones
 * are kept or its share of `leafBudget` was looked at. When a walk stops early, each kept
 * assignment carries the weight count/visited (count exact, by a bitmask DP), so marginals stay
 * fair; `capped` says when that happened.
 */
import { nextInt, seedRng, type RngState } from '../../../engine/rng';
import { CHARACTER_CARDS } from '../characters';
import type { CharacterId, PlotId, RoleId } from '../ids';
import { GOODWILL_REFUSAL, PLOT_ROLES, ROLE_LIMITS, TRAGEDY_SET_DATA } from '../tragedy-sets';
import { extractEvidence, type Evidence } from './evidence';
import { bySlotPriority, walkAssignments, type RoleAssignment } from './assignments';
import { dayEndDeathExplained, jointChecks, loopLossExplained, placementExplained } from './hypothesis-checks';
import { provenActivePlots, revealedCulprits, revealedRoles, seenCast, type IncidentEvidence, type PublicFrame, type PublicHistory } from './public-history';

export type { PublicHistory } from './public-history';

export interface Hypothesis extends RoleAssignment {
  /** Candidate culprits for each incident day (one of them is the culprit; all days' culprits differ). */
  culprits: Record<number, CharacterId[]>;
  /** How many concrete role assignments this one stands for (1 unless its plot combination was capped). */
  weight: number;
}

export interface HypothesisSpace {
  hypotheses: Hypothesis[];
  /** Sum of weights: the number of consistent role assignments. */
  total: number;
  capped: boolean;
  culprits: Record<number, CharacterId[]>;
}

interface PlotCombo {
  mainPlot: PlotId;
  subPlots: PlotId[];
  slots: RoleId[];
  /** Every role the plots add (A Hideous Script's Curmudgeon even when it adds none). */
  added: Set<RoleId>;
}

function plotCombos(set: keyof typeof TRAGEDY_SET_DATA): PlotCombo[] {
  const data = TRAGEDY_SET_DATA[set];
  const subsets: PlotId[][] = [];
  const subs = data.subPlots;
  if (data.subPlotCount === 1) for (const s of subs) subsets.push([s]);
  else for (let i = 0; i < subs.length; i++) for (let j = i + 1; j < subs.length; j++) subsets.push([subs[i]!, subs[j]!]);
  const out: PlotCombo[] = [];
  for (const mainPlot of data.mainPlots) {
    for (const subPlots of subsets) {
      const plots = [mainPlot, ...subPlots];
      const counts: Partial<Record<RoleId, number>> = {};
      let curmudgeonRange: [number, number] = [0, 0];
      for (const p of plots) {
        for (const [role, n] of Object.entries(PLOT_ROLES[p]) as [RoleId, number | readonly [number, number]][]) {
          if (typeof n === 'number') counts[role] = (counts[role] ?? 0) + n;
          else curmudgeonRange = [n[0], n[1]];
        }
      }
      for (const [role, limit] of Object.entries(ROLE_LIMITS) as [RoleId, number][]) if ((counts[role] ?? 0) > limit) counts[role] = limit;
      for (let cur = curmudgeonRange[0]; cur <= curmudgeonRange[1]; cur++) {
        const slots: RoleId[] = [];
        for (const [role, n] of Object.entries(counts) as [RoleId, number][]) for (let k = 0; k < n; k++) slots.push(role);
        for (let k = 0; k < cur; k++) slots.push('curmudgeon');
        out.push({ mainPlot, subPlots, slots, added: new Set(plots.flatMap((p) => Object.keys(PLOT_ROLES[p]) as RoleId[])) });
      }
    }
  }
  return out;
}

/** Roles each character may still hold, from the evidence about that character alone. */
function candidateRoles(cast: CharacterId[], ev: Evidence, revealed: Partial<Record<CharacterId, RoleId>>, set: keyof typeof TRAGEDY_SET_DATA): Map<CharacterId, Set<RoleId>> {
  const setRoles = TRAGEDY_SET_DATA[set].roles;
  const virus = (TRAGEDY_SET_DATA[set].subPlots as readonly PlotId[]).includes('paranoiaVirus');
  const out = new Map<CharacterId, Set<RoleId>>();
  for (const c of cast) {
    const shown = revealed[c];
    // A Serial Killer shown by a reveal may be a Person the Paranoia Virus turned (L20): the scripted role is what counts.
    const virusMayExplain = shown === 'serialKiller' && virus;
    let roles = new Set<RoleId>(shown ? (virusMayExplain ? [shown, 'person'] : [shown]) : setRoles);
    const answers = ev.answers.filter((a) => a.character === c);
    if (answers.some((a) => a.refused)) roles = new Set([...roles].filter((r) => GOODWILL_REFUSAL[r] !== 'none'));
    if (answers.some((a) => !a.refused)) roles = new Set([...roles].filter((r) => GOODWILL_REFUSAL[r] !== 'mandatory'));
    if (ev.everDied.includes(c)) roles.delete('timeTraveler');
    if (ev.diedLoopWentOn.includes(c)) roles.delete('keyPerson');
    if (ev.deadAtLoopEndNotRevealed.includes(c)) roles.delete('friend');
    out.set(c, roles);
  }
  return out;
}

function culpritCandidates(cast: CharacterId[], incidents: IncidentEvidence[], known: Record<number, CharacterId>, days: number[]): Record<number, CharacterId[]> {
  const out: Record<number, CharacterId[]> = {};
  for (const day of days) {
    if (known[day]) { out[day] = [known[day]!]; continue; }
    let cands = cast.slice();
    for (const e of incidents.filter((i) => i.day === day)) {
      cands = cands.filter((id) => {
        const c = e.before.find((x) => x.id === id);
        const able = !!c && c.alive && c.location !== null && c.paranoia >= CHARACTER_CARDS[id].paranoiaLimit;
        const calm = id === 'henchman' && e.henchmanCalm;
        return e.occurred ? able && !calm : !able || calm;
      });
    }
    // An empty set means the evidence was read wrongly somewhere: stay honest and keep everyone.
    out[day] = cands.length > 0 ? cands : cast.slice();
  }
  // All different: a day with one candidate removes it from the others, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const day of days) {
      if (out[day]!.length !== 1) continue;
      const only = out[day]![0]!;
      for (const other of days) {
        if (other === day || !out[other]!.includes(only) || out[other]!.length === 1) continue;
        out[other] = out[other]!.filter((x) => x !== only);
        changed = true;
      }
    }
  }
  return out;
}

/** Number of ways to give the slots distinct characters (bitmask DP over the cast). */
function countAssignments(slots: RoleId[], allowed: (slot: number) => number): number {
  let dp = new Map<number, number>([[0, 1]]);
  for (let s = 0; s < slots.length; s++) {
    const next = new Map<number, number>();
    const mask = allowed(s);
    for (const [used, n] of dp) {
      let free = mask & ~used;
      while (free) {
        const bit = free & -free;
        free ^= bit;
        next.set(used | bit, (next.get(used | bit) ?? 0) + n);
      }
    }
    dp = next;
  }
  let total = 0;
  for (const n of dp.values()) total += n;
  // Slots of the same role are interchangeable: divide out their orderings.
  const same: Partial<Record<RoleId, number>> = {};
  for (const r of slots) same[r] = (same[r] ?? 0) + 1;
  for (const n of Object.values(same)) for (let k = 2; k <= n!; k++) total /= k;
  return total;
}

export interface HypothesisOptions {
  /** Most consistent assignments kept per plot combination (the rest are represented by weight). */
  perPlotCap?: number;
  /** Search nodes over all plot combinations before the walks stop (the time bound). */
  nodeBudget?: number;
}

export function hypothesisSpace(history: PublicHistory, opts: HypothesisOptions = {}): HypothesisSpace {
  const perPlotCap = opts.perPlotCap ?? 200;
  const set = history.card.tragedySet;
  const setRoles = TRAGEDY_SET_DATA[set].roles;
  const cast = seenCast(history);
  const ev = extractEvidence(history);
  const revealed = revealedRoles(history);
  const candidates = candidateRoles(cast, ev, revealed, set);
  const days = history.card.incidents.map((i) => i.day);
  const culprits = culpritCandidates(cast, ev.incidents, revealedCulprits(history), days);
  const loopStarts = loopStartFrames(history);
  const checks = jointChecks(ev, loopStarts);
  const proven = provenActivePlots(history);
  const combos = plotCombos(set).filter((c) => proven.every((p) => c.mainPlot === p || c.subPlots.includes(p)));
  // Each combination gets an even share of what the earlier ones left unused.
  let nodesLeft = opts.nodeBudget ?? 1_500_000;
  let combosLeft = combos.length;

  const hypotheses: Hypothesis[] = [];
  let total = 0;
  let capped = false;
  let rng: RngState = seedRng(`hypotheses:${cast.join(',')}`);
  const mysteryBoy = cast.includes('mysteryBoy');
  for (const combo of combos) {
    combosLeft--;
    const slots = bySlotPriority(combo.slots);
    const plotRoles = combo.added;
    // Mystery Boy takes a role the plots do not add, never Person (validator rule).
    const boyRoles = mysteryBoy ? setRoles.filter((r) => r !== 'person' && !plotRoles.has(r)) : [];
    const boyOptions: (RoleId | null)[] = mysteryBoy ? boyRoles.filter((r) => candidates.get('mysteryBoy')!.has(r)) : [null];
    for (const boyRole of boyOptions) {
      const others = cast.filter((c) => !(mysteryBoy && c === 'mysteryBoy'));
      const girl = (c: CharacterId) => CHARACTER_CARDS[c].traits.includes('girl');
      const allowedFor = (role: RoleId) =>
        others.reduce((m, c, i) => (candidates.get(c)!.has(role) && !(role === 'keyPerson' && combo.mainPlot === 'signWithMe' && !girl(c)) ? m | (1 << i) : m), 0);
      // Characters not given a slot are Persons: they must be allowed to be one.
      // A revealed Serial Killer is a Person only when the Paranoia Virus turned it.
      const virusHere = combo.subPlots.includes('paranoiaVirus');
      const mustHaveRole = others.filter((c) => !candidates.get(c)!.has('person') || (revealed[c] === 'serialKiller' && !virusHere));
      if (mustHaveRole.length > slots.length) continue;
      const masks = slots.map(allowedFor);
      if (revealedOutside(revealed, plotRoles, boyRole, combo.subPlots.includes('paranoiaVirus'))) continue;
      const count = countAssignments(slots, (s) => masks[s]!);
      if (count === 0) continue;
      const built = walkAssignments({
        cast: others, slots, masks, mustHaveRole, fixed: boyRole ? { mysteryBoy: boyRole } : {},
        base: { mainPlot: combo.mainPlot, subPlots: combo.subPlots }, checks, cap: perPlotCap, budget: Math.floor(nodesLeft / (combosLeft + 1) / Math.max(1, boyOptions.length)), rng,
      });
      nodesLeft -= built.nodes;
      rng = built.rng;
      const valid = built.list;
      if (valid.length === 0) continue;
      // Exact when the walk saw everything; otherwise what was kept stands for the unexplored share too.
      const weight = built.complete ? 1 : 1 / built.explored;
      if (!built.complete) capped = true;
      for (const roles of valid) hypotheses.push({ mainPlot: combo.mainPlot, subPlots: combo.subPlots, roles, culprits, weight });
      total += weight * valid.length;
    }
  }
  return { hypotheses, total, capped, culprits };
}

/** Each loop's start as the protagonists saw it once set up (the Henchman placed, L10). */
function loopStartFrames(history: PublicHistory): Map<number, PublicFrame> {
  const out = new Map<number, PublicFrame>();
  for (const f of history.frames) if (!out.has(f.loop) && f.decision?.t !== 'henchmanStart' && f.step !== 'loopStart') out.set(f.loop, f);
  return out;
}

/**
 * Why the history rules out one given assignment (empty = consistent). For tests and for
 * checking the evidence against a known script: the true script must never be ruled out.
 */
export function rejections(history: PublicHistory, h: RoleAssignment): string[] {
  const ev = extractEvidence(history);
  const cast = seenCast(history);
  const candidates = candidateRoles(cast, ev, revealedRoles(history), history.card.tragedySet);
  const out: string[] = [];
  for (const c of cast) if (!candidates.get(c)!.has(h.roles[c] ?? 'person')) out.push(`${c} cannot be ${h.roles[c] ?? 'person'}`);
  ev.placements.forEach((p) => placementExplained(h, p) || out.push(`${p.counter} ${p.sign > 0 ? '+' : '-'} on ${p.target} (loop ${p.before.loop} day ${p.before.day}) unexplained`));
  ev.dayEndDeaths.forEach((d) => dayEndDeathExplained(h, d) || out.push(`death of ${d.victim} at day end (loop ${d.before.loop} day ${d.before.day}) unexplained`));
  const starts = loopStartFrames(history);
  ev.loopEnds.forEach((e) => loopLossExplained(h, e, starts.get(e.loop)) || out.push(`loop ${e.loop}'s ${e.lost ? 'loss' : 'win'} unexplained`));
  return out;
}

/** A revealed role no slot of these plots (or the Mystery Boy) can hold rules the combination out. */
function revealedOutside(revealed: Partial<Record<CharacterId, RoleId>>, plotRoles: Set<RoleId>, boyRole: RoleId | null, virus: boolean): boolean {
  return Object.entries(revealed).some(([c, r]) => r !== 'person' && !plotRoles.has(r!) && !(c === 'mysteryBoy' && r === boyRole) && !(virus && r === 'serialKiller'));
}

/** The consistent hypotheses (see hypothesisSpace for the totals and whether it was capped). */
export function consistentHypotheses(history: PublicHistory, opts?: HypothesisOptions): Hypothesis[] {
  return hypothesisSpace(history, opts).hypotheses;
}
