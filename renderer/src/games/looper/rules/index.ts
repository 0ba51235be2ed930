/** Tragedy Looper's rules text per language, as the rules panel and the table's explanations read it. */
import type { GameRulesText } from '../../../components/rules-types';
import { looperRulesEs } from './es';
import { looperRulesEn } from './en';

export const looperRules: Record<'es' | 'en', GameRulesText> = { es: looperRulesEs, en: looperRulesEn };
