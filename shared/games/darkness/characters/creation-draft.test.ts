import { describe, expect, it } from 'vitest';
import { blankCreationChoice, withOccupation } from './creation-draft';
import { creationSummary, validateCreation } from './creation';

describe('creation draft helpers', () => {
  it('a blank draft has 6 attribute points and 10 skill points to place', () => {
    const blank = blankCreationChoice();
    expect(creationSummary(blank)).toEqual({ attributePointsLeft: 6, skillPointsLeft: 10, skillCosts: [] });
    expect(validateCreation(blank).map((p) => p.code)).toEqual(['name_missing', 'custom_occupation_missing', 'attribute_points_wrong', 'skill_points_left']);
  });

  it('D35 choosing an occupation adds its free skill; changing it takes the free one away and adds the new one', () => {
    const thief = withOccupation({ ...blankCreationChoice(), skills: [{ skill: 'search', tier: 'basic' }] }, 'thief');
    expect(thief.skills).toEqual([
      { skill: 'lockpicking', tier: 'basic' },
      { skill: 'search', tier: 'basic' },
    ]);
    expect(thief.customOccupation).toBeUndefined();
    expect(creationSummary(thief).skillPointsLeft).toBe(7);
    const professor = withOccupation(thief, 'professor');
    expect(professor.skills).toEqual([
      { skill: 'perception', tier: 'basic' },
      { skill: 'search', tier: 'basic' },
    ]);
  });

  it('D34 a granted skill raised to expert stays when the occupation changes (its step up was paid)', () => {
    const thief = withOccupation(blankCreationChoice(), 'thief');
    const raised = { ...thief, skills: [{ skill: 'lockpicking', tier: 'expert' as const }] };
    expect(withOccupation(raised, 'politician').skills).toEqual([
      { skill: 'leadership', tier: 'basic' },
      { skill: 'lockpicking', tier: 'expert' },
    ]);
  });

  it('D32 a doctor gets the chosen grant skill, and none until one is chosen', () => {
    const doctor = withOccupation(blankCreationChoice(), 'doctor');
    expect(doctor.skills).toEqual([]);
    const chosen = withOccupation(doctor, 'doctor', 'medical_care');
    expect(chosen.grantSkill).toBe('medical_care');
    expect(chosen.skills).toEqual([{ skill: 'medical_care', tier: 'basic' }]);
    const switched = withOccupation(chosen, 'doctor', 'first_aid');
    expect(switched.skills).toEqual([{ skill: 'first_aid', tier: 'basic' }]);
    expect(withOccupation(switched, 'custom').skills).toEqual([]);
  });
});
