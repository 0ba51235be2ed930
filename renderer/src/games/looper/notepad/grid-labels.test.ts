import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../i18n/translator';
import { translator } from '../test-translator';
import { gridLabels } from './grid-labels';

/** The real texts, counting every lookup. */
function counted(locale: 'es' | 'en'): { tr: Translator; calls: () => number } {
  const real = translator(locale);
  let n = 0;
  return {
    tr: { t: (key, params) => (n++, real.t(key, params)), te: (key) => real.te(key) },
    calls: () => n,
  };
}

describe('notes grid labels', () => {
  it('say the cell, the plot and the mark in the language asked for', () => {
    const cache = new Map<string, string>();
    const es = gridLabels(translator('es'), 'es', cache);
    const en = gridLabels(translator('en'), 'en', cache);
    expect(es.cell('boyStudent', 'killer', 'ruledOut')).toBe(translator('es').t('looper.notepad.cell', {
      character: translator('es').t('looper.character.boyStudent.name'),
      role: translator('es').t('looper.role.killer'),
      mark: translator('es').t('looper.notepad.mark.ruledOut'),
    }));
    expect(en.cell('boyStudent', 'killer', 'ruledOut')).not.toBe(es.cell('boyStudent', 'killer', 'ruledOut'));
    expect(en.plot('murderPlan', 'certain')).toContain(en.mark('certain'));
    expect(es.mark('possible')).toBe(translator('es').t('looper.notepad.mark.possible'));
  });

  it('write each label once per language, across grids (a grid drawn again asks nothing)', () => {
    const cache = new Map<string, string>();
    const first = counted('es');
    gridLabels(first.tr, 'es', cache).cell('doctor', 'brain', 'possible');
    expect(first.calls()).toBeGreaterThan(0);
    const again = counted('es');
    const labels = gridLabels(again.tr, 'es', cache);
    labels.cell('doctor', 'brain', 'possible');
    labels.mark('possible');
    expect(again.calls()).toBe(0);
    // Another mark is another label; another language writes its own.
    labels.cell('doctor', 'brain', 'certain');
    expect(again.calls()).toBeGreaterThan(0);
    const english = counted('en');
    expect(gridLabels(english.tr, 'en', cache).cell('doctor', 'brain', 'possible')).not.toBe(gridLabels(again.tr, 'es', cache).cell('doctor', 'brain', 'possible'));
    expect(english.calls()).toBeGreaterThan(0);
  });

  it('does not keep a text that is missing (it reads as its key while the texts load)', () => {
    const cache = new Map<string, string>();
    const missing: Translator = { t: (key) => key, te: () => false };
    expect(gridLabels(missing, 'es', cache).mark('possible')).toBe('looper.notepad.mark.possible');
    expect(cache.size).toBe(0);
    expect(gridLabels(translator('es'), 'es', cache).mark('possible')).toBe(translator('es').t('looper.notepad.mark.possible'));
  });
});
