/**
 * A game's explanations in the current language: `explain('HK07')` → the reference entry's
 * name and text, so a table element says exactly what the rules panel says.
 */
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import { rulesOf } from '../games/rules-registry';
import { explanationOf, type Explanation } from './rules-types';

export function useExplain(gameId: string): (entryId: string | null) => Explanation | null {
  const { locale } = useI18n();
  const rules = computed(() => rulesOf(gameId, locale.value));
  return (entryId) => (rules.value ? explanationOf(rules.value, entryId) : null);
}
