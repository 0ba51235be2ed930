import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../../shared/ipc/contract';
import { hasDuplicateNames, NAME_MAX_LENGTH, playerEntry, seedAndTitle, tooLongNames } from './new-game';

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

  it('reports a name that is too long instead of cutting it, with the same limit as the services', () => {
    const long = 'A'.repeat(NAME_MAX_LENGTH + 1);
    expect(tooLongNames(['Ana', ` ${long} `, 'A'.repeat(NAME_MAX_LENGTH)])).toEqual([long]);
    const schema = requestSchemas['sessions.create'];
    expect(schema.safeParse({ gameId: 'silentes', players: [{ name: long }, { name: 'Luis' }] }).success).toBe(false);
    expect(schema.safeParse({ gameId: 'silentes', players: [{ name: 'A'.repeat(NAME_MAX_LENGTH) }, { name: 'Luis' }] }).success).toBe(true);
  });
});
