/**
 * The difficulty ladder (digest §1.3) and how a roll is read on it. A roll's level is the
 * highest pattern present (A1, A2); patterns are not nested, so 1-2-3 without a 6 is level 3
 * and still beats a 6H target. Everything here works on face counts, so the odds table
 * (odds.ts) and a single reading share one definition.
 */

export const LADDER = [
  { level: 1, code: '6H', kind: 'six', size: 1 },
  { level: 2, code: '1P', kind: 'kind', size: 2 },
  { level: 3, code: '3S', kind: 'straight', size: 3 },
  { level: 4, code: '3K', kind: 'kind', size: 3 },
  { level: 5, code: '4S', kind: 'straight', size: 4 },
  { level: 6, code: '4K', kind: 'kind', size: 4 },
  { level: 7, code: '5S', kind: 'straight', size: 5 },
  { level: 8, code: '5K', kind: 'kind', size: 5 },
] as const;

export type LadderCode = (typeof LADDER)[number]['code'];
export const MAX_LEVEL = 8;

/** The pattern that gave the roll its level: its top face and the dice that form it (high to low). */
export interface PatternHit {
  top: number;
  dice: number[];
}

export interface RollReading {
  level: number;
  code: LadderCode | null;
  pattern: PatternHit | null;
}

/** counts[f] = how many dice show face f (index 0 unused). */
export type FaceCounts = readonly number[];

export function countFaces(faces: readonly number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > 6) throw new RangeError(`a die shows 1-6, not ${f}`);
    counts[f]!++;
  }
  return counts;
}

/**
 * The best instance of one ladder step in these counts, or null when absent. "Best" = the
 * highest top face (D1): a roll holding pairs of 2s and 5s is a 1P of 5s.
 */
function bestInstance(step: (typeof LADDER)[number], counts: FaceCounts): PatternHit | null {
  if (step.kind === 'six') return counts[6]! >= 1 ? { top: 6, dice: [6] } : null;
  if (step.kind === 'kind') {
    for (let face = 6; face >= 1; face--) {
      if (counts[face]! >= step.size) return { top: face, dice: Array<number>(step.size).fill(face) };
    }
    return null;
  }
  for (let top = 6; top >= step.size; top--) {
    let run = true;
    for (let f = top - step.size + 1; f <= top; f++) if (counts[f]! === 0) run = false;
    if (run) return { top, dice: Array.from({ length: step.size }, (_, i) => top - i) };
  }
  return null;
}

/** The level (0..8) of a roll given as face counts; the odds enumeration calls this per multiset. */
export function levelOfCounts(counts: FaceCounts): number {
  for (let i = LADDER.length - 1; i >= 0; i--) if (bestInstance(LADDER[i]!, counts)) return i + 1;
  return 0;
}

/** A1/A2: the roll's level is its highest pattern present; 0 and null when there is none. */
export function readRoll(faces: readonly number[]): RollReading {
  const counts = countFaces(faces);
  for (let i = LADDER.length - 1; i >= 0; i--) {
    const step = LADDER[i]!;
    const hit = bestInstance(step, counts);
    if (hit) return { level: step.level, code: step.code, pattern: hit };
  }
  return { level: 0, code: null, pattern: null };
}

export function levelOfCode(code: LadderCode): number {
  return LADDER.find((s) => s.code === code)!.level;
}

function assertTarget(target: number): void {
  if (!Number.isInteger(target) || target < 1 || target > MAX_LEVEL) throw new RangeError(`a target is a ladder level 1-8, not ${target}`);
}

/** Meet or beat (A2): success when the roll's level is at least the target's, even if the target's own pattern is absent. */
export function succeeds(faces: readonly number[], target: number): boolean {
  assertTarget(target);
  return readRoll(faces).level >= target;
}

/** A target after Oh Crap / Woohoo shifts: a ladder level, or one of the two ends A8 defines. */
export type ShiftedTarget = { kind: 'level'; level: number } | { kind: 'impossible' } | { kind: 'automatic' };

/**
 * A8: shifting past 5K makes the check impossible (only automatic-success effects work);
 * shifting below 6H makes it an automatic success. Positive shift = harder.
 */
export function shiftTarget(target: number, shift: number): ShiftedTarget {
  assertTarget(target);
  if (!Number.isInteger(shift)) throw new RangeError(`a shift is a whole number of levels, not ${shift}`);
  const level = target + shift;
  if (level > MAX_LEVEL) return { kind: 'impossible' };
  if (level < 1) return { kind: 'automatic' };
  return { kind: 'level', level };
}

/** Whether a roll passes a shifted target; an automatic success needs no roll at all. */
export function meetsShifted(faces: readonly number[] | null, target: ShiftedTarget): boolean {
  if (target.kind === 'automatic') return true;
  if (target.kind === 'impossible') return false;
  return faces !== null && readRoll(faces).level >= target.level;
}
