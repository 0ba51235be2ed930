import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isBotLevel } from './bot-level';

describe('bot levels', () => {
  it('are easy, normal and hard, in that order, with normal for seats stored without one', () => {
    expect(BOT_LEVELS).toEqual(['easy', 'normal', 'hard']);
    expect(DEFAULT_BOT_LEVEL).toBe('normal');
  });

  it('recognises only the three names', () => {
    for (const level of BOT_LEVELS) expect(isBotLevel(level)).toBe(true);
    for (const other of ['Hard', 'expert', '', null, undefined, 2, {}]) expect(isBotLevel(other)).toBe(false);
  });
});
