import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../engine/history';
import { botChooser, playGame } from '../../engine/play';
import { grizzled } from './index';
import { grizzledStats } from './stats';
import type { GrizzledAction, GrizzledOptions, GrizzledState } from './types';
import { A, scenario } from './test-helpers';

function historyOf(start: GrizzledState, moves: [number, GrizzledAction][]) {
  return replayHistory(grizzled, start, moves.map(([seat, action]) => ({ seat, action })));
}

describe('Grizzled end-of-game stats', () => {
  // Ana and Marta have withdrawn (Ana's R1 goes to Marta, Marta's L2 to Ana). Luis, the last
  // one in, makes a speech, plays Wounded on himself (4 symbols), withdraws and gives L3 to Marta.
  const start = scenario({
    active: 1,
    withdrawn: [true, false, true],
    played: ['R1', null, 'L2'],
    tiles: [['L1'], ['L3', 'R3'], []],
    hands: [[], ['HK07'], []],
    knocks: [[], ['HK04', 'HK10'], []],
    speech: [0, 1, 0],
    trials: [],
  });
  const history = historyOf(start, [[1, A.speech('rain')], [1, A.play('HK07')], [1, A.withdraw], [1, A.support('L3')]]);
  const stats = grizzledStats(history);

  it('the game in this scenario is lost by Luis breaking', () => {
    expect((history.states[history.states.length - 1] as GrizzledState).result).toEqual({ outcome: 'defeat', reason: 'defeatKnocks' });
  });

  it('counts the Hard Knocks each player took', () => {
    expect(stats.players.map((p) => p.figures.knocks)).toEqual([0, 1, 0]);
  });

  it('G-E2 counts the support tiles each player received', () => {
    expect(stats.players.map((p) => p.figures.support)).toEqual([1, 0, 2]);
  });

  it('counts the speeches each player made', () => {
    expect(stats.players.map((p) => p.figures.speeches)).toEqual([0, 1, 0]);
  });

  it('gives the length as missions and surviving moves', () => {
    expect(stats.length).toEqual({ rounds: 2, moves: 4 });
  });

  it('G-E3 a loss by Hard Knocks is decided by the knock that broke that player', () => {
    expect(stats.decisive).toEqual({ step: 2, entry: { key: 'knock', params: { seat: 1, card: 'HK07' } } });
  });

  it('reveals every hand and the support tiles still held', () => {
    expect(stats.hands).toEqual([
      // Support received joins the tiles a player holds.
      { seat: 0, name: 'Ana', cards: [], tiles: ['L1', 'L2'] },
      { seat: 1, name: 'Luis', cards: [], tiles: ['R3'] },
      { seat: 2, name: 'Marta', cards: [], tiles: ['R1', 'L3'] },
    ]);
  });

  it('G-E1 counts the missions each player led, the first one included, over a whole bot game', () => {
    const options: GrizzledOptions = { players: ['Ana', 'Luis', 'Marta'], variant: 'normal' };
    const moves: { seat: number; action: unknown }[] = [];
    const played = playGame(grizzled, options, 'stats', botChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });
    const final = played.state as GrizzledState;
    const whole = grizzledStats(replayHistory(grizzled, grizzled.setup(options, 'stats'), moves));
    expect(whole.players.reduce((sum, p) => sum + p.figures.missionsLed, 0)).toBe(final.mission);
    expect(whole.players[0]!.figures.missionsLed).toBeGreaterThanOrEqual(1);
    expect(whole.length).toEqual({ rounds: final.mission, moves: moves.length });
    expect(whole.decisive).not.toBeNull();
    expect(whole.hands.map((h) => h.cards)).toEqual(final.players.map((p) => p.hand));
  });
});
