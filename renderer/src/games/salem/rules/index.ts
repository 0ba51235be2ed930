/** Salem 1692's rules text per language, as the rules panel reads it. */
import type { GameRulesText } from '../../../components/rules-types';
import { howToEs } from './how-to-es';
import { howToEn } from './how-to-en';
import { salemReference } from './reference';
import { salemRulingsEn, salemRulingsEs } from './rulings';

export const salemRules: Record<'es' | 'en', GameRulesText> = {
  es: { title: 'Salem 1692', howTo: howToEs, reference: salemReference('es'), rulings: salemRulingsEs },
  en: { title: 'Salem 1692', howTo: howToEn, reference: salemReference('en'), rulings: salemRulingsEn },
};
