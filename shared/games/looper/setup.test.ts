import { describe, expect, it } from 'vitest';
import { holdersFor, passLeader } from './setup';
import { setup } from './rules';
import { act, playQuietlyUntil } from './flow-test-helpers';
import { testScript, testState } from './test-states';
import type { HandIndex } from './ids';
import type { LooperState } from './types';

const SCRIPT = testScript({
  mainPlot: 'changeOfFuture',
  cast: [['girlStudent', 'timeTraveler'], ['officeWorker', 'cultist'], 'doctor', 'henchman',
    { character: 'godlyBeing', role: 'person', entryLoop: 2 }, { character: 'boss', role: 'person', turf: 'school' }],
  incidents: [{ day: 2, incident: 'suicide', culprit: 'doctor' }],
  days: 3,
  loops: 3,
});
/** Loops are lost on the last day by the Time Traveler's [Last day end] effect (flow-test-helpers). */
const PLAIN = testScript({ mainPlot: 'changeOfFuture', cast: [['girlStudent', 'timeTraveler'], ['officeWorker', 'cultist'], 'doctor', 'nurse'], days: 2, loops: 3 });

describe('set-up', () => {
  it('loop 1 day 1, characters at their start, counters 0, incidents not yet decided, leader = hand 0', () => {
    const s = setup({ players: ['MM', 'Ana', 'Luis', 'Eva'], script: SCRIPT }, 'seed');
    expect([s.loop, s.day, s.leader]).toEqual([1, 1, 0]);
    const at = Object.fromEntries(s.characters.map((c) => [c.id, c.location]));
    expect(at).toEqual({ girlStudent: 'school', officeWorker: 'city', doctor: 'hospital', henchman: null, godlyBeing: null, boss: 'city' });
    expect(s.characters.every((c) => c.alive && c.paranoia + c.goodwill + c.intrigue === 0)).toBe(true);
    expect(s.incidents).toEqual([{ day: 2, incident: 'suicide', occurred: null }]);
  });

  it('L10 the first decision is the Henchman\'s start when he is cast; it is public once chosen', () => {
    let s = setup({ players: ['MM', 'Ana'], script: SCRIPT }, 'seed');
    expect(s.pending).toEqual({ t: 'henchmanStart', seat: 0 });
    s = act(s, 0, { type: 'henchmanStart', location: 'shrine' });
    expect(s.characters.find((c) => c.id === 'henchman')!.location).toBe('shrine');
    expect(s.henchmanStart).toBe('shrine');
    expect(s.log).toContainEqual({ key: 'henchmanPlaced', params: { location: 'shrine' } });
    expect(s.pending).toEqual({ t: 'mastermindCards', seat: 0 });
  });

  it('without the Henchman the mastermind\'s first card comes first', () => {
    const s = setup({ players: ['MM', 'Ana'], script: PLAIN }, 'seed');
    expect(s.pending).toEqual({ t: 'mastermindCards', seat: 0 });
  });

  it('L9 the Godly Being stays off the board until its entry loop', () => {
    let s = setup({ players: ['MM', 'Ana'], script: SCRIPT }, 'seed');
    s = act(s, 0, { type: 'henchmanStart', location: 'city' });
    s = playQuietlyUntil(s, (x) => x.pending?.t === 'timeSpiral' || x.loop === 2);
    if (s.pending?.t === 'timeSpiral') s = act(s, s.pending.seat, { type: 'continueLoops' });
    expect(s.loop).toBe(2);
    expect(s.characters.find((c) => c.id === 'godlyBeing')!.location).toBe('shrine');
  });
});

describe('hand holders and the leader (digest §5.8, L13)', () => {
  it('2 players: seat 1 holds all three hands, whoever leads', () => {
    expect(holdersFor(2, 0)).toEqual([1, 1, 1]);
    expect(holdersFor(2, 2)).toEqual([1, 1, 1]);
  });

  it('4 players: hand i is always with seat i+1', () => {
    expect(holdersFor(4, 0)).toEqual([1, 2, 3]);
    expect(holdersFor(4, 1, 2)).toEqual([1, 2, 3]);
  });

  it('L43 3 players: the leader\'s seat holds the leader\'s hand and the previous one; passing hands one deck over', () => {
    const s = testState({ cast: ['nurse'] });
    s.players = ['MM', 'Ana', 'Luis'];
    s.holders = holdersFor(3, 0);
    const seen: [HandIndex, number[]][] = [];
    for (let i = 0; i < 6; i++) {
      const before = [...s.holders];
      const oldSeat = s.holders[s.leader];
      passLeader(s);
      const L = s.leader;
      const seat = s.holders[L];
      expect(s.holders[((L + 2) % 3) as HandIndex]).toBe(seat);
      expect(s.holders[((L + 1) % 3) as HandIndex]).not.toBe(seat);
      // Exactly one deck changed hands, from the old leader's seat to the new one's.
      const moved = before.map((b, h) => [b, s.holders[h]]).filter(([b, a]) => b !== a);
      expect(moved).toEqual([[oldSeat, seat]]);
      seen.push([L, [...s.holders]]);
    }
    expect(seen.slice(0, 3)).toEqual([[1, [2, 2, 1]], [2, [2, 1, 1]], [0, [2, 1, 2]]]);
  });

  function leadersAcrossGame(players: string[]): { loop: number; day: number; leader: number; holders: number[] }[] {
    let s: LooperState = setup({ players, script: PLAIN }, 'rot');
    const out: { loop: number; day: number; leader: number; holders: number[] }[] = [];
    for (let n = 0; n < 200 && !s.result && s.loop <= 2; n++) {
      if (s.pending?.t === 'mastermindCards' && s.placed.length === 0) out.push({ loop: s.loop, day: s.day, leader: s.leader, holders: [...s.holders] });
      s = playQuietlyUntil(s, (x) => x.pending?.t === 'mastermindCards' && x.placed.length === 0 && (x.day !== s.day || x.loop !== s.loop));
    }
    return out;
  }

  it('L13 the leader passes at every day\'s step 8 and keeps rotating across loops (3 players)', () => {
    const seen = leadersAcrossGame(['MM', 'Ana', 'Luis']);
    expect(seen.slice(0, 4)).toEqual([
      { loop: 1, day: 1, leader: 0, holders: [1, 2, 1] },
      { loop: 1, day: 2, leader: 1, holders: [2, 2, 1] },
      { loop: 2, day: 1, leader: 2, holders: [2, 1, 1] },
      { loop: 2, day: 2, leader: 0, holders: [2, 1, 2] },
    ]);
  });

  it('L13 4 players: holders never change, the leader hand rotates day by day across loops', () => {
    const seen = leadersAcrossGame(['MM', 'Ana', 'Luis', 'Eva']);
    expect(seen.slice(0, 4).map((x) => x.leader)).toEqual([0, 1, 2, 0]);
    expect(seen.every((x) => x.holders.join() === '1,2,3')).toBe(true);
  });

  it('L13 a loop that ends early does not pass the leader card', () => {
    let s = setup({ players: ['MM', 'Ana', 'Luis', 'Eva'], script: PLAIN }, 'early');
    s = playQuietlyUntil(s, (x) => x.step === 'mastermindAbilities');
    expect(s.leader).toBe(0);
    s.loopOver = { reason: 'protagonistsDied' };
    s = act(s, 0, { type: 'endMastermindAbilities' });
    expect(s.loop).toBe(2);
    expect(s.leader).toBe(0);
  });
});
