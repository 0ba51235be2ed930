/**
 * When Darkness Comes' rules text per language, as the rules panel and the table's explanations
 * read it: "how to play" in plain words, with the campaign's default house rules (A1–A49) applied
 * (written from the seed and the digest, shared/reference/when-darkness-comes.md §1), and the
 * table's rulings of docs/rulings/darkness.md (U12: D330–D340, U2: D341–D346, rules 2: D400–D407)
 * in the document's order (es.json, en.json; the engine's and the content's rulings are listed
 * there too), and the reference, built from the game's content by reference.ts.
 */
import type { GameRulesText } from '../../../components/rules-types';
import { localeTexts } from '../../../i18n/locale-texts';
import es from './es.json';
import en from './en.json';
import { darknessReference } from './reference';

const texts = localeTexts<Omit<GameRulesText, 'reference'>>()(es, en);

export const darknessRules: Record<'es' | 'en', GameRulesText> = {
  es: { ...texts.es, reference: darknessReference('es') },
  en: { ...texts.en, reference: darknessReference('en') },
};
