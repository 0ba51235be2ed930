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
});
