import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';
import { createVeladaI18n } from './index';

describe('a title or name refused for a broken character (S31)', () => {
  it('S31 says which fault, for a saved game\'s title, a campaign\'s name and a corrected name, in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      const { global } = createVeladaI18n(locale);
      const tr = { t: global.t, te: global.te };
      for (const code of ['invalid_title', 'darkness_invalid_campaign_name', 'darkness_invalid_correction']) {
        const texts = (['nul', 'lone_surrogate'] as const).map((reason) => errorText(tr, { code, message: code, params: { path: 'name', reason } }));
        expect(texts[0], `${locale} ${code}`).toContain('NUL');
        expect(texts[1], `${locale} ${code}`).not.toBe(texts[0]);
        for (const text of texts) {
          expect(text, `${locale} ${code}`).not.toContain(code);
          expect(text, `${locale} ${code}`).not.toBe(global.t('errors.generic', { code }));
        }
      }
    }
  });
});
