/**
 * Silentes' rules text per language, as the rules panel and the table's explanations read it: how
 * to play, the reference of every card and element of the table, and the rulings of
 * docs/rulings/silentes.md in plain words (es.json, written from the seed, shared/seeds/000_…, with
 * the rulings applied, so what it says is what the engine does; en.json with the same sections,
 * entries and rulings in the same order). Reference ids are the engine's (M0, B1…) or
 * entry-for.ts's (hunt-B, noise…).
 */
import type { GameRulesText } from '../../../components/rules-types';
import { localeTexts } from '../../../i18n/locale-texts';
import es from './es.json';
import en from './en.json';

export const silentesRules: Record<'es' | 'en', GameRulesText> = localeTexts<GameRulesText>()(es, en);
