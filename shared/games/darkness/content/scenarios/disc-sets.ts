/** Which of the 50 discs a scenario uses: all of them by default, minus a few (A17). */
import { DISCS } from '../discs';

export function allDiscsExcept(excluded: readonly string[]): string[] {
  const out = new Set(excluded);
  return DISCS.map((d) => d.id).filter((id) => !out.has(id));
}
