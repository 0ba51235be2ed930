/** Every word the Salem table asks for exists in Spanish and in English. */
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, LOG_KEYS } from '../../../../../shared/games/salem/types';
import { DECK_SPEC } from '../../../../../shared/games/salem/cards';
import { salemTestI18n } from './test-i18n';

const sources = {
  ...(import.meta.glob('./**/*.vue', { query: '?raw', import: 'default', eager: true }) as Record<string, string>),
  ...(import.meta.glob(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>),
};

/** Whole keys written out in the code: 'salem.table.x.y' (a key built with ${…} is checked by family below). */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/['"`](salem\.table\.[A-Za-z0-9_.]+)(['"`])/g)) if (!m[1]!.endsWith('.')) keys.add(m[1]!);
  }
  return [...keys].sort();
}

describe('salem table texts', () => {
  for (const locale of ['es', 'en'] as const) {
    const { global } = salemTestI18n(locale);
    it(`${locale}: every key the table writes out exists`, () => {
      const keys = literalKeys();
      expect(keys.length).toBeGreaterThan(40);
      // A comment may name a whole family ('salem.table.cause'): a subtree counts as present.
      const present = (k: string) => global.te(k, locale) || Object.keys((global.tm(k) as object | undefined) ?? {}).length > 0;
      expect(keys.filter((k) => !present(k))).toEqual([]);
    });

    it(`${locale}: every family of built keys is complete`, () => {
      const built = [
        ...['characters', 'dawn', 'day', 'night', 'over'].map((p) => `salem.table.phase.${p}`),
        ...['dawn', 'night'].flatMap((k) => [`salem.table.night.title.${k}`, `salem.table.night.cover.${k}`]),
        ...['cat', 'victim', 'gavel', 'decoy1', 'decoy2'].map((p) => `salem.table.night.prompt.${p}`),
        ...['gavel', 'asylum', 'confession'].flatMap((b) => [`salem.table.morning.saved.${b}`, `salem.table.savedBy.${b}`]),
        ...['witch', 'allRevealed', 'night', 'matchmaker', 'confession'].map((c) => `salem.table.cause.${c}`),
        ...['ann_putnam', 'rebecca_nurse', 'thomas_danforth'].map((a) => `salem.table.action.offer.${a}`),
        ...DECK_SPEC.map((c) => `salem.table.effect.${c.key}`),
        ...['draw', 'reveal', 'threshold', 'parris', 'tituba', 'character'].map((c) => `salem.table.confirm.${c}`),
      ];
      expect(built.filter((k) => !global.te(k, locale))).toEqual([]);
    });

    it(`${locale}: U2's names and sentences the table reads are there`, () => {
      const theirs = [
        ...DECK_SPEC.map((c) => `salem.cards.${c.key}.name`),
        ...CHARACTER_IDS.flatMap((id) => [`salem.characters.${id}.name`, `salem.characters.${id}.ability`]),
        ...['witch', 'not', 'constable'].map((f) => `salem.tryals.${f}`),
        ...LOG_KEYS.map((k) => `salem.log.${k}`),
        'salem.verdict.witch',
        'salem.verdict.town',
      ];
      expect(theirs.filter((k) => !global.te(k, locale))).toEqual([]);
    });
  }
});
