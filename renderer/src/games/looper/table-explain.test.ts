import { describe, expect, it } from 'vitest';
import { createVeladaI18n, type Locale } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { CHARACTERS } from '../../../../shared/games/looper/ids';
import { cardExplanation, characterExplanation, counterExplanation, markerExplanation } from './table-explain';

function tr(locale: Locale = 'es'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}

describe('looper table explanations', () => {
  it('a character card reads its traits, paranoia limit, forbidden places and every goodwill ability', () => {
    const e = characterExplanation(tr(), 'shrineMaiden');
    expect(e.title).toBe('La novicia');
    expect(e.text).toContain('Estudiante, Chica.');
    expect(e.text).toContain('Límite de Paranoia 2.');
    expect(e.text).toContain('No puede entrar en:');
    expect(e.text.match(/Cooperación \d/g)).toHaveLength(2);
    expect(e.text).not.toContain('..');
  });

  it('every character explains itself in both languages without a missing key', () => {
    for (const locale of ['es', 'en'] as const) {
      for (const id of CHARACTERS) {
        const e = characterExplanation(tr(locale), id);
        expect(e.title).not.toBe(id);
        expect(e.text).not.toMatch(/looper\./);
      }
    }
  });

  it('counters, markers and cards: a face-down card never names its face', () => {
    expect(counterExplanation(tr(), 'paranoia', 2).title).toBe('2 de Paranoia');
    expect(counterExplanation(tr('en'), 'goodwill', 1).title).toBe('1 Goodwill');
    for (const kind of ['extra', 'corpse', 'turf', 'leader', 'locationIntrigue'] as const) {
      const e = markerExplanation(tr(), kind);
      expect(e.title).not.toMatch(/looper\./);
      expect(e.text).not.toMatch(/looper\./);
    }
    const down = cardExplanation(tr(), null, 'Mente maestra');
    expect(down.title).toBe('Carta boca abajo de Mente maestra');
    expect(cardExplanation(tr(), 'paranoiaPlus1#2', 'Mente maestra').title).toBe('Paranoia +1');
  });
});
