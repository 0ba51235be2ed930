/**
 * Tragedy Looper's table explanations (`v-explain`): each element by its engine id, answered
 * with its reference entry, so the table says exactly what the rules panel says. Names only
 * public reference text; a role or plot is explained only where the caller already shows it.
 */
import { useExplain } from '../../../components/use-explain';
import type { Explanation } from '../../../components/rules-types';
import { looperEntryFor, looperMarkerEntry, type LooperElement } from './entry-for';

type Explain = (id: string | null) => Explanation | null;

export function useLooperExplain(): Record<LooperElement, Explain> & {
  leader: () => Explanation | null;
  extra: () => Explanation | null;
  turf: () => Explanation | null;
  corpse: () => Explanation | null;
  entry: (id: string) => Explanation | null;
} {
  const explain = useExplain('looper');
  const of = (kind: LooperElement): Explain => (id) => explain(looperEntryFor(kind, id));
  return {
    character: of('character'),
    location: of('location'),
    card: of('card'),
    counter: of('counter'),
    role: of('role'),
    plot: of('plot'),
    incident: of('incident'),
    leader: () => explain(looperMarkerEntry('leader')),
    extra: () => explain(looperMarkerEntry('extra')),
    turf: () => explain(looperMarkerEntry('turf')),
    corpse: () => explain(looperMarkerEntry('corpse')),
    entry: (id) => explain(id),
  };
}
