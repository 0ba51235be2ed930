/** Salem log lines and names as the table reads them (params made readable for U2's sentences). */
import { describe, expect, it } from 'vitest';
import { cardColor, cardName, logLine, readableParams } from './format';
import { salemTranslator } from './test-i18n';
import { errorText } from '../../../i18n/error-text';
import { loadDefinition } from '../../registry';

// Salem's error params are read once the game has loaded (its errors come from its table).
await loadDefinition('salem');

const es = salemTranslator('es');
const names = ['Ana', 'Luis', 'Eva', 'Pablo'];

describe('salem table format', () => {
  it('turns seats into names, ids into card, character and face names, and positions into 1-based numbers', () => {
    const p = readableParams(es, { key: 'reveal', params: { target: 1, index: 0, face: 'witch', by: 2 } }, names);
    expect(p).toMatchObject({ target: 'Luis', index: 1, by: 'Eva' });
    expect(p.face).toBe(es.t('salem.tryals.witch'));
    expect(readableParams(es, { key: 'play', params: { seat: 0, card: 'evidence-3', target: 3 } }, names)).toEqual({
      seat: 'Ana',
      card: cardName(es, 'evidence-3'),
      target: 'Pablo',
    });
  });

  it('reads a and b by line: seats for the Matchmakers, cards for Giles and Parris, characters for the offer', () => {
    expect(readableParams(es, { key: 'matchmakers', params: { a: 0, b: 2 } }, names)).toEqual({ a: 'Ana', b: 'Eva' });
    expect(readableParams(es, { key: 'giles', params: { seat: 0, a: 'accusation-1', b: 'accusation-2' } }, names).a).toBe(cardName(es, 'accusation-1'));
    expect(readableParams(es, { key: 'characterOffer', params: { seat: 0, a: 'tituba', b: 'martha_corey' } }, names).a).toBe(es.t('salem.characters.tituba.name'));
  });

  it('the rescue and the cause are words; the witness list is names; a death verdict is a sentence part', () => {
    expect(readableParams(es, { key: 'saved', params: { target: 1, by: 'gavel' } }, names).by).toBe('el mazo');
    expect(readableParams(es, { key: 'death', params: { seat: 1, cause: 'night' } }, names).cause).toBe('la noche');
    expect(readableParams(es, { key: 'witchesAre', params: { seats: '0,2' } }, names).seats).toBe('Ana, Eva');
    const was = readableParams(es, { key: 'wasWitch', params: { seat: 1, witch: 1 } }, names).witch;
    expect(was).not.toBe(1);
    expect(was).toBe(es.t('salem.verdict.witch'));
  });

  it('writes a log line with U2 sentences, and a line without one shows its key and params', () => {
    expect(logLine(es, { key: 'play', params: { seat: 0, card: 'accusation-4', target: 1 } }, names)).toContain('Ana');
    expect(logLine(es, { key: 'play', params: { seat: 0, card: 'accusation-4', target: 1 } }, names)).toContain('Luis');
    expect(logLine(es, { key: 'nope' as 'play', params: { seat: 0 } }, names)).toBe('nope (seat: Ana)');
  });

  it('picks the plural from n', () => {
    const one = logLine(es, { key: 'draw', params: { seat: 0, n: 1 } }, names);
    const two = logLine(es, { key: 'draw', params: { seat: 0, n: 2 } }, names);
    expect(one).not.toBe(two);
    expect(two).toContain('2');
  });

  it('knows each card colour', () => {
    expect(cardColor('accusation-3')).toBe('red');
    expect(cardColor('black_cat')).toBe('blue');
    expect(cardColor('stocks-1')).toBe('green');
    expect(cardColor('night')).toBe('black');
    expect(cardColor('joker')).toBeNull();
  });

  it('names a Salem card in an error, in the user\'s language', () => {
    const error = { code: 'card_not_in_hand', message: 'That card is not in your hand', params: { card: 'evidence-3' } };
    expect(errorText(es, error)).toBe(`${es.t('salem.cards.evidence.name')} no está en tu mano.`);
    const en = salemTranslator('en');
    expect(errorText(en, error)).toBe(`${en.t('salem.cards.evidence.name')} is not in your hand.`);
  });
});
