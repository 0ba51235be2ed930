/** The Grizzled's table explanations: cards and tiles by their ids, anything else by its reference entry id. */
import { useExplain } from '../../../components/use-explain';
import type { Explanation } from '../../../components/rules-types';
import { grizzledEntryForCard, grizzledEntryForTile } from './entry-for';

export function useGrizzledExplain(): {
  card: (id: string | null) => Explanation | null;
  tile: (id: string | null) => Explanation | null;
  entry: (id: string) => Explanation | null;
} {
  const explain = useExplain('grizzled');
  return {
    card: (id) => explain(grizzledEntryForCard(id)),
    tile: (id) => explain(grizzledEntryForTile(id)),
    entry: (id) => explain(id),
  };
}
