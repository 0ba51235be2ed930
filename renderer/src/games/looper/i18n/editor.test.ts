import { describe, expect, it } from 'vitest';
import editorTexts from './editor.json';
import { keyPaths, translator } from '../test-translator';

describe('Looper editor, script list, new-game and save-line texts', () => {
  it('English has exactly the Spanish keys, and every text is written in both', () => {
    expect(keyPaths(editorTexts.en)).toEqual(keyPaths(editorTexts.es));
    for (const lang of [editorTexts.es, editorTexts.en]) {
      for (const path of keyPaths(lang)) {
        const value = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], lang);
        expect(typeof value === 'string' && value.trim().length > 0, path).toBe(true);
      }
    }
  });

  it('is merged under looper.* and reads with its parameters', () => {
    expect(translator('es').t('looper.editor.coverTitle')).toBe('Editor de guiones — solo la mente maestra');
    expect(translator('en').t('looper.newGame.problem.badLoops', { loops: 7 })).toBe('This script is not played with 7 loops.');
  });

  it('reads one loop in the singular where the count picks the form, and names two counts by labels', () => {
    expect(translator('es').t('looper.newGame.difficultyWith', { value: 4, loops: 1, count: 1 })).toBe('4 con 1 bucle');
    expect(translator('es').t('looper.newGame.difficultyWith', { value: 4, loops: 3, count: 3 })).toBe('4 con 3 bucles');
    expect(translator('en').t('looper.newGame.difficultyNow', { value: 2, loops: 1, count: 1 })).toBe('Difficulty with 1 loop: 2 of 8');
    expect(translator('es').t('looper.newGame.scriptFigures', { set: 'Primeros pasos', loops: 1, days: 1 })).toBe('Primeros pasos · bucles: 1 · días: 1');
  });
});
