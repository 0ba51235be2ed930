/**
 * What the roll helper shows after a roll: each hand's level, the dice that make its pattern,
 * which of the roller's hands counts (A4: the best one), success against a shifted target (A8)
 * or, in an opposed roll, who wins and what decided it (A3, status quo on a complete tie).
 */
import { bestHand, meetsShifted, opposedOutcome, readRoll, remainingDice, shiftTarget, type LadderCode, type ShiftedTarget, type TieBreak } from '../../../../shared/games/darkness/dice';
import { patternIndexes } from './faces-entry';
import type { Hand, Rolled } from './roll-session';

export interface HandView {
  hand: Hand;
  faces: number[];
  level: number;
  code: LadderCode | null;
  /** Positions of the dice forming the pattern that gives the level. */
  marked: number[];
  remaining: number[];
  /** This is the hand the roller's side uses. */
  counts: boolean;
}

export type Verdict =
  | { kind: 'target'; target: ShiftedTarget; success: boolean }
  | {
      kind: 'opposed';
      /** Whether the roller's side wins. */
      rollerWins: boolean;
      rollerDefends: boolean;
      decidedBy: TieBreak | 'statusQuo';
      /** For a decision by the leftover dice: the place (1 = highest) where they first differ. */
      position: number | null;
    };

export interface Outcome {
  hands: HandView[];
  verdict: Verdict;
}

export interface Goal {
  /** Ladder level 1..8 of the check; ignored in an opposed roll. */
  target: number;
  /** Oh Crap / Woohoo levels, positive = harder (A8). */
  shift: number;
  /** Opposed roll: the roller defends / holds what is contested, so a complete tie is theirs. */
  rollerDefends: boolean;
}

export function outcomeOf(rolled: Rolled, goal: Goal): Outcome {
  const own = rolled.hands.map((h, i) => (h.kind === 'opponent' ? -1 : i)).filter((i) => i >= 0);
  const best = own[bestHand(own.map((i) => rolled.faces[i]!))]!;
  const hands = rolled.hands.map((hand, i): HandView => {
    const faces = rolled.faces[i]!;
    const reading = readRoll(faces);
    return {
      hand,
      faces,
      level: reading.level,
      code: reading.code,
      marked: patternIndexes(faces, reading.pattern?.dice ?? []),
      remaining: remainingDice(faces, reading),
      counts: i === best,
    };
  });
  const opponent = rolled.hands.findIndex((h) => h.kind === 'opponent');
  if (opponent < 0) {
    const target = shiftTarget(goal.target, goal.shift);
    return { hands, verdict: { kind: 'target', target, success: meetsShifted(rolled.faces[best]!, target) } };
  }
  const mine = rolled.faces[best]!;
  const theirs = rolled.faces[opponent]!;
  const o = goal.rollerDefends ? opposedOutcome(theirs, mine) : opposedOutcome(mine, theirs);
  const rollerWins = goal.rollerDefends ? o.winner === 'defender' : o.winner === 'attacker';
  return {
    hands,
    verdict: { kind: 'opposed', rollerWins, rollerDefends: goal.rollerDefends, decidedBy: o.decidedBy, position: o.position === null ? null : o.position + 1 },
  };
}
