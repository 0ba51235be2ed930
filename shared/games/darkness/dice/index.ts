/** The When Darkness Comes dice engine: the ladder, opposed rolls, exact odds, pools, VP purchases and rolling. */
export {
  LADDER,
  MAX_LEVEL,
  countFaces,
  levelOfCode,
  levelOfCounts,
  meetsShifted,
  readRoll,
  shiftTarget,
  succeeds,
  type LadderCode,
  type PatternHit,
  type RollReading,
  type ShiftedTarget,
} from './ladder';
export { bestHand, compareRolls, explainCompare, opposedOutcome, remainingDice, type Comparison, type OpposedOutcome, type TieBreak } from './opposed';
export { MAX_ODDS_DICE, exactOdds, meanLevel, oddsAtLeast, oddsExactly, type ExactOdds } from './odds';
export { MAX_VP_DICE_PER_TURN, SKILL_DICE, buildPool, type CheckKind, type HandSource, type Pool, type PoolInput, type PoolResult, type SkillTier } from './pool';
export { VP_COSTS, VP_TURN_LIMITS, markRolled, nextRoll, startTurn, vpPurchase, type VpBudget, type VpPurchase, type VpResult } from './vp';
export { PHYSICAL_DICE_IN_BOX, readPhysical, rerollDie, rollDice, type PhysicalResult } from './roll';
