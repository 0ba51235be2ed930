/**
 * When Darkness Comes' table explanations (`v-explain`): a disc by its content def, a fate table's
 * result, a ladder level, answered with the rules panel's own reference entry. Only what the
 * caller already shows: a face-down disc has no def, so it has nothing to explain.
 */
import { useExplain } from '../../../components/use-explain';
import type { Explanation } from '../../../components/rules-types';
import { LADDER } from '../../../../../shared/games/darkness/dice';

export function useDarknessExplain() {
  const explain = useExplain('darkness');
  return {
    disc: (def: string | null): Explanation | null => (def ? explain(`disc-${def}`) : null),
    fate: (table: 'ohCrap' | 'woohoo', n: number): Explanation | null => explain(`fate-${table}-${n}`),
    ladder: (level: number): Explanation | null => {
      const code = LADDER[level - 1]?.code;
      return code ? explain(`ladder-${code}`) : null;
    },
  };
}
