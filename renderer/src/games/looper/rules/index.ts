/**
 * Tragedy Looper's rules text per language, as the rules panel and the table's explanations read
 * it: how to play and the rulings of docs/rulings/looper.md (L1–L91, the rules of play) in plain
 * words, in the document's order (es.json and en.json, written from the seed and the digest,
 * shared/reference/tragedy-looper.md, with the rulings applied), and the reference of what the
 * protagonists may know (sets, plots, roles, incidents, characters, cards), built from the engine's
 * data by reference.ts.
 */
import type { GameRulesText } from '../../../components/rules-types';
import { localeTexts } from '../../../i18n/locale-texts';
import es from './es.json';
import en from './en.json';
import { looperReference } from './reference';

const texts = localeTexts<Omit<GameRulesText, 'reference'>>()(es, en);

export const looperRules: Record<'es' | 'en', GameRulesText> = {
  es: { ...texts.es, reference: looperReference('es') },
  en: { ...texts.en, reference: looperReference('en') },
};
