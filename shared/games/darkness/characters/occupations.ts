/**
 * The six occupations of the seed's table ("Ocupaciones", digest §1.16) plus a custom one. Each seed
 * occupation grants "a 4" in one attribute and one skill (A7): the 4 comes out of the 20 points (it
 * marks the occupation), the skill is free at basic tier unless the family's house rule makes it
 * paid. The doctor picks any medical skill and the military officer hand-to-hand or melee, so those
 * two grants are a choice.
 */
import type { AttributeId } from './attributes';

export const OCCUPATION_IDS = ['police_officer', 'doctor', 'thief', 'professor', 'politician', 'military_officer', 'custom'] as const;
export type OccupationId = (typeof OCCUPATION_IDS)[number];

export interface OccupationGrant {
  attribute: AttributeId;
  /** The value the occupation marks in that attribute (the seed's "puedes coger un 4"). */
  value: number;
  /** The skills the grant may be taken as (one of them). */
  skills: readonly string[];
}

export interface OccupationDefinition {
  id: OccupationId;
  name: { es: string; en: string };
  /** null for the custom occupation: it grants nothing (D33). */
  grant: OccupationGrant | null;
}

export const OCCUPATIONS: readonly OccupationDefinition[] = [
  { id: 'police_officer', name: { es: 'Oficial de policía', en: 'Police officer' }, grant: { attribute: 'attack', value: 4, skills: ['firearms'] } },
  { id: 'doctor', name: { es: 'Doctor', en: 'Doctor' }, grant: { attribute: 'medicine', value: 4, skills: ['first_aid', 'medical_care'] } },
  { id: 'thief', name: { es: 'Ladrón', en: 'Thief' }, grant: { attribute: 'dexterity', value: 4, skills: ['lockpicking'] } },
  { id: 'professor', name: { es: 'Profesor', en: 'Professor' }, grant: { attribute: 'intelligence', value: 4, skills: ['perception'] } },
  { id: 'politician', name: { es: 'Político', en: 'Politician' }, grant: { attribute: 'persuasion', value: 4, skills: ['leadership'] } },
  { id: 'military_officer', name: { es: 'Oficial militar', en: 'Military officer' }, grant: { attribute: 'attack', value: 4, skills: ['hand_to_hand', 'melee_weapons'] } },
  { id: 'custom', name: { es: 'Otra (inventada)', en: 'Other (invented)' }, grant: null },
];

const BY_ID = new Map(OCCUPATIONS.map((o) => [o.id, o]));

export function occupationById(id: string): OccupationDefinition | undefined {
  return BY_ID.get(id as OccupationId);
}
