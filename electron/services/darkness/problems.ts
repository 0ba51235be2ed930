/**
 * Refusals that carry a list of problems (a character's creation choice breaks several rules at
 * once). ServiceError params are flat strings and numbers, so the list travels as JSON in
 * `problems`, as invalid_script does (the renderer reads it the same way).
 */
import type { LedgerProblem } from '../../../shared/games/darkness/ledger/types';
import { ServiceError } from '../errors';

export interface ReportedProblem {
  path: string;
  code: string;
  message: { es: string; en: string };
}

export function problemsError(code: string, summary: string, problems: readonly ReportedProblem[]): ServiceError {
  const first = problems[0];
  const list = problems.map((p) => ({ path: p.path, code: p.code, es: p.message.es, en: p.message.en }));
  return new ServiceError(code, `${summary} (${problems.length} problem${problems.length === 1 ? '' : 's'})${first ? `: ${first.path || '(choice)'}: ${first.message.en}` : ''}`, {
    count: problems.length,
    problems: JSON.stringify(list),
  });
}

/** A ledger rule's refusal keeps its own code and params, so the renderer shows its own text. */
export function ledgerError(problem: LedgerProblem): ServiceError {
  return new ServiceError(problem.code, problem.message.en, { ...problem.params, ...(problem.entryId ? { entryId: problem.entryId } : {}) });
}
