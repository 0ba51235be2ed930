import { computed, watch, type ComputedRef } from 'vue';
import type { TableProps } from './table-props';

/**
 * What every game's table reads first from its snapshot: the view as its own game's type, the
 * seat looking (null for the public view) and the seats a bot plays.
 */
export function useTableView<V>(props: TableProps): { view: ComputedRef<V>; viewer: ComputedRef<number | null>; bots: ComputedRef<ReadonlySet<number>> } {
  return {
    view: computed(() => props.snapshot.view as V),
    viewer: computed(() => props.snapshot.seat),
    bots: computed(() => new Set(props.snapshot.session.bots ?? [])),
  };
}

/** A new snapshot (the next move, or another seat holding the device) is a new situation: `forget` drops a half-made choice. */
export function onNewSituation(props: TableProps, forget: () => void): void {
  watch(() => `${props.snapshot.seq}:${props.snapshot.seat}`, forget);
}
