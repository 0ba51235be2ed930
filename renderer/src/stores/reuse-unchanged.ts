/**
 * Structural sharing for snapshots: `next` with every part that equals (by value) the same
 * part of `previous` replaced by `previous`'s own object. Vue then sees unchanged props as
 * unchanged (same object) and skips re-rendering the components that show them, so a move
 * re-renders what it changed, not the whole table. Values are compared, never guessed: what
 * comes back is always deep-equal to `next`, so no part of another view can slip in. Maps are
 * shared entry by entry too (a table's models derived from the view, e.g. cards by target).
 */
export function reuseUnchanged<T>(previous: unknown, next: T): T {
  return share(previous, next) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Returns `prev` when deep-equal to `next`, else `next` with its equal children taken from `prev`. */
function share(prev: unknown, next: unknown): unknown {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item, i) => {
      const shared = i < prev.length ? share(prev[i], item) : item;
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return same ? prev : out;
  }
  if (prev instanceof Map && next instanceof Map) {
    // A table's derived models (cards by target): entries compared by key, values shared as above.
    let same = prev.size === next.size;
    const out = new Map<unknown, unknown>();
    for (const [key, value] of next) {
      const shared = prev.has(key) ? share(prev.get(key), value) : value;
      if (!prev.has(key) || shared !== prev.get(key)) same = false;
      out.set(key, shared);
    }
    return same ? prev : out;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = Object.prototype.hasOwnProperty.call(prev, key) ? share(prev[key], next[key]) : next[key];
      if (shared !== prev[key] || !Object.prototype.hasOwnProperty.call(prev, key)) same = false;
      out[key] = shared;
    }
    return same ? prev : out;
  }
  return next;
}
