import { describe, expect, it } from 'vitest';
import type { LogEntry, LooperView } from '../types';
import { factsFromLog } from './history-from-view';
import { mastermindPlacementsFromLog, replayLog } from './log-replay';

const line = (key: string, params: LogEntry['params'] = {}): LogEntry => ({ key, params });

function viewWith(log: LogEntry[]): LooperView {
  return {
    characters: [
      { id: 'doctor', location: 'hospital', alive: true, paranoia: 0, goodwill: 0, intrigue: 0, guarded: false, role: null },
      { id: 'officeWorker', location: 'city', alive: true, paranoia: 0, goodwill: 0, intrigue: 0, guarded: false, role: null },
    ],
    turf: null,
    log,
  } as unknown as LooperView;
}

describe('the protagonist bot reads its history from the public log', () => {
  it('counters after a day\'s card block are the [MM ability] step, placed on the board as the log rebuilt it', () => {
    const log = [
      line('loopStarted', { loop: 1, loops: 3 }),
      line('cardRevealed', { owner: 'mastermind', card: 'intriguePlus1', target: 'hospital' }),
      line('cardRevealed', { owner: 'mastermind', card: 'goodwillPlus1', target: 'school' }),
      line('cardRevealed', { owner: '0', card: 'moveVertical', target: 'officeWorker' }),
      line('moved', { character: 'officeWorker', from: 'city', to: 'hospital' }),
      line('counterPlaced', { target: 'hospital', counter: 'intrigue', n: 1 }),
      line('counterPlaced', { target: 'officeWorker', counter: 'paranoia', n: 1 }),
      line('leaderPassed', { hand: 1, seat: 2 }),
    ];
    const placements = mastermindPlacementsFromLog(viewWith(log));
    expect(placements).toHaveLength(1);
    expect(placements[0]).toMatchObject({ counter: 'paranoia', sign: 1, target: 'officeWorker', at: 'hospital' });
    expect(placements[0]!.before.locationIntrigue.hospital).toBe(1);
  });

  it('reads nothing from a loop whose start has left the capped log', () => {
    const log = [line('cardRevealed', { owner: 'mastermind', card: 'intriguePlus1', target: 'hospital' }), line('counterPlaced', { target: 'city', counter: 'intrigue', n: 1 })];
    expect(mastermindPlacementsFromLog(viewWith(log))).toEqual([]);
  });

  it('"nothing happens" after a declared ability is a refusal; a removal from nothing proves nothing; the Nurse is never asked', () => {
    const facts = factsFromLog([
      line('goodwillDeclared', { character: 'officeWorker', ability: 0 }),
      line('nothingHappens'),
      line('goodwillDeclared', { character: 'boyStudent', ability: 0, target: 'girlStudent' }),
      line('nothingHappens'),
      line('goodwillDeclared', { character: 'nurse', ability: 0, target: 'doctor' }),
      line('nothingHappens'),
      line('goodwillDeclared', { character: 'doctor', ability: 1 }),
      line('patientFreed'),
    ]);
    expect(facts.answers).toEqual([{ character: 'officeWorker', refused: true }, { character: 'doctor', refused: false }]);
  });

  it('a death followed by a new day of the same loop did not end the loop; the Informer\'s answer names an active subplot', () => {
    const facts = factsFromLog([
      line('loopStarted', { loop: 1, loops: 3 }),
      line('characterDied', { character: 'doctor' }),
      line('dayStarted', { loop: 1, day: 2 }),
      line('informerAnswered', { plot: 'aLoveAffair' }),
      line('characterDied', { character: 'nurse' }),
      line('loopEnded', { loop: 1 }),
    ]);
    expect(facts.died).toEqual(['doctor', 'nurse']);
    expect(facts.diedLoopWentOn).toEqual(['doctor']);
    expect(facts.namedActive).toEqual(['aLoveAffair']);
  });

  it('an incident step is read with the board the log rebuilt just before it, days apart, and the calm Henchman noted', () => {
    const log = [
      line('loopStarted', { loop: 2, loops: 3 }),
      line('dayStarted', { loop: 2, day: 1 }),
      line('cardRevealed', { owner: 'mastermind', card: 'paranoiaPlus1', target: 'officeWorker' }),
      line('counterPlaced', { target: 'officeWorker', counter: 'paranoia', n: 1 }),
      line('noIncident', { day: 1, incident: 'murder' }),
      line('dayStarted', { loop: 2, day: 2 }),
      line('counterPlaced', { target: 'officeWorker', counter: 'paranoia', n: 2 }),
      line('henchmanCalmed'),
      line('incidentOccurred', { incident: 'suicide' }),
    ];
    const { incidents } = replayLog(viewWith(log));
    expect(incidents.map((i) => [i.loop, i.day, i.incident, i.occurred, i.henchmanCalm])).toEqual([[2, 1, 'murder', false, false], [2, 2, 'suicide', true, true]]);
    expect(incidents[0]!.before.find((c) => c.id === 'officeWorker')!.paranoia).toBe(1);
    expect(incidents[1]!.before.find((c) => c.id === 'officeWorker')!.paranoia).toBe(3);
  });

  it('counts, per place or person, the kept loops in which its Intrigue reached 2', () => {
    const log = [
      line('loopStarted', { loop: 1, loops: 3 }),
      line('counterPlaced', { target: 'officeWorker', counter: 'intrigue', n: 2 }),
      line('counterPlaced', { target: 'school', counter: 'intrigue', n: 1 }),
      line('loopStarted', { loop: 2, loops: 3 }),
      line('counterPlaced', { target: 'officeWorker', counter: 'intrigue', n: 1 }),
      line('counterPlaced', { target: 'officeWorker', counter: 'intrigue', n: 1 }),
    ];
    const { loopsAtTwo } = replayLog(viewWith(log));
    expect(loopsAtTwo.get('officeWorker')).toBe(2);
    expect(loopsAtTwo.get('school')).toBeUndefined();
  });
});
