/** The Grizzled's resolution steps and recap, from the public log lines a move added. */
import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { grizzled } from '../../../../shared/games/grizzled';
import type { GrizzledState, LogEntry } from '../../../../shared/games/grizzled/types';
import { createVeladaI18n } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { addedPublicLines } from '../../format/resolution-steps';
import { buildRecap } from '../../components/recap';
import { tileName } from './format';
import { GRIZZLED_MOVES, grizzledSteps } from './resolution';

const vue = createVeladaI18n('es');
const es: Translator = { t: (key, params) => vue.global.t(key, params ?? {}), te: (key) => vue.global.te(key) };
const names = ['Ana', 'Luis', 'Eva'];
const ctx = { tr: es, names, bots: [] as number[] };

/** The lines Eva's last support tile added in a real game (seed x7): the mission ends and support is revealed. */
const missionEnd: LogEntry[] = [
  { key: 'tilePlaced', params: { seat: 2 } },
  { key: 'missionSuccess', params: { mission: 1 } },
  { key: 'supportGiven', params: { from: 0, to: 0, tile: 'L1' } },
  { key: 'supportGiven', params: { from: 1, to: 0, tile: 'R6' } },
  { key: 'supportGiven', params: { from: 2, to: 0, tile: 'L3' } },
  { key: 'supportBest', params: { seat: 0, count: 3 } },
];

describe('grizzled resolution steps', () => {
  it('plays a mission end: No Man’s Land lights up, every support tile flips', () => {
    const steps = grizzledSteps(missionEnd, ctx);
    expect(steps.map((s) => `${s.key}:${s.motion}`)).toEqual([
      'tilePlaced:line', 'missionSuccess:zone', 'supportGiven:flip', 'supportGiven:flip', 'supportGiven:flip', 'supportBest:line',
    ]);
    expect(steps[1]).toMatchObject({ label: 'Tierra de Nadie', caption: '¡Misión 1 superada!', tone: 'good' });
    expect(steps[3]).toMatchObject({ label: tileName(es, 'R6'), caption: `Luis da su apoyo a Ana (${tileName(es, 'R6')}).` });
  });

  it('moves the Morale and Trials counters on the morale drop and the deal', () => {
    const steps = grizzledSteps(
      [
        { key: 'heal', params: { seat: 0, card: 'HK03', owner: 0 } },
        { key: 'morale', params: { n: 3, morale: 31 } },
        { key: 'leader', params: { seat: 1 } },
        { key: 'missionStart', params: { mission: 2, leader: 1 } },
      ],
      ctx,
    );
    expect(steps[1]).toMatchObject({ motion: 'counter', label: 'Moral', from: 34, to: 31, tone: 'bad' });
    const deal = grizzledSteps([{ key: 'intensity', params: { seat: 1, n: 2 } }, { key: 'dealt', params: { n: 6, trials: 11 } }], ctx);
    expect(deal[1]).toMatchObject({ motion: 'counter', label: 'Pruebas', from: 17, to: 11 });
  });

  it('flips the card a trap makes a player draw', () => {
    const steps = grizzledSteps(
      [
        { key: 'played', params: { seat: 0, card: 'TC04-1' } },
        { key: 'trap', params: { seat: 0, card: 'TC04-1' } },
        { key: 'trapDraw', params: { seat: 0, card: 'HK03' } },
        { key: 'knock', params: { seat: 0, card: 'HK03' } },
      ],
      ctx,
    );
    expect(steps.map((s) => s.motion)).toEqual(['line', 'line', 'flip', 'line']);
    expect(steps[3]!.tone).toBe('bad');
  });

  it('W1 plays nothing for a person’s own plain move, and plays a bot’s move', () => {
    const play: LogEntry[] = [{ key: 'played', params: { seat: 1, card: 'TC11-3' } }];
    expect(grizzledSteps(play, ctx)).toEqual([]);
    expect(grizzledSteps(play, { ...ctx, bots: [1] })).toHaveLength(1);
  });

  it('in real games, every support reveal flips its tile and no private line becomes a step', () => {
    let reveals = 0;
    for (let g = 0; g < 6; g++) {
      let before: LogEntry[] = [];
      playGame(grizzled, { players: names, variant: 'normal' }, `res${g}`, randomChooser, {
        onStep: (state) => {
          const log = (state as GrizzledState).log;
          const added = addedPublicLines(before, log);
          before = [...log];
          const steps = grizzledSteps(added, ctx);
          expect(added.every((l) => l.to === undefined)).toBe(true);
          for (const line of added.filter((l) => l.key === 'supportGiven')) {
            expect(steps.some((s) => s.motion === 'flip' && s.label === tileName(es, String(line.params.tile)))).toBe(true);
            reveals++;
          }
        },
      });
    }
    expect(reveals).toBeGreaterThan(5);
  });
});

describe('grizzled recap', () => {
  const log: LogEntry[] = [
    { key: 'played', params: { seat: 0, card: 'TC01-1' } },
    { key: 'played', params: { seat: 1, card: 'TC11-3' } },
    { key: 'withdraw', params: { seat: 2 } },
    { key: 'tilePlaced', params: { seat: 2 } },
    { key: 'tileChosen', params: { tile: 'L2' }, to: 2 },
    { key: 'knock', params: { seat: 1, card: 'HK18' } },
  ];

  it('W2 lists the other players’ moves since Ana’s last one, never a tile’s owner-only line', () => {
    const recap = buildRecap(log, 0, null, GRIZZLED_MOVES);
    expect(recap.lines.map((l) => `${l.key}:${l.params.seat}`)).toEqual(['played:1', 'withdraw:2', 'tilePlaced:2', 'knock:1']);
    expect(recap.lines.some((l) => l.key === 'tileChosen')).toBe(false);
  });

  it('is empty for a seat that just moved', () => {
    expect(buildRecap(log, 1, null, GRIZZLED_MOVES).lines).toEqual([]);
  });
});
