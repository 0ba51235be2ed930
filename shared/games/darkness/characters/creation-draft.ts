/**
 * Pure helpers for the creation wizard's draft: where a new character starts, and what changing the
 * occupation does to the skill list (the granted skill comes and goes with it, D35). They never
 * touch the attributes: the player places those, and validateCreation says what is still wrong.
 */
import { ATTRIBUTES, CREATION_ATTRIBUTE_MIN, type Attributes } from './attributes';
import type { CreationChoice } from './creation-choice';
import { grantedSkill } from './creation';
import { occupationById, type OccupationId } from './occupations';

/** Every attribute at the creation minimum (14 of the 20 points placed), no skills, initials. */
export function blankCreationChoice(): CreationChoice {
  return {
    name: '',
    background: '',
    occupation: 'custom',
    customOccupation: '',
    attributes: Object.fromEntries(ATTRIBUTES.map((a) => [a, CREATION_ATTRIBUTE_MIN])) as Attributes,
    skills: [],
    portrait: { kind: 'initials' },
  };
}

/**
 * The draft with another occupation: the old grant skill leaves if it was held at basic (it was
 * free, so keeping it would silently charge for it); one held at expert stays, since its step up
 * was paid. The new grant skill is added at basic when not already held.
 */
export function withOccupation(choice: CreationChoice, occupation: OccupationId, grantSkill?: string): CreationChoice {
  const oldGrant = grantedSkill(choice, occupationById(choice.occupation));
  const next: CreationChoice = { ...choice, occupation, skills: choice.skills.filter((s) => !(s.skill === oldGrant && s.tier === 'basic')) };
  delete next.grantSkill;
  delete next.customOccupation;
  if (grantSkill !== undefined) next.grantSkill = grantSkill;
  if (occupation === 'custom') next.customOccupation = choice.customOccupation ?? '';
  const newGrant = grantedSkill(next, occupationById(occupation));
  if (newGrant !== undefined && !next.skills.some((s) => s.skill === newGrant)) next.skills = [{ skill: newGrant, tier: 'basic' }, ...next.skills];
  return next;
}
