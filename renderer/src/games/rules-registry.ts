/**
 * Game id → its rules text per language. The rules panel and the explanations look rules up
 * here only; a new game adds one line (and its rules/ folder) and writes no new mechanism.
 */
import type { GameRulesText } from '../components/rules-types';
import { silentesRules } from './silentes/rules';
import { grizzledRules } from './grizzled/rules';
import { looperRules } from './looper/rules';
import { darknessRules } from './darkness/rules';
import { salemRules } from './salem/rules';

export type RulesLocale = 'es' | 'en';

const RULES: Record<string, Record<RulesLocale, GameRulesText>> = {
  silentes: silentesRules,
  grizzled: grizzledRules,
  looper: looperRules,
  darkness: darknessRules,
  salem: salemRules,
};

export function hasRules(gameId: string): boolean {
  return Object.hasOwn(RULES, gameId);
}

/** The rules of a game in a language (Spanish when the language has none); null for a game without rules yet. */
export function rulesOf(gameId: string, locale: string): GameRulesText | null {
  const byLocale = Object.hasOwn(RULES, gameId) ? RULES[gameId] : undefined;
  if (!byLocale) return null;
  return locale === 'en' ? byLocale.en : byLocale.es;
}
