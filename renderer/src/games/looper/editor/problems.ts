/**
 * A script problem as one line in the UI language, whether it came from the validator run here
 * (`message: { es, en }`) or from main's refusal of an import (`scriptProblemsOf`: flat es/en).
 */
import type { ScriptProblemReport } from '../../../../../shared/ipc/contract';
import type { ScriptProblem } from '../../../../../shared/games/looper/validate-script';

export type AnyScriptProblem = ScriptProblem | ScriptProblemReport;

export function problemMessage(problem: AnyScriptProblem, locale: string): string {
  const texts = 'message' in problem ? problem.message : problem;
  return locale === 'en' ? texts.en : texts.es;
}

/** "secret.cast[2].role: …": the path says where, for a file the writer will open in an editor. */
export function problemLine(problem: AnyScriptProblem, locale: string): string {
  const message = problemMessage(problem, locale);
  return problem.path && !message.startsWith(problem.path) ? `${problem.path}: ${message}` : message;
}
