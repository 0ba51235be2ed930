/**
 * A character sheet laid out for reading: attributes as dice in the seed's order, skills under
 * their governing attribute with the dice they add (A6), items with their weight against the
 * carrying limit, and health as Defense minus the permanent losses (A42). Names in the table's
 * language from R1's tables.
 */
import { ATTRIBUTES, ATTRIBUTE_CODES, ATTRIBUTE_NAMES, OCCUPATIONS, SKILLS, type AttributeId, type SkillTier } from '../../../../shared/games/darkness/characters';
import type { CharacterSheet } from '../../../../shared/games/darkness/ledger';

type Lang = 'es' | 'en';
export const lang = (locale: string): Lang => (locale === 'en' ? 'en' : 'es');

export interface AttributeRow {
  id: AttributeId;
  code: string;
  name: string;
  dice: number;
}

export interface SkillRow {
  id: string;
  name: string;
  tier: SkillTier;
  /** +1 die basic, +2 expert. */
  bonus: number;
  attributeCode: string;
  usedFor: string;
}

export interface SheetView {
  occupation: string;
  attributes: AttributeRow[];
  skills: SkillRow[];
  carried: number;
  overLimit: boolean;
  itemVp: number;
  allyVp: number;
}

export function occupationName(sheet: Pick<CharacterSheet, 'occupation' | 'customOccupation'>, locale: string): string {
  if (sheet.occupation === 'custom' && sheet.customOccupation) return sheet.customOccupation;
  return OCCUPATIONS.find((o) => o.id === sheet.occupation)?.name[lang(locale)] ?? sheet.occupation;
}

export function attributeName(id: AttributeId, locale: string): string {
  return ATTRIBUTE_NAMES[id][lang(locale)];
}

export function skillName(id: string, locale: string): string {
  return SKILLS.find((s) => s.id === id)?.name[lang(locale)] ?? id;
}

/** Also for the wizard's preview, whose created sheet has no ledger yet: only the parts read here. */
export function sheetView(sheet: Pick<CharacterSheet, 'occupation' | 'customOccupation' | 'attributes' | 'skills' | 'items' | 'allies' | 'carryingLimit'>, locale: string): SheetView {
  const l = lang(locale);
  const order = (a: AttributeId) => ATTRIBUTES.indexOf(a);
  const skills = Object.entries(sheet.skills)
    .filter((e): e is [string, SkillTier] => e[1] !== undefined)
    .map(([id, tier]) => {
      const def = SKILLS.find((s) => s.id === id);
      return {
        id,
        name: def?.name[l] ?? id,
        tier,
        bonus: tier === 'expert' ? 2 : 1,
        attributeCode: def ? ATTRIBUTE_CODES[def.attribute] : '?',
        usedFor: def?.usedFor[l] ?? '',
        rank: def ? order(def.attribute) : ATTRIBUTES.length,
      };
    })
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, locale))
    .map(({ rank: _rank, ...row }) => row);
  const carried = sheet.items.reduce((sum, item) => sum + item.weight, 0);
  return {
    occupation: occupationName(sheet, locale),
    attributes: ATTRIBUTES.map((id) => ({ id, code: ATTRIBUTE_CODES[id], name: ATTRIBUTE_NAMES[id][l], dice: sheet.attributes[id] })),
    skills,
    carried,
    overLimit: carried > sheet.carryingLimit,
    itemVp: sheet.items.reduce((sum, item) => sum + item.vp, 0),
    allyVp: sheet.allies.reduce((sum, ally) => sum + ally.vp, 0),
  };
}
