/**
 * The reducer: one draft per action (state.ts draftOf), dispatched to the rule module that owns it;
 * what the handler sets off then runs through the flow (flow.ts). A rejected action returns its
 * RuleError and the input state is untouched (the draft is dropped).
 */
import { ruleError } from '../../../engine/errors';
import type { ApplyResult } from '../../../engine/contract';
import { applyDiscardFailure, applyDrop, applyFlipDisc, applyGive, applyHealOther, applyHealSelf, applyPerception, applyPickUp, applyRaiseCarry, applyTakeFrom } from './actions';
import { applyAddDice, applyAssist, applyKeep, applyReroll, applyRoll } from './checks';
import { applyAbsorb, applyCombatChoice } from './combat';
import { applyClimbWindow, applyInvite, applyOpenDoor } from './doors';
import { applySecurityApproach } from './encounters';
import { applyFateChoice } from './fate';
import { follow } from './flow';
import { applyMaster } from './master';
import { applySearchBuilding } from './master-search';
import { applyMoveTo, applyRollMovement } from './movement';
import type { Outcome } from './next';
import { checkObjective } from './objective';
import { startScenarioAction } from './scenario';
import { applyBuySkillPoint, applyLearnSkill } from './skills-in-play';
import { draftOf } from './state';
import { applyExplore, applyOrientTile } from './tiles';
import { actionTaken, applyEndTurn, requireAction } from './turn';
import { decidingSeat } from './deciding';
import type { DarknessAction, DarknessState, Seat } from './types';

function dispatch(s: DarknessState, seat: Seat, a: DarknessAction): Outcome {
  switch (a.type) {
    case 'rollMovement': return applyRollMovement(s, seat, a.cancelOhCrap);
    case 'moveTo': return applyMoveTo(s, seat, a.x, a.y);
    case 'explore': return applyExplore(s, seat, a.side, a.tile);
    case 'orientTile': return applyOrientTile(s, seat, a.rotation);
    case 'openDoor': return applyOpenDoor(s, seat, a.door, a.method);
    case 'climbWindow': return applyClimbWindow(s, seat, a.window);
    case 'perception': return applyPerception(s, seat);
    case 'flipDisc': return applyFlipDisc(s, seat);
    case 'healOther': return applyHealOther(s, seat, a.target);
    case 'healSelf': return applyHealSelf(s, seat);
    case 'give': return applyGive(s, seat, a.disc, a.to);
    case 'drop': return applyDrop(s, seat, a.disc);
    case 'pickUp': return applyPickUp(s, seat, a.disc);
    case 'takeFrom': return applyTakeFrom(s, seat, a.target, a.disc);
    case 'raiseCarry': return applyRaiseCarry(s, seat);
    case 'scenarioAction': {
      const err = requireAction(s, seat);
      if (err) return err;
      actionTaken(s);
      return startScenarioAction(s, seat, a.action);
    }
    case 'discardFailure': return applyDiscardFailure(s, seat);
    case 'buySkillPoint': return applyBuySkillPoint(s, seat, a.cost);
    case 'learnSkill': return applyLearnSkill(s, seat, a.skill, a.tier, a.cost);
    case 'searchBuilding': return applySearchBuilding(s, seat);
    case 'endTurn': return applyEndTurn(s, seat);
    case 'roll': return applyRoll(s, seat, a);
    case 'reroll': return applyReroll(s, seat, a.dice);
    case 'addDice': return applyAddDice(s, seat, a.count);
    case 'keep': return applyKeep(s, seat);
    case 'fateChoice': return applyFateChoice(s, seat, a.option);
    case 'securityApproach': return applySecurityApproach(s, seat, a.how);
    case 'combatChoice': return applyCombatChoice(s, seat, a.choice);
    case 'absorb': return applyAbsorb(s, seat, a.option);
    case 'assist': return applyAssist(s, seat, a.accept);
    case 'invite': return applyInvite(s, seat, a.seats);
    default:
      if (a.type.startsWith('master')) return applyMaster(s, seat, a);
      return ruleError('unknown_action', `Unknown action ${(a as { type: string }).type}`);
  }
}

export function apply(state: DarknessState, seat: Seat, action: DarknessAction): ApplyResult<DarknessState> {
  if (state.result) return { ok: false, error: ruleError('game_over', 'The game is over') };
  if (decidingSeat(state) !== seat) return { ok: false, error: ruleError('not_your_decision', 'It is not this seat\'s decision') };
  const s = draftOf(state);
  const err = follow(s, dispatch(s, seat, action));
  if (err) return { ok: false, error: err };
  if (!s.result) checkObjective(s);
  return { ok: true, state: s };
}
