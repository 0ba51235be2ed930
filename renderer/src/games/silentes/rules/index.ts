/** Silentes' rules text per language, as the rules panel and the table's explanations read it. */
import type { GameRulesText } from '../../../components/rules-types';
import { silentesRulesEs } from './es';
import { silentesRulesEn } from './en';

export const silentesRules: Record<'es' | 'en', GameRulesText> = { es: silentesRulesEs, en: silentesRulesEn };
