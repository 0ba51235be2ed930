import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, skillById, validateCreation, type CreationChoice } from '../../../../shared/games/darkness/characters';
import { createBlockers, draftFromRecord, draftRecord, problemsOfStep, refusedProblems, startingChoice, stepOf, tierCosts, tierOf, withGrantSkill, withOccupation, withSkillTier } from './creation-form';

/** Dana-like: police officer, 20 points, 10 skill points spent. */
function complete(): CreationChoice {
  let c = startingChoice();
  c = { ...c, name: 'Dana', attributes: { speed: 3, attack: 4, dexterity: 3, intelligence: 3, persuasion: 2, medicine: 2, defense: 3 } };
  for (const [skill, tier] of [['quick_reflexes', 'basic'], ['intimidation', 'basic'], ['brawn', 'basic'], ['perception', 'basic'], ['climbing', 'basic']] as const) c = withSkillTier(c, skill, tier);
  return c;
}

describe('creation form', () => {
  it('starts at the floor of every attribute with the police officer and its free firearms skill', () => {
    const c = startingChoice();
    expect(Object.values(c.attributes)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(c.occupation).toBe('police_officer');
    expect(c.skills).toEqual([{ skill: 'firearms', tier: 'basic' }]);
  });

  it('a complete choice passes R1 validation', () => {
    expect(validateCreation(complete())).toEqual([]);
  });

  it('D138 changing occupation swaps the free granted skill and waits for a choice between two grants', () => {
    const thief = withOccupation(complete(), 'thief');
    expect(tierOf(thief, 'firearms')).toBe('none');
    expect(tierOf(thief, 'lockpicking')).toBe('basic');
    const doctor = withOccupation(thief, 'doctor');
    expect(tierOf(doctor, 'lockpicking')).toBe('none');
    expect(doctor.grantSkill).toBeUndefined();
    expect(validateCreation(doctor).map((p) => p.code)).toContain('grant_skill_missing');
    const picked = withGrantSkill(doctor, 'first_aid');
    expect(tierOf(picked, 'first_aid')).toBe('basic');
    const repicked = withGrantSkill(picked, 'medical_care');
    expect([tierOf(repicked, 'first_aid'), tierOf(repicked, 'medical_care')]).toEqual(['none', 'basic']);
    const custom = withOccupation(repicked, 'custom');
    expect(custom.customOccupation).toBe('');
    expect(validateCreation(custom).map((p) => p.code)).toContain('custom_occupation_missing');
  });

  it('an upgraded grant stays when the occupation changes (the player paid for it)', () => {
    const c = withSkillTier(startingChoice(), 'firearms', 'expert');
    expect(tierOf(withOccupation(c, 'thief'), 'firearms')).toBe('expert');
  });

  it('A7 the granted skill is free at basic and pays the step to expert', () => {
    const c = startingChoice();
    expect(tierCosts(c, skillById('firearms')!, DEFAULT_RULES)).toEqual({ basic: 0, expert: 3 });
    expect(tierCosts(c, skillById('climbing')!, DEFAULT_RULES)).toEqual({ basic: 1, expert: 4 });
  });

  it('one tier per skill: choosing again replaces it, none removes it', () => {
    let c = withSkillTier(startingChoice(), 'climbing', 'basic');
    c = withSkillTier(c, 'climbing', 'expert');
    expect(c.skills.filter((s) => s.skill === 'climbing')).toEqual([{ skill: 'climbing', tier: 'expert' }]);
    expect(tierOf(withSkillTier(c, 'climbing', 'none'), 'climbing')).toBe('none');
  });

  it('sorts every problem into its step; the review shows them all', () => {
    const problems = validateCreation({ ...withOccupation(startingChoice(), 'custom'), name: '' });
    const steps = new Set(problems.map(stepOf));
    expect([...steps].sort()).toEqual(['attributes', 'identity', 'occupation', 'skills']);
    expect(problemsOfStep(problems, 'review')).toEqual(problems);
    expect(problemsOfStep(problems, 'identity').map((p) => p.code)).toEqual(['name_missing']);
  });

  it('D139 a draft comes back as it was saved; a malformed or foreign one is dropped', () => {
    const draft = { choice: complete(), step: 'skills' as const };
    expect(draftFromRecord(JSON.parse(JSON.stringify(draftRecord(draft))))).toEqual(draft);
    expect(draftFromRecord(null)).toBeNull();
    expect(draftFromRecord({ version: 2, choice: draft.choice, step: 'skills' })).toBeNull();
    expect(draftFromRecord({ version: 1, choice: { ...draft.choice, skills: 'x' }, step: 'skills' })).toBeNull();
    expect(draftFromRecord({ version: 1, choice: { ...draft.choice, occupation: 'astronaut' }, step: 'skills' })).toBeNull();
    expect(draftFromRecord({ version: 1, choice: draft.choice, step: 'nowhere' })?.step).toBe('identity');
  });

  it('reads the problems main sent with a refused creation', () => {
    const problems = validateCreation({ ...startingChoice(), name: '' });
    const params = { count: problems.length, problems: JSON.stringify(problems.map((p) => ({ path: p.path, code: p.code, es: p.message.es, en: p.message.en }))) };
    expect(refusedProblems(params)).toEqual(problems);
    expect(refusedProblems({ problems: '{oops' })).toEqual([]);
    expect(refusedProblems({})).toEqual([]);
  });
});

describe('why the review cannot create yet', () => {
  it('names each step with problems left, in the wizard order with its count, then a missing author', () => {
    const choice = { ...withOccupation(complete(), 'custom'), name: '' };
    const problems = validateCreation(choice);
    const blockers = createBlockers(problems, '  ');
    expect(blockers.map((b) => (b.kind === 'step' ? b.step : 'who'))).toEqual(['identity', 'occupation', 'who']);
    const occupation = blockers.find((b) => b.kind === 'step' && b.step === 'occupation');
    expect(occupation).toEqual({ kind: 'step', step: 'occupation', count: problemsOfStep(problems, 'occupation').length });
  });

  it('is nothing once the choice is valid and somebody is named', () => {
    expect(createBlockers(validateCreation(complete()), 'Ana')).toEqual([]);
    expect(createBlockers(validateCreation(complete()), '')).toEqual([{ kind: 'who' }]);
  });
});
