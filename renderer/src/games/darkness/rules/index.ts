/** When Darkness Comes' rules text per language, as the rules panel and the table's explanations read it. */
import type { GameRulesText } from '../../../components/rules-types';
import { howToEn, howToEs } from './how-to';
import { darknessReference } from './reference';
import { darknessRulingsEn, darknessRulingsEs } from './rulings';

export const darknessRules: Record<'es' | 'en', GameRulesText> = {
  es: { title: 'When Darkness Comes', howTo: howToEs, reference: darknessReference('es'), rulings: darknessRulingsEs },
  en: { title: 'When Darkness Comes', howTo: howToEn, reference: darknessReference('en'), rulings: darknessRulingsEn },
};
