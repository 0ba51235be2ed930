/**
 * A rule violation or bad input, typed so the UI can translate it (`errors.<code>`)
 * with its params, while `message` stays readable in logs and tests.
 */
export interface RuleError {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

export function ruleError(code: string, message: string, params: Record<string, string | number> = {}): RuleError {
  return { code, params, message };
}
