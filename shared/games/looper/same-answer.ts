/**
 * Whether an action's payload names the same answer as one entry of an allowed list, exactly
 * as comparing their canonicalJson would say, without building the strings: the hot check of
 * every `apply`. Entries are flat records of primitives; anything else falls back to the strings.
 */
import { canonicalJson } from '../../engine/hash';

function simple(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/** Members canonicalJson writes: defined, not functions. */
function written(v: unknown): boolean {
  return v !== undefined && typeof v !== 'function';
}

export function sameAnswer(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (!written(v)) continue;
    const w = y[k];
    if (!simple(v) || !simple(w) || !Object.prototype.hasOwnProperty.call(y, k)) return canonicalJson(x) === canonicalJson(y);
    if (v !== w) return false;
    count++;
  }
  for (const k of Object.keys(y)) if (written(y[k])) count--;
  return count === 0;
}
