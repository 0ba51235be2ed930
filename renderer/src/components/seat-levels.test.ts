import { describe, expect, it } from 'vitest';
import { seatLevels } from './use-table-view';

describe('each bot seat’s level at the table (issue 24)', () => {
  it('pairs the session’s bots with their levels', () => {
    expect([...seatLevels({ bots: [1, 3], botLevels: ['easy', 'hard'] })]).toEqual([[1, 'easy'], [3, 'hard']]);
  });

  it('reads a session listed without levels as Normal for every bot', () => {
    expect([...seatLevels({ bots: [2] })]).toEqual([[2, 'normal']]);
    expect([...seatLevels({})]).toEqual([]);
  });
});
