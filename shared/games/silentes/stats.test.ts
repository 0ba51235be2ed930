import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../engine/history';
import { botChooser, playGame } from '../../engine/play';
import { silentes } from './index';
import { silentesStats } from './stats';
import type { SilentesAction, SilentesOptions, SilentesState } from './types';
import { A, HANDS, scenario } from './test-helpers';

function historyOf(start: SilentesState, moves: [number, SilentesAction][]) {
  return replayHistory(silentes, start, moves.map(([seat, action]) => ({ seat, action })));
}

describe('Silentes end-of-game stats', () => {
  // Default map: 0:B4 1:C5 2:E6 3:O7 / 4:C8 5:B9 6:O10 7:E11. Ana hides in Copas with Bastos 5 and
  // the multitool; the hunt flips C12 with the meter at 14, so her failed comparison loses the game.
  const start = scenario({
    noise: 14,
    positions: [0, 5],
    hands: [['B5', 'C9', 'E8', 'O11', 'B1'], HANDS[1]],
    huntTop: ['C12', 'O4', 'O5'],
    provisionDeck: ['O2'],
  });
  const history = historyOf(start, [[0, A.hide(1, 'B5', { multitool: true })], [1, A.hide(4, 'C13')]]);
  const stats = silentesStats(history);

  it('E1 counts the noise each survivor caused (what La Justicia reads)', () => {
    expect(stats.players.map((p) => p.figures.noise)).toEqual([1, 0]);
  });

  it('counts the hunt cards each survivor played', () => {
    expect(stats.players.map((p) => p.figures.cards)).toEqual([1, 1]);
  });

  it('E4 counts a provision used together with a hide (Herramientas Multiuso) as used', () => {
    expect(stats.players.map((p) => p.figures.provisions)).toEqual([1, 0]);
  });

  it('gives the length as rounds and surviving moves', () => {
    expect(stats.length).toEqual({ rounds: 1, moves: 2 });
  });

  it('E3 a noise defeat is decided by what made the last noise: the failed comparison', () => {
    expect(stats.decisive).toMatchObject({ step: 2, entry: { key: 'compareFail', params: { seat: 0, perception: 12 } } });
  });

  it('reveals both final hands', () => {
    expect(stats.hands).toEqual([
      { seat: 0, name: 'Ana', cards: ['C9', 'E8', 'O11'], tiles: [] },
      { seat: 1, name: 'Luis', cards: ['C4', 'E5', 'O8', 'B10'], tiles: [] },
    ]);
  });

  it('E2 counts a distraction as a card played, and not an entrenchment ("en lugar de jugar una carta")', () => {
    const round2 = scenario({ positions: [0, 3], lastHideCards: ['B5', null], huntTop: ['E9', 'E10'], provisionDeck: [] });
    const h = historyOf(round2, [[0, A.entrench], [1, A.distract('C', 'C4')]]);
    expect(silentesStats(h).players.map((p) => p.figures.cards)).toEqual([0, 1]);
  });

  it('agrees with the final state over a whole bot game', () => {
    const options: SilentesOptions = { players: ['Ana', 'Luis'], openHands: false };
    const moves: { seat: number; action: unknown }[] = [];
    const played = playGame(silentes, options, 'stats', botChooser, { onStep: (_s, seat, action) => moves.push({ seat, action }) });
    const whole = silentesStats(replayHistory(silentes, silentes.setup(options, 'stats'), moves));
    const final = played.state as SilentesState;
    expect(whole.players.map((p) => p.figures.noise)).toEqual(final.seats.map((p) => p.noiseCaused));
    expect(whole.length).toEqual({ rounds: final.round, moves: moves.length });
    expect(whole.decisive).not.toBeNull();
    const provisionsUsed = whole.players.reduce((sum, p) => sum + p.figures.provisions, 0);
    expect(provisionsUsed).toBe(final.seats.flatMap((p) => p.discard).filter((c) => /^[BCEO]([1-3])$/.test(c)).length);
  });
});
