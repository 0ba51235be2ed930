/**
 * A script as a file: parse untrusted data (shape, then authoring rules), and JSON import/export.
 * Anything that fails returns every problem and no script, so nothing half-valid is ever stored
 * or played.
 */
import type { z } from 'zod';
import type { Script } from './script';
import { scriptSchema } from './script-schema';
import { validateScript, type ScriptProblem } from './validate-script';

export type ScriptParse = { ok: true; value: Script } | { ok: false; problems: ScriptProblem[] };

/** A script file is a few KB; the cap keeps a hostile file from costing the app anything. */
export const MAX_SCRIPT_BYTES = 64 * 1024;

export function parseScript(raw: unknown): ScriptParse {
  const shape = scriptSchema.safeParse(raw);
  if (!shape.success) return { ok: false, problems: shape.error.issues.map(schemaProblem) };
  const value = shape.data as Script;
  const problems = validateScript(value);
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

export function scriptFromJson(text: string): ScriptParse {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_SCRIPT_BYTES) {
    return fail('', 'too_large', `El archivo ocupa ${kb(bytes)} KB; un guion cabe en ${kb(MAX_SCRIPT_BYTES)} KB`, `The file is ${kb(bytes)} KB; a script fits in ${kb(MAX_SCRIPT_BYTES)} KB`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail('', 'bad_json', `El archivo no es JSON válido (${why})`, `The file is not valid JSON (${why})`);
  }
  return parseScript(raw);
}

/** Stable output: keys in the schema's order (then sorted), two-space indent, a final newline. */
export function scriptToJson(script: Script): string {
  return `${JSON.stringify(canonical(script), null, 2)}\n`;
}

const KEY_ORDER = [
  'id', 'handbook', 'public', 'secret', 'title', 'story', 'hints', 'difficulty', 'tragedySet', 'loops', 'days', 'incidents',
  'specialRules', 'mainPlot', 'subPlots', 'cast', 'culprits', 'character', 'role', 'entryLoop', 'turf', 'day', 'incident',
  'culprit', 'es', 'en',
];

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const rank = (k: string) => (KEY_ORDER.includes(k) ? KEY_ORDER.indexOf(k) : KEY_ORDER.length);
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = canonical(v);
  }
  return out;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(bytes % 1024 ? 1 : 0);
}

function fail(path: string, code: string, es: string, en: string): ScriptParse {
  return { ok: false, problems: [{ path, code, message: { es, en } }] };
}

/** zod's path ['secret', 'cast', 3, 'role'] → 'secret.cast[3].role'. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}

function schemaProblem(issue: z.core.$ZodIssue): ScriptProblem {
  const path = formatPath(issue.path);
  const where = path || '(raíz)';
  const whereEn = path || '(root)';
  switch (issue.code) {
    case 'invalid_type':
      return { path, code: 'schema_type', message: { es: `${where}: falta o no es del tipo esperado (${issue.expected})`, en: `${whereEn}: missing or not a ${issue.expected}` } };
    case 'invalid_value':
      return { path, code: 'schema_value', message: { es: `${where}: valor desconocido; se esperaba uno de ${issue.values.join(', ')}`, en: `${whereEn}: unknown value; expected one of ${issue.values.join(', ')}` } };
    case 'unrecognized_keys':
      return { path, code: 'schema_unknown_key', message: { es: `${where}: campo desconocido ${issue.keys.join(', ')}`, en: `${whereEn}: unknown field ${issue.keys.join(', ')}` } };
    case 'too_big':
      return { path, code: 'schema_too_big', message: { es: `${where}: pasa del máximo (${String(issue.maximum)})`, en: `${whereEn}: above the maximum (${String(issue.maximum)})` } };
    case 'too_small':
      return { path, code: 'schema_too_small', message: { es: `${where}: por debajo del mínimo (${String(issue.minimum)})`, en: `${whereEn}: below the minimum (${String(issue.minimum)})` } };
    case 'invalid_key':
    case 'invalid_format':
      return { path, code: 'schema_format', message: { es: `${where}: formato no válido`, en: `${whereEn}: invalid format` } };
    default:
      return { path, code: 'schema_invalid', message: { es: `${where}: no válido`, en: `${whereEn}: invalid` } };
  }
}
