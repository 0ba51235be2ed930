import { computed, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../../shared/engine/bot-level';
import type { TableProps } from './table-props';

/**
 * What every game's table starts from: the translator (its texts and its log lines), the view as
 * its own game's type, the seat looking (null for the public view), the seats a bot plays and at what level.
 */
export function useTableView<V>(props: TableProps) {
  const i18n = useI18n();
  return {
    i18n,
    t: i18n.t,
    view: computed(() => props.snapshot.view as V),
    viewer: computed<number | null>(() => props.snapshot.seat),
    bots: computed<ReadonlySet<number>>(() => new Set(props.snapshot.session.bots ?? [])),
    /** Each bot seat's level (issue 24): seat → level, from the session's `botLevels` beside its `bots`. */
    botLevels: computed<ReadonlyMap<number, BotLevel>>(() => seatLevels(props.snapshot.session)),
  };
}

/** Bot seat → its level; a session listed before the levels (no `botLevels`) plays every bot at Normal. */
export function seatLevels(session: { bots?: readonly number[]; botLevels?: readonly BotLevel[] }): Map<number, BotLevel> {
  const bots = session.bots ?? [];
  return new Map(bots.map((seat, i) => [seat, session.botLevels?.[i] ?? DEFAULT_BOT_LEVEL]));
}

/** A new snapshot (the next move, or another seat holding the device) is a new situation: `forget` drops a half-made choice. */
export function onNewSituation(props: TableProps, forget: () => void): void {
  watch(() => `${props.snapshot.seq}:${props.snapshot.seat}`, forget);
}
