import { computed, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import type { TableProps } from './table-props';

/**
 * What every game's table starts from: the translator (its texts and its log lines), the view as
 * its own game's type, the seat looking (null for the public view) and the seats a bot plays.
 */
export function useTableView<V>(props: TableProps) {
  const i18n = useI18n();
  return {
    i18n,
    t: i18n.t,
    view: computed(() => props.snapshot.view as V),
    viewer: computed<number | null>(() => props.snapshot.seat),
    bots: computed<ReadonlySet<number>>(() => new Set(props.snapshot.session.bots ?? [])),
  };
}

/** A new snapshot (the next move, or another seat holding the device) is a new situation: `forget` drops a half-made choice. */
export function onNewSituation(props: TableProps, forget: () => void): void {
  watch(() => `${props.snapshot.seq}:${props.snapshot.seat}`, forget);
}
