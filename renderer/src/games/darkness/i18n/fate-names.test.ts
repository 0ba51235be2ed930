/**
 * The two fate tables have one name each, in every screen: the roll helper, the table, the log,
 * the rules and the refusals say what the table's own heading says (`darkness.table.fate`), so a
 * family reading the helper aloud meets the same words as on the table.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../../i18n';
import { leaves } from '../../../i18n/test-trees';

/** Any way a text may name a fate table: "Oh" and the word after it, or a cheer. */
const NAMED = {
  es: /¡?Oh,? \p{L}+|¡?Yu+ju+!?/giu,
  en: /Oh,? \p{L}+|Woo+hoo+!?/giu,
};

function core(name: string): string {
  return name.replace(/[¡!«»]/g, '').replace(/,/g, '').toLowerCase();
}

describe('the fate tables’ names', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`are the table's own in every ${locale} text that names them`, () => {
      const texts = leaves(messages[locale]);
      const names = new Set([core(texts.get('darkness.table.fate.ohCrap')!), core(texts.get('darkness.table.fate.woohoo')!)]);
      const others: string[] = [];
      let naming = 0;
      for (const [key, text] of texts) {
        for (const m of text.matchAll(NAMED[locale])) {
          naming++;
          if (!names.has(core(m[0]))) others.push(`${key}: ${m[0]}`);
        }
      }
      expect(naming).toBeGreaterThan(8);
      expect(others).toEqual([]);
    });
  }

  it('say the same in the roll helper as on the table', () => {
    const es = leaves(messages.es);
    expect(es.get('darkness.roll.shift')).toContain(es.get('darkness.table.fate.ohCrap'));
    expect(es.get('darkness.roll.shift')).toContain(es.get('darkness.table.fate.woohoo'));
  });
});
