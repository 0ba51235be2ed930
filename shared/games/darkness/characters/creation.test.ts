import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ATTRIBUTES, type Attributes } from './attributes';
import { creationChoiceSchema, type ChosenSkill, type CreationChoice } from './creation-choice';
import { creationSummary, validateCreation } from './creation';
import { effectiveRules } from './house-rules';
import { OCCUPATIONS } from './occupations';

/** Skills by id, 'id:expert' for the expert tier. */
const picks = (...specs: string[]): ChosenSkill[] =>
  specs.map((spec) => {
    const [skill, tier] = spec.split(':');
    return { skill: skill!, tier: tier === 'expert' ? 'expert' : 'basic' };
  });

/** A valid thief: Dex 4, lockpicking free, 10 points on the rest. */
function thief(over: Partial<CreationChoice> = {}): CreationChoice {
  return {
    name: 'Lucía',
    background: 'Vive encima del bar.',
    occupation: 'thief',
    attributes: { speed: 3, attack: 2, dexterity: 4, intelligence: 3, persuasion: 3, medicine: 2, defense: 3 },
    skills: picks('lockpicking', 'search', 'stealth', 'climbing:expert', 'bribery'),
    portrait: { kind: 'initials' },
    ...over,
  };
}

const codes = (c: CreationChoice, rules = effectiveRules()) => validateCreation(c, rules).map((p) => p.code);
const withAttrs = (over: Partial<Attributes>) => thief({ attributes: { ...thief().attributes, ...over } });

describe('validateCreation', () => {
  it('accepts a character that follows every rule', () => {
    expect(validateCreation(thief())).toEqual([]);
    expect(creationSummary(thief())).toEqual({ attributePointsLeft: 0, skillPointsLeft: 0, skillCosts: [0, 3, 2, 4, 1] });
  });

  it('needs exactly 20 attribute points, each 2 to 5', () => {
    expect(codes(withAttrs({ speed: 4 }))).toEqual(['attribute_points_wrong']);
    expect(creationSummary(withAttrs({ speed: 4 })).attributePointsLeft).toBe(-1);
    // 6 + 1 + 1 keeps the total at 20, so only the ranges are wrong.
    const ranges = withAttrs({ speed: 6, attack: 1, intelligence: 1 });
    expect(codes(ranges)).toEqual(['attribute_out_of_range', 'attribute_out_of_range', 'attribute_out_of_range']);
    const p = validateCreation(ranges);
    expect(p.map((x) => x.path)).toEqual(['attributes.speed', 'attributes.attack', 'attributes.intelligence']);
    expect(p[0]!.message.es).toContain('de 2 a 5');
    expect(p[0]!.message.en).toContain('2 to 5');
  });

  it('reports a missing or unknown attribute', () => {
    const { defense: _gone, ...six } = thief().attributes;
    expect(codes(thief({ attributes: six as Attributes }))).toEqual(['attribute_missing']);
    expect(codes(thief({ attributes: { ...thief().attributes, luck: 3 } as Attributes }))).toEqual(['attribute_unknown']);
  });

  it('property: any 7 values of 2–5 pass the attribute rules exactly when they add up to 20', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 7, maxLength: 7 }), (values) => {
        const attributes = Object.fromEntries(ATTRIBUTES.map((a, i) => [a, values[i]!])) as Attributes;
        const got = codes(thief({ attributes })).filter((c) => c.startsWith('attribute'));
        const sum = values.reduce((a, b) => a + b, 0);
        expect(got).toEqual(sum === 20 ? [] : ['attribute_points_wrong']);
      }),
    );
  });

  it('D36 needs exactly 10 skill points: none left over, none over', () => {
    const less = thief({ skills: thief().skills.slice(0, 4) });
    expect(codes(less)).toEqual(['skill_points_left']);
    expect(creationSummary(less).skillPointsLeft).toBe(1);
    const more = thief({ skills: [...thief().skills, { skill: 'driving', tier: 'basic' }] });
    expect(codes(more)).toEqual(['skill_points_over']);
    expect(creationSummary(more).skillPointsLeft).toBe(-1);
  });

  it('D38 a skill chosen twice is refused (Martial Arts with Hand-to-Hand is allowed), and so is an unknown skill', () => {
    const unknown = thief({ skills: [...thief().skills.slice(0, 4), { skill: 'telepathy', tier: 'basic' }] });
    expect(validateCreation(unknown).map((p) => [p.path, p.code])).toEqual([
      ['skills.4.skill', 'skill_unknown'],
      ['skills', 'skill_points_left'],
    ]);
    const twice = thief({ skills: [...thief().skills.slice(0, 4), { skill: 'search', tier: 'basic' }] });
    expect(codes(twice)).toEqual(['skill_duplicate', 'skill_points_left']);
    const both = thief({
      skills: picks('lockpicking', 'martial_arts', 'hand_to_hand', 'stealth', 'driving', 'bribery', 'charm'),
    });
    expect(codes(both)).toEqual([]);
  });

  it('A7 the occupation\'s skill is free at basic tier and its 4 comes out of the 20 points', () => {
    expect(creationSummary(thief()).skillCosts[0]).toBe(0);
    // The 4 in Dexterity is counted in the 20: a 21st point would be refused.
    expect(thief().attributes.dexterity).toBe(4);
    expect(codes(withAttrs({ dexterity: 5 }))).toEqual(['attribute_points_wrong']);
  });

  it('A7 under the house rule paid_skill the occupation\'s skill costs its price from the 10 points', () => {
    const rules = effectiveRules({ A7: 'paid_skill' });
    expect(codes(thief(), rules)).toEqual(['skill_points_over']);
    expect(creationSummary(thief(), rules).skillCosts[0]).toBe(3);
  });

  it('D34 the occupation\'s skill may start at expert by paying the step up (A6: the difference)', () => {
    const expert = thief({
      skills: picks('lockpicking:expert', 'search', 'stealth', 'climbing', 'bribery'),
    });
    expect(creationSummary(expert).skillCosts).toEqual([3, 3, 2, 1, 1]);
    expect(codes(expert)).toEqual([]);
  });

  it('D31 the occupation\'s attribute must be at least its 4', () => {
    const p = validateCreation(withAttrs({ dexterity: 3, speed: 4 }));
    expect(p.map((x) => [x.path, x.code])).toEqual([['attributes.dexterity', 'occupation_attribute_low']]);
  });

  it('D32 the doctor and the military officer choose their grant skill; the others get theirs', () => {
    const doctor = thief({
      occupation: 'doctor',
      attributes: { speed: 2, attack: 2, dexterity: 3, intelligence: 3, persuasion: 3, medicine: 4, defense: 3 },
      skills: picks('first_aid', 'search', 'medical_care', 'negotiation', 'perception', 'climbing'),
    });
    expect(codes(doctor)).toEqual(['grant_skill_missing', 'skill_points_over']);
    expect(codes({ ...doctor, grantSkill: 'first_aid' })).toEqual([]);
    expect(codes({ ...doctor, grantSkill: 'lockpicking' })).toEqual(['grant_skill_not_allowed', 'skill_points_over']);
    const options = Object.fromEntries(OCCUPATIONS.map((o) => [o.id, o.grant?.skills.length ?? 0]));
    expect(options).toEqual({ police_officer: 1, doctor: 2, thief: 1, professor: 1, politician: 1, military_officer: 2, custom: 0 });
  });

  it('D35 the granted skill must be on the list (it is free, but the player sees it)', () => {
    const without = thief({ skills: thief().skills.slice(1).concat({ skill: 'driving', tier: 'expert' }) });
    expect(codes(without)).toContain('grant_skill_not_taken');
  });

  it('D33 a custom occupation needs a name and grants nothing', () => {
    const custom = thief({ occupation: 'custom', attributes: { ...thief().attributes, dexterity: 2, speed: 5 } });
    expect(codes(custom)).toEqual(['custom_occupation_missing', 'skill_points_over']);
    expect(codes({ ...custom, customOccupation: 'Cartera', skills: [{ skill: 'lockpicking', tier: 'basic' }, ...thief().skills.slice(1, 3), { skill: 'climbing', tier: 'basic' }, { skill: 'bribery', tier: 'basic' }] })).toEqual([]);
    expect(codes({ ...custom, customOccupation: 'x'.repeat(41) })).toContain('custom_occupation_too_long');
  });

  it('D37 a name of 1–40 characters after trimming; the background is optional up to 2000', () => {
    expect(codes(thief({ name: '   ' }))).toEqual(['name_missing']);
    expect(codes(thief({ name: 'ñ'.repeat(40) }))).toEqual([]);
    expect(codes(thief({ name: 'ñ'.repeat(41) }))).toEqual(['name_too_long']);
    expect(codes(thief({ background: '' }))).toEqual([]);
    expect(codes(thief({ background: 'a'.repeat(2001) }))).toEqual(['background_too_long']);
  });

  it('S31 names count what a person sees: forty emoji or accented letters fit, forty-one do not; a NUL or half a pair is refused', () => {
    const family = '👨‍👩‍👧';
    expect(codes(thief({ name: family.repeat(40) }))).toEqual([]);
    expect(codes(thief({ name: 'e\u0301'.repeat(40) }))).toEqual([]);
    expect(codes(thief({ name: family.repeat(41) }))).toEqual(['name_too_long']);
    expect(codes(thief({ name: 'Lucía\u0000' }))).toEqual(['name_invalid_character']);
    expect(codes(thief({ name: 'Lucía \uD83D' }))).toEqual(['name_invalid_character']);
    expect(codes(thief({ background: '🐙'.repeat(2000) }))).toEqual([]);
    expect(codes(thief({ occupation: 'custom', customOccupation: family.repeat(41) }))).toContain('custom_occupation_too_long');
  });

  it('D40 a generated portrait\'s seed out of range is refused, and so is an unknown occupation', () => {
    // With no occupation nothing is granted, so lockpicking is paid for and the points run over.
    expect(codes(thief({ occupation: 'wizard' as CreationChoice['occupation'] }))).toEqual(['occupation_unknown', 'skill_points_over']);
    expect(codes(thief({ portrait: { kind: 'generated', seed: 42 } }))).toEqual([]);
    expect(codes(thief({ portrait: { kind: 'generated', seed: -1 } }))).toEqual(['portrait_seed_invalid']);
  });

  it('D39 reports every problem at once, each with a path and both languages', () => {
    const bad = thief({ name: '', attributes: { ...thief().attributes, speed: 9 }, skills: [{ skill: 'nope', tier: 'basic' }] });
    const problems = validateCreation(bad);
    expect(problems.map((p) => p.code)).toEqual(['name_missing', 'attribute_out_of_range', 'attribute_points_wrong', 'skill_unknown', 'grant_skill_not_taken', 'skill_points_left']);
    for (const p of problems) {
      expect(p.path.length).toBeGreaterThan(0);
      expect(p.message.es).not.toBe(p.message.en);
    }
  });

  it('the schema takes a well-shaped choice and refuses extra fields and bad tiers before the rules run', () => {
    expect(creationChoiceSchema.safeParse(thief()).success).toBe(true);
    expect(creationChoiceSchema.safeParse({ ...thief(), level: 3 }).success).toBe(false);
    expect(creationChoiceSchema.safeParse({ ...thief(), skills: [{ skill: 'search', tier: 'master' }] }).success).toBe(false);
    expect(creationChoiceSchema.safeParse({ ...thief(), attributes: { ...thief().attributes, speed: 2.5 } }).success).toBe(false);
  });
});
