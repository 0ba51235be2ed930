/**
 * The sheet a `created` ledger entry holds, made from the creation wizard's choice once
 * validateCreation found nothing wrong: the attributes and skills as chosen, any skill points
 * left banked, no items and the base carrying limit of 5 (§1.6). D99: the communicator everyone
 * starts with (§1.16) is not an item on the sheet: it cannot be lost, dropped or stolen, weighs
 * nothing and is worth no VP, so every sheet simply has one (the sheet view shows it).
 */
import { creationSummary, type CreationInput } from './creation';
import type { EffectiveRules } from './house-rules';
import type { CreatedSheet } from '../ledger/types';

export const BASE_CARRYING_LIMIT = 5;

/** Also the wizard's review: the sheet a valid choice would create, before anything is stored. */
export function createdSheetOf(id: string, choice: CreationInput, rules: EffectiveRules, pregen: boolean): CreatedSheet {
  const skills: CreatedSheet['skills'] = {};
  for (const chosen of choice.skills) skills[chosen.skill] = chosen.tier;
  return {
    id,
    name: choice.name.trim(),
    background: choice.background,
    occupation: choice.occupation as CreatedSheet['occupation'],
    customOccupation: choice.occupation === 'custom' ? (choice.customOccupation ?? '').trim() : null,
    portrait: choice.portrait,
    pregen,
    attributes: choice.attributes as CreatedSheet['attributes'],
    skills,
    bankedSkillPoints: Math.max(0, creationSummary(choice, rules).skillPointsLeft),
    items: [],
    allies: [],
    carryingLimit: BASE_CARRYING_LIMIT,
  };
}
