/** Winning (B.5.8), checked after every event; S40 the Town first, S41 the result's words. */
import { describe, expect, it } from 'vitest';
import { draftOf } from './state';
import { checkWin, townHasWon, witchesHaveWon } from './win';
import { killPlayer } from './death';
import { logKeys, scenario } from './test-helpers';

describe('the win check', () => {
  it('nobody has won while a Witch is face down and a townsperson lives', () => {
    const s = draftOf(scenario());
    expect(checkWin(s)).toBe(false);
    expect(s.result).toBeNull();
  });

  it('S41 the Town wins when every Witch Tryal is face up, witches alive or not: a victory, winners = never witches (dead too)', () => {
    const s = draftOf(scenario({ tryals: [['witch', 'not'], ['constable', 'not'], ['not'], ['not'], ['not']], up: [[true, false]], dead: [3] }));
    expect(townHasWon(s)).toBe(true);
    expect(checkWin(s)).toBe(true);
    expect(s.result).toEqual({ outcome: 'victory', reason: 'townWins' });
    expect(s.winners).toEqual([1, 2, 3, 4]);
    expect(s.pending).toEqual([]);
    expect(logKeys(s)).toEqual(['townWins']);
  });

  it('S41 the witches win when every living player has been a witch: a defeat for the table, winners = every ever-witch', () => {
    const s = draftOf(scenario({ everWitch: [2], dead: [1, 3, 4] }));
    expect(witchesHaveWon(s)).toBe(true);
    checkWin(s);
    expect(s.result).toEqual({ outcome: 'defeat', reason: 'witchesWin' });
    expect(s.winners).toEqual([0, 2]);
    expect(logKeys(s)).toEqual(['witchesWin']);
  });

  it('the last townsperson killed at night: the witches win', () => {
    const s = draftOf(scenario({ dead: [2, 3, 4] }));
    killPlayer(s, 1, 'night');
    expect(s.result?.reason).toBe('witchesWin');
  });

  it('S40 when one event makes both true, the Town wins', () => {
    // Two Witches: seat 0's is face up already; seat 2 (the last townsperson besides…) holds the other.
    const s = draftOf(scenario({
      tryals: [['witch', 'not'], ['constable'], ['witch', 'not'], ['not'], ['not']],
      up: [[true, false]], dead: [1, 3, 4],
    }));
    // Seat 2 dies: its Witch turns up (Town) and only seat 0, a witch, is alive (witches).
    killPlayer(s, 2, 'night');
    expect(s.result).toEqual({ outcome: 'victory', reason: 'townWins' });
  });

  it('once the game is over nothing changes it', () => {
    const s = draftOf(scenario({ everWitch: [2], dead: [1, 3, 4] }));
    checkWin(s);
    const winners = s.winners.slice();
    expect(checkWin(s)).toBe(true);
    expect(s.winners).toEqual(winners);
    expect(logKeys(s)).toEqual(['witchesWin']);
  });
});
