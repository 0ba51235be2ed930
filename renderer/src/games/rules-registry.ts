/**
 * Game id → its rules text per language, for the games loaded so far: the game registry hands
 * each game's rules here when its chunk loads (before any of its screens shows, and before the
 * rules panel opens on it). The rules panel and the explanations look rules up here only.
 */
import { shallowReactive } from 'vue';
import type { GameRulesText } from '../components/rules-types';

export type RulesLocale = 'es' | 'en';

const RULES = shallowReactive(new Map<string, Record<RulesLocale, GameRulesText>>());

export function addRules(gameId: string, rules: Record<RulesLocale, GameRulesText>): void {
  RULES.set(gameId, rules);
}

export function hasRules(gameId: string): boolean {
  return RULES.has(gameId);
}

/** The rules of a game in a language (Spanish when the language has none); null for a game not loaded. */
export function rulesOf(gameId: string, locale: string): GameRulesText | null {
  const byLocale = RULES.get(gameId);
  if (!byLocale) return null;
  return locale === 'en' ? byLocale.en : byLocale.es;
}
