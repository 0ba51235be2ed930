import { describe, expect, it } from 'vitest';
import { CARD_KINDS, CHARACTERS, COUNTERS, INCIDENTS, LOCATIONS, PLOTS, ROLES, TRAGEDY_SETS, TRAITS } from '../../../../shared/games/looper/ids';
import { ABILITIES } from '../../../../shared/games/looper/abilities';
import { MASTERMIND_HAND, PROTAGONIST_HAND } from '../../../../shared/games/looper/cards';
import { namesTexts } from './i18n/names';
import { logTexts } from './i18n/log';
import {
  abilityLabel, abilityText, cardName, characterName, counterName, handName, incidentName, locationName, plotName,
  roleName, setName, stepName, targetName, traitName, type StepName,
} from './format';
import { keyPaths, translator } from './test-translator';

const LOCALES = ['es', 'en'] as const;
const DAY_STEPS: StepName[] = [
  'dayStart', 'mastermindCards', 'protagonistCards', 'cardResolution', 'mastermindAbilities', 'goodwillAbilities', 'incidents', 'leaderChange', 'dayEnd',
];

describe('names of every id', () => {
  for (const locale of LOCALES) {
    const tr = translator(locale);
    it(`${locale}: every character, role, plot, incident, place, set, trait, counter and card has a name`, () => {
      const all = [
        ...CHARACTERS.map((id) => [id, characterName(tr, id)]),
        ...ROLES.map((id) => [id, roleName(tr, id)]),
        ...PLOTS.map((id) => [id, plotName(tr, id)]),
        ...INCIDENTS.map((id) => [id, incidentName(tr, id)]),
        ...LOCATIONS.map((id) => [id, locationName(tr, id)]),
        ...TRAGEDY_SETS.map((id) => [id, setName(tr, id)]),
        ...TRAITS.map((id) => [id, traitName(tr, id)]),
        ...COUNTERS.map((id) => [id, counterName(tr, id)]),
        ...CARD_KINDS.map((id) => [id, cardName(tr, id)]),
      ];
      for (const [id, name] of all) {
        expect(name, id).toBeTruthy();
        expect(name, id).not.toBe(id);
      }
    });

    it(`${locale}: every card of both hands, the second Paranoia +1 included, and every target`, () => {
      for (const card of [...PROTAGONIST_HAND, ...MASTERMIND_HAND]) expect(cardName(tr, card.id)).toBe(cardName(tr, card.kind));
      for (const target of [...CHARACTERS, ...LOCATIONS]) expect(targetName(tr, target)).not.toBe(target);
    });

    it(`${locale}: every goodwill ability has its text, with the goodwill it needs`, () => {
      for (const id of CHARACTERS) {
        ABILITIES[id].forEach((ability, i) => {
          const text = abilityText(tr, id, i);
          expect(text, `${id} ${i}`).toContain(String(ability.goodwill));
          expect(abilityLabel(tr, id, i)).toContain(String(ability.goodwill));
        });
        expect(abilityText(tr, id, ABILITIES[id].length)).toBe('');
      }
    });

    it(`${locale}: the nine steps of the day, the loop start, the Final Guess and the end`, () => {
      const names = [...DAY_STEPS, 'loopStart', 'finalGuess', 'over'].map((s) => stepName(tr, s as StepName));
      expect(new Set(names).size).toBe(12);
      DAY_STEPS.forEach((step, i) => expect(stepName(tr, step)).toMatch(new RegExp(`^${i + 1}\\. `)));
    });
  }

  it('names follow the seed and L27 in Spanish', () => {
    const es = translator('es');
    expect(characterName(es, 'shrineMaiden')).toBe('La novicia');
    expect(characterName(es, 'henchman')).toBe('El secuaz');
    expect(locationName(es, 'shrine')).toBe('Capilla');
    expect(roleName(es, 'person')).toBe('Figurante');
    expect(cardName(es, 'goodwillPlus2')).toBe('Cooperación +2');
    expect(traitName(es, 'boy')).toBe('Chico');
    expect(setName(es, 'basicTragedy')).toBe('Tragedia básica');
  });

  it('L102 the names the seed does not print: traits, movement cards, markers, steps', () => {
    const es = translator('es');
    expect(TRAITS.map((t) => traitName(es, t))).toEqual(['Estudiante', 'Chico', 'Chica', 'Adulto', 'Hombre', 'Mujer']);
    expect(cardName(es, 'moveDiagonal')).toBe('Movimiento diagonal');
    expect(cardName(translator('en'), 'moveDiagonal')).toBe('Movement (diagonal)');
    expect(es.t('looper.marker.extra')).toBe('Indicador adicional');
    expect(es.t('looper.marker.turf')).toBe('Territorio del capo');
    expect(stepName(es, 'leaderChange')).toBe('8. Cambio de líder');
  });

  it('L100 counters count as the seed writes them: "1 Paranoia", "3 de Paranoia"', () => {
    const es = translator('es');
    const en = translator('en');
    expect(counterName(es, 'paranoia', 1)).toBe('1 Paranoia');
    expect(counterName(es, 'paranoia', 3)).toBe('3 de Paranoia');
    expect(counterName(es, 'goodwill', 2)).toBe('2 de Cooperación');
    expect(counterName(en, 'intrigue', 1)).toBe('1 Intrigue');
    expect(counterName(en, 'goodwill', 4)).toBe('4 Goodwill');
  });

  it('L101 a hand is its holder with four players, the one protagonist with two, and the hand itself with three', () => {
    const es = translator('es');
    expect(handName(es, 1, ['Mente', 'Ana', 'Luis', 'Eva'])).toBe('Luis');
    expect(handName(es, 2, ['Mente', 'Ana'])).toBe('Ana (mano 3)');
    expect(handName(es, 0, ['Mente', 'Ana', 'Luis'])).toBe('Mano 1');
    expect(handName(translator('en'), 0, ['M', 'Ana'])).toBe('Ana (hand 1)');
  });
});

describe('es/en parity', () => {
  for (const [part, texts] of [['names', namesTexts], ['log', logTexts]] as const) {
    it(`${part}: the same keys and the same placeholders in both languages`, () => {
      const es = keyPaths(texts.es);
      expect(keyPaths(texts.en)).toEqual(es);
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      const at = (root: unknown, path: string) => path.split('.').reduce((o: any, k) => o[k], root) as string;
      for (const path of es) expect(placeholders(at(texts.en, path)), path).toEqual(placeholders(at(texts.es, path)));
    });
  }
});
