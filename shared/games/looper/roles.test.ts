import { describe, expect, it } from 'vitest';
import { hasAbilitiesOf, refusalOf, roleOf, startLocationOf } from './roles';
import { setChar, testState } from './test-states';

describe('roles', () => {
  it('roleOf is the scripted role; an uncast character is a Person', () => {
    const s = testState({ cast: [['doctor', 'brain'], 'nurse'] });
    expect(roleOf(s, 'doctor')).toBe('brain');
    expect(roleOf(s, 'nurse')).toBe('person');
    expect(roleOf(s, 'alien')).toBe('person');
  });

  it('L20 Paranoia Virus: a Person with 3 or more Paranoia is a Serial Killer only while it has them', () => {
    const s = testState({ mainPlot: 'murderPlan', subPlots: ['paranoiaVirus', 'aLoveAffair'], cast: ['nurse', ['doctor', 'conspiracyTheorist']] });
    setChar(s, 'nurse', { paranoia: 2 });
    expect(roleOf(s, 'nurse')).toBe('person');
    setChar(s, 'nurse', { paranoia: 3 });
    expect(roleOf(s, 'nurse')).toBe('serialKiller');
    expect(hasAbilitiesOf(s, 'nurse', 'serialKiller')).toBe(true);
    setChar(s, 'doctor', { paranoia: 5 });
    expect(roleOf(s, 'doctor')).toBe('conspiracyTheorist');
    setChar(s, 'nurse', { paranoia: 2 });
    expect(roleOf(s, 'nurse')).toBe('person');
  });

  it('Paranoia Virus does nothing when the plot is not active', () => {
    const s = testState({ cast: ['nurse'] });
    setChar(s, 'nurse', { paranoia: 4 });
    expect(roleOf(s, 'nurse')).toBe('person');
  });

  it('Factor gains the Conspiracy Theorist abilities while the School has 2 Intrigue, the Key Person ones while the City has 2', () => {
    const s = testState({ subPlots: ['unknownFactorX', 'aLoveAffair'], cast: [['officeWorker', 'factor']] });
    expect(hasAbilitiesOf(s, 'officeWorker', 'conspiracyTheorist')).toBe(false);
    expect(hasAbilitiesOf(s, 'officeWorker', 'keyPerson')).toBe(false);
    s.locationIntrigue.school = 2;
    expect(hasAbilitiesOf(s, 'officeWorker', 'conspiracyTheorist')).toBe(true);
    expect(hasAbilitiesOf(s, 'officeWorker', 'keyPerson')).toBe(false);
    s.locationIntrigue.city = 3;
    expect(hasAbilitiesOf(s, 'officeWorker', 'keyPerson')).toBe(true);
    expect(roleOf(s, 'officeWorker')).toBe('factor');
    expect(hasAbilitiesOf(s, 'officeWorker', 'brain')).toBe(false);
  });

  it('refusalOf follows the role table: none, optional, mandatory; a Factor keeps its own optional refusal', () => {
    const s = testState({
      cast: [['doctor', 'brain'], ['nurse', 'cultist'], 'alien', ['officeWorker', 'factor'], ['boyStudent', 'witch'], ['girlStudent', 'curmudgeon'], ['popIdol', 'killer']],
    });
    expect(refusalOf(s, 'alien')).toBe('none');
    expect(refusalOf(s, 'doctor')).toBe('optional');
    expect(refusalOf(s, 'popIdol')).toBe('optional');
    expect(refusalOf(s, 'girlStudent')).toBe('optional');
    expect(refusalOf(s, 'nurse')).toBe('mandatory');
    expect(refusalOf(s, 'boyStudent')).toBe('mandatory');
    s.locationIntrigue.city = 2;
    expect(refusalOf(s, 'officeWorker')).toBe('optional');
  });

  it('L10 the Henchman starts where the mastermind chose this loop; others at their printed start', () => {
    const s = testState({ cast: ['henchman', 'doctor'] });
    expect(startLocationOf(s, 'doctor')).toBe('hospital');
    expect(startLocationOf(s, 'henchman')).toBeNull();
    s.henchmanStart = 'shrine';
    expect(startLocationOf(s, 'henchman')).toBe('shrine');
  });
});
