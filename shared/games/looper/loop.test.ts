import { describe, expect, it } from 'vitest';
import { act, playQuietlyUntil, stateAt } from './flow-test-helpers';
import { setup } from './rules';
import { charOf, publicLines, testScript } from './test-states';
import type { TestStateSpec } from './test-states';
import type { LooperState } from './types';

const BT: TestStateSpec = { mainPlot: 'theSealedItem', cast: [['doctor', 'brain'], ['nurse', 'cultist'], 'informer', 'boyStudent'], days: 2, loops: 3 };
const FS: TestStateSpec = { set: 'firstSteps', mainPlot: 'aPlaceToProtect', subPlots: ['shadowOfTheRipper'], cast: [['girlStudent', 'keyPerson'], ['nurse', 'cultist'], 'informer', 'doctor'], days: 2, loops: 2 };

/** The last day's [Day end] decision of `loop`, with the Shrine holding `shrine` intrigue (The Sealed Item's loss). */
function lastDayEnd(spec: TestStateSpec, loop: number, patch: (s: LooperState) => void = () => {}): LooperState {
  return stateAt('dayEnd', { ...spec, day: spec.days, loop }, patch);
}

describe('loop end (digest §5.5)', () => {
  it('a loop with no loss condition met is a victory for the protagonists', () => {
    const s = act(lastDayEnd(BT, 1), 0, { type: 'endDay' });
    expect(s.result).toEqual({ outcome: 'victory', reason: 'loopSurvived' });
    expect(s.step).toBe('over');
    expect(publicLines(s).map((l) => l.key).slice(-2)).toEqual(['loopEnded', 'protagonistsWin']);
  });

  it('L15 a lost loop in Basic Tragedy with loops left asks the leader\'s holder the Time Spiral question; the loss is told without a reason', () => {
    const s = act(lastDayEnd(BT, 1, (x) => { x.locationIntrigue.shrine = 2; x.leader = 1; }), 0, { type: 'endDay' });
    expect(s.result).toBeNull();
    expect(s.loop).toBe(2);
    expect(s.loopsLost).toBe(1);
    expect(s.pending).toEqual({ t: 'timeSpiral', seat: 2 });
    const lost = publicLines(s).find((l) => l.key === 'loopLost')!;
    expect(lost.params).toEqual({ loop: 1 });
  });

  it('L15 going on resets the board: everyone alive at the start, no counters, cards back, limits cleared', () => {
    let s = lastDayEnd(BT, 1, (x) => {
      x.locationIntrigue.shrine = 2;
      Object.assign(charOf(x, 'doctor'), { location: 'school', paranoia: 2, goodwill: 3, intrigue: 1, guarded: true });
      Object.assign(charOf(x, 'informer'), { alive: false });
      x.spent = { mastermind: ['moveDiagonal'], hands: [['goodwillPlus2'], [], ['forbidMovement']] };
      x.usedThisLoop = ['doctor:0'];
      x.usedToday = ['doctor:0'];
      x.patientFree = true;
      x.henchmanCalm = true;
      x.incidents = [{ day: 1, incident: 'murder', occurred: true }];
    });
    s = act(s, 0, { type: 'endDay' });
    expect(s.goodwillAtLoopEnd).toMatchObject({ doctor: 3, informer: 0 });
    s = act(s, s.pending!.seat, { type: 'continueLoops' });
    expect([s.loop, s.day]).toEqual([2, 1]);
    expect(charOf(s, 'doctor')).toEqual({ id: 'doctor', location: 'hospital', alive: true, paranoia: 0, goodwill: 0, intrigue: 0, guarded: false });
    expect(charOf(s, 'informer').alive).toBe(true);
    expect(s.locationIntrigue).toEqual({ hospital: 0, shrine: 0, city: 0, school: 0 });
    expect(s.spent).toEqual({ mastermind: [], hands: [[], [], []] });
    expect([s.usedThisLoop, s.usedToday, s.patientFree, s.henchmanCalm]).toEqual([[], [], false, false]);
    expect(s.incidents[0]!.occurred).toBeNull();
    expect(s.pending).toEqual({ t: 'mastermindCards', seat: 0 });
  });

  it('L15 the Time Spiral may go straight to the Final Guess', () => {
    let s = act(lastDayEnd(BT, 1, (x) => { x.locationIntrigue.shrine = 2; }), 0, { type: 'endDay' });
    s = act(s, 1, { type: 'goToFinalGuess' });
    expect(s.step).toBe('finalGuess');
    expect(s.pending).toEqual({ t: 'finalGuess', seat: 1 });
  });

  it('First Steps has no Time Spiral: the next loop starts at once', () => {
    const s = act(lastDayEnd(FS, 1, (x) => { x.locationIntrigue.school = 2; }), 0, { type: 'endDay' });
    expect(s.loop).toBe(2);
    expect(s.pending).toEqual({ t: 'mastermindCards', seat: 0 });
  });

  it('the last loop lost in First Steps: the mastermind wins', () => {
    const s = act(lastDayEnd(FS, 2, (x) => { x.locationIntrigue.school = 2; }), 0, { type: 'endDay' });
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'allLoopsLost' });
  });

  it('L15 the last loop lost in Basic Tragedy: the Final Guess follows on its own', () => {
    const s = act(lastDayEnd(BT, 3, (x) => { x.locationIntrigue.shrine = 2; }), 0, { type: 'endDay' });
    expect(s.result).toBeNull();
    expect(s.step).toBe('finalGuess');
  });

  it('L14 a loop that ends early skips the rest of the day at once', () => {
    let s = stateAt('goodwillAbilities', { ...BT, day: 1 }, (x) => { charOf(x, 'doctor').goodwill = 2; });
    expect(s.pending?.t).toBe('goodwill');
    s.loopOver = { reason: 'keyPersonDied' };
    s = act(s, s.pending!.seat, { type: 'endGoodwill' });
    expect(s.loop).toBe(2);
    expect(s.pending?.t).toBe('timeSpiral');
    expect(publicLines(s).some((l) => l.key === 'noIncident' || l.key === 'leaderPassed')).toBe(false);
  });

  it('L41 [Loop start] effects come after the Henchman stands on his start (Threads of Fate reaches him)', () => {
    const script = testScript({ mainPlot: 'theSealedItem', subPlots: ['threadsOfFate', 'anUnsettlingRumor'], cast: [['doctor', 'brain'], ['nurse', 'cultist'], ['informer', 'conspiracyTheorist'], 'henchman'], days: 1, loops: 2 });
    let s = setup({ players: ['MM', 'Ana'], script }, 'threads');
    s = act(s, 0, { type: 'henchmanStart', location: 'school' });
    s = playQuietlyUntil(s, (x) => x.pending?.t === 'dayEnd');
    s.characters.find((c) => c.id === 'henchman')!.goodwill = 1;
    s.locationIntrigue.shrine = 2;
    s = act(s, 0, { type: 'endDay' });
    s = act(s, 1, { type: 'continueLoops' });
    expect(s.pending).toEqual({ t: 'henchmanStart', seat: 0 });
    expect(charOf(s, 'henchman').paranoia).toBe(0);
    s = act(s, 0, { type: 'henchmanStart', location: 'city' });
    expect(charOf(s, 'henchman').paranoia).toBe(2);
  });
});
