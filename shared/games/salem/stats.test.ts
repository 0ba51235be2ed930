/** Salem's end-of-game figures, decisive moment and hands. */
import { describe, expect, it } from 'vitest';
import { replayHistory } from '../../engine/history';
import { salem } from './index';
import { startNight } from './night';
import { salemHands, salemStats } from './stats';
import { changed, table } from './night-fixtures';
import type { SalemAction, SalemState } from './types';

// Ana (witch) and Luis are left; Eva and Tomás (a revealed witch) are dead. Ana draws the Night
// and names Luis; there is no Constable any more: Luis dies and only witches live.
const before = table({
  seats: [
    { tryals: 'WNn', hand: ['alibi-1'] },
    { tryals: 'NNn', hand: ['stocks-1', 'accusation-9'] },
    { tryals: 'nnn', alive: false },
    { tryals: 'nwc', alive: false },
  ],
});
before.log = [
  { key: 'play', params: { seat: 0, card: 'accusation-1', target: 1 } },
  { key: 'play', params: { seat: 1, card: 'evidence-1', target: 0 } },
  { key: 'play', params: { seat: 1, card: 'stocks-2', target: 0 } },
  { key: 'playTo', params: { seat: 0, card: 'scapegoat-1', target: 2, to: 1 } },
  { key: 'griggs', params: { seat: 1, target: 3 } },
  { key: 'play', params: { seat: 0, card: 'arson-1', target: 1 } },
  { key: 'arson', params: { seat: 0, target: 1, n: 2 } },
  { key: 'reveal', params: { target: 1, index: 2, face: 'not', by: 0 } },
  { key: 'drew', params: { seat: 1, card: 'accusation-9' }, to: 1 },
];
before.counts.turns = 9;
const start = changed(before, (d) => startNight(d, 0));
const night = (answers: number[]): SalemAction => ({ type: 'night', answers, confess: null });
const history = replayHistory(salem, start, [
  { seat: 0, action: night([1]) },
  { seat: 1, action: night([0]) },
  { seat: 0, action: night([1, 1]) },
  { seat: 1, action: night([0, 0]) },
]);
const final = history.states.at(-1) as SalemState;
const stats = salemStats(history);

describe('Salem end-of-game stats', () => {
  it('the night in this scenario ends the game for the witches', () => {
    expect(final.result).toEqual({ outcome: 'defeat', reason: 'witchesWin' });
  });

  it('counts accusations placed, cards played, own Tryals revealed and nights survived', () => {
    expect(stats.players.map((p) => p.figures)).toEqual([
      { accusations: 1, cardsPlayed: 3, tryalsRevealed: 0, nightsSurvived: 1 },
      { accusations: 2, cardsPlayed: 3, tryalsRevealed: 1, nightsSurvived: 0 },
      { accusations: 0, cardsPlayed: 0, tryalsRevealed: 0, nightsSurvived: 0 },
      { accusations: 0, cardsPlayed: 0, tryalsRevealed: 0, nightsSurvived: 0 },
    ]);
    expect(stats.length).toEqual({ rounds: 9, moves: 4 });
  });

  it('S62 the decisive moment is the line that set off the win: here the Kill card, not the death it caused', () => {
    expect(stats.decisive).toEqual({ step: 4, entry: { key: 'kill', params: { target: 1 } } });
  });

  it('hands and, once the game is over, every Tryal face; no face before the end', () => {
    expect(stats.hands).toEqual([
      { seat: 0, name: 'Ana', cards: ['alibi-1'], tiles: ['witch', 'not', 'not'] },
      { seat: 1, name: 'Luis', cards: [], tiles: ['not', 'not', 'not'] },
      { seat: 2, name: 'Eva', cards: [], tiles: ['not', 'not', 'not'] },
      { seat: 3, name: 'Tomás', cards: [], tiles: ['not', 'witch', 'constable'] },
    ]);
    expect(salemHands(start).map((h) => h.tiles)).toEqual([[], [], [], []]);
    expect(salemHands(start)[1]!.cards).toEqual(['stocks-1', 'accusation-9']);
  });
});
