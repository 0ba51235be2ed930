import { describe, expect, it } from 'vitest';
import { playGame, randomChooser } from '../../../../shared/engine/play';
import { looper } from '../../../../shared/games/looper';
import { SHIPPED_SCRIPTS } from '../../../../shared/games/looper/scripts';
import type { LooperAction, LooperState } from '../../../../shared/games/looper/types';
import { view } from '../../../../shared/games/looper/view';
import { createVeladaI18n } from '../../i18n';
import { looperEn, looperEs } from './i18n';
import type { Translator } from '../../i18n/translator';
import { alwaysAskedText, dayEndText, decisionText, goodwillUseText, incidentChoiceText, informerAnswerText, mastermindAbilityText } from './decision-text';

function translator(locale: 'es' | 'en'): Translator {
  const i18n = createVeladaI18n(locale);
  return { t: (key, params) => i18n.global.t(key, params ?? {}), te: (key) => i18n.global.te(key) };
}
const es = translator('es');
const en = translator('en');

/** The words the panel shows for one legal answer ('' for answers drawn without their own text). */
function answerText(tr: Translator, s: LooperState, a: LooperAction): string {
  switch (a.type) {
    case 'useGoodwill': return goodwillUseText(tr, a);
    case 'mastermindAbility': return mastermindAbilityText(tr, a);
    case 'dayEnd': return dayEndText(tr, a);
    case 'incidentChoice': return incidentChoiceText(tr, s.pending?.t === 'incident' ? s.pending.incident : undefined, a);
    case 'informerAnswer': return informerAnswerText(tr, a.plot);
    default: return '';
  }
}

describe('Looper decision texts', () => {
  it('words every decision and every answer of random games on every shipped script, in both languages, with no missing text', () => {
    const seen = new Set<string>();
    for (const script of SHIPPED_SCRIPTS) {
      playGame(looper, { players: ['Marta', 'Luis', 'Ana'], script }, `text-${script.id}`, (module, choice) => {
        const s = choice.state as LooperState;
        for (const tr of [es, en]) {
          const text = decisionText(tr, view(s, { kind: 'public' }));
          expect(text).not.toMatch(/looper\.|\{|undefined/);
          for (const a of choice.legal as LooperAction[]) {
            const words = answerText(tr, s, a);
            expect(words).not.toMatch(/looper\.|\{|undefined|NaN/);
            if (words) seen.add(a.type);
          }
        }
        return randomChooser(module, choice);
      });
    }
    expect(seen).toContain('useGoodwill');
    expect(seen).toContain('mastermindAbility');
    expect(seen).toContain('incidentChoice');
  }, 60_000);

  it('L141 tells a person holding several hands which hand places now, and names the hand\'s holder otherwise', () => {
    const s = looper.setup({ players: ['Marta', 'Luis'], script: SHIPPED_SCRIPTS[0]! }, 'hands');
    const base = view(s, { kind: 'public' });
    const twoPlayers = { ...base, decision: { t: 'protagonistCard' as const, seat: 1, hand: 1 as const }, holders: [1, 1, 1] as [number, number, number] };
    expect(decisionText(es, twoPlayers)).toBe('Luis coloca una carta boca abajo con la mano 2.');
    const fourPlayers = { ...twoPlayers, players: ['Marta', 'Luis', 'Ana', 'Eva'], holders: [1, 2, 3] as [number, number, number], decision: { t: 'protagonistCard' as const, seat: 2, hand: 1 as const } };
    expect(decisionText(es, fourPlayers)).toBe('Ana coloca una carta boca abajo.');
  });

  it('counts the mastermind\'s three cards and says the game is over once it is', () => {
    const s = looper.setup({ players: ['Marta', 'Luis'], script: SHIPPED_SCRIPTS[0]! }, 'cards');
    const v = { ...view(s, { kind: 'public' }), decision: { t: 'mastermindCards' as const, seat: 0 }, placed: [{ owner: 'mastermind' as const, target: 'school' as const, card: null }] };
    expect(decisionText(es, v)).toBe('Marta (mente maestra) coloca sus cartas boca abajo: carta 2 de 3.');
    expect(decisionText(en, { ...v, result: { outcome: 'victory', reason: 'loopSurvived' } })).toBe('The game is over.');
  });

  it('words a goodwill use with its character, ability text and target', () => {
    const text = goodwillUseText(es, { character: 'boyStudent', ability: 0, target: 'girlStudent' });
    expect(text.startsWith('El estudiante: ')).toBe(true);
    expect(text.endsWith('→ La estudiante')).toBe(true);
    expect(incidentChoiceText(en, 'increasingUnease', { target: 'nurse', second: 'doctor' })).toBe('2 Paranoia on Nurse and 1 Intrigue on Doctor');
    expect(informerAnswerText(es, null)).toBe('No hay otra subtrama');
  });

  it('L87 words the empty answer of an incident with nobody to choose (rules 3 ask the mastermind anyway)', () => {
    expect(incidentChoiceText(es, 'murder', {})).toBe('Nadie a quien elegir: no tendrá efecto');
    expect(incidentChoiceText(en, 'farawayMurder', {})).toBe('Nobody to choose: it will have no effect');
    expect(incidentChoiceText(en, 'murder', { target: 'nurse' })).toBe('Kill Nurse');
  });
  it('says why the questions asked every time are asked, for every seat, and nothing for the others', () => {
    const s = looper.setup({ players: ['Marta', 'Luis'], script: SHIPPED_SCRIPTS[0]! }, 'always');
    const at = (t: 'cultist' | 'refusal' | 'mastermindAbility' | 'dayEnd' | 'goodwill') => ({ ...view(s, { kind: 'public' }), decision: { t, seat: 0 } });
    expect(alwaysAskedText(es, at('cultist'))).toBe('Se pregunta siempre que hay un Impedir Intriga en juego, haya Cultista o no: que se pregunte no revela ningún rol.');
    expect(alwaysAskedText(en, at('cultist'))).toBe('Asked whenever a Forbid Intrigue is in play, Cultist or not: being asked reveals no role.');
    for (const t of ['refusal', 'mastermindAbility', 'dayEnd'] as const) {
      for (const tr of [es, en]) expect(alwaysAskedText(tr, at(t))).toMatch(/(no revela ningún rol|reveals no role)\.$/);
    }
    expect(alwaysAskedText(es, at('goodwill'))).toBeNull();
    expect(alwaysAskedText(es, { ...at('cultist'), result: { outcome: 'victory', reason: 'loopSurvived' } })).toBeNull();
  });

  it('words every prompt one way (what is asked and a colon, who and their part, what they do, one full stop) and every answer as an order without a full stop', () => {
    for (const [locale, texts] of [['es', looperEs], ['en', looperEn]] as const) {
      const decision = (texts as { decision: Record<string, unknown> }).decision;
      const action = decision.action as Record<string, string>;
      for (const kind of ['henchmanStart', 'timeSpiral', 'mastermindCards', 'cultist', 'mastermindAbility', 'goodwill', 'refusal', 'informer', 'incident', 'dayEnd', 'finalGuess']) {
        expect(decision[kind], `${locale} ${kind}`).toMatch(/^(\{turn\}\. )?([^.]+: )?\{name\} \((mente maestra|líder|mastermind|leader)\) [^.]+\.$/);
      }
      for (const [key, label] of Object.entries(action).filter(([key]) => key !== 'unknown')) {
        expect(label, `${locale} ${key}`).not.toMatch(/\.$/);
        if (locale === 'es') expect(label, key).toMatch(/^(No )?\p{L}+(ar|er|ir)\b/u);
        else expect(label, key).not.toMatch(/^(The|A|An) /);
      }
    }
  });
});
