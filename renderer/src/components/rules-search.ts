/**
 * Search over a game's rules text: every word typed must appear (in any order) in a section,
 * entry or ruling, ignoring case and accents ("TORRE" finds "La Torre", "panico" "pánico").
 */
import type { GameRulesText, RulesGroup, RulesSection, RulingNote } from './rules-types';

export interface RulesMatches {
  howTo: RulesSection[];
  reference: RulesGroup[];
  rulings: RulingNote[];
  count: number;
}

/** Lower case without accents, so a search needs neither. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter((w) => w.length > 0);
}

function matches(words: readonly string[], ...texts: readonly string[]): boolean {
  const haystack = foldText(texts.join(' '));
  return words.every((w) => haystack.includes(w));
}

export function searchRules(rules: GameRulesText, query: string): RulesMatches {
  const words = queryWords(query);
  const howTo = rules.howTo.filter((s) => matches(words, s.title, ...s.paragraphs));
  const reference = rules.reference
    .map((g) => ({ ...g, entries: g.entries.filter((e) => matches(words, g.title, e.name, e.text)) }))
    .filter((g) => g.entries.length > 0);
  const rulings = rules.rulings.filter((r) => matches(words, r.id, r.title, r.text));
  const count = howTo.length + reference.reduce((n, g) => n + g.entries.length, 0) + rulings.length;
  return { howTo, reference, rulings, count };
}
