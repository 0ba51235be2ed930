import { describe, expect, it } from 'vitest';
import { skillById } from './skills';
import { OCCUPATIONS, occupationById } from './occupations';

describe('occupations', () => {
  it('A7 are the seed\'s six, each marking a 4 in one attribute and granting a skill of that attribute, plus a custom one', () => {
    const grants = Object.fromEntries(OCCUPATIONS.map((o) => [o.id, o.grant && [o.grant.attribute, o.grant.value, ...o.grant.skills]]));
    expect(grants).toEqual({
      police_officer: ['attack', 4, 'firearms'],
      doctor: ['medicine', 4, 'first_aid', 'medical_care'],
      thief: ['dexterity', 4, 'lockpicking'],
      professor: ['intelligence', 4, 'perception'],
      politician: ['persuasion', 4, 'leadership'],
      military_officer: ['attack', 4, 'hand_to_hand', 'melee_weapons'],
      custom: null,
    });
    for (const o of OCCUPATIONS) {
      for (const id of o.grant?.skills ?? []) expect(skillById(id)?.attribute, `${o.id} ${id}`).toBe(o.grant!.attribute);
      expect(o.name.es.length * o.name.en.length).toBeGreaterThan(0);
    }
  });

  it('are found by id, and an unknown id finds nothing', () => {
    expect(occupationById('thief')!.name.es).toBe('Ladrón');
    expect(occupationById('wizard')).toBeUndefined();
  });
});
