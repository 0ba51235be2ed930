import { describe, expect, it } from 'vitest';
import { requestSchemas } from '../../../../shared/ipc/contract';
import { botNames, hasDuplicateNames, NAME_MAX_LENGTH, playerEntry, seatProblem, seatProfiles, seedAndTitle, tooLongNames } from './seats';

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

  it('sends a bot seat’s level only when it is not Normal, and never a person’s (issue 24)', () => {
    const players = [
      playerEntry({ name: 'Ana', profileId: '', botLevel: 'hard' }),
      playerEntry({ name: 'Bot 1', profileId: '', bot: true, botLevel: 'easy' }),
      playerEntry({ name: 'Bot 2', profileId: '', bot: true, botLevel: 'hard' }),
      playerEntry({ name: 'Bot 3', profileId: '', bot: true, botLevel: 'normal' }),
      playerEntry({ name: 'Bot 4', profileId: '', bot: true }),
    ];
    expect(players).toEqual([
      { name: 'Ana' },
      { name: 'Bot 1', bot: true, botLevel: 'easy' },
      { name: 'Bot 2', bot: true, botLevel: 'hard' },
      { name: 'Bot 3', bot: true },
      { name: 'Bot 4', bot: true },
    ]);
    expect(requestSchemas['sessions.create'].safeParse({ gameId: 'grizzled', players: players.slice(0, 3) }).success).toBe(true);
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

  it('numbers bots in seat order and keeps people’s names', () => {
    const seats = [{ name: 'Ana' }, { name: 'x', bot: true }, { name: 'Luis' }, { name: '', bot: true }];
    expect(botNames(seats, (n) => `Bot ${n}`)).toEqual(['Ana', 'Bot 1', 'Luis', 'Bot 2']);
  });

  it('checks the seats in one order: a person, every name, none too long, none twice', () => {
    expect(seatProblem(['Bot 1', 'Bot 2'], 0)).toEqual({ key: 'needHuman' });
    expect(seatProblem(['Ana', ' '], 2)).toEqual({ key: 'needNames' });
    const long = 'A'.repeat(NAME_MAX_LENGTH + 1);
    expect(seatProblem(['ana', long, 'Ana'], 3)).toEqual({ key: 'nameTooLong', params: { name: long, max: NAME_MAX_LENGTH } });
    expect(seatProblem(['Ana', ' ana'], 2)).toEqual({ key: 'sameNames' });
    expect(seatProblem(['Ana', 'Bot 1'], 1)).toBeNull();
  });

  it('seats the family members in order where nobody was named yet', () => {
    const seats = [{ name: '', profileId: '' }, { name: 'Luis', profileId: '' }, { name: '', profileId: '' }];
    seatProfiles(seats, [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Eva' },
    ] as never);
    expect(seats).toEqual([{ name: 'Ana', profileId: 'p1' }, { name: 'Luis', profileId: '' }, { name: '', profileId: '' }]);
  });
});
