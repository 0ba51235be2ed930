/**
 * How deep a request's JSON may nest. Writing or copying a value (JSON.stringify, structured
 * clone) recurses once per level, so a body of 100,000 nested arrays — 200 KB, well under the web
 * host's body limit — overflowed the stack where a notebook or a draft was saved. Every request is
 * measured here first, without recursion, and refused past the cap (ruling S30). Nothing Velada
 * sends comes near it: a notebook or a wizard's draft is a handful of levels deep.
 */
export const JSON_MAX_DEPTH = 64;

/**
 * The nesting depth of a plain JSON value (a scalar is 0, `{}` or `[]` is 1), counted with an
 * explicit stack and given up as soon as it passes `limit`, so it answers `limit + 1` for anything
 * deeper however deep that is.
 */
export function jsonDepth(value: unknown, limit = JSON_MAX_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return limit + 1;
    deepest = Math.max(deepest, depth);
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

/** The refusal's shape, shared by the IPC door and the services that store a document whole. */
export interface JsonTooDeep {
  code: 'json_too_deep';
  message: string;
  params: { max: number };
}

/** Null when `value` nests at most JSON_MAX_DEPTH levels, else the refusal to give. */
export function jsonTooDeep(value: unknown): JsonTooDeep | null {
  if (jsonDepth(value) <= JSON_MAX_DEPTH) return null;
  return { code: 'json_too_deep', message: `JSON nested more than ${JSON_MAX_DEPTH} levels deep is refused`, params: { max: JSON_MAX_DEPTH } };
}
