/** Silentes' table explanations: a card by its id, anything else by its reference entry id. */
import { useExplain } from '../../../components/use-explain';
import type { Explanation } from '../../../components/rules-types';
import { silentesEntryForCard } from './entry-for';

export function useSilentesExplain(): { card: (id: string | null) => Explanation | null; entry: (id: string) => Explanation | null } {
  const explain = useExplain('silentes');
  return { card: (id) => explain(silentesEntryForCard(id)), entry: (id) => explain(id) };
}
