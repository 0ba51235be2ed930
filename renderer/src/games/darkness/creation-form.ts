/**
 * The creation wizard's form as pure steps over R1's `CreationChoice`: sensible starting values,
 * an occupation change that keeps its granted skill on the list (A7), one tier per skill, the
 * problems of `validateCreation` sorted into the wizard's steps, and the draft's round trip
 * (a stored draft is untrusted: it goes through R1's shape schema, and a bad one is dropped).
 */
import {
  ATTRIBUTES,
  CREATION_ATTRIBUTE_MIN,
  creationChoiceSchema,
  creationSkillCost,
  grantedSkill,
  occupationById,
  type CreationChoice,
  type CreationProblem,
  type EffectiveRules,
  type OccupationId,
  type SkillDefinition,
  type SkillTier,
} from '../../../../shared/games/darkness/characters';

export const WIZARD_STEPS = ['identity', 'occupation', 'attributes', 'skills', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function startingChoice(): CreationChoice {
  const attributes = Object.fromEntries(ATTRIBUTES.map((id) => [id, CREATION_ATTRIBUTE_MIN])) as CreationChoice['attributes'];
  return withOccupation({ name: '', background: '', occupation: 'custom', customOccupation: '', attributes, skills: [], portrait: { kind: 'initials' } }, 'police_officer');
}

/**
 * D138: choosing an occupation puts its granted skill on the list at basic (free, A7) — the
 * previous occupation's free skill leaves with it — and a choice between two grants waits for
 * the player instead of guessing.
 */
export function withOccupation(choice: CreationChoice, id: OccupationId): CreationChoice {
  const before = grantedSkill(choice, occupationById(choice.occupation));
  const occupation = occupationById(id);
  const grants = occupation?.grant?.skills ?? [];
  let skills = choice.skills.filter((s) => !(s.skill === before && s.tier === 'basic' && !grants.includes(s.skill)));
  const grantSkill = grants.length > 1 && choice.grantSkill && grants.includes(choice.grantSkill) ? choice.grantSkill : undefined;
  const granted = grants.length === 1 ? grants[0] : grantSkill;
  if (granted && !skills.some((s) => s.skill === granted)) skills = [...skills, { skill: granted, tier: 'basic' }];
  const next: CreationChoice = { ...choice, occupation: id, skills };
  if (grants.length > 1 && grantSkill) next.grantSkill = grantSkill;
  else delete next.grantSkill;
  if (id !== 'custom') delete next.customOccupation;
  else next.customOccupation = choice.customOccupation ?? '';
  return next;
}

/** Doctor and military officer: pick which skill the occupation grants; it joins the list at basic. */
export function withGrantSkill(choice: CreationChoice, skill: string): CreationChoice {
  const previous = choice.grantSkill;
  const skills = choice.skills.filter((s) => !(s.skill === previous && s.tier === 'basic' && previous !== skill));
  return { ...choice, grantSkill: skill, skills: skills.some((s) => s.skill === skill) ? skills : [...skills, { skill, tier: 'basic' }] };
}

export function withSkillTier(choice: CreationChoice, skill: string, tier: SkillTier | 'none'): CreationChoice {
  if (tier === 'none') return { ...choice, skills: choice.skills.filter((s) => s.skill !== skill) };
  const held = choice.skills.some((s) => s.skill === skill);
  return { ...choice, skills: held ? choice.skills.map((s) => (s.skill === skill ? { skill, tier } : s)) : [...choice.skills, { skill, tier }] };
}

export function tierOf(choice: CreationChoice, skill: string): SkillTier | 'none' {
  return choice.skills.find((s) => s.skill === skill)?.tier ?? 'none';
}

/** What each tier of a skill costs this character now (the granted skill is free at basic). */
export function tierCosts(choice: CreationChoice, skill: SkillDefinition, rules: EffectiveRules): Record<SkillTier, number> {
  const isGrant = grantedSkill(choice, occupationById(choice.occupation)) === skill.id;
  return { basic: creationSkillCost(skill, 'basic', isGrant, rules), expert: creationSkillCost(skill, 'expert', isGrant, rules) };
}

/** The wizard step a problem belongs to, from its path. */
export function stepOf(problem: Pick<CreationProblem, 'path'>): WizardStep {
  const head = problem.path.split('.')[0]!;
  if (head === 'occupation' || head === 'customOccupation' || head === 'grantSkill') return 'occupation';
  if (head === 'attributes') return 'attributes';
  if (head === 'skills') return 'skills';
  return 'identity';
}

export function problemsOfStep(problems: readonly CreationProblem[], step: WizardStep): CreationProblem[] {
  return step === 'review' ? problems.slice() : problems.filter((p) => stepOf(p) === step);
}

/** One reason the review's *Crear* is disabled: a step with problems left, or nobody named as its author. */
export type CreateBlocker = { kind: 'step'; step: Exclude<WizardStep, 'review'>; count: number } | { kind: 'who' };

/** Why the character cannot be created yet, in the wizard's step order; empty when it can. */
export function createBlockers(problems: readonly CreationProblem[], who: string): CreateBlocker[] {
  const out: CreateBlocker[] = [];
  for (const step of WIZARD_STEPS) {
    if (step === 'review') continue;
    const count = problemsOfStep(problems, step).length;
    if (count > 0) out.push({ kind: 'step', step, count });
  }
  if (who.trim() === '') out.push({ kind: 'who' });
  return out;
}

export interface WizardDraft {
  choice: CreationChoice;
  step: WizardStep;
}

export function draftRecord(draft: WizardDraft): Record<string, unknown> {
  return { version: 1, choice: draft.choice, step: draft.step };
}

/** A stored draft back into the wizard, or null when it is missing, from another version or malformed. */
export function draftFromRecord(record: Record<string, unknown> | null): WizardDraft | null {
  if (!record || record.version !== 1) return null;
  const parsed = creationChoiceSchema.safeParse(record.choice);
  if (!parsed.success || occupationById(parsed.data.occupation) === undefined) return null;
  const step = (WIZARD_STEPS as readonly unknown[]).includes(record.step) ? (record.step as WizardStep) : 'identity';
  return { choice: parsed.data as CreationChoice, step };
}

/** The problems main sent with a refused creation (JSON in `params.problems`, since params are flat). */
export function refusedProblems(params: Record<string, string | number>): CreationProblem[] {
  if (typeof params.problems !== 'string') return [];
  try {
    const list = JSON.parse(params.problems) as { path: string; code: string; es: string; en: string }[];
    return Array.isArray(list) ? list.map((p) => ({ path: String(p.path), code: String(p.code), message: { es: String(p.es), en: String(p.en) } })) : [];
  } catch {
    return [];
  }
}
