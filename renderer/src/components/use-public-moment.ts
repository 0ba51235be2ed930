/**
 * Decides when the play screen shows a public moment (public-moment.ts): when the public log
 * holds one the table has not acknowledged, and the device is about to wait for a person — a
 * cover, a person's own decision, a seat deciding on its own phone, or the end screen — once any
 * resolution steps have played (moment-timing.ts, SC23). While a bot decides the moment waits, so
 * it always comes right before the next person.
 * It reads only the snapshots the table store already put on screen, and only their public
 * lines: it asks the services for nothing.
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import { useTable } from '../stores/table';
import { useResolution } from '../stores/resolution';
import { publicLogOf, type MomentFinder, type PublicMoment } from './public-moment';
import { readMark, writeMark } from './moment-marks';
import { momentMayShow, momentNext, type MomentScreen } from './moment-timing';

export interface PublicMomentFeed {
  /** The moment to show now, or null. */
  shown: ComputedRef<PublicMoment | null>;
  /** "Continuar": the moment is acknowledged and never shows again in this tab. */
  acknowledge: () => void;
}

/** `finder()`: the game's moment finder once its definition has loaded (reactive; none yet: nothing moves). */
export function usePublicMoment(finder: () => MomentFinder | undefined): PublicMomentFeed {
  const table = useTable();
  const resolution = useResolution();
  const { t, te } = useI18n();
  const tr = { t: (key: string, params?: Record<string, unknown>) => t(key, params ?? {}), te: (key: string) => te(key) };
  /** Public lines acknowledged, for the session on screen. */
  const mark = ref<{ session: string; count: number } | null>(null);

  const screen = computed<MomentScreen>(() => {
    const snap = table.snapshot;
    return {
      mode: table.mode,
      handoffSeat: table.handoffSeat,
      seat: snap?.seat ?? null,
      over: !snap || snap.status.result !== null,
      botThinking: table.botThinking,
      onDevice: table.onDevice,
    };
  });
  const next = computed(() => momentNext(screen.value));

  /** The moment in the lines after the mark (whether or not it is time to show it). */
  const found = computed<PublicMoment | null>(() => {
    const snap = table.snapshot;
    const find = finder();
    if (!snap?.view || !find || mark.value?.session !== snap.session.id) return null;
    const all = publicLogOf(snap.view);
    const fresh = all.slice(mark.value.count);
    if (fresh.length === 0) return null;
    const { seat, onDevice } = next.value;
    return find({ tr, fresh, all, view: snap.view, names: snap.session.players, nextSeat: seat, nextOnDevice: onDevice });
  });

  function setMark(session: string, count: number): void {
    mark.value = { session, count };
    writeMark(session, count);
  }

  watch(
    [() => table.snapshot, finder],
    ([snap, find]) => {
      if (!snap?.view) return;
      const total = publicLogOf(snap.view).length;
      const id = snap.session.id;
      let count = mark.value?.session === id ? mark.value.count : readMark(id);
      // A first look at a game in this tab: what happened before is not news (the recap's rule).
      if (count === null) count = total;
      // An undo took lines back: lines written again after it are new.
      count = Math.min(count, total);
      if (mark.value?.session !== id || mark.value.count !== count) setMark(id, count);
      // Lines with no moment in them are simply read on the table: the mark moves past them
      // (not before the game's finder has loaded, or a reload would skip a moment not yet seen).
      if (find && found.value === null && total > count) setMark(id, total);
    },
    { immediate: true },
  );

  const shown = computed<PublicMoment | null>(() => {
    const moment = found.value;
    if (!moment || resolution.playing) return null;
    return momentMayShow(screen.value) ? moment : null;
  });

  function acknowledge(): void {
    const snap = table.snapshot;
    if (snap?.view) setMark(snap.session.id, publicLogOf(snap.view).length);
  }

  return { shown, acknowledge };
}
