/**
 * Where a resolved check goes (by `purpose.kind`): E1's own continuations for the turn's rolls, E2's
 * for encounters, combat and scenario actions. Every continuation sees the final roll (after re-rolls).
 */
import type { CheckSpec, DarknessState, RollRecord } from './types';
import { onMovementRoll } from './movement';
import { onDoorCheck, onWindowCheck } from './doors';
import { onCarryCheck, onHealOtherCheck, onHealSelfCheck, onPerceptionCheck, onTakeCheck } from './actions';
import { onEncounterCheck } from './encounters';
import { onCombatCheck } from './combat';
import { onScenarioCheck } from './scenario';
import { onLootCheck } from './master-search';

export function onCheckResolved(s: DarknessState, check: CheckSpec, roll: RollRecord): void {
  switch (check.purpose.kind) {
    case 'movement': return onMovementRoll(s, check, roll);
    case 'door': return onDoorCheck(s, check, roll);
    case 'window': return onWindowCheck(s, check, roll);
    case 'perception': return onPerceptionCheck(s, check, roll);
    case 'healOther': return onHealOtherCheck(s, check, roll);
    case 'healSelf': return onHealSelfCheck(s, check, roll);
    case 'take': return onTakeCheck(s, check, roll);
    case 'carry': return onCarryCheck(s, check, roll);
    case 'search':
    case 'recruit':
    case 'security':
    case 'calm':
      return onEncounterCheck(s, check, roll);
    case 'initiative':
    case 'attack':
    case 'defend':
    case 'retreat':
      return onCombatCheck(s, check, roll);
    case 'scenario': return onScenarioCheck(s, check, roll);
    case 'loot': return onLootCheck(s, check, roll);
  }
}
