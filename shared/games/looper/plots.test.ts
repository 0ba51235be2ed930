import { describe, expect, it } from 'vitest';
import { applyLoopStart, loopLost } from './plots';
import { charOf, privateLines, publicLines, setChar, testState } from './test-states';

describe('plots: loop end', () => {
  it('Murder Plan has no loop-end condition: a quiet loop is not lost', () => {
    const s = testState({ cast: [['nurse', 'keyPerson'], ['doctor', 'killer'], ['alien', 'brain']] });
    s.locationIntrigue = { hospital: 3, shrine: 3, city: 3, school: 3 };
    expect(loopLost(s)).toBe(false);
  });

  it('Light of the Avenger: 2 Intrigue on the Brain\'s start location loses, wherever the Brain is now', () => {
    const s = testState({ set: 'firstSteps', mainPlot: 'lightOfTheAvenger', subPlots: ['anUnsettlingRumor'], cast: [['doctor', 'brain'], ['nurse', 'conspiracyTheorist']], at: { doctor: 'school' } });
    s.locationIntrigue.school = 2;
    expect(loopLost(s)).toBe(false);
    s.locationIntrigue.hospital = 2;
    expect(loopLost(s)).toBe(true);
  });

  it('L10 Light of the Avenger with a Henchman Brain reads the start chosen this loop', () => {
    const s = testState({ set: 'firstSteps', mainPlot: 'lightOfTheAvenger', subPlots: ['anUnsettlingRumor'], cast: [['henchman', 'brain'], ['nurse', 'conspiracyTheorist']], at: { henchman: 'city' } });
    s.henchmanStart = 'shrine';
    s.locationIntrigue.city = 2;
    expect(loopLost(s)).toBe(false);
    s.locationIntrigue.shrine = 2;
    expect(loopLost(s)).toBe(true);
  });

  it('A Place to Protect: 2 Intrigue on the School loses', () => {
    const s = testState({ set: 'firstSteps', mainPlot: 'aPlaceToProtect', subPlots: ['anUnsettlingRumor'], cast: [['nurse', 'keyPerson'], ['doctor', 'cultist']] });
    s.locationIntrigue.school = 1;
    expect(loopLost(s)).toBe(false);
    s.locationIntrigue.school = 2;
    expect(loopLost(s)).toBe(true);
  });

  it('The Sealed Item: 2 Intrigue on the Shrine loses', () => {
    const s = testState({ mainPlot: 'theSealedItem', cast: [['nurse', 'brain'], ['doctor', 'cultist']] });
    s.locationIntrigue.shrine = 2;
    expect(loopLost(s)).toBe(true);
  });

  it('Sign with me!: 2 Intrigue on the Key Person loses, dead or alive', () => {
    const s = testState({ mainPlot: 'signWithMe', cast: [['girlStudent', 'keyPerson'], 'nurse'] });
    setChar(s, 'girlStudent', { intrigue: 1 });
    expect(loopLost(s)).toBe(false);
    setChar(s, 'girlStudent', { intrigue: 2 });
    expect(loopLost(s)).toBe(true);
  });

  it('Change of Future: loses when Butterfly Effect occurred this loop', () => {
    const s = testState({ mainPlot: 'changeOfFuture', cast: [['nurse', 'timeTraveler'], ['doctor', 'cultist']], incidents: [{ day: 2, incident: 'butterflyEffect', culprit: 'doctor' }] });
    s.incidents[0]!.occurred = false;
    expect(loopLost(s)).toBe(false);
    s.incidents[0]!.occurred = true;
    expect(loopLost(s)).toBe(true);
  });

  it('Giant Time Bomb X: 2 Intrigue on the Witch\'s start location loses', () => {
    const s = testState({ mainPlot: 'giantTimeBombX', cast: [['alien', 'witch']], at: { alien: 'school' } });
    s.locationIntrigue.school = 2;
    expect(loopLost(s)).toBe(false);
    s.locationIntrigue.shrine = 2;
    expect(loopLost(s)).toBe(true);
  });

  it('L14 Friend: a dead Friend is revealed at loop end and the loop is lost, even after an early end', () => {
    const s = testState({ subPlots: ['circleOfFriends', 'aLoveAffair'], cast: [['nurse', 'friend'], ['doctor', 'friend'], ['alien', 'conspiracyTheorist']] });
    expect(loopLost(s)).toBe(false);
    setChar(s, 'nurse', { alive: false });
    s.loopOver = { reason: 'protagonistsDied' };
    expect(loopLost(s)).toBe(true);
    expect(s.revealedRoles).toEqual({ nurse: 'friend' });
    expect(publicLines(s)).toEqual([{ key: 'roleRevealed', params: { character: 'nurse', role: 'friend' } }]);
    loopLost(s);
    expect(publicLines(s)).toHaveLength(1);
  });

  it('a loop that ended early (Key Person, protagonists, declared loss) is lost', () => {
    for (const reason of ['keyPersonDied', 'protagonistsDied', 'mastermindDeclared'] as const) {
      const s = testState({ cast: ['nurse'] });
      s.loopOver = { reason };
      expect(loopLost(s)).toBe(true);
    }
  });
});

describe('plots: loop start', () => {
  it('a Friend revealed before gets 1 Goodwill at loop start; an unrevealed one does not', () => {
    const s = testState({ subPlots: ['circleOfFriends', 'aLoveAffair'], cast: [['nurse', 'friend'], ['doctor', 'friend'], ['alien', 'conspiracyTheorist']] });
    s.revealedRoles = { nurse: 'friend' };
    applyLoopStart(s);
    expect(charOf(s, 'nurse').goodwill).toBe(1);
    expect(charOf(s, 'doctor').goodwill).toBe(0);
    expect(publicLines(s)).toEqual([{ key: 'counterPlaced', params: { target: 'nurse', counter: 'goodwill', n: 1 } }]);
  });

  it('Threads of Fate: every character that had Goodwill at the end of the last loop gets 2 Paranoia; the public line names no plot', () => {
    const s = testState({ subPlots: ['threadsOfFate', 'aLoveAffair'], cast: ['nurse', 'doctor', 'alien'] });
    s.goodwillAtLoopEnd = { nurse: 1, doctor: 0, alien: 3 };
    applyLoopStart(s);
    expect(charOf(s, 'nurse').paranoia).toBe(2);
    expect(charOf(s, 'doctor').paranoia).toBe(0);
    expect(charOf(s, 'alien').paranoia).toBe(2);
    expect(publicLines(s).every((l) => l.key === 'counterPlaced')).toBe(true);
    expect(privateLines(s).map((l) => l.params.source)).toEqual(['threadsOfFate', 'threadsOfFate']);
  });

  it('without Threads of Fate, last loop\'s Goodwill places nothing', () => {
    const s = testState({ cast: ['nurse'] });
    s.goodwillAtLoopEnd = { nurse: 2 };
    applyLoopStart(s);
    expect(charOf(s, 'nurse').paranoia).toBe(0);
  });
});
