/** The Grizzled's rules text per language, as the rules panel and the table's explanations read it. */
import type { GameRulesText } from '../../../components/rules-types';
import { grizzledRulesEs } from './es';
import { grizzledRulesEn } from './en';

export const grizzledRules: Record<'es' | 'en', GameRulesText> = { es: grizzledRulesEs, en: grizzledRulesEn };
