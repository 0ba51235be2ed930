/**
 * Untrusted actions and options come through the IPC from any client; every game checks their
 * shape with a zod schema and reports the first problem in the same words and codes, so a client
 * translates one kind of error whichever game sent it.
 */
import type { ZodError, ZodType } from 'zod';
import { ruleError, type RuleError } from './errors';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: RuleError };

function firstIssue(e: ZodError): string {
  const first = e.issues[0];
  return first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid';
}

function parseWith<T>(schema: ZodType, raw: unknown, code: string, what: string): Parsed<T> {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data as T };
  const issue = firstIssue(r.error);
  return { ok: false, error: ruleError(code, `${what}: ${issue}`, { issue }) };
}

/** The shape of an action only: whether it is legal now is apply()'s job. */
export function parseActionWith<A>(schema: ZodType, raw: unknown): Parsed<A> {
  return parseWith<A>(schema, raw, 'invalid_action', 'Malformed action');
}

/**
 * The shape of a game's options, then `check`: what a schema does not say (one field against
 * another, a script's own validation), which may also turn the parsed value into the options.
 */
export function parseOptionsWith<O>(schema: ZodType, raw: unknown): Parsed<O>;
export function parseOptionsWith<T, O>(schema: ZodType, raw: unknown, check: (value: T) => Parsed<O>): Parsed<O>;
export function parseOptionsWith<T, O>(schema: ZodType, raw: unknown, check?: (value: T) => Parsed<O>): Parsed<T | O> {
  const r = parseWith<T>(schema, raw, 'invalid_options', 'Invalid options');
  return r.ok && check ? check(r.value) : r;
}
