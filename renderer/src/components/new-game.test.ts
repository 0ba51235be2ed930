import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../../shared/ipc/contract';
import { hasDuplicateNames, playerEntry, seedAndTitle } from './new-game';

describe('new-game request parts', () => {
  it('links a profile only for people and flags bots, in the shape the services accept', () => {
    const players = [
      playerEntry({ name: ' Ana ', profileId: 'p1' }),
      playerEntry({ name: 'Luis', profileId: '' }),
      playerEntry({ name: 'Bot 1', profileId: 'p9', bot: true }),
    ];
    expect(players).toEqual([{ name: 'Ana', profileId: 'p1' }, { name: 'Luis' }, { name: 'Bot 1', bot: true }]);
    const parsed = requestSchemas['sessions.create'].safeParse({ gameId: 'grizzled', players, options: { variant: 'normal' }, ...seedAndTitle(' s1 ', '') });
    expect(parsed.success).toBe(true);
  });

  it('leaves out a blank seed and title', () => {
    expect(seedAndTitle('  ', '')).toEqual({});
    expect(seedAndTitle('abc', ' Noche ')).toEqual({ seed: 'abc', title: 'Noche' });
  });

  it('finds names repeated regardless of case and spaces', () => {
    expect(hasDuplicateNames(['Ana', ' ana'])).toBe(true);
    expect(hasDuplicateNames(['Ana', 'Luis', 'Bot 1'])).toBe(false);
  });
});
