import { describe, expect, it } from 'vitest';
import { dayEndUses, isDayEndUseLegal, resolveDayEnd, resolveMandatoryDayEnd } from './day-end';
import { charOf, privateLines, publicLines, setChar, testState } from './test-states';

describe('day end', () => {
  it('Serial Killer: exactly one other living character at its location dies', () => {
    const s = testState({ set: 'firstSteps', subPlots: ['shadowOfTheRipper'], cast: [['nurse', 'serialKiller'], 'doctor', 'alien'] });
    resolveMandatoryDayEnd(s);
    expect(charOf(s, 'doctor').alive).toBe(false);
    expect(publicLines(s)).toEqual([{ key: 'characterDied', params: { character: 'doctor' } }]);
    expect(privateLines(s)).toEqual([{ key: 'dayEndSource', params: { effect: 'serialKiller', source: 'nurse' }, to: 0 }]);
  });

  it('Serial Killer with two others, or none, kills nobody; corpses do not count', () => {
    const s = testState({ set: 'firstSteps', subPlots: ['shadowOfTheRipper'], cast: [['nurse', 'serialKiller'], 'doctor', 'patient'] });
    resolveMandatoryDayEnd(s);
    expect(s.log).toEqual([]);
    setChar(s, 'patient', { alive: false });
    resolveMandatoryDayEnd(s);
    expect(charOf(s, 'doctor').alive).toBe(false);
  });

  it('L22 two Serial Killers alone together kill each other', () => {
    const s = testState({ subPlots: ['theHiddenFreak', 'paranoiaVirus'], cast: [['nurse', 'serialKiller'], 'doctor', ['alien', 'conspiracyTheorist'], ['boyStudent', 'friend']] });
    setChar(s, 'doctor', { paranoia: 3 }); // L20: a Person under the virus
    resolveMandatoryDayEnd(s);
    expect(charOf(s, 'nurse').alive).toBe(false);
    expect(charOf(s, 'doctor').alive).toBe(false);
  });

  it('L61 a Boss Serial Killer does not reach his Turf', () => {
    const s = testState({ set: 'firstSteps', subPlots: ['shadowOfTheRipper'], cast: [{ character: 'boss', role: 'serialKiller', turf: 'school' }, 'boyStudent'] });
    resolveMandatoryDayEnd(s);
    expect(charOf(s, 'boyStudent').alive).toBe(true);
  });

  it('Killer may kill the Key Person at its location with 2 Intrigue, ending the loop', () => {
    const s = testState({ cast: [['nurse', 'killer'], ['doctor', 'keyPerson'], ['patient', 'brain']] });
    setChar(s, 'doctor', { intrigue: 1 });
    expect(dayEndUses(s)).toEqual([]);
    setChar(s, 'doctor', { intrigue: 2 });
    expect(dayEndUses(s)).toEqual([{ effect: 'killerKillsKeyPerson', source: 'nurse' }]);
    resolveDayEnd(s, { effect: 'killerKillsKeyPerson', source: 'nurse' });
    expect(charOf(s, 'doctor').alive).toBe(false);
    expect(s.loopOver).toEqual({ reason: 'keyPersonDied' });
  });

  it('L65 Killer does not target a Factor with the Key Person abilities', () => {
    const s = testState({ subPlots: ['unknownFactorX', 'aLoveAffair'], cast: [['nurse', 'killer'], ['doctor', 'factor']] });
    s.locationIntrigue.city = 2;
    setChar(s, 'doctor', { intrigue: 3 });
    expect(dayEndUses(s)).toEqual([]);
  });

  it('L3 a Boss Killer reaches the Key Person in his Turf', () => {
    const s = testState({ cast: [{ character: 'boss', role: 'killer', turf: 'school' }, ['boyStudent', 'keyPerson']] });
    setChar(s, 'boyStudent', { intrigue: 2 });
    expect(dayEndUses(s)).toEqual([{ effect: 'killerKillsKeyPerson', source: 'boss' }]);
  });

  it('Killer with 4 Intrigue may kill the protagonists', () => {
    const s = testState({ cast: [['nurse', 'killer']] });
    setChar(s, 'nurse', { intrigue: 4 });
    expect(dayEndUses(s)).toEqual([{ effect: 'killerKillsProtagonists', source: 'nurse' }]);
    resolveDayEnd(s, { effect: 'killerKillsProtagonists', source: 'nurse' });
    expect(s.loopOver).toEqual({ reason: 'protagonistsDied' });
    expect(publicLines(s)).toEqual([{ key: 'protagonistsDied', params: {} }]);
  });

  it('Loved One with 3 Paranoia and 1 Intrigue may kill the protagonists', () => {
    const s = testState({ subPlots: ['aLoveAffair', 'circleOfFriends'], cast: [['nurse', 'lovedOne'], ['doctor', 'lover']] });
    setChar(s, 'nurse', { paranoia: 3 });
    expect(dayEndUses(s)).toEqual([]);
    setChar(s, 'nurse', { intrigue: 1 });
    expect(dayEndUses(s)).toEqual([{ effect: 'lovedOneKillsProtagonists', source: 'nurse' }]);
    resolveDayEnd(s, { effect: 'lovedOneKillsProtagonists', source: 'nurse' });
    expect(s.loopOver).toEqual({ reason: 'protagonistsDied' });
  });

  it('L62 Time Traveler: only on the last day, with 2 Goodwill or less, the mastermind may declare the loss', () => {
    const s = testState({ mainPlot: 'changeOfFuture', cast: [['nurse', 'timeTraveler'], ['doctor', 'cultist']], days: 4, day: 3 });
    setChar(s, 'nurse', { goodwill: 2 });
    expect(dayEndUses(s)).toEqual([]);
    s.day = 4;
    expect(dayEndUses(s)).toEqual([{ effect: 'timeTravelerLoss', source: 'nurse' }]);
    setChar(s, 'nurse', { goodwill: 3 });
    expect(dayEndUses(s)).toEqual([]);
    setChar(s, 'nurse', { goodwill: 0 });
    resolveDayEnd(s, { effect: 'timeTravelerLoss', source: 'nurse' });
    expect(s.loopOver).toEqual({ reason: 'mastermindDeclared' });
    expect(publicLines(s)).toEqual([{ key: 'protagonistsLost', params: {} }]);
  });

  it('each optional effect once a day; isDayEndUseLegal matches the list', () => {
    const s = testState({ cast: [['nurse', 'killer'], ['doctor', 'keyPerson'], 'patient'] });
    setChar(s, 'doctor', { intrigue: 2, guarded: true });
    expect(isDayEndUseLegal(s, { effect: 'killerKillsProtagonists', source: 'nurse' })).toBe(false);
    resolveDayEnd(s, { effect: 'killerKillsKeyPerson', source: 'nurse' });
    expect(charOf(s, 'doctor').alive).toBe(true);
    expect(dayEndUses(s)).toEqual([]);
  });
});
