/**
 * The character-creation rules (seed "Creación de personajes", digest §1.16; rulings A6, A7,
 * D30–D45). One pure function run live by the wizard and again in main before a character is
 * saved: it reports every broken rule, never only the first, each with a path into the choice and
 * a specific message in both languages.
 */
import type { z } from 'zod';
import {
  ATTRIBUTES,
  ATTRIBUTE_NAMES,
  CREATION_ATTRIBUTE_MAX,
  CREATION_ATTRIBUTE_MIN,
  CREATION_ATTRIBUTE_POINTS,
  isAttributeId,
} from './attributes';
import { BACKGROUND_MAX_LENGTH, CUSTOM_OCCUPATION_MAX_LENGTH, NAME_MAX_LENGTH, PORTRAIT_SEED_MAX, type creationChoiceSchema } from './creation-choice';
import { fitsLimit, textFault, textLength } from '../../../text/characters';
import { DEFAULT_RULES, type EffectiveRules } from './house-rules';
import { occupationById, type OccupationDefinition } from './occupations';
import { skillById, skillCost, upgradeCost, type SkillDefinition, type SkillTier } from './skills';

export const CREATION_SKILL_POINTS = 10;

export interface CreationProblem {
  path: string;
  code: string;
  message: { es: string; en: string };
}

/** What validateCreation accepts: anything of the creation schema's shape (a CreationChoice is one). */
export type CreationInput = z.output<typeof creationChoiceSchema>;

type Report = (path: string, code: string, es: string, en: string) => void;

/** Counted as a person sees them, the same count as the file formats and the services (S31). */
const chars = textLength;
const tooLong = (s: string, max: number): boolean => !fitsLimit(s, max);

export function validateCreation(choice: CreationInput, rules: EffectiveRules = DEFAULT_RULES): CreationProblem[] {
  const problems: CreationProblem[] = [];
  const report: Report = (path, code, es, en) => problems.push({ path, code, message: { es, en } });
  checkTexts(choice, report);
  const occupation = checkOccupation(choice, report);
  checkAttributes(choice, occupation, report);
  checkSkills(choice, occupation, rules, report);
  checkPortrait(choice, report);
  return problems;
}

export interface CreationSummary {
  /** 20 minus the points placed so far (negative when over). */
  attributePointsLeft: number;
  /** 10 minus the skill points spent so far (negative when over). */
  skillPointsLeft: number;
  /** What each chosen skill costs, in the same order as `choice.skills` (0 for the free grant). */
  skillCosts: number[];
}

/** The counters the wizard shows while the player is still choosing. */
export function creationSummary(choice: CreationInput, rules: EffectiveRules = DEFAULT_RULES): CreationSummary {
  const placed = ATTRIBUTES.reduce((sum, id) => sum + (Number.isFinite(choice.attributes[id]) ? choice.attributes[id]! : 0), 0);
  const grant = grantedSkill(choice, occupationById(choice.occupation));
  const skillCosts = choice.skills.map((s) => {
    const def = skillById(s.skill);
    return def ? creationSkillCost(def, s.tier, def.id === grant, rules) : 0;
  });
  return {
    attributePointsLeft: CREATION_ATTRIBUTE_POINTS - placed,
    skillPointsLeft: CREATION_SKILL_POINTS - skillCosts.reduce((a, b) => a + b, 0),
    skillCosts,
  };
}

/**
 * What a skill costs at creation. A7: the occupation's skill is free at basic tier (house rule
 * 'paid_skill' makes it cost as usual); taking it at expert pays the step up, the difference (A6)
 * or the whole expert cost under 'pay_full_expert' (D34).
 */
export function creationSkillCost(skill: SkillDefinition, tier: SkillTier, isGrant: boolean, rules: EffectiveRules = DEFAULT_RULES): number {
  if (!isGrant || rules.A7 === 'paid_skill') return skillCost(skill, tier);
  return tier === 'basic' ? 0 : upgradeCost(skill, rules);
}

/** The occupation's granted skill for this choice: the only one, or the one picked (D32). */
export function grantedSkill(choice: Pick<CreationInput, 'grantSkill'>, occupation: OccupationDefinition | undefined): string | undefined {
  const grant = occupation?.grant;
  if (!grant) return undefined;
  if (grant.skills.length === 1) return grant.skills[0];
  return choice.grantSkill !== undefined && grant.skills.includes(choice.grantSkill) ? choice.grantSkill : undefined;
}

function checkTexts(choice: CreationInput, report: Report): void {
  const name = choice.name.trim();
  if (name === '') report('name', 'name_missing', 'El personaje necesita un nombre', 'The character needs a name');
  else if (textFault(name)) {
    report('name', 'name_invalid_character', 'El nombre tiene un carácter no válido (nulo o roto)', 'The name has an invalid character (NUL or broken)');
  } else if (tooLong(name, NAME_MAX_LENGTH)) {
    report('name', 'name_too_long', `El nombre tiene ${chars(name)} caracteres; como mucho ${NAME_MAX_LENGTH}`, `The name has ${chars(name)} characters; ${NAME_MAX_LENGTH} at most`);
  }
  if (tooLong(choice.background, BACKGROUND_MAX_LENGTH)) {
    report('background', 'background_too_long', `La historia tiene ${chars(choice.background)} caracteres; como mucho ${BACKGROUND_MAX_LENGTH}`, `The background has ${chars(choice.background)} characters; ${BACKGROUND_MAX_LENGTH} at most`);
  }
}

function checkOccupation(choice: CreationInput, report: Report): OccupationDefinition | undefined {
  const occupation = occupationById(choice.occupation);
  if (!occupation) {
    report('occupation', 'occupation_unknown', `No existe la ocupación «${choice.occupation}»`, `There is no occupation "${choice.occupation}"`);
    return undefined;
  }
  if (occupation.id === 'custom') {
    const custom = (choice.customOccupation ?? '').trim();
    if (custom === '') report('customOccupation', 'custom_occupation_missing', 'Escribe el nombre de la ocupación inventada', 'Write the invented occupation\'s name');
    else if (tooLong(custom, CUSTOM_OCCUPATION_MAX_LENGTH)) {
      report('customOccupation', 'custom_occupation_too_long', `El nombre de la ocupación tiene ${chars(custom)} caracteres; como mucho ${CUSTOM_OCCUPATION_MAX_LENGTH}`, `The occupation's name has ${chars(custom)} characters; ${CUSTOM_OCCUPATION_MAX_LENGTH} at most`);
    }
  }
  const grant = occupation.grant;
  if (grant && grant.skills.length > 1) {
    const names = grant.skills.map((id) => skillById(id)!.name);
    const es = names.map((n) => n.es).join(' o ');
    const en = names.map((n) => n.en).join(' or ');
    if (choice.grantSkill === undefined) {
      report('grantSkill', 'grant_skill_missing', `${occupation.name.es}: elige la habilidad de la ocupación (${es})`, `${occupation.name.en}: choose the occupation's skill (${en})`);
    } else if (!grant.skills.includes(choice.grantSkill)) {
      report('grantSkill', 'grant_skill_not_allowed', `${occupation.name.es}: la habilidad de la ocupación es ${es}`, `${occupation.name.en}: the occupation's skill is ${en}`);
    }
  }
  return occupation;
}

function checkAttributes(choice: CreationInput, occupation: OccupationDefinition | undefined, report: Report): void {
  for (const key of Object.keys(choice.attributes)) {
    if (!isAttributeId(key)) report(`attributes.${key}`, 'attribute_unknown', `No existe el atributo «${key}»`, `There is no attribute "${key}"`);
  }
  let total = 0;
  let complete = true;
  for (const id of ATTRIBUTES) {
    const value = choice.attributes[id];
    const name = ATTRIBUTE_NAMES[id];
    if (value === undefined || !Number.isInteger(value)) {
      complete = false;
      report(`attributes.${id}`, 'attribute_missing', `Falta el valor de ${name.es}`, `${name.en} has no value`);
      continue;
    }
    total += value;
    if (value < CREATION_ATTRIBUTE_MIN || value > CREATION_ATTRIBUTE_MAX) {
      report(`attributes.${id}`, 'attribute_out_of_range', `${name.es} vale ${value}; al crear debe ir de ${CREATION_ATTRIBUTE_MIN} a ${CREATION_ATTRIBUTE_MAX}`, `${name.en} is ${value}; at creation it must be ${CREATION_ATTRIBUTE_MIN} to ${CREATION_ATTRIBUTE_MAX}`);
    }
  }
  if (complete && total !== CREATION_ATTRIBUTE_POINTS) {
    report('attributes', 'attribute_points_wrong', `Los atributos suman ${total}; deben sumar exactamente ${CREATION_ATTRIBUTE_POINTS}`, `The attributes add up to ${total}; they must add up to exactly ${CREATION_ATTRIBUTE_POINTS}`);
  }
  const grant = occupation?.grant;
  const marked = grant ? choice.attributes[grant.attribute] : undefined;
  if (grant && marked !== undefined && Number.isInteger(marked) && marked < grant.value) {
    const name = ATTRIBUTE_NAMES[grant.attribute];
    report(`attributes.${grant.attribute}`, 'occupation_attribute_low', `${occupation!.name.es}: ${name.es} debe ser al menos ${grant.value}`, `${occupation!.name.en}: ${name.en} must be at least ${grant.value}`);
  }
}

function checkSkills(choice: CreationInput, occupation: OccupationDefinition | undefined, rules: EffectiveRules, report: Report): void {
  const grant = grantedSkill(choice, occupation);
  const seen = new Set<string>();
  let spent = 0;
  choice.skills.forEach((chosen, i) => {
    const def = skillById(chosen.skill);
    if (!def) {
      report(`skills.${i}.skill`, 'skill_unknown', `No existe la habilidad «${chosen.skill}»`, `There is no skill "${chosen.skill}"`);
      return;
    }
    if (seen.has(def.id)) {
      report(`skills.${i}.skill`, 'skill_duplicate', `${def.name.es} está elegida dos veces`, `${def.name.en} is chosen twice`);
      return;
    }
    seen.add(def.id);
    spent += creationSkillCost(def, chosen.tier, def.id === grant, rules);
  });
  if (grant !== undefined && !seen.has(grant)) {
    const def = skillById(grant)!;
    report('skills', 'grant_skill_not_taken', `Añade ${def.name.es}: la da la ocupación`, `Add ${def.name.en}: the occupation grants it`);
  }
  if (spent > CREATION_SKILL_POINTS) {
    report('skills', 'skill_points_over', `Las habilidades cuestan ${spent} puntos; hay ${CREATION_SKILL_POINTS}`, `The skills cost ${spent} points; there are ${CREATION_SKILL_POINTS}`);
  } else if (spent < CREATION_SKILL_POINTS) {
    const left = CREATION_SKILL_POINTS - spent;
    report('skills', 'skill_points_left', `Quedan ${left} puntos de habilidad por gastar`, `${left} skill points are left to spend`);
  }
}

function checkPortrait(choice: CreationInput, report: Report): void {
  const p = choice.portrait;
  if (p.kind === 'generated' && (!Number.isInteger(p.seed) || p.seed < 0 || p.seed > PORTRAIT_SEED_MAX)) {
    report('portrait.seed', 'portrait_seed_invalid', 'El retrato generado no es válido', 'The generated portrait is not valid');
  }
}
