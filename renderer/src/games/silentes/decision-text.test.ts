/** The decision in words: every response window reads the same whoever is asked and whatever they hold (R35). */
import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from './format';
import { decisionText } from './decision-text';

function translator(locale: Locale): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

const names = ['Ana', 'Luis'];

describe('decision text', () => {
  it('R35 the window before an omen\'s noise names who is asked, in both languages', () => {
    const d = { t: 'window', seat: 1, window: 'omenNoise', subject: 1 } as const;
    expect(decisionText(translator('es'), d, names)).toBe('El presagio va a sumar ruido. Luis, ¿juegas una provisión antes?');
    expect(decisionText(translator('en'), d, names)).toBe('The omen is about to add noise. Luis, play a provision first?');
  });

  it('R35 a window asks the same question of a seat whatever it holds: the text depends only on the decision', () => {
    const es = translator('es');
    for (const window of ['afterReveal', 'beforeCompare', 'afterFail', 'omenNoise'] as const) {
      const text = decisionText(es, { t: 'window', seat: 0, window, subject: 0 }, names);
      expect(text).toContain('Ana');
      expect(text).not.toMatch(/silentes\./);
    }
    expect(decisionText(es, { t: 'window', seat: 1, window: 'afterFail', subject: 0 }, names)).toBe(
      'Ana ha hecho ruido. Luis, ¿juegas una provisión antes de sumarlo?',
    );
  });

  it('R17 El Mago asks each survivor the same way', () => {
    const en = translator('en');
    expect(decisionText(en, { t: 'magician', seat: 0 }, names)).toContain('Ana');
    expect(decisionText(en, { t: 'magician', seat: 1 }, names)).toContain('Luis');
  });
});
