/**
 * Options a renderer sends by reference, resolved in main before the engine sees them. A
 * Tragedy Looper game is started with `{ scriptId, loops? }`: the renderer may be showing a
 * protagonist, so it never holds a script's secret card. Main puts the whole script into the
 * options, and so into the session's options_json: a save replays without the library, and a
 * script deleted later does not break a game that already uses it.
 */
import { z } from 'zod';
import { ServiceError } from './errors';
import type { ScriptLibraryService } from './script-library';

/** Turns the renderer's options for one game into the options its engine parses. */
export type OptionResolver = (options: Record<string, unknown>) => Record<string, unknown>;

const looperRequest = z.strictObject({
  scriptId: z.string().min(1).max(64),
  loops: z.number().int().min(1).max(99).optional(),
});

/** The per-game hooks; a game without one gets its options as they came. */
export function optionResolvers(scripts: ScriptLibraryService): Readonly<Record<string, OptionResolver>> {
  return { looper: (options) => resolveLooperOptions(scripts, options) };
}

export function resolveGameOptions(
  resolvers: Readonly<Record<string, OptionResolver>>,
  gameId: string,
  options: Record<string, unknown>,
): Record<string, unknown> {
  const resolve = Object.prototype.hasOwnProperty.call(resolvers, gameId) ? resolvers[gameId] : undefined;
  return resolve ? resolve(options) : options;
}

/**
 * `{ scriptId, loops? }` → `{ script, loops? }`. Whether the loop count suits the script is
 * the engine's parseOptions' call, made right after this with the full script.
 */
export function resolveLooperOptions(scripts: ScriptLibraryService, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = looperRequest.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(options)';
    throw new ServiceError('invalid_options', `Tragedy Looper options are { scriptId, loops? }: ${where}: ${issue.message}`, {
      issues: `${where}: ${issue.message}`,
    });
  }
  const { scriptId, loops } = parsed.data;
  const script = scripts.get(scriptId);
  return loops === undefined ? { script } : { script, loops };
}
