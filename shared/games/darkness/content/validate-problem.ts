/** One problem the content validator found: where, a code for tests, and the message in es/en. */
export interface ContentProblem {
  path: string;
  code: string;
  es: string;
  en: string;
}

export function problem(path: string, code: string, es: string, en: string): ContentProblem {
  return { path, code, es, en };
}
