import { describe, expect, it } from 'vitest';
import { requestSchemas, type LooperScriptSummary } from '../../../../shared/ipc/contract';
import { createRequest, defaultLoops, difficultyRows, filterScripts, formProblem, loopChoices, looperOptions, newGenerationSeed, seatNames, type LooperForm } from './new-game';

const summary = (id: string, tragedySet: LooperScriptSummary['tragedySet'], loops: number, difficulty: Record<string, number>): LooperScriptSummary => ({
  id,
  title: { es: `Guion ${id}`, en: `Script ${id}` },
  tragedySet,
  loops,
  days: 5,
  difficulty,
  shipped: true,
});

const LIBRARY = [
  summary('fs-easy', 'firstSteps', 3, { '3': 2, '4': 1 }),
  summary('bt-mid', 'basicTragedy', 4, { '4': 4, '5': 3 }),
  summary('bt-hard', 'basicTragedy', 5, { '4': 7, '5': 6 }),
];

function form(overrides: Partial<LooperForm> = {}): LooperForm {
  return {
    mastermind: { velada: true, name: '', profileId: '' },
    protagonists: [{ name: 'Ana', profileId: 'p1', bot: false }],
    script: { kind: 'library', scriptId: 'fs-easy' },
    loops: 3,
    seed: '',
    title: '',
    ...overrides,
  };
}
const names = (f: LooperForm) => seatNames(f, 'Velada', (n) => `Bot ${n}`);

describe('Tragedy Looper new-game form: the script list', () => {
  it('filters by tragedy set and difficulty band', () => {
    expect(filterScripts(LIBRARY, { set: 'all', difficulty: 'all' }).map((s) => s.id)).toEqual(['fs-easy', 'bt-mid', 'bt-hard']);
    expect(filterScripts(LIBRARY, { set: 'basicTragedy', difficulty: 'all' }).map((s) => s.id)).toEqual(['bt-mid', 'bt-hard']);
    expect(filterScripts(LIBRARY, { set: 'all', difficulty: 'easy' }).map((s) => s.id)).toEqual(['fs-easy', 'bt-mid']);
    expect(filterScripts(LIBRARY, { set: 'firstSteps', difficulty: 'hard' })).toEqual([]);
  });

  it('L181 a script is in a difficulty band when any of its loop counts falls in it', () => {
    // bt-mid is 4 with 4 loops (medium) but 3 with 5 loops (easy): it belongs to both bands.
    expect(filterScripts(LIBRARY, { set: 'all', difficulty: 'medium' }).map((s) => s.id)).toEqual(['bt-mid']);
    expect(filterScripts(LIBRARY, { set: 'all', difficulty: 'easy' }).map((s) => s.id)).toContain('bt-mid');
    expect(filterScripts(LIBRARY, { set: 'all', difficulty: 'hard' }).map((s) => s.id)).toEqual(['bt-hard']);
  });

  it('offers the handbook\'s loop counts and the public card\'s, and preselects the public card\'s', () => {
    expect(loopChoices(summary('x', 'firstSteps', 3, { '4': 1, '5': 1 }))).toEqual([3, 4, 5]);
    expect(loopChoices(LIBRARY[1]!)).toEqual([4, 5]);
    expect(defaultLoops(LIBRARY[2])).toBe(5);
    expect(defaultLoops(undefined)).toBe(4);
    expect(difficultyRows(summary('x', 'firstSteps', 3, { '5': 1, '3': 4 }))).toEqual([{ loops: 3, value: 4 }, { loops: 5, value: 1 }]);
  });
});

describe('Tragedy Looper new-game form: seats and validation', () => {
  it('puts the mastermind on seat 0 (Velada as a bot) and numbers protagonist bots', () => {
    const f = form({ protagonists: [{ name: 'Ana', profileId: 'p1', bot: false }, { name: '', profileId: '', bot: true }] });
    expect(names(f)).toEqual(['Velada', 'Ana', 'Bot 1']);
    expect(createRequest(f, names(f))).toEqual({
      gameId: 'looper',
      players: [{ name: 'Velada', bot: true }, { name: 'Ana', profileId: 'p1' }, { name: 'Bot 1', bot: true }],
      options: { scriptId: 'fs-easy', loops: 3 },
    });
  });

  it('sends the level chosen for Velada as mastermind and for each protagonist bot (issue 24), Normal left out', () => {
    const f = form({
      mastermind: { velada: true, name: '', profileId: '', botLevel: 'hard' },
      protagonists: [{ name: 'Ana', profileId: 'p1', bot: false, botLevel: 'easy' }, { name: '', profileId: '', bot: true, botLevel: 'easy' }, { name: '', profileId: '', bot: true, botLevel: 'normal' }],
    });
    const request = createRequest(f, names(f));
    expect(request.players).toEqual([
      { name: 'Velada', bot: true, botLevel: 'hard' },
      { name: 'Ana', profileId: 'p1' },
      { name: 'Bot 1', bot: true, botLevel: 'easy' },
      { name: 'Bot 2', bot: true },
    ]);
    expect(requestSchemas['sessions.create'].safeParse(request).success).toBe(true);
    // A person as mastermind never carries the level chosen while Velada was picked.
    const person = form({ mastermind: { velada: false, name: 'Luis', profileId: '', botLevel: 'hard' } });
    expect(createRequest(person, names(person)).players[0]).toEqual({ name: 'Luis' });
  });

  it('a person as mastermind keeps their profile, and seed and title are passed when given', () => {
    const f = form({ mastermind: { velada: false, name: 'Luis', profileId: 'p2' }, seed: ' s1 ', title: 'Martes' });
    expect(createRequest(f, names(f))).toMatchObject({ players: [{ name: 'Luis', profileId: 'p2' }, { name: 'Ana' }], seed: 's1', title: 'Martes' });
  });

  it('says what is missing, one problem at a time, in the order a person fixes them', () => {
    const allBots = form({ protagonists: [{ name: '', profileId: '', bot: true }] });
    expect(formProblem(allBots, names(allBots), LIBRARY)?.key).toBe('needHuman');
    const unnamed = form({ mastermind: { velada: false, name: ' ', profileId: '' } });
    expect(formProblem(unnamed, names(unnamed), LIBRARY)?.key).toBe('needNames');
    const twins = form({ protagonists: [{ name: 'Ana', profileId: '', bot: false }, { name: 'ana ', profileId: '', bot: false }] });
    expect(formProblem(twins, names(twins), LIBRARY)?.key).toBe('sameNames');
    const long = form({ protagonists: [{ name: 'x'.repeat(41), profileId: '', bot: false }] });
    expect(formProblem(long, names(long), LIBRARY)).toEqual({ key: 'nameTooLong', params: { name: 'x'.repeat(41), max: 40 } });
    const noScript = form({ script: { kind: 'none' } });
    expect(formProblem(noScript, names(noScript), LIBRARY)?.key).toBe('needScript');
    const gone = form({ script: { kind: 'library', scriptId: 'deleted' } });
    expect(formProblem(gone, names(gone), LIBRARY)?.key).toBe('scriptGone');
    const wrongLoops = form({ loops: 6 });
    expect(formProblem(wrongLoops, names(wrongLoops), LIBRARY)).toEqual({ key: 'badLoops', params: { loops: 6 } });
    expect(formProblem(form(), names(form()), LIBRARY)).toBeNull();
  });

  it('a human mastermind may play against bot protagonists only', () => {
    const f = form({ mastermind: { velada: false, name: 'Luis', profileId: '' }, protagonists: [{ name: '', profileId: '', bot: true }] });
    expect(formProblem(f, names(f), LIBRARY)).toBeNull();
  });
});

describe('Tragedy Looper new-game form: a generated script', () => {
  it('L180 asks main to generate it: the request carries the seed and set, never a script', () => {
    const f = form({ script: { kind: 'generated', tragedySet: 'basicTragedy', seed: 'abc' }, loops: 5 });
    expect(formProblem(f, names(f), LIBRARY)).toBeNull();
    expect(looperOptions(f)).toEqual({ generate: { seed: 'abc', tragedySet: 'basicTragedy', loops: 5 } });
    expect(JSON.stringify(createRequest(f, names(f)))).not.toMatch(/secret|cast|culprit/);
    expect(formProblem({ ...f, loops: 9 }, names(f), LIBRARY)?.key).toBe('badLoops');
  });

  it('makes a new seed from the random source it is given', () => {
    expect(newGenerationSeed(() => 0.5)).toBe((5e8).toString(36));
    expect(newGenerationSeed(() => 0.25)).not.toBe(newGenerationSeed(() => 0.5));
  });
});
