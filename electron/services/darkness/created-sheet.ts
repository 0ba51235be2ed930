/**
 * The sheet a `created` ledger entry holds, made from the creation wizard's choice once
 * validateCreation found nothing wrong: the attributes and skills as chosen, the skill points
 * left banked, the communicator everyone starts with (digest §1.16: it cannot be lost, so it
 * weighs nothing and is worth no VP) and the base carrying limit of 5 (§1.6).
 */
import { creationSummary, type CreationInput, type EffectiveRules } from '../../../shared/games/darkness/characters';
import type { CreatedSheet, SheetItem } from '../../../shared/games/darkness/ledger/types';

export const BASE_CARRYING_LIMIT = 5;
export const COMMUNICATOR: SheetItem = { id: 'communicator', name: 'Comunicador', weight: 0, vp: 0, level: 0 };

export function createdSheetOf(id: string, choice: CreationInput, rules: EffectiveRules, pregen: boolean): CreatedSheet {
  const skills: CreatedSheet['skills'] = {};
  for (const chosen of choice.skills) skills[chosen.skill] = chosen.tier;
  return {
    id,
    name: choice.name.trim(),
    background: choice.background,
    occupation: choice.occupation as CreatedSheet['occupation'],
    customOccupation: choice.occupation === 'custom' ? (choice.customOccupation ?? '').trim() : null,
    portrait: choice.portrait.kind === 'generated' ? `generated-${choice.portrait.seed}` : null,
    pregen,
    attributes: choice.attributes as CreatedSheet['attributes'],
    skills,
    bankedSkillPoints: Math.max(0, creationSummary(choice, rules).skillPointsLeft),
    items: [{ ...COMMUNICATOR }],
    allies: [],
    carryingLimit: BASE_CARRYING_LIMIT,
  };
}
