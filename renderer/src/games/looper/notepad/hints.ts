/**
 * The hint panel's content (L164): what the public history still allows, from the engine's
 * hypothesis search fed exactly as the protagonist bot feeds it (historyFromView of a
 * protagonist's or the public view). The search takes tens of milliseconds: the panel calls
 * this on demand, never on every render.
 */
import { hypothesisSpace, type HypothesisOptions } from '../../../../../shared/games/looper/bot/hypotheses';
import { historyFromView } from '../../../../../shared/games/looper/bot/history-from-view';
import type { CharacterId, PlotId, RoleId } from '../../../../../shared/games/looper/ids';
import { TRAGEDY_SET_DATA } from '../../../../../shared/games/looper/tragedy-sets';
import type { LooperView } from '../../../../../shared/games/looper/types';

/**
 * The protagonist bot's budget for its Time Spiral and Final Guess (bot/protagonist.ts THOROUGH):
 * a wider sample than its quick one, so a possible role is rarely missing; ≤ ~90 ms measured on
 * the shipped scripts under load, once per click.
 */
export const HINT_SEARCH: HypothesisOptions = { perPlotCap: 200, nodeBudget: 1_500_000 };

export interface HintSummary {
  /** Per character on the board, the roles some consistent hypothesis gives it (the set's order). */
  roles: { character: CharacterId; roles: RoleId[] }[];
  /** Plots active in some consistent hypothesis (main plots, then subplots). */
  plots: PlotId[];
  /** Per scheduled incident day, who may still be its culprit. */
  culprits: { day: number; characters: CharacterId[] }[];
  /** No hypothesis fits (the history is read too strictly somewhere, or a house rule was played). */
  none: boolean;
  /** The search stopped early: a role or plot may be missing from the lists. */
  capped: boolean;
}

/** Null for the mastermind's view: hints are the protagonists' deductions. */
export function hintSummary(view: LooperView): HintSummary | null {
  if (view.isMastermind) return null;
  const space = hypothesisSpace(historyFromView(view), HINT_SEARCH);
  const set = TRAGEDY_SET_DATA[view.publicCard.tragedySet];
  const rolesOf = new Map<CharacterId, Set<RoleId>>();
  const plots = new Set<PlotId>();
  for (const h of space.hypotheses) {
    for (const c of view.characters) {
      const seen = rolesOf.get(c.id) ?? new Set<RoleId>();
      seen.add(h.roles[c.id] ?? 'person');
      rolesOf.set(c.id, seen);
    }
    for (const p of [h.mainPlot, ...h.subPlots]) plots.add(p);
  }
  return {
    roles: view.characters.map((c) => ({ character: c.id, roles: set.roles.filter((r) => rolesOf.get(c.id)?.has(r)) })),
    plots: [...set.mainPlots, ...set.subPlots].filter((p) => plots.has(p)),
    culprits: view.publicCard.incidents.map((i) => ({ day: i.day, characters: space.culprits[i.day] ?? [] })),
    none: space.hypotheses.length === 0,
    capped: space.capped,
  };
}
