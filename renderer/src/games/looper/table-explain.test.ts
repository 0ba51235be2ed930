import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { cardExplanation, faceDownExplanation, stepExplanation } from './table-explain';
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
