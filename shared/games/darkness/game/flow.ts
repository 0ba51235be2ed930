/**
 * When Darkness Comes' flow, declared in one place (boardgame.io's flow): which step follows which.
 * A rule module changes the draft and returns what happens next (next.ts) instead of calling the
 * next step itself; `runFlow` runs that step, then whatever it returns, until someone must decide
 * (a pending decision) or nothing is left to do.
 *
 *   a hero's action (rules.ts) ─▶ a check, an encounter, a fight or the turn's end
 *   an encounter: the flipped disc (encounters.ts) ─▶ a check (search, recruit, security, calm) or a fight
 *   a fight (combat.ts) ─▶ its rolls, one check at a time, until the foe falls, the hero flees or the rounds end
 *   a check (checks.ts) ─▶ the pool builder waits; roll, re-roll, keep ─▶ resolved (or resolved at once)
 *   resolved ─▶ what the check was for (AFTER_CHECK, by purpose) ─▶ perhaps another check, fight or the turn's end
 *   the turn's end (turn.ts) ─▶ the next hero's turn, or the round's end (round.ts: doom clock, events,
 *                                the Master's round or the adversaries' own turn) and the next round
 */
import type { RuleError } from '../../../engine/errors';
import { followSteps, runSteps } from '../../../engine/flow';
import { onHealOtherCheck, onHealSelfCheck, onPerceptionCheck, onTakeCheck } from './actions';
import { onCarryCheck } from './carry';
import { startCheck } from './checks';
import { onCombatCheck, startCombat } from './combat';
import { onDoorCheck, onWindowCheck } from './doors';
import { flipDisc, onEncounterCheck } from './encounters';
import { onLootCheck } from './master-search';
import { onMovementRoll } from './movement';
import type { Next, Outcome } from './next';
import { onScenarioCheck } from './scenario';
import { endHeroTurn } from './turn';
import type { CheckPurpose, CheckSpec, DarknessState, RollRecord } from './types';

type AfterCheck = (s: DarknessState, check: CheckSpec, roll: RollRecord) => Next | null | void;

/** What a decided check goes on to, by what it was for. Every continuation sees the final roll (after re-rolls). */
const AFTER_CHECK: Record<CheckPurpose['kind'], AfterCheck> = {
  movement: onMovementRoll,
  door: onDoorCheck,
  window: onWindowCheck,
  perception: onPerceptionCheck,
  healOther: onHealOtherCheck,
  healSelf: onHealSelfCheck,
  take: onTakeCheck,
  carry: onCarryCheck,
  search: onEncounterCheck,
  recruit: onEncounterCheck,
  security: onEncounterCheck,
  calm: onEncounterCheck,
  initiative: onCombatCheck,
  attack: onCombatCheck,
  defend: onCombatCheck,
  retreat: onCombatCheck,
  scenario: onScenarioCheck,
  loot: onLootCheck,
};

function step(s: DarknessState, n: Next): Next | null | void {
  switch (n.step) {
    case 'check': return startCheck(s, n.spec);
    case 'resolved': return AFTER_CHECK[n.check.purpose.kind](s, n.check, n.roll);
    case 'encounter': return flipDisc(s, n.seat, n.disc);
    case 'fight': return startCombat(s, n.seat, n.disc, n.vsSecurity);
    case 'endTurn': return endHeroTurn(s);
  }
}

/** Runs `next`, then what it leads to, until nothing more follows. */
export function runFlow(s: DarknessState, next: Next | null | void): void {
  runSteps(s, next, step);
}

/** An action handler's outcome played out: its refusal as it is, or null once all it set off has run. */
export function follow(s: DarknessState, outcome: Outcome): RuleError | null {
  return followSteps(s, outcome, step);
}
