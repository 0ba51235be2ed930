/**
 * Increasing Unease and Spreading ask the mastermind for two characters: as one list that is
 * every ordered pair (dozens of buttons with a full cast). Past a handful, the panel asks for
 * the first character, then offers only the pairs that start with it.
 */
import type { CharacterId } from '../../../../shared/games/looper/ids';
import type { IncidentChoice } from '../../../../shared/games/looper/types';

/** A list this long is asked in two steps when its choices name two characters. */
export const TWO_STEP_AFTER = 8;

export function asksInTwoSteps(choices: readonly IncidentChoice[]): boolean {
  return choices.length > TWO_STEP_AFTER && choices.some((c) => c.second !== undefined);
}

/** The first characters the choices start with, in the order the engine offers them. */
export function firstPicks(choices: readonly IncidentChoice[]): CharacterId[] {
  const out: CharacterId[] = [];
  for (const c of choices) if (c.target !== undefined && !out.includes(c.target)) out.push(c.target);
  return out;
}

/** The choices that start with `first` (a lone-character choice for it included). */
export function choicesStartingWith<C extends IncidentChoice>(choices: readonly C[], first: CharacterId): C[] {
  return choices.filter((c) => c.target === first);
}
