import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { handKey, handName, refusalText } from './roll-texts';

function tr(locale: Locale): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

describe('roll helper texts', () => {
  it('names and keys every hand', () => {
    const helper = { kind: 'helper' as const, index: 1, dice: 2 };
    expect(handKey(helper)).toBe('helper-2');
    expect(handKey({ kind: 'main', index: 0, dice: 3 })).toBe('main');
    expect(handName(tr('es'), helper, 'handTitle')).toBe('Ayudante 2');
    expect(handName(tr('en'), { kind: 'opponent', index: 0, dice: 3 }, 'hand')).toBe('the other side');
  });

  it('says a refusal in the table language with its figures', () => {
    expect(refusalText(tr('es'), { code: 'vp_insufficient', params: { cost: 2, vp: 1 }, message: 'x' })).toBe('Cuesta 2 PV y solo tienes 1.');
    expect(refusalText(tr('en'), { code: 'vp_reroll_limit', params: { limit: 3 }, message: 'x' })).toBe('At most 3 re-rolls a turn.');
    expect(refusalText(tr('en'), { code: 'no_such_code_anywhere', params: {}, message: 'engine words' })).toBe('engine words');
  });
});
