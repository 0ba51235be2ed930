import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { cardExplanation, faceDownExplanation, handCardExplanation, stepExplanation } from './table-explain';
import { DAY_STEPS } from './table-model';

function tr(locale: Locale = 'es'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

describe('looper table explanations', () => {
  it('a face-down card says whose it is and when it turns over, never its face', () => {
    expect(faceDownExplanation(tr(), 'Mente maestra')).toEqual({
      title: 'Carta boca abajo de Mente maestra',
      text: 'Carta boca abajo: se revela en la resolución de cartas.',
    });
    expect(faceDownExplanation(tr('en'), 'Hand 2').title).toBe('Face-down card of Hand 2');
    expect(cardExplanation(tr(), null, 'Ana')).toEqual(faceDownExplanation(tr(), 'Ana'));
    expect(cardExplanation(tr(), 'paranoiaPlus1#2', 'Mente maestra')).toEqual({ title: 'Paranoia +1', text: 'Paranoia +1, jugada por Mente maestra' });
  });

  it('a card still in a hand is in that hand, not "played by" anyone; a spent one says it comes back next loop', () => {
    const inHand = handCardExplanation(tr(), { id: 'paranoiaPlus1#2', state: 'available' }, 'Marta');
    expect(inHand).toEqual({ title: 'Paranoia +1', text: 'Paranoia +1: en la mano (Marta)' });
    expect(handCardExplanation(tr('en'), { id: 'paranoiaPlus1#2', state: 'available' }, 'Marta').text).toBe('Paranoia +1: in hand (Marta)');
    const spent = handCardExplanation(tr(), { id: 'forbidMovement', state: 'spent' }, 'Marta');
    expect(spent.text).toBe('Impedir movimiento: usada en este bucle, vuelve a la mano en el siguiente (Marta)');
    expect(handCardExplanation(tr('en'), { id: 'forbidMovement', state: 'spent' }, 'Marta').text).not.toMatch(/played by/);
  });

  it('every step of the track explains itself in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const step of [...DAY_STEPS, 'loopStart', 'finalGuess'] as const) {
        const e = stepExplanation(tr(locale), step);
        expect(e.title).not.toMatch(/looper\.|^[a-z]+[A-Z]/);
        expect(e.text).not.toMatch(/looper\./);
      }
    }
    expect(stepExplanation(tr(), 'incidents').title).toBe('7. Incidentes');
  });
});
