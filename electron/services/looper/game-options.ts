/**
 * Tragedy Looper's options, sent by reference and resolved in main before the engine sees them
 * (registered in ../option-registry.ts). A game is started with `{ scriptId, loops? }` or `{ generate: { seed, tragedySet, … } }`:
 * the renderer may be showing a protagonist, so it never holds a script's secret card, and a
 * generated script is generated here for the same reason (L180). Main puts the whole script into the
 * options, and so into the session's options_json: a save replays without the library, and a
 * script deleted later does not break a game that already uses it.
 */
import { z } from 'zod';
import { ServiceError } from '../errors';
import type { ScriptLibraryService } from './script-library';
import { generateScript } from '../../../shared/games/looper/generate-script';
import { CHARACTERS, TRAGEDY_SETS, type TragedySetId } from '../../../shared/games/looper/ids';
import { MAX_DAYS, MAX_LOOPS } from '../../../shared/games/looper/validate-script';
import type { Script } from '../../../shared/games/looper/script';

const byId = z.strictObject({
  scriptId: z.string().min(1).max(64),
  loops: z.number().int().min(1).max(99).optional(),
});

const generated = z.strictObject({
  generate: z.strictObject({
    seed: z.union([z.string().trim().min(1).max(64), z.number().int().min(0).max(999_999_999)]),
    tragedySet: z.enum(TRAGEDY_SETS),
    loops: z.number().int().min(1).max(MAX_LOOPS).optional(),
    days: z.number().int().min(1).max(MAX_DAYS).optional(),
    castSize: z.number().int().min(1).max(CHARACTERS.length).optional(),
  }),
});

const looperRequest = z.union([byId, generated]);

/**
 * A generated script's figures when the request leaves them out (L180): the middle of the
 * shipped scripts of each set, so a surprise script plays like a shipped one.
 */
export const GENERATED_DEFAULTS: Readonly<Record<TragedySetId, { loops: number; days: number; castSize: number }>> = {
  firstSteps: { loops: 4, days: 5, castSize: 7 },
  basicTragedy: { loops: 4, days: 6, castSize: 9 },
};

/**
 * `{ scriptId, loops? }` → `{ script, loops? }`. Whether the loop count suits the script is
 * the engine's parseOptions' call, made right after this with the full script.
 */
export function resolveLooperOptions(scripts: ScriptLibraryService, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = looperRequest.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(options)';
    throw new ServiceError('invalid_options', `Tragedy Looper options are { scriptId, loops? } or { generate: { seed, tragedySet } }: ${where}: ${issue.message}`, {
      issues: `${where}: ${issue.message}`,
    });
  }
  if ('generate' in parsed.data) return { script: generatedScript(parsed.data.generate) };
  const { scriptId, loops } = parsed.data;
  const script = scripts.get(scriptId);
  return loops === undefined ? { script } : { script, loops };
}

/** The request's figures over the set's defaults; figures the generator refuses are invalid_options, not a crash. */
function generatedScript(request: z.infer<typeof generated>['generate']): Script {
  const { seed, tragedySet } = request;
  const figures = { ...GENERATED_DEFAULTS[tragedySet], ...withoutUndefined({ loops: request.loops, days: request.days, castSize: request.castSize }) };
  try {
    return generateScript({ tragedySet, seed, ...figures });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    throw new ServiceError('invalid_options', `Cannot generate that script: ${e.message}`, { issues: `generate: ${e.message}` });
  }
}

function withoutUndefined<T extends Record<string, number | undefined>>(values: T): Partial<Record<keyof T, number>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<Record<keyof T, number>>;
}
