import { describe, expect, it } from 'vitest';
import { huntCards, omenCards, provisionCards, PROVISIONS } from '../../../../shared/games/silentes/cards';
import { orthogonalNeighbours } from '../../../../shared/games/silentes/board';
import { cardInfo, handOrder, neighbours, romanNumeral } from './cards';

describe('cardInfo', () => {
  it('describes every card of the 78-card deck', () => {
    for (const id of huntCards()) {
      const info = cardInfo(id);
      expect(info.kind, id).toBe('hunt');
      if (info.kind === 'hunt') expect(`${info.suit}${info.rank}`).toBe(id);
    }
    for (const id of provisionCards()) {
      const info = cardInfo(id);
      expect(info.kind, id).toBe('provision');
      if (info.kind === 'provision') expect(info.key).toBe(PROVISIONS[id]);
    }
    const omens = omenCards().map(cardInfo);
    expect(omens.every((o) => o.kind === 'omen')).toBe(true);
    expect(new Set(omens.map((o) => (o.kind === 'omen' ? o.key : ''))).size).toBe(22);
    expect(cardInfo('M0')).toMatchObject({ kind: 'omen', number: 0, key: 'fool' });
    expect(cardInfo('M16')).toMatchObject({ kind: 'omen', number: 16, key: 'tower' });
    expect(cardInfo('M21')).toMatchObject({ kind: 'omen', number: 21, key: 'world' });
  });

  it('treats ids outside the deck as unknown instead of failing', () => {
    for (const id of ['', 'X4', 'B0', 'B15', 'M22', 'C', '7C', 'B4x']) expect(cardInfo(id).kind, id).toBe('unknown');
  });
});

describe('romanNumeral', () => {
  it('numbers the major arcana as printed, with El Loco as 0', () => {
    const expected = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
    expect(Array.from({ length: 22 }, (_, i) => romanNumeral(i))).toEqual(expected);
  });
});

describe('neighbours', () => {
  it('matches the engine geometry on the 2×4 map', () => {
    for (let i = 0; i < 8; i++) expect(neighbours(i), `shelter ${i}`).toEqual(orthogonalNeighbours(i));
    expect(neighbours(0)).toEqual([1, 4]);
    expect(neighbours(5)).toEqual([1, 4, 6]);
  });
});

describe('handOrder', () => {
  it('puts hunt cards by suit and value first, then provisions', () => {
    expect(['O2', 'C14', 'B9', 'C4', 'E1', 'B12'].sort(handOrder)).toEqual(['B9', 'B12', 'C4', 'C14', 'E1', 'O2']);
  });
});
