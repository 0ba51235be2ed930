/**
 * Rolling: the seeded PRNG for digital rolls, or faces typed in from physical dice (A9: the
 * digital pool is unlimited; physical mode may cap a hand at the box's 10 dice).
 */
import { ruleError, type RuleError } from '../../../engine/errors';
import { nextInt, type RngState } from '../../../engine/rng';

export const PHYSICAL_DICE_IN_BOX = 10;

export function rollDice(rng: RngState, n: number): { faces: number[]; rng: RngState } {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`a pool is a whole number of dice, not ${n}`);
  const faces: number[] = [];
  let state = rng;
  for (let i = 0; i < n; i++) {
    const [k, next] = nextInt(state, 6);
    faces.push(k + 1);
    state = next;
  }
  return { faces, rng: state };
}

/** A VP re-roll (1 VP, after the roll): only the die at `index` changes. */
export function rerollDie(rng: RngState, faces: readonly number[], index: number): { faces: number[]; rng: RngState } {
  if (!Number.isInteger(index) || index < 0 || index >= faces.length) throw new RangeError(`no die at position ${index}`);
  const [k, next] = nextInt(rng, 6);
  const out = faces.slice();
  out[index] = k + 1;
  return { faces: out, rng: next };
}

export type PhysicalResult = { ok: true; faces: number[] } | { ok: false; error: RuleError };

/**
 * Faces typed from physical dice. Text may separate faces with spaces, commas, dashes or
 * semicolons; a run of digits with no separator is read one digit per die (D3: "6 3 2" and
 * "632" are the same hand), since a die never shows more than one digit.
 */
export function readPhysical(input: string | readonly number[], pool: number, options: { cap?: number } = {}): PhysicalResult {
  const cap = options.cap;
  if (cap !== undefined && pool > cap) {
    return { ok: false, error: ruleError('physical_pool_too_large', `Physical mode rolls at most ${cap} dice at once, not ${pool}`, { count: pool, cap }) };
  }
  const tokens = typeof input === 'string' ? tokenize(input) : input.map((n) => String(n));
  const faces: number[] = [];
  for (const [i, token] of tokens.entries()) {
    const face = /^[0-9]+$/.test(token) ? Number(token) : NaN;
    if (!Number.isInteger(face) || face < 1 || face > 6) {
      return { ok: false, error: ruleError('physical_face_invalid', `Die ${i + 1} shows "${token}", not a face 1-6`, { position: i + 1, value: token }) };
    }
    faces.push(face);
  }
  if (faces.length !== pool) {
    return { ok: false, error: ruleError('physical_count_mismatch', `Typed ${faces.length} faces for a pool of ${pool} dice`, { got: faces.length, expected: pool }) };
  }
  return { ok: true, faces };
}

function tokenize(text: string): string[] {
  const parts = text.trim().split(/[\s,;\-]+/).filter((p) => p.length > 0);
  if (parts.length === 1 && /^[0-9]+$/.test(parts[0]!)) return parts[0]!.split('');
  return parts;
}
