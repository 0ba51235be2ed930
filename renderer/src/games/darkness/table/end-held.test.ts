/** Issue 22 point 8: Darkness' end screen names what heroes carried in its own words, not another game's hands of cards. */
import { describe, expect, it } from 'vitest';
import { handsWords } from '../../../components/end-describers';
import { translator } from '../../looper/test-translator';
import { heldWords } from './end-model';

describe('the end screen’s held-pieces words', () => {
  it('reads "Lo que llevaba cada héroe al final" / "nada" for Darkness, never "Manos al final" or "sin cartas"', () => {
    const es = translator('es');
    const words = handsWords({ line: () => '', card: () => '', ...heldWords(es) }, (k) => es.t(k));
    expect(words).toEqual({ title: 'Lo que llevaba cada héroe al final', empty: 'nada' });
    const en = translator('en');
    expect(handsWords({ line: () => '', card: () => '', ...heldWords(en) }, (k) => en.t(k))).toEqual({ title: 'What each hero carried at the end', empty: 'nothing' });
  });

  it('keeps the card games’ words for a game that gives none', () => {
    const es = translator('es');
    expect(handsWords({ line: () => '', card: () => '' }, (k) => es.t(k))).toEqual({ title: 'Manos al final', empty: 'sin cartas' });
  });
});
