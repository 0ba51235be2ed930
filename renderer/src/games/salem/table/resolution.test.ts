/** Salem's resolution steps: reveals flip, deaths light up, the Kill card flips; private lines never play. */
import { describe, expect, it } from 'vitest';
import { SALEM_AUTOMATIC, SALEM_MOVES, salemSteps } from './resolution';
import { LOG_KEYS } from '../../../../../shared/games/salem/types';
import { addedPublicLines, type PublicLogLine } from '../../../format/resolution-steps';
import { salemTranslator } from './test-i18n';

const es = salemTranslator('es');
const ctx = { tr: es, names: ['Ana', 'Luis', 'Eva', 'Pablo'], bots: [] as number[] };

describe('salem resolution steps', () => {
  it('a play that reaches the threshold: the reveal flips with its face, the death lights the player', () => {
    const steps = salemSteps(
      [
        { key: 'play', params: { seat: 0, card: 'accusation-3', target: 1 } },
        { key: 'threshold', params: { seat: 0, target: 1, total: 7 } },
        { key: 'reveal', params: { target: 1, index: 0, face: 'witch', by: 0 } },
        { key: 'death', params: { seat: 1, cause: 'witch' } },
      ],
      ctx,
    );
    expect(steps.map((s) => `${s.key}:${s.motion}`)).toEqual(['play:line', 'threshold:line', 'reveal:flip', 'death:zone']);
    expect(steps[2]!.label).toBe(es.t('salem.tryals.witch'));
    expect(steps[3]!.label).toBe('Luis');
  });

  it('S97 a confession plays once: it flips the Tryal with its face, the reveal line it writes next plays nothing', () => {
    const steps = salemSteps(
      [
        { key: 'confess', params: { seat: 1, index: 2, face: 'witch' } },
        { key: 'reveal', params: { target: 1, index: 2, face: 'witch' } },
        { key: 'reveal', params: { target: 1, index: 0, face: 'witch' } },
      ],
      ctx,
    );
    expect(steps.map((s) => `${s.key}:${s.motion}`)).toEqual(['confess:flip', 'reveal:flip']);
    expect(steps[0]!.label).toBe(es.t('salem.tryals.witch'));
    expect(steps[1]!.caption).toContain('1');
  });

  it('the morning: the Kill card flips with the victim’s name', () => {
    const steps = salemSteps([{ key: 'kill', params: { target: 2 } }, { key: 'saved', params: { target: 2, by: 'gavel' } }], ctx);
    expect(steps[0]).toMatchObject({ motion: 'flip', label: 'Eva' });
    expect(steps[1]!.caption).toContain('Eva');
  });

  it('a person’s plain move plays nothing; a bot’s does', () => {
    const line = [{ key: 'play', params: { seat: 3, card: 'stocks-1', target: 0 } }];
    expect(salemSteps(line, ctx)).toEqual([]);
    expect(salemSteps(line, { ...ctx, bots: [3] })).toHaveLength(1);
  });

  it('a seat’s private lines never reach the steps (a witch’s proposal, a drawn card)', () => {
    const before: PublicLogLine[] = [{ key: 'night', params: { seat: 0 } }];
    const after: PublicLogLine[] = [...before, { key: 'proposal', params: { seat: 1, target: 2, pass: 1, kind: 'night' }, to: 1 }, { key: 'nightAnswered', params: { seat: 1, pass: 1, kind: 'night' } }];
    const added = addedPublicLines(before, after);
    expect(added.map((l) => l.key)).toEqual(['nightAnswered']);
    expect(salemSteps(added, ctx)).toEqual([]);
  });

  it('knows every public log key as a move or as automatic, never both', () => {
    const privateOnly = new Set(['drew', 'witchesAre', 'received', 'receivedShuffled', 'proposal', 'tieBreak']);
    const unsorted = LOG_KEYS.filter((k) => !privateOnly.has(k) && !SALEM_MOVES.has(k) && !SALEM_AUTOMATIC.has(k));
    expect(unsorted).toEqual(['turn']);
    for (const k of SALEM_MOVES) expect(SALEM_AUTOMATIC.has(k), k).toBe(false);
  });
});
