/**
 * The ways the protagonists can lose the current loop, for the mastermind's screen, and which
 * hold right now. Built from the very checks the engine runs (plots.ts for [Loop end], the
 * day-end effects' own list, the cast for the Key Person and Friends), never a second copy of
 * the rules. Mastermind-only: it reads the secret card; call it on `view.mastermindState`.
 */
import type { CharacterId, PlotId } from './ids';
import { dayEndUses } from './day-end';
import { friendsDead, plotLossMet } from './plots';
import { activePlots, characterOf, scriptedRole } from './state';
import type { DayEndEffectId, LooperState } from './types';

export interface LossCondition {
  /** A plot's [Loop end] rule, a role's (death or [Day end] effect), or the loop already lost. */
  source: 'plot' | 'role' | 'loopOver';
  /** The plot id; for a role 'keyPersonDied', 'friendDied' or a day-end effect id; for loopOver its reason. */
  id: string;
  met: boolean;
  /** The cast member a role condition is about. */
  character?: CharacterId;
}

/** The day-end effects that cost the protagonists the loop, and the role that brings each. */
const DAY_END_LOSSES: { effect: DayEndEffectId; role: 'killer' | 'lovedOne' | 'timeTraveler' }[] = [
  { effect: 'killerKillsKeyPerson', role: 'killer' },
  { effect: 'killerKillsProtagonists', role: 'killer' },
  { effect: 'lovedOneKillsProtagonists', role: 'lovedOne' },
  { effect: 'timeTravelerLoss', role: 'timeTraveler' },
];

export function lossConditions(s: LooperState): LossCondition[] {
  const out: LossCondition[] = [];
  for (const plot of activePlots(s) as PlotId[]) {
    const met = plotLossMet(s, plot);
    if (met !== null) out.push({ source: 'plot', id: plot, met });
  }
  const cast = s.script.secret.cast.map((m) => m.character);
  for (const character of cast.filter((id) => scriptedRole(s, id) === 'keyPerson')) {
    out.push({ source: 'role', id: 'keyPersonDied', character, met: characterOf(s, character)?.alive === false });
  }
  for (const { character, dead } of friendsDead(s)) out.push({ source: 'role', id: 'friendDied', character, met: dead });
  // "Met" for a [Day end] effect: the mastermind could trigger it at this day's end as things stand.
  const available = dayEndUses(s);
  for (const { effect, role } of DAY_END_LOSSES) {
    for (const character of cast.filter((id) => scriptedRole(s, id) === role)) {
      out.push({ source: 'role', id: effect, character, met: available.some((u) => u.effect === effect && u.source === character) });
    }
  }
  if (s.loopOver) out.push({ source: 'loopOver', id: s.loopOver.reason, met: true });
  return out;
}
