import { describe, expect, it } from 'vitest';
import { kill, killProtagonists } from './deaths';
import { endLoop } from './loop';
import { charOf, privateLines, publicLines, setChar, testState } from './test-states';

describe('deaths', () => {
  it('kills living characters and logs each death publicly', () => {
    const s = testState({ cast: ['nurse', 'doctor', 'patient'] });
    expect(kill(s, ['nurse', 'doctor'])).toEqual(['nurse', 'doctor']);
    expect(charOf(s, 'nurse').alive).toBe(false);
    expect(charOf(s, 'patient').alive).toBe(true);
    expect(publicLines(s)).toEqual([
      { key: 'characterDied', params: { character: 'nurse' } },
      { key: 'characterDied', params: { character: 'doctor' } },
    ]);
    expect(s.loopOver).toBeNull();
  });

  it('a corpse or an absent character does not die again', () => {
    const s = testState({ cast: ['nurse', 'godlyBeing'], at: { godlyBeing: null } });
    setChar(s, 'nurse', { alive: false });
    expect(kill(s, ['nurse', 'godlyBeing'])).toEqual([]);
    expect(s.log).toEqual([]);
  });

  it('L21 an immortal Time Traveler does not die and keeps its Extra marker; the public hears nothing', () => {
    const s = testState({ mainPlot: 'changeOfFuture', cast: [['boyStudent', 'timeTraveler'], ['nurse', 'cultist']] });
    setChar(s, 'boyStudent', { guarded: true });
    expect(kill(s, ['boyStudent'])).toEqual([]);
    expect(charOf(s, 'boyStudent')).toMatchObject({ alive: true, guarded: true });
    expect(publicLines(s)).toEqual([]);
    expect(privateLines(s)).toEqual([{ key: 'immortalSurvived', params: { character: 'boyStudent' }, to: 0 }]);
  });

  it('L21 a guarded character loses the marker instead of dying', () => {
    const s = testState({ cast: ['nurse'] });
    setChar(s, 'nurse', { guarded: true });
    expect(kill(s, ['nurse'])).toEqual([]);
    expect(charOf(s, 'nurse')).toMatchObject({ alive: true, guarded: false });
    expect(publicLines(s)).toEqual([{ key: 'guardSpent', params: { character: 'nurse' } }]);
    expect(kill(s, ['nurse'])).toEqual(['nurse']);
  });

  it('the Loved One dying gives the Lover 6 Paranoia (and the other way round)', () => {
    const s = testState({ subPlots: ['aLoveAffair', 'circleOfFriends'], cast: [['nurse', 'lover'], ['doctor', 'lovedOne']] });
    kill(s, ['doctor']);
    expect(charOf(s, 'nurse').paranoia).toBe(6);
    expect(publicLines(s)).toContainEqual({ key: 'counterPlaced', params: { target: 'nurse', counter: 'paranoia', n: 6 } });
    const t = testState({ subPlots: ['aLoveAffair', 'circleOfFriends'], cast: [['nurse', 'lover'], ['doctor', 'lovedOne']] });
    kill(t, ['nurse']);
    expect(charOf(t, 'doctor').paranoia).toBe(6);
  });

  it('L22 a Lover and Loved One dying together place no Paranoia', () => {
    const s = testState({ subPlots: ['aLoveAffair', 'circleOfFriends'], cast: [['nurse', 'lover'], ['doctor', 'lovedOne']] });
    expect(kill(s, ['nurse', 'doctor'])).toEqual(['nurse', 'doctor']);
    expect(charOf(s, 'nurse').paranoia).toBe(0);
    expect(charOf(s, 'doctor').paranoia).toBe(0);
  });

  it('the Key Person dying ends the loop as a loss, publicly without a reason', () => {
    const s = testState({ cast: [['girlStudent', 'keyPerson'], ['doctor', 'killer']] });
    kill(s, ['girlStudent']);
    expect(s.loopOver).toEqual({ reason: 'keyPersonDied' });
    expect(publicLines(s).map((l) => l.key)).toEqual(['characterDied']);
    expect(privateLines(s)).toEqual([{ key: 'keyPersonDied', params: { character: 'girlStudent' }, to: 0 }]);
  });

  it('the Key Person dying leaves exactly one public loss line once the loop ends: loopLost', () => {
    const s = testState({ cast: [['girlStudent', 'keyPerson'], ['doctor', 'killer']] });
    kill(s, ['girlStudent']);
    endLoop(s);
    const keys = publicLines(s).map((l) => l.key);
    expect(keys.slice(0, 3)).toEqual(['characterDied', 'loopEnded', 'loopLost']);
    expect(keys.filter((k) => k === 'loopLost' || k === 'protagonistsLost' || k === 'protagonistsDied')).toEqual(['loopLost']);
  });

  it('a Factor with the Key Person abilities (City ≥2 Intrigue) dying ends the loop; without them it does not', () => {
    const s = testState({ subPlots: ['unknownFactorX', 'aLoveAffair'], cast: [['officeWorker', 'factor'], 'nurse'] });
    kill(s, ['officeWorker']);
    expect(s.loopOver).toBeNull();
    const t = testState({ subPlots: ['unknownFactorX', 'aLoveAffair'], cast: [['officeWorker', 'factor'], 'nurse'] });
    t.locationIntrigue.city = 2;
    kill(t, ['officeWorker']);
    expect(t.loopOver).toEqual({ reason: 'keyPersonDied' });
  });

  it('killProtagonists ends the loop and says only that they died', () => {
    const s = testState({ cast: ['nurse'] });
    killProtagonists(s);
    expect(s.loopOver).toEqual({ reason: 'protagonistsDied' });
    expect(s.log).toEqual([{ key: 'protagonistsDied', params: {} }]);
    killProtagonists(s);
    expect(s.log).toHaveLength(1);
  });
});
