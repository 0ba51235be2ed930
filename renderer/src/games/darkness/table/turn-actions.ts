/**
 * The active hero's buttons, one per legal action of the turn (the engine's own objects: the
 * table never builds an action the engine did not list), each with a label and a tip in the
 * table's language. Moves are chosen on the map; everything else is a button here.
 */
import type { DarknessAction, DarknessView, Seat } from '../../../../../shared/games/darkness/game/types';
import type { Translator } from '../../../i18n/translator';
import type { TableNames } from './use-table-names';

export type TurnActionType =
  | 'rollMovement' | 'explore' | 'openDoor' | 'climbWindow' | 'perception' | 'flipDisc' | 'healOther' | 'healSelf'
  | 'give' | 'drop' | 'pickUp' | 'takeFrom' | 'raiseCarry' | 'scenarioAction' | 'discardFailure' | 'searchBuilding' | 'endTurn'
  | 'buySkillPoint' | 'learnSkill';

const TURN_TYPES: ReadonlySet<string> = new Set<TurnActionType>([
  'rollMovement', 'explore', 'openDoor', 'climbWindow', 'perception', 'flipDisc', 'healOther', 'healSelf',
  'give', 'drop', 'pickUp', 'takeFrom', 'raiseCarry', 'scenarioAction', 'discardFailure', 'searchBuilding', 'endTurn',
  'buySkillPoint', 'learnSkill',
]);

export interface TurnButton {
  /** Stable id for keys and test ids ("openDoor-12,3-lockpick"). */
  id: string;
  action: DarknessAction;
  label: string;
  tip: string;
  primary: boolean;
}

/** The names the buttons need: the table's own names (use-table-names.ts). */
export type TurnNames = Pick<TableNames, 'seat' | 'disc' | 'scenarioAction' | 'locksAt' | 'tileId' | 'skill'>;

export function isTurnAction(a: DarknessAction): boolean {
  return TURN_TYPES.has(a.type);
}

export function actionId(a: DarknessAction): string {
  switch (a.type) {
    case 'rollMovement': return `rollMovement${a.cancelOhCrap ? '-cancel' : ''}`;
    case 'explore': return `explore-${a.side}${a.tile ? `-${a.tile}` : ''}`;
    case 'openDoor': return `openDoor-${a.door}-${a.method}`;
    case 'climbWindow': return `climbWindow-${a.window}`;
    case 'healOther': return `healOther-${a.target}`;
    case 'give': return `give-${a.disc}-${a.to}`;
    case 'drop': return `drop-${a.disc}`;
    case 'pickUp': return `pickUp-${a.disc}`;
    case 'takeFrom': return `takeFrom-${a.target}-${a.disc}`;
    case 'scenarioAction': return `scenarioAction-${a.action}`;
    case 'learnSkill': return `learnSkill-${a.skill}-${a.tier}`;
    default: return a.type;
  }
}

function labelParams(a: DarknessAction, names: TurnNames): Record<string, string | number> {
  switch (a.type) {
    case 'explore': return a.tile ? { side: a.side, tile: names.tileId(a.tile) } : { side: a.side };
    case 'openDoor': return { locks: names.locksAt(a.door) };
    case 'healOther': return { name: names.seat(a.target) };
    case 'give': return { disc: names.disc(a.disc), name: names.seat(a.to) };
    case 'drop':
    case 'pickUp':
      return { disc: names.disc(a.disc) };
    case 'takeFrom': return { disc: names.disc(a.disc), name: names.seat(a.target) };
    case 'scenarioAction': return { name: names.scenarioAction(a.action) };
    // D403: the price comes from the engine's own action, so the button says what will be charged.
    case 'buySkillPoint': return { cost: a.cost };
    case 'learnSkill': return { skill: names.skill(a.skill), cost: a.cost };
    default: return {};
  }
}

/** The label key of an action: one per type, the door's method and the cancelled Oh Crap apart. */
export function labelKey(a: DarknessAction): string {
  if (a.type === 'rollMovement') return a.cancelOhCrap ? 'rollMovementCancel' : 'rollMovement';
  if (a.type === 'openDoor') return a.method === 'lockpick' ? 'openDoorLockpick' : 'openDoorForce';
  if (a.type === 'explore' && a.tile) return 'exploreTile';
  if (a.type === 'learnSkill') return a.tier === 'basic' ? 'learnSkill' : 'learnSkillExpert';
  return a.type;
}

export function turnButtons(tr: Translator, legal: readonly DarknessAction[], names: TurnNames): TurnButton[] {
  return legal.filter(isTurnAction).map((a) => {
    const key = labelKey(a);
    const params = labelParams(a, names);
    if (a.type === 'explore') params.side = tr.t(`darkness.table.side.${a.side}`);
    return {
      id: actionId(a),
      action: a,
      label: tr.t(`darkness.table.action.${key}`, params),
      tip: tr.t(`darkness.table.tip.${key}`, params),
      primary: a.type === 'rollMovement' && !a.cancelOhCrap,
    };
  });
}

/**
 * What is left of the hero's turn, in words: movement points, whether they moved and acted. With a
 * Master (D342) a turn is one thing, a move of up to Speed with no roll or one action, so before
 * either the hero reads that instead of "movement not rolled".
 */
export function turnLeft(tr: Translator, view: DarknessView, masterMode = false): string[] {
  const turn = view.turn;
  const out: string[] = [];
  if (masterMode && !turn.moved && !turn.actionTaken) out.push(tr.t('darkness.table.turn.masterOne'));
  else {
    if (!turn.moved) out.push(tr.t(masterMode ? 'darkness.table.turn.masterNotMoved' : 'darkness.table.turn.notMoved'));
    else if (turn.movementLeft !== null) out.push(tr.t(masterMode ? 'darkness.table.turn.squaresLeft' : 'darkness.table.turn.movementLeft', { n: turn.movementLeft }));
    out.push(tr.t(turn.actionTaken ? 'darkness.table.turn.actionTaken' : 'darkness.table.turn.actionLeft'));
  }
  if (turn.movementFactor !== 1) out.push(tr.t('darkness.table.turn.factor', { n: turn.movementFactor }));
  if (turn.vpDiceBought > 0 || turn.rerollsBought > 0) out.push(tr.t('darkness.table.turn.vpBought', { dice: turn.vpDiceBought, rerolls: turn.rerollsBought }));
  return out;
}
