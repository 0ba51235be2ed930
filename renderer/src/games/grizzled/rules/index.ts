/**
 * The Grizzled's rules text per language, as the rules panel and the table's explanations read it:
 * how to play, the reference of every card, tile and counter, and the rulings of
 * docs/rulings/grizzled.md in plain words (es.json, written from the seed, shared/seeds/001_…, and
 * the digest, shared/reference/grizzled-salem.md part A, with the rulings applied; en.json with
 * the same sections, entries and rulings in the same order). Reference ids are the engine's
 * (HK01, X01…) or entry-for.ts's (threat, trap, L…).
 */
import type { GameRulesText } from '../../../components/rules-types';
import { localeTexts } from '../../../i18n/locale-texts';
import es from './es.json';
import en from './en.json';

export const grizzledRules: Record<'es' | 'en', GameRulesText> = localeTexts<GameRulesText>()(es, en);
