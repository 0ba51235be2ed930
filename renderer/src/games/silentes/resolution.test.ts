/** Silentes' resolution steps and recap, from the public log lines a move added. */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { silentes } from '../../../../shared/games/silentes';
import type { LogEntry, SilentesState } from '../../../../shared/games/silentes/types';
import { createVeladaI18n } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { addedPublicLines } from '../../format/resolution-steps';
import { buildRecap } from '../../components/recap';
import { cardName, logLine } from './format';
import { SILENTES_MOVES, silentesSteps } from './resolution';

const vue = createVeladaI18n('es');
const es: Translator = { t: (key, params) => vue.global.t(key, params ?? {}), te: (key) => vue.global.te(key) };
const names = ['Ana', 'Luis'];
const ctx = { tr: es, names, bots: [] as number[] };

/** The lines Luis' hide added in a real game (seed x7): the round's hunt, two misses, the noise. */
const hunt: LogEntry[] = [
  { key: 'hide', params: { seat: 1, shelter: 5, card: 'O9' } },
  { key: 'huntReveal', params: { card: 'O13' } },
  { key: 'compareFail', params: { seat: 0, silence: 0, perception: 13, noise: 13 } },
  { key: 'noiseUp', params: { amount: 13, total: 13 } },
  { key: 'compareFail', params: { seat: 1, silence: 9, perception: 13, noise: 4 } },
  { key: 'cardLost', params: { seat: 1, card: 'O9' } },
  { key: 'noiseUp', params: { amount: 2, total: 15 } },
  { key: 'defeatNoise', params: {} },
];

describe('silentes resolution steps', () => {
  it('plays a round’s hunt as steps: the move, the hunt card flips, the comparisons, the noise counter moves', () => {
    const steps = silentesSteps(hunt, ctx);
    expect(steps.map((s) => `${s.key}:${s.motion}`)).toEqual([
      'hide:line', 'huntReveal:flip', 'compareFail:line', 'noiseUp:counter', 'compareFail:line', 'cardLost:line', 'noiseUp:counter', 'defeatNoise:line',
    ]);
    // The caption is the log line itself, whatever its wording.
    expect(steps[1]).toMatchObject({ label: 'Reina de Oros', caption: logLine(es, hunt[1]!, names), tone: 'event' });
    expect(steps[1]!.caption).toContain('Reina de Oros');
    expect(steps[3]).toMatchObject({ label: 'Ruido', from: 0, to: 13, max: 15, tone: 'bad' });
    expect(steps[6]).toMatchObject({ from: 13, to: 15 });
    expect(steps[0]!.caption).toBe('Luis se mueve al refugio 6 y se oculta con 9 de Oros.');
  });

  it('lights the zone the Silent head for, flips the omen and the coin, and moves the noise down', () => {
    const steps = silentesSteps(
      [
        { key: 'distractionWorked', params: { suit: 'C' } },
        { key: 'omen', params: { card: 'M10' } },
        { key: 'coinHeads', params: {} },
        { key: 'noiseDown', params: { amount: 6, total: 0 } },
      ],
      ctx,
    );
    expect(steps.map((s) => s.motion)).toEqual(['zone', 'flip', 'flip', 'counter']);
    expect(steps[0]!.label).toBe('Zonas Residenciales');
    expect(steps[1]!.label).toBe(cardName(es, 'M10'));
    expect(steps[2]!.label).toBe('cara');
    expect(steps[3]).toMatchObject({ from: 6, to: 0, tone: 'good' });
  });

  it('W1 plays nothing for a person’s own plain move, and plays a bot’s move', () => {
    const hide: LogEntry[] = [{ key: 'hide', params: { seat: 1, shelter: 2, card: 'B4' } }];
    expect(silentesSteps(hide, ctx)).toEqual([]);
    expect(silentesSteps(hide, { ...ctx, bots: [1] }).map((s) => s.caption)).toEqual(['Luis se mueve al refugio 3 y se oculta con 4 de Bastos.']);
    expect(silentesSteps(hide, { ...ctx, bots: [0] })).toEqual([]);
  });

  it('in real games, every hunt card and omen the public log shows flips, and no private line becomes a step', () => {
    let flips = 0;
    for (let g = 0; g < 6; g++) {
      let before: LogEntry[] = [];
      playGame(silentes, { players: ['Ana', 'Luis'], openHands: false }, `res${g}`, randomChooser, {
        onStep: (state) => {
          const log = (state as SilentesState).log;
          const added = addedPublicLines(before, log);
          before = [...log];
          const steps = silentesSteps(added, ctx);
          for (const line of added.filter((l) => l.key === 'huntReveal' || l.key === 'omen')) {
            expect(steps.some((s) => s.motion === 'flip' && s.label === cardName(es, String(line.params.card)))).toBe(true);
            flips++;
          }
          expect(added.every((l) => l.to === undefined)).toBe(true);
          if (steps.length > 0) expect(steps.map((s) => s.key)).toEqual(added.map((l) => l.key));
        },
      });
    }
    expect(flips).toBeGreaterThan(10);
  });
});

describe('silentes recap', () => {
  const log: LogEntry[] = [
    { key: 'roundStart', params: { round: 2, start: 0 } },
    { key: 'search', params: { seat: 0 } },
    { key: 'drewProvision', params: { seat: 0 } },
    { key: 'drewProvisionPrivate', params: { card: 'C1' }, to: 0 },
    ...hunt.slice(0, 4),
    { key: 'refill', params: { seat: 1, count: 1 } },
    { key: 'roundStart', params: { round: 3, start: 1 } },
    { key: 'search', params: { seat: 1 } },
    { key: 'drewProvision', params: { seat: 1 } },
    { key: 'drewProvisionPrivate', params: { card: 'E1' }, to: 1 },
  ];

  it('W2 lists what Luis and the hunt did since Ana’s last move, never a private line nor Ana’s own moves', () => {
    const recap = buildRecap(log, 0, null, SILENTES_MOVES);
    expect(recap.lines.map((l) => l.key)).toEqual(['hide', 'huntReveal', 'compareFail', 'noiseUp', 'refill', 'roundStart', 'search', 'drewProvision']);
    expect(recap.lines.every((l) => l.to === undefined)).toBe(true);
    expect(recap.from).toBe(3);
    expect(recap.indices).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('W2 starts where the seat last looked when the screen knows it', () => {
    // Seven public lines were on Ana's screen (her private draw is not counted: it is not public).
    const recap = buildRecap(log, 0, 7, SILENTES_MOVES);
    expect(recap.lines.map((l) => l.key)).toEqual(['refill', 'roundStart', 'search', 'drewProvision']);
    expect(buildRecap(log, 0, 99, SILENTES_MOVES).lines).toEqual([]);
  });
});
