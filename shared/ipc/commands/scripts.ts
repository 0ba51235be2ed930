/** Tragedy Looper's script library: list, import, export, delete, and the editor's copy. */
import { z } from 'zod';
import type { Script } from '../../games/looper/script';
import { id, type IpcError } from './fields';
import type { ExportOutcome } from './sessions';

/** A Tragedy Looper script file is a few kilobytes; 64 KB leaves room for long stories. */
export const SCRIPT_JSON_MAX_CHARS = 64 * 1024;

export const scriptRequests = {
  /** Tragedy Looper's script library: shipped and imported scripts, public figures only. */
  'scripts.list': z.object({}).strict(),
  /** A script file's text as the person picked it; refused with every problem, nothing stored. */
  'scripts.import': z.object({ json: z.string().max(SCRIPT_JSON_MAX_CHARS) }).strict(),
  /** Saved like sessions.export: the file (secret card included) never reaches the renderer. */
  'scripts.export': z.object({ scriptId: id }).strict(),
  /** Imported scripts only; games already started keep their own copy. */
  'scripts.delete': z.object({ scriptId: id }).strict(),
  /**
   * The whole script, secret card included, for the script editor only: the renderer asks for it
   * behind the editor's "solo la mente maestra" cover, never while a game is on screen. Refused with
   * script_in_play while an unfinished game plays the script, like scripts.export (ruling S24).
   */
  'scripts.get': z.object({ scriptId: id }).strict(),
} as const;

/**
 * A Tragedy Looper script as the library lists it. Protagonists see this list too, so it holds
 * the handbook title and the public card's figures only: no secret card, story or hints.
 */
export interface LooperScriptSummary {
  id: string;
  title: { es: string; en: string };
  tragedySet: 'firstSteps' | 'basicTragedy';
  loops: number;
  days: number;
  /** Difficulty 1…8 per number of loops the script may be played with. */
  difficulty: Record<string, number>;
  shipped: boolean;
}

/** added false: the same script was already in the library (importing it again changes nothing). */
export interface ScriptImportResult { script: LooperScriptSummary; added: boolean }

/** One reason a script file was refused (the validator's path and message in both languages). */
export interface ScriptProblemReport { path: string; code: string; es: string; en: string }

/** The problems an `invalid_script` error carries (JSON in `params.problems`, since params are flat). */
export function scriptProblemsOf(error: IpcError): ScriptProblemReport[] {
  if (error.code !== 'invalid_script' || typeof error.params.problems !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(error.params.problems);
    return Array.isArray(parsed) ? (parsed as ScriptProblemReport[]) : [];
  } catch {
    return [];
  }
}

export interface ScriptResponses {
  'scripts.list': LooperScriptSummary[];
  'scripts.import': ScriptImportResult;
  'scripts.export': ExportOutcome;
  'scripts.delete': { deleted: true };
  'scripts.get': Script;
}
