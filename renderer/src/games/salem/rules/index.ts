/**
 * Salem 1692's rules text per language, as the rules panel reads it: how to play (2nd edition) in
 * plain words with the rulings of docs/rulings/salem.md applied, written from the seed
 * (shared/seeds/003_…) and the digest (shared/reference/grizzled-salem.md, part B), and the rulings
 * of play (S1–S79: the table at one screen, setup and the day, dawn, night and Conspiracy) in plain
 * words under their own ids (es.json, en.json with the same sections; the full reasoning, the
 * seed's words and the tests are in that file; S80 and up rule on the bots, the screens and the
 * saves, not on how the game is played, S109), and the reference of reference.ts.
 */
import type { GameRulesText, RulesSection } from '../../../components/rules-types';
import { localeTexts } from '../../../i18n/locale-texts';
import es from './es.json';
import en from './en.json';
import salemEs from '../i18n/es.json';
import salemEn from '../i18n/en.json';
import { salemReference } from './reference';

type Variants = Record<string, { name: string; help: string }>;

/** The variants' section ends with the game's own variant texts, so it says what the new-game form says. */
function withVariants(howTo: readonly RulesSection[], variants: Variants): RulesSection[] {
  const lines = Object.values(variants).map((x) => `${x.name}: ${x.help}`);
  return howTo.map((s) => (s.id === 'variants' ? { ...s, paragraphs: [...s.paragraphs, ...lines] } : s));
}

const texts = localeTexts<Omit<GameRulesText, 'reference'>>()(es, en);

export const salemRules: Record<'es' | 'en', GameRulesText> = {
  es: { ...texts.es, howTo: withVariants(texts.es.howTo, salemEs.variants), reference: salemReference('es') },
  en: { ...texts.en, howTo: withVariants(texts.en.howTo, salemEn.variants), reference: salemReference('en') },
};
