/** The legal list grouped into the Salem play flow: card → target → what the card still asks. */
import { describe, expect, it } from 'vitest';
import { characterChoices, findParris, findPoint, groupLegal, moveCard, parrisCards, playDetail, playableCards, targetsOf, toggleMark } from './legal';

const legal = [
  { type: 'draw' },
  { type: 'tituba' },
  { type: 'play', card: 'accusation-1', target: 1 },
  { type: 'play', card: 'accusation-1', target: 2 },
  { type: 'play', card: 'scapegoat-1', target: 1, to: 3 },
  { type: 'play', card: 'scapegoat-1', target: 1, to: 2 },
  { type: 'play', card: 'alibi-1', target: 2, remove: ['accusation-9'] },
  { type: 'play', card: 'alibi-1', target: 2, remove: ['accusation-9', 'evidence-2'] },
  { type: 'play', card: 'alibi-2', target: 3, remove: [] },
  { type: 'play', card: 'alibi-2', target: 3, asWitness: true },
  { type: 'parris', cards: ['stocks-1'] },
  { type: 'parris', cards: ['arson-1'] },
  { type: 'parris', cards: ['stocks-1', 'arson-1'] },
  { type: 'fly' },
  'junk',
];

describe('salem legal grouping', () => {
  const g = groupLegal(legal);

  it('sorts every action into its group and keeps what it cannot draw as unknown', () => {
    expect(g.draw).toEqual({ type: 'draw' });
    expect(g.tituba).toEqual({ type: 'tituba' });
    expect(g.end).toBeNull();
    expect(g.play).toHaveLength(8);
    expect(g.unknown).toEqual([{ type: 'fly' }, 'junk']);
  });

  it('offers the playable hand cards in hand order and each card’s targets', () => {
    expect(playableCards(g, ['stocks-9', 'alibi-1', 'accusation-1'])).toEqual(['alibi-1', 'accusation-1']);
    expect(targetsOf(g, 'accusation-1')).toEqual([1, 2]);
  });

  it('a plain card on a target is one action; Scapegoat asks who receives; Alibi which cards; Will Griggs Alibi or Witness', () => {
    expect(playDetail(g, 'accusation-1', 2)).toEqual({ kind: 'none', action: { type: 'play', card: 'accusation-1', target: 2 } });
    const to = playDetail(g, 'scapegoat-1', 1);
    expect(to?.kind === 'to' && to.options.map((o) => o.to)).toEqual([2, 3]);
    const remove = playDetail(g, 'alibi-1', 2);
    expect(remove?.kind === 'remove' && remove.options.map((o) => o.remove.length)).toEqual([1, 2]);
    const witness = playDetail(g, 'alibi-2', 3);
    expect(witness?.kind).toBe('witness');
    expect(witness?.kind === 'witness' && witness.witness.asWitness).toBe(true);
    expect(playDetail(g, 'accusation-1', 0)).toBeNull();
  });

  it('Samuel Parris: the marks find the legal pick, two at most', () => {
    expect(parrisCards(g)).toEqual(['stocks-1', 'arson-1']);
    expect(findParris(g, ['arson-1', 'stocks-1'])).toEqual({ type: 'parris', cards: ['stocks-1', 'arson-1'] });
    expect(findParris(g, [])).toBeUndefined();
    expect(toggleMark(['a', 'b'], 'c', 2)).toEqual(['b', 'c']);
    expect(toggleMark(['a', 'b'], 'a', 2)).toEqual(['b']);
  });

  it('the pointTwo pair, the character choice', () => {
    const p = groupLegal([{ type: 'point', tryals: [0, 2] }, { type: 'character', character: 'tituba' }, { type: 'character', character: 'giles_corey' }]);
    expect(findPoint(p, [2, 0])).toEqual({ type: 'point', tryals: [0, 2] });
    expect(findPoint(p, [1, 0])).toBeUndefined();
    expect(characterChoices(p)).toEqual(['tituba', 'giles_corey']);
  });

  it('Tituba moves a card up, down, to the top and to the bottom', () => {
    const deck = ['a', 'b', 'c', 'night'];
    expect(moveCard(deck, 2, 'up')).toEqual(['a', 'c', 'b', 'night']);
    expect(moveCard(deck, 0, 'down')).toEqual(['b', 'a', 'c', 'night']);
    expect(moveCard(deck, 3, 'top')).toEqual(['night', 'a', 'b', 'c']);
    expect(moveCard(deck, 0, 'bottom')).toEqual(['b', 'c', 'night', 'a']);
    expect(moveCard(deck, 0, 'up')).toEqual(deck);
  });
});
