import { describe, expect, it } from 'vitest';
import { createVeladaI18n } from '../../i18n';
import type { Translator } from '../../i18n/translator';
import { decisionText } from './decision-text';
import { availableVariants } from './new-game';
import { brokenPlayer } from './end';

function translator(locale: 'es' | 'en'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}
const es = translator('es');
const names = ['Marta', 'Bot 1', 'Bot 2'];

describe('decisionText', () => {
  it('says who decides what, with the decision’s own figures', () => {
    expect(decisionText(es, { t: 'intensity', seat: 0, min: 3, max: 6 }, names, false)).toBe('Marta elige la intensidad de la misión (3–6 cartas por cabeza).');
    expect(decisionText(es, { t: 'speech', seat: 2, speaker: 0, threat: 'night' }, names, false)).toBe(
      'Discurso de Marta sobre Noche: Bot 2 descarta una carta con esa amenaza o pasa.',
    );
    expect(decisionText(es, { t: 'relief', seat: 0, heal: 2, charm: false }, names, false)).toBe('Marta recibió más apoyo: descarta 2 Golpes Duros.');
    expect(decisionText(es, { t: 'relief', seat: 0, heal: 1, charm: false }, names, false)).toBe('Marta recibió más apoyo: descarta 1 Golpe Duro.');
    expect(decisionText(es, { t: 'relief', seat: 0, heal: 0, charm: true }, names, false)).toBe('Marta recibió más apoyo: recupera su amuleto.');
    expect(decisionText(es, { t: 'support', seat: 0 }, names, false)).toBe('Marta elige en secreto una ficha de apoyo.');
    expect(decisionText(es, null, names, false)).toBe('Nadie tiene que decidir.');
  });

  it('G16 words a speech answer the same for every seat asked, in both languages, holding the threat or not', () => {
    const en = translator('en');
    const asked = [1, 2].map((seat) => decisionText(en, { t: 'speech', seat, speaker: 0, threat: 'gas' }, names, false));
    expect(asked).toEqual([
      'Marta’s speech about Gas: Bot 1 discards a card showing it or passes.',
      'Marta’s speech about Gas: Bot 2 discards a card showing it or passes.',
    ]);
    expect(es.t('grizzled.action.discardHint', { threat: 'Gas' })).toBe(
      'Discurso sobre Gas: descarta una carta de tu mano con esa amenaza, o pasa. A todos se les pregunta lo mismo.',
    );
    expect(es.t('grizzled.action.pass')).toBe('Pasar');
    expect(en.t('grizzled.action.pass')).toBe('Pass');
  });

  it('says a bot is thinking while it decides', () => {
    expect(decisionText(es, { t: 'turn', seat: 1 }, names, true)).toBe('Bot 1 está pensando…');
  });
});

describe('new Grizzled game form rules', () => {
  it('offers the Chaplain rule only to exactly two seats', () => {
    expect(availableVariants(2)).toEqual(['normal', 'rookie', 'veteran', 'twoPlayer']);
    for (const n of [3, 4, 5]) expect(availableVariants(n)).toEqual(['normal', 'rookie', 'veteran']);
  });
});

describe('brokenPlayer', () => {
  const player = (knockCount: number) => ({ knockCount }) as never;

  it('takes who broke from the log, else the first player with four knock symbols', () => {
    expect(brokenPlayer({ log: [{ key: 'defeatKnocks', params: { seat: 2 } }], players: [player(4), player(0), player(4)] })).toBe(2);
    expect(brokenPlayer({ log: [], players: [player(1), player(5)] })).toBe(1);
    expect(brokenPlayer({ log: [], players: [player(1)] })).toBeNull();
  });
});
