import { describe, expect, it } from 'vitest';
import { isMastermindAbilityLegal, mastermindAbilityUses, resolveMastermindAbility } from './mastermind-abilities';
import { resolveGoodwill } from './abilities';
import { charOf, privateLines, publicLines, setChar, testState } from './test-states';
import type { LooperState, MastermindAbilityUse } from './types';

function targets(s: LooperState, ability: MastermindAbilityUse['ability']): string[] {
  return mastermindAbilityUses(s).filter((u) => u.ability === ability).map((u) => `${u.source}>${u.target}${u.sign ? `:${u.sign}` : ''}`);
}

describe('mastermind abilities', () => {
  it('Brain places 1 Intrigue on its location or a character there, once a day; the public line has no source', () => {
    const s = testState({ cast: [['doctor', 'brain'], 'nurse', 'alien'] });
    expect(targets(s, 'brain')).toEqual(['doctor>hospital', 'doctor>doctor', 'doctor>nurse']);
    resolveMastermindAbility(s, { ability: 'brain', source: 'doctor', target: 'nurse' });
    expect(charOf(s, 'nurse').intrigue).toBe(1);
    expect(publicLines(s)).toEqual([{ key: 'counterPlaced', params: { target: 'nurse', counter: 'intrigue', n: 1 } }]);
    expect(privateLines(s)).toEqual([{ key: 'mmAbilitySource', params: { ability: 'brain', source: 'doctor' }, to: 0 }]);
    expect(targets(s, 'brain')).toEqual([]);
  });

  it('Conspiracy Theorist places 1 Paranoia on a character at its location', () => {
    const s = testState({ cast: [['nurse', 'conspiracyTheorist'], 'patient', 'alien'] });
    expect(targets(s, 'conspiracyTheorist')).toEqual(['nurse>nurse', 'nurse>patient']);
    resolveMastermindAbility(s, { ability: 'conspiracyTheorist', source: 'nurse', target: 'patient' });
    expect(charOf(s, 'patient').paranoia).toBe(1);
    expect(targets(s, 'conspiracyTheorist')).toEqual([]);
  });

  it('a Factor uses the Conspiracy Theorist ability while the School has 2 Intrigue', () => {
    const s = testState({ subPlots: ['unknownFactorX', 'aLoveAffair'], cast: [['nurse', 'factor'], 'patient'] });
    expect(targets(s, 'conspiracyTheorist')).toEqual([]);
    s.locationIntrigue.school = 2;
    expect(targets(s, 'conspiracyTheorist')).toEqual(['nurse>nurse', 'nurse>patient']);
  });

  it('L3 a Boss Brain also reaches his Turf', () => {
    const s = testState({ cast: [{ character: 'boss', role: 'brain', turf: 'school' }, 'boyStudent'] });
    expect(targets(s, 'brain')).toEqual(['boss>city', 'boss>boss', 'boss>school', 'boss>boyStudent']);
    resolveMastermindAbility(s, { ability: 'brain', source: 'boss', target: 'school' });
    expect(s.locationIntrigue.school).toBe(1);
  });

  it('L3 a Boss Conspiracy Theorist also reaches characters in his Turf', () => {
    const s = testState({ cast: [{ character: 'boss', role: 'conspiracyTheorist', turf: 'hospital' }, 'nurse'] });
    expect(targets(s, 'conspiracyTheorist')).toEqual(['boss>boss', 'boss>nurse']);
  });

  it('An Unsettling Rumor places 1 Intrigue on any location, once a loop', () => {
    const s = testState({ set: 'firstSteps', subPlots: ['anUnsettlingRumor'], cast: [['nurse', 'conspiracyTheorist']] });
    expect(targets(s, 'unsettlingRumor')).toEqual(['null>hospital', 'null>shrine', 'null>city', 'null>school']);
    resolveMastermindAbility(s, { ability: 'unsettlingRumor', source: null, target: 'school' });
    expect(s.locationIntrigue.school).toBe(1);
    s.usedToday = [];
    expect(targets(s, 'unsettlingRumor')).toEqual([]);
  });

  it('L4 the mastermind uses the Doctor\'s paranoia ability only while his role refuses, with 2 Goodwill, sharing the daily limit', () => {
    for (const rulesVersion of [2, 3]) {
      const t = testState({ cast: [['doctor', 'killer'], 'patient'], rulesVersion });
      setChar(t, 'doctor', { goodwill: 2 });
      resolveGoodwill(t, { character: 'doctor', ability: 0, target: 'patient', sign: 1 }, false);
      expect(targets(t, 'doctor')).toEqual([]);

      const person = testState({ cast: ['doctor', 'patient'], rulesVersion });
      setChar(person, 'doctor', { goodwill: 2 });
      expect(targets(person, 'doctor')).toEqual([]);
    }
  });

  it('L4 rules 2: the mastermind\'s Doctor marks the leader\'s own daily key, and may remove from nothing', () => {
    const s = testState({ cast: [['doctor', 'killer'], 'patient'], rulesVersion: 2 });
    expect(targets(s, 'doctor')).toEqual([]);
    setChar(s, 'doctor', { goodwill: 2 });
    expect(targets(s, 'doctor')).toEqual(['doctor>patient:1', 'doctor>patient:-1']);
    resolveMastermindAbility(s, { ability: 'doctor', source: 'doctor', target: 'patient', sign: 1 });
    expect(charOf(s, 'patient').paranoia).toBe(1);
    expect(s.usedToday).toContain('doctor:0');
    expect(targets(s, 'doctor')).toEqual([]);
  });

  it('L89 L90 rules 3: the mastermind\'s Doctor keeps its own daily key, and never removes from nothing', () => {
    const s = testState({ cast: [['doctor', 'killer'], 'patient'] });
    expect(s.rulesVersion).toBe(3);
    setChar(s, 'doctor', { goodwill: 2 });
    expect(targets(s, 'doctor')).toEqual(['doctor>patient:1']);
    setChar(s, 'patient', { paranoia: 1 });
    expect(targets(s, 'doctor')).toEqual(['doctor>patient:1', 'doctor>patient:-1']);
    resolveMastermindAbility(s, { ability: 'doctor', source: 'doctor', target: 'patient', sign: -1 });
    expect(charOf(s, 'patient').paranoia).toBe(0);
    expect(s.usedToday).toEqual(['mm:doctor']);
    expect(targets(s, 'doctor')).toEqual([]);
  });

  it('dead sources have no abilities; isMastermindAbilityLegal matches the list', () => {
    const s = testState({ cast: [['doctor', 'brain'], 'nurse'] });
    expect(isMastermindAbilityLegal(s, { ability: 'brain', source: 'doctor', target: 'nurse' })).toBe(true);
    expect(isMastermindAbilityLegal(s, { ability: 'brain', source: 'doctor', target: 'school' })).toBe(false);
    setChar(s, 'doctor', { alive: false });
    expect(mastermindAbilityUses(s)).toEqual([]);
  });
});
